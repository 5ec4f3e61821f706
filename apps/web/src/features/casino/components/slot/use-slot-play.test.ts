import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { videoSlotRound } from '../../fixtures';
import { freeSpinPauseMs, useSlotPlay } from './use-slot-play';
import { videoSlotDurationsMs, videoSpinsOf } from './video-slot-game';

/** The first nonce on the known seeds whose base spin awards free spins. */
function roundWithFreeSpins() {
  for (let nonce = 0; nonce < 5000; nonce += 1) {
    const round = videoSlotRound(nonce);
    if (round.outcome.game === 'video-slot' && round.outcome.freeSpins.length > 0) return round;
  }
  throw new Error('no free spins in 5000 rounds');
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('useSlotPlay', () => {
  it('turns the reels for the whole spin time before showing a win, plays every free spin out, then hands over the balance', async () => {
    const round = roundWithFreeSpins();
    const spins = videoSpinsOf(round);
    const spinMs = videoSlotDurationsMs[videoSlotDurationsMs.length - 1] as number;
    expect(spinMs).toBeGreaterThanOrEqual(2500);
    const onShown = vi.fn();
    const { result } = renderHook(() => useSlotPlay(spins[0]!.grid, spinMs, videoSpinsOf, onShown));
    await act(async () => {
      await result.current.start(async () => ({ round, balance: 12.5, bonusBalance: 3 }));
    });
    expect(result.current).toMatchObject({ phase: 'spinning', index: 0, busy: true, roundId: round.id, showWins: false });
    act(() => void vi.advanceTimersByTime(spinMs - 1));
    expect(result.current.phase).toBe('spinning');
    act(() => void vi.advanceTimersByTime(1));
    expect(result.current).toMatchObject({ phase: 'result', showWins: true });
    for (let index = 1; index < spins.length; index += 1) {
      act(() => void vi.advanceTimersByTime(freeSpinPauseMs));
      expect(result.current).toMatchObject({ phase: 'spinning', index });
      expect(result.current.current?.free).toBe(true);
      act(() => void vi.advanceTimersByTime(spinMs));
      expect(result.current.phase).toBe('result');
    }
    expect(onShown).not.toHaveBeenCalled();
    act(() => void vi.advanceTimersByTime(0));
    expect(onShown).toHaveBeenCalledWith({ balance: 12.5, bonusBalance: 3 });
    expect(result.current).toMatchObject({ phase: 'idle', busy: false, roundId: null, index: spins.length - 1 });
  });

  it('shows the server error and lets the player try again', async () => {
    const { result } = renderHook(() => useSlotPlay([['A']], 2500, videoSpinsOf));
    await act(async () => {
      await result.current.start(async () => Promise.reject(new Error('Insufficient funds')));
    });
    expect(result.current).toMatchObject({ phase: 'idle', busy: false });
    expect(result.current.error).toBeTruthy();
  });
});
