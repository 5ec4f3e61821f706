import { useLayoutEffect } from 'react';
import { whenAppStylesLoaded } from './app-styles';

/** index.html's static shell: over the app from the first paint until its first screen is ready. */
export const bootShellId = 'boot-shell';

/** If the first screen has not come by then (a very slow line), the app's own spinners show instead. */
export const bootShellMaxMs = 10_000;

/** Takes the shell away, once the app's stylesheet has arrived (it loads without blocking the first paint). */
export function removeBootShell(doc: Document = document): void {
  whenAppStylesLoaded(() => doc.getElementById(bootShellId)?.remove(), doc);
}

/**
 * Rendered beside an area's screen (and by the failure screen): its layout effect runs in the commit
 * that shows the screen, before the browser paints it, so the shell and the screen swap in one frame
 * and no spinner shows between them.
 */
export function BootShellDone(): null {
  useLayoutEffect(() => removeBootShell(), []);
  return null;
}
