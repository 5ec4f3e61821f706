import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { ErrorBoundary } from '../../components/error-boundary';
import { ScreenSpinner } from '../../components/screen-spinner';
import { BootShellDone } from '../../lib/boot-shell';

/** Each area's screens load lazily behind a spinner and fail into the area's error boundary; the first one to show ends the static shell. */
export function AreaOutlet() {
  const location = useLocation();
  return (
    <ErrorBoundary resetKey={location.pathname}>
      <Suspense fallback={<ScreenSpinner />}>
        <Outlet />
        <BootShellDone />
      </Suspense>
    </ErrorBoundary>
  );
}
