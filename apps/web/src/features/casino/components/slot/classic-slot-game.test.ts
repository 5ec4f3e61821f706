import type { CasinoRound } from '@oddsmith/core';
import { describe, expect, it } from 'vitest';
import { classicSpinsOf } from './classic-slot-game';

/** Middle row: blank, cherry, cherry (pays 6); top row: seven x3 (pays 100) but only 1 line is played. */
const round = {
  outcome: {
    game: 'classic-slot',
    lines: 1,
    lineStake: 0.5,
    stops: [0, 0, 0],
    grid: [['seven', 'blank', 'bell'], ['seven', 'cherry', 'bar1'], ['seven', 'cherry', 'bell']],
    linePays: [6, 100, 0, 0, 0],
  },
} as unknown as CasinoRound;

describe('classicSpinsOf', () => {
  it('highlights only the cherries of a cherry win, on the played lines only', () => {
    const [spin] = classicSpinsOf(round);
    expect(spin?.winCents).toBe(300);
    expect(spin?.wins).toEqual([{ rows: [1, 1, 1], count: 3, reels: [1, 2] }]);
  });
});
