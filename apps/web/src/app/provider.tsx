import { Suspense, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { Provider as ReduxProvider } from 'react-redux';
import type { Persistor } from 'redux-persist';
import { PersistGate } from 'redux-persist/integration/react';
import { ScreenSpinner } from '../components/screen-spinner';
import { appTheme } from '../lib/theme';
import { useAppSelector } from './hooks';
import type { AppStore } from './store';

/** Mantine follows the `theme` slice (dark by default). */
function ThemedMantine({ children }: { children: ReactNode }) {
  const scheme = useAppSelector((state) => state.theme);
  return (
    <MantineProvider theme={appTheme} forceColorScheme={scheme} defaultColorScheme="dark">
      <Notifications position="top-right" />
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
          <PersistGate loading={<ScreenSpinner minHeight="100dvh" />} persistor={persistor}>
            {content}
          </PersistGate>
        ) : (
          content
        )}
      </ThemedMantine>
    </ReduxProvider>
  );
}
