import { useCallback, useEffect, useEffectEvent, useState } from 'react';
import { serverMessageOf } from './api-client';

export type RemoteStatus = 'loading' | 'succeeded' | 'failed';
export type Remote<T> = { data: T | null; status: RemoteStatus; error: string | null; reload: () => void };

type Settled<T> = { requestKey: string | null; data: T | null; error: string | null };

/**
 * Screen-local data from one call (staff and bank screens keep their data in the screen, no slice).
 * `key` is what the call depends on (a page, a filter): a new key loads again and drops stale replies.
 * While a new reply is on its way the last data stays on screen.
 */
export function useRemote<T>(load: () => Promise<T>, key: string): Remote<T> {
  const [tick, setTick] = useState(0);
  const [settled, setSettled] = useState<Settled<T>>({ requestKey: null, data: null, error: null });
  const requestKey = `${key}#${tick}`;
  const run = useEffectEvent(() => load());

  useEffect(() => {
    let live = true;
    run().then(
      (data) => {
        if (live) setSettled({ requestKey, data, error: null });
      },
      (failure: unknown) => {
        if (live) setSettled((last) => ({ requestKey, data: last.data, error: serverMessageOf(failure) }));
      },
    );
    return () => {
      live = false;
    };
  }, [requestKey]);

  const reload = useCallback(() => setTick((value) => value + 1), []);
  const status: RemoteStatus = settled.requestKey !== requestKey ? 'loading' : settled.error ? 'failed' : 'succeeded';
  return { data: settled.data, status, error: settled.error, reload };
}
