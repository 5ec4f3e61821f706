import { useEffect, useState } from 'react';
import { oddsDirection, oddsFlashMs, type OddsDirection, type OddsValue } from './odds-direction';

type FlashState = {
  odds: OddsValue;
  text: string;
  direction: OddsDirection;
  /** The price as shown before the move; null when not flashing. */
  previousText: string | null;
  /** Counts the flashes started: the timer belongs to one flash, later moves do not extend it. */
  serial: number;
};

export type OddsFlash = { direction: OddsDirection; previousText: string | null };

/**
 * The change signal of a price: a move of the price *as shown* (`text`, in the player's format)
 * flashes up or down for `oddsFlashMs` from the move that started it, then the price is neutral
 * again, however often the feed ticks meanwhile. A move too small to change the text, a switch of
 * odds format, or a suspension is no move; `previousText` is the shown price before the move, so
 * it always differs from the current one.
 */
export function useOddsFlash(odds: OddsValue, text: string): OddsFlash {
  const [state, setState] = useState<FlashState>({ odds, text, direction: null, previousText: null, serial: 0 });

  // Derived while rendering (no flash of the old colour): compare with the last price seen.
  if (state.odds !== odds || state.text !== text) {
    const moved = state.text !== text ? oddsDirection(state.odds, odds) : null;
    if (moved) {
      const serial = state.direction ? state.serial : state.serial + 1;
      setState({ odds, text, direction: moved, previousText: state.text, serial });
    } else if (odds === 'suspended') {
      setState({ ...state, odds, text, direction: null, previousText: null });
    } else {
      setState({ ...state, odds, text });
    }
  }

  const { serial } = state;
  useEffect(() => {
    if (serial === 0) return;
    const timer = window.setTimeout(
      () => setState((current) => (current.serial === serial ? { ...current, direction: null, previousText: null } : current)),
      oddsFlashMs,
    );
    return () => window.clearTimeout(timer);
  }, [serial]);

  return { direction: state.direction, previousText: state.previousText };
}
