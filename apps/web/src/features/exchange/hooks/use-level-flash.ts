import { useEffect, useState } from 'react';

/** How long a ladder cell shows that its price or money just changed. */
export const levelFlashMs = 700;

/**
 * Whether a ladder level just changed (`key` is its price and size): true from the render that
 * sees the change for `levelFlashMs`, as exchange ladders highlight a moved cell. The first
 * render is no change.
 */
export function useLevelFlash(key: string): boolean {
  const [state, setState] = useState({ key, serial: 0, on: false });
  // Derived while rendering: the change shows in the same frame as the new price.
  if (state.key !== key) setState({ key, serial: state.serial + 1, on: true });
  const { on, serial } = state;
  useEffect(() => {
    if (!on) return;
    const timer = setTimeout(() => setState((current) => (current.serial === serial ? { ...current, on: false } : current)), levelFlashMs);
    return () => clearTimeout(timer);
  }, [on, serial]);
  return on;
}
