import { useEffect, useState, type ReactNode } from 'react';
import { ScreenSpinner } from './screen-spinner';

export const delayedScreenDelayMsDefault = 5000;

/** Shows a spinner for `delayMs`, then the screen. */
export function DelayedScreen({
  children,
  delayMs = delayedScreenDelayMsDefault,
}: {
  children: ReactNode;
  delayMs?: number;
}) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setReady(true), delayMs);
    return () => clearTimeout(timer);
  }, [delayMs]);
  return ready ? children : <ScreenSpinner />;
}
