import { Suspense, type ReactNode } from 'react';
import { useIdleTurn } from './use-idle-turn';

type Props = {
  /** Shown until the turn comes and while the code loads; the control's size, so nothing moves. */
  fallback: ReactNode;
  /** Needed at once, before the turn (a menu opened, a selection added). */
  now?: boolean;
  children: ReactNode;
};

/**
 * Renders `children` (a lazy component) once its idle turn has come (`useIdleTurn`): a part that can
 * wait for the first screen. The turn's state lives here, so only this part renders when it comes,
 * not the layout around it.
 */
export function IdleTurn({ fallback, now = false, children }: Props) {
  const turnCame = useIdleTurn(now);
  return <Suspense fallback={fallback}>{turnCame ? children : fallback}</Suspense>;
}
