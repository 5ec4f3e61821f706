import { useSyncExternalStore, type ReactNode } from 'react';
import type { Persistor } from 'redux-persist';

/**
 * What redux-persist's `PersistGate` does (the loading element until the stored state is back),
 * without its class component's `setState` in `componentDidMount`: that update is synchronous, so
 * a gate that mounted after the rehydration (the usual case: local storage answers within the
 * start-up's tasks) rendered the whole first screen a second time in one unsliced task, outside
 * the first render's transition (issue 18, Lighthouse's Total Blocking Time). Here the gate reads
 * the persistor's `bootstrapped` flag while it renders: already back, the children render in the
 * first render itself. The store's own 5,000 ms time-out (`persistConfig.timeout`) still bounds the wait.
 */
export function RehydrationGate({ persistor, loading, children }: { persistor: Persistor; loading: ReactNode; children: ReactNode }) {
  const bootstrapped = useSyncExternalStore(persistor.subscribe, () => persistor.getState().bootstrapped);
  return bootstrapped ? children : loading;
}
