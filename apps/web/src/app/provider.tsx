import { lazy, Suspense, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { Provider as ReduxProvider } from 'react-redux';
import type { Persistor } from 'redux-persist';
import { ScreenSpinner } from '../components/screen-spinner';
import { appTheme } from '../lib/theme';
import { useAppSelector } from './hooks';
import { RehydrationGate } from './rehydration-gate';
import type { AppStore } from './store';

/**
 * The toast container loads beside the first screen, not before it; a toast shown earlier waits in
 * Mantine's notifications store and appears once the container mounts.
 */
const Toasts = lazy(() => import('./toasts').then((module) => ({ default: module.Toasts })));

/** Mantine follows the `theme` slice (dark by default). */
function ThemedMantine({ children }: { children: ReactNode }) {
  const scheme = useAppSelector((state) => state.theme);
  return (
    <MantineProvider theme={appTheme} forceColorScheme={scheme} defaultColorScheme="dark">
      <Suspense fallback={null}>
        <Toasts />
      </Suspense>
      {children}
    </MantineProvider>
  );
}

export function AppProvider({
  store,
  persistor,
  children,
}: {
  store: AppStore;
  persistor: Persistor | null;
  children: ReactNode;
}) {
  const content = <Suspense fallback={<ScreenSpinner minHeight="100dvh" />}>{children}</Suspense>;
  return (
    <ReduxProvider store={store}>
      <ThemedMantine>
        {persistor ? (
          <RehydrationGate loading={<ScreenSpinner minHeight="100dvh" />} persistor={persistor}>
            {content}
          </RehydrationGate>
        ) : (
          content
        )}
      </ThemedMantine>
    </ReduxProvider>
  );
}
