import { Suspense, useEffect } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { SelectionSlotProvider } from '../components/odds/selection-slot';
import { ScreenSpinner } from '../components/screen-spinner';
import { paths } from '../config/paths';
import { useEmailVerificationLink } from '../features/auth/hooks/use-email-verification-link';
import { isAdminDashboardMessage } from '../lib/dev-messages';
import { SelectionOddsButton } from './odds/selection-odds-button';

/** The top route: waits for the area's lazy layout behind a spinner, and listens for the local development tools' request to open the admin dashboard. */
export function RootShell() {
  const navigate = useNavigate();
  useEmailVerificationLink();
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (isAdminDashboardMessage(event)) void navigate(paths.admin.dashboard.getHref());
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [navigate]);
  return (
    <SelectionSlotProvider value={SelectionOddsButton}>
      {/* The area layouts load lazily (router.tsx): a spinner until the first one arrives. */}
      <Suspense fallback={<ScreenSpinner />}>
        <Outlet />
      </Suspense>
    </SelectionSlotProvider>
  );
}
