import { useCallback, useEffect, useReducer, useRef } from 'react';
import type { CasinoBalances, CasinoRound } from '@oddsmith/core';
import { serverMessageOf } from '../../../../lib/api-client';
import type { WinLine } from './reels';

/** One spin as the screen shows it: where the reels stop and what it won. */
export type ShownSpin = { grid: string[][]; wins: WinLine[]; winCents: number; free: boolean; multiplier: number; freeSpinsAwarded: number };

type Phase = 'idle' | 'waiting' | 'spinning' | 'result';
type State = { phase: Phase; spins: ShownSpin[]; index: number; spinId: number; grid: string[][]; previous: string[][]; roundId: string | null; error: string | null };
type Action =
  | { type: 'wait' }
  | { type: 'failed'; error: string }
  | { type: 'spin'; spins: ShownSpin[]; roundId: string }
  | { type: 'reveal' }
  | { type: 'next' }
  | { type: 'done' };

function reduce(state: State, action: Action): State {
  switch (action.type) {
    case 'wait':
      return { ...state, phase: 'waiting', error: null };
    case 'failed':
      return { ...state, phase: 'idle', error: action.error };
    case 'spin': {
      const first = action.spins[0] as ShownSpin;
      return { ...state, phase: 'spinning', spins: action.spins, index: 0, spinId: state.spinId + 1, previous: state.grid, grid: first.grid, roundId: action.roundId };
    }
    case 'reveal':
      return { ...state, phase: 'result' };
    case 'next': {
      const spin = state.spins[state.index + 1] as ShownSpin;
      return { ...state, phase: 'spinning', index: state.index + 1, spinId: state.spinId + 1, previous: state.grid, grid: spin.grid };
    }
    case 'done':
      return { ...state, phase: 'idle', roundId: null };
  }
}

/** Pause between a free spin's result and the next free spin. */
export const freeSpinPauseMs = 1600;

/**
 * A slot round on screen: the request, then each spin (the base spin, then every free spin) turning for
 * `spinMs` (at least 2.5 s, UKGC RTS 14) before its wins show. Nothing starts a round but the player.
 */
export function useSlotPlay(initialGrid: string[][], spinMs: number, toSpins: (round: CasinoRound) => ShownSpin[], onShown?: (balances: CasinoBalances) => void) {
  const [state, dispatch] = useReducer(reduce, { phase: 'idle', spins: [], index: 0, spinId: 0, grid: initialGrid, previous: initialGrid, roundId: null, error: null });
  const timer = useRef<number | null>(null);
  // The balance after the round, handed over once its last spin is on screen (the header must not tell first).
  const shown = useRef<{ balances: CasinoBalances | null; onShown?: (balances: CasinoBalances) => void }>({ balances: null });
  useEffect(() => {
    shown.current.onShown = onShown;
  });
  useEffect(() => () => void (timer.current !== null && window.clearTimeout(timer.current)), []);
  const later = (ms: number, action: () => void) => {
    timer.current = window.setTimeout(action, ms);
  };
  useEffect(() => {
    if (state.phase === 'spinning') later(spinMs, () => dispatch({ type: 'reveal' }));
    if (state.phase === 'result' && state.index < state.spins.length - 1) later(freeSpinPauseMs, () => dispatch({ type: 'next' }));
    if (state.phase === 'result' && state.index === state.spins.length - 1) {
      later(0, () => {
        dispatch({ type: 'done' });
        if (shown.current.balances !== null) shown.current.onShown?.(shown.current.balances);
      });
    }
  }, [state.phase, state.index, state.spins.length, state.spinId, spinMs]);
  const start = useCallback(
    async (play: () => Promise<{ round: CasinoRound } & Partial<CasinoBalances>>) => {
      dispatch({ type: 'wait' });
      try {
        const { round, balance, bonusBalance } = await play();
        shown.current.balances = balance === undefined || bonusBalance === undefined ? null : { balance, bonusBalance };
        dispatch({ type: 'spin', spins: toSpins(round), roundId: round.id });
      } catch (error) {
        dispatch({ type: 'failed', error: serverMessageOf(error) });
      }
    },
    [toSpins],
  );
  const current = state.spins[state.index] ?? null;
  return { ...state, current, busy: state.phase !== 'idle', start, showWins: state.phase === 'result' || (state.phase === 'idle' && current !== null) };
}
