import { useDeferredValue, useEffect, useMemo, useState } from 'react';

/**
 * How long a value that has arrived may wait for its deferred render before it is shown through the
 * ordinary (synchronous) render: a bound on starvation when other updates keep interrupting it.
 */
export const deferredArrivalMaxMs = 1000;

type Box<T> = { value: T };

/**
 * `value` through `useDeferredValue` until it has arrived once (`hasArrived`, as the screen shows
 * it), then `value` itself. What a reply brings in first (a list replacing its skeleton) renders in
 * a deferred render that React slices and yields between, not inside the store update's synchronous
 * render (react-redux reads through `useSyncExternalStore`; Lighthouse's Total Blocking Time,
 * docs/web-decisions.md). Every later update (a pushed price) renders at once, as before: deferring
 * those let a stream of pushes keep interrupting the deferred render, so under CPU load a pushed
 * price never reached the screen. If the deferred render has not come `deferredArrivalMaxMs` after
 * the value arrived, the value is shown anyway.
 */
export function useDeferredArrival<T>(value: T, hasArrived: (value: T) => boolean): T {
  const [settled, setSettled] = useState(false);
  // A box per value (the same one while the value stays), none once settled: nothing left to defer.
  const box = useMemo<Box<T> | null>(() => (settled ? null : { value }), [settled, value]);
  const deferred = useDeferredValue(box);
  const shown = settled || deferred === null ? value : deferred.value;
  // Settled in the render that shows the arrival (React renders this component again at once, in
  // the same deferred render), so later updates skip the deferral.
  if (!settled && hasArrived(shown)) setSettled(true);
  const liveArrived = !settled && hasArrived(value);
  useEffect(() => {
    if (!liveArrived) return;
    const timer = window.setTimeout(() => setSettled(true), deferredArrivalMaxMs);
    return () => window.clearTimeout(timer);
  }, [liveArrived]);
  return shown;
}

type Read<D> = { currentData?: D; isLoading: boolean; isError: boolean };

function readSettled<D>(read: Read<D>): boolean {
  return !read.isLoading;
}

/** A query read's data and flags through `useDeferredArrival`: deferred until the read has settled once (data or failure). */
export function useDeferredRead<D>({ currentData, isLoading, isError }: Read<D>): Read<D> {
  const read = useMemo(() => ({ currentData, isLoading, isError }), [currentData, isLoading, isError]);
  return useDeferredArrival(read, readSettled);
}
