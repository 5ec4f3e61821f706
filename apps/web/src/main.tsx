import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './styles.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import type { Persistor } from 'redux-persist';
import { AppProvider } from './app/provider';
import { AppRoutes } from './app/router';
import { runStartUp } from './app/start-up';
import { makePersistor, makeStore } from './app/store';
import { configureApiClient } from './lib/api-client';
import { initI18n } from './lib/i18n';
import { applyAppStyles } from './lib/app-styles';
import { bootShellMaxMs, removeBootShell } from './lib/boot-shell';
import { listenForPreloadErrors } from './lib/lazy-with-retry';
import { nextTask } from './lib/next-task';
import { saveReferralCookies } from './lib/referral-cookies';
import { reloadPage } from './lib/reload';

applyAppStyles();
saveReferralCookies();
setTimeout(removeBootShell, bootShellMaxMs);
listenForPreloadErrors();
/**
 * The start-up in four tasks, not one: the modules' evaluation, the translations' set-up, the store
 * with its stored state, the first render (itself sliced, below). Each is shorter than the whole:
 * Lighthouse's Total Blocking Time counts only what a task spends past 50 ms (issue 18). (An async
 * function, not top-level await: that made the bundler split the entry's chunk into many.)
 */
async function start(): Promise<void> {
  await nextTask();
  void initI18n();
  await nextTask();
  let persistor: Persistor | null = null;
  /** After a login the page reloads once the session is written to storage. */
  const reloadAfterFlush = () => {
    void (persistor ? persistor.flush() : Promise.resolve()).then(reloadPage);
  };
  const store = makeStore({ extra: { reload: reloadAfterFlush } });
  configureApiClient({ getToken: () => store.getState().user.token });
  // The first render waits for the stored state (local storage: within this task's microtasks, or
  // the store's 5,000 ms time-out), so it renders the screen itself, not the gate's spinner first.
  const rehydrated = new Promise<void>((resolve) => {
    persistor = makePersistor(store, () => {
      runStartUp(store);
      resolve();
    });
  });
  await nextTask();
  await rehydrated;

  const rootElement = document.getElementById('root');
  if (!rootElement) throw new Error('The #root element is missing from index.html.');

  const root = createRoot(rootElement);
  // The first render as a transition: React renders it in slices of a few milliseconds and lets the
  // browser breathe in between, instead of one long task per screen (Lighthouse's Total Blocking
  // Time); the static shell in index.html stays on screen until the app's first commit.
  startTransition(() => {
    root.render(
      <StrictMode>
        <AppProvider store={store} persistor={persistor}>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </AppProvider>
      </StrictMode>,
    );
  });
}

void start();
