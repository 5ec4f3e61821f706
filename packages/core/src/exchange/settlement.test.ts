import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { marketExposureCents } from './position';
import type { MatchedBet } from './position';
import { commissionCents, settleMarket } from './settlement';
import type { MarketResult, MatchedPair } from './settlement';

const runnerIds = ['r1', 'r2', 'r3', 'r4'];
const userIds = ['u1', 'u2', 'u3', 'u4', 'u5'];

const fillArb: fc.Arbitrary<MatchedPair> = fc.record({
  backUserId: fc.constantFrom(...userIds),
  layUserId: fc.constantFrom(...userIds),
  runnerId: fc.constantFrom(...runnerIds),
  priceMilli: fc.oneof(fc.integer({ min: 1_010, max: 10_000 }), fc.integer({ min: 1_010, max: 1_000_000 })),
  stakeCents: fc.integer({ min: 1, max: 100_000 }),
});
const fillsArb = fc.array(fillArb, { maxLength: 12 });
const resultArb: fc.Arbitrary<MarketResult> = fc.oneof(
  fc.constant({ kind: 'void' as const }),
  fc.subarray(runnerIds, { minLength: 1 }).map((winnerIds) => ({ kind: 'winners' as const, winnerIds })),
  fc.subarray(runnerIds, { minLength: 2 }).map((winnerIds) => ({ kind: 'winners' as const, winnerIds })),
);
const basisPointsArb = fc.oneof(fc.constantFrom(0, 200, 500, 10_000), fc.integer({ min: 0, max: 10_000 }));

/** A user's fills as their own matched bets (the backer holds 'back', the layer 'lay'). */
function betsOf(fills: readonly MatchedPair[], userId: string): MatchedBet[] {
  const bets: MatchedBet[] = [];
  for (const { backUserId, layUserId, ...bet } of fills) {
    if (backUserId === userId) bets.push({ ...bet, side: 'back' });
    if (layUserId === userId) bets.push({ ...bet, side: 'lay' });
  }
  return bets;
}

function profitsById(fills: readonly MatchedPair[], result: MarketResult): Record<string, number> {
  return Object.fromEntries(settleMarket(fills, result, 0).map((position) => [position.userId, position.profitCents]));
}

describe('settleMarket', () => {
  const fills: MatchedPair[] = [
    { backUserId: 'bob', layUserId: 'ann', runnerId: 'a', priceMilli: 3_000, stakeCents: 1_000 },
    { backUserId: 'cat', layUserId: 'ann', runnerId: 'b', priceMilli: 2_500, stakeCents: 400 },
  ];

  it('moves the win amount to the backer when the runner wins, the stake to the layer otherwise', () => {
    expect(settleMarket(fills, { kind: 'winners', winnerIds: ['a'] }, 500)).toEqual([
      { userId: 'ann', profitCents: -1_600, commissionCents: 0, netCents: -1_600 },
      { userId: 'bob', profitCents: 2_000, commissionCents: 100, netCents: 1_900 },
      { userId: 'cat', profitCents: -400, commissionCents: 0, netCents: -400 },
    ]);
    expect(profitsById(fills, { kind: 'winners', winnerIds: ['c'] })).toEqual({ ann: 1_400, bob: -1_000, cat: -400 });
  });

  it('settles everything at 0 when void, and lists no user without fills', () => {
    expect(settleMarket(fills, { kind: 'void' }, 500).map((position) => position.profitCents)).toEqual([0, 0, 0]);
    expect(settleMarket([], { kind: 'winners', winnerIds: ['a'] }, 500)).toEqual([]);
  });

  it('averages a dead heat and hands the odd cents out by largest remainder, ties by user id', () => {
    // Single-winner profits: a wins: ann -1600, bob +2000, cat -400; b wins: ann +400 (1000 - 600), bob -1000, cat +600.
    // Averages: ann -600, bob +500, cat +100: exact.
    expect(profitsById(fills, { kind: 'winners', winnerIds: ['a', 'b'] })).toEqual({ ann: -600, bob: 500, cat: 100 });
    // One cent backed on a at 3.0: a wins: backer +2, layer -2; b wins: backer -1, layer +1. The halves
    // +1/2 and -1/2 floor to 0 and -1 with equal remainders; the one missing cent goes to the lower id.
    const odd = (backUserId: string, layUserId: string): MatchedPair[] => [{ backUserId, layUserId, runnerId: 'a', priceMilli: 3_000, stakeCents: 1 }];
    expect(profitsById(odd('x', 'y'), { kind: 'winners', winnerIds: ['a', 'b'] })).toEqual({ x: 1, y: -1 });
    expect(profitsById(odd('y', 'x'), { kind: 'winners', winnerIds: ['b', 'a'] })).toEqual({ x: 0, y: 0 });
    // Three-way heat at 5.0: backer (4 - 1 - 1)/3 = 2/3 -> floor 0 rest 2, layer -2/3 -> floor -1 rest 1: the backer gets the cent.
    const atFive = odd('y', 'x').map((fill) => ({ ...fill, priceMilli: 5_000 }));
    expect(profitsById(atFive, { kind: 'winners', winnerIds: ['a', 'b', 'c'] })).toEqual({ x: -1, y: 1 });
  });

  it('rejects empty or repeated winner ids and bad basis points or fills', () => {
    expect(() => settleMarket(fills, { kind: 'winners', winnerIds: [] }, 0)).toThrow(RangeError);
    expect(() => settleMarket(fills, { kind: 'winners', winnerIds: [''] }, 0)).toThrow(RangeError);
    expect(() => settleMarket(fills, { kind: 'winners', winnerIds: ['a', 'a'] }, 0)).toThrow(RangeError);
    expect(() => settleMarket(fills, { kind: 'void' }, -1)).toThrow(RangeError);
    expect(() => settleMarket(fills, { kind: 'void' }, 10_001)).toThrow(RangeError);
    expect(() => settleMarket(fills, { kind: 'void' }, 2.5)).toThrow(RangeError);
    expect(() => settleMarket([{ ...fills[0]!, stakeCents: 0 }], { kind: 'void' }, 0)).toThrow(RangeError);
    expect(() => settleMarket([{ ...fills[0]!, priceMilli: 1_000 }], { kind: 'void' }, 0)).toThrow(RangeError);
  });

  it('is zero-sum, sorted by user id, and nets commission exactly, for every result', () => {
    fc.assert(
      fc.property(fillsArb, resultArb, basisPointsArb, (fills, result, basisPoints) => {
        const settled = settleMarket(fills, result, basisPoints);
        const ids = settled.map((position) => position.userId);
        expect(ids).toEqual([...new Set(fills.flatMap((fill) => [fill.backUserId, fill.layUserId]))].sort());
        expect(settled.reduce((sum, position) => sum + position.profitCents, 0)).toBe(0);
        const commission = settled.reduce((sum, position) => sum + position.commissionCents, 0);
        expect(settled.reduce((sum, position) => sum + position.netCents, 0)).toBe(0 - commission);
        for (const position of settled) {
          expect(position.commissionCents).toBeGreaterThanOrEqual(0);
          expect(position.commissionCents).toBeLessThanOrEqual(Math.max(0, position.profitCents));
          expect(position.netCents).toBe(position.profitCents - position.commissionCents);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('never takes more from a user than the escrow of their matched bets', () => {
    fc.assert(
      fc.property(fillsArb, resultArb, (fills, result) => {
        for (const position of settleMarket(fills, result, 0)) {
          expect(position.profitCents).toBeGreaterThanOrEqual(-marketExposureCents(runnerIds, betsOf(fills, position.userId), []));
        }
      }),
      { numRuns: 500 },
    );
  });

  it('keeps a dead heat share within a cent of the exact average of the single-winner profits', () => {
    fc.assert(
      fc.property(fillsArb, fc.subarray(runnerIds, { minLength: 2 }), (fills, winnerIds) => {
        const singles = winnerIds.map((winnerId) => profitsById(fills, { kind: 'winners', winnerIds: [winnerId] }));
        for (const [userId, profit] of Object.entries(profitsById(fills, { kind: 'winners', winnerIds }))) {
          const total = singles.reduce((sum, single) => sum + single[userId]!, 0);
          expect(Math.abs(profit * winnerIds.length - total)).toBeLessThan(winnerIds.length);
        }
      }),
      { numRuns: 300 },
    );
  });
});

describe('commissionCents', () => {
  it('takes basis points of positive profit, rounded half up', () => {
    expect(commissionCents(2_000, 500)).toBe(100);
    expect(commissionCents(10, 500)).toBe(1); // 0.5 rounds up
    expect(commissionCents(9, 500)).toBe(0); // 0.45
    expect(commissionCents(1_234, 10_000)).toBe(1_234);
    expect(commissionCents(0, 500)).toBe(0);
    expect(commissionCents(-5_000, 500)).toBe(0);
  });

  it('never exceeds the profit and rejects bad input', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), basisPointsArb, (profit, basisPoints) => {
        const commission = commissionCents(profit, basisPoints);
        expect(commission).toBeGreaterThanOrEqual(0);
        expect(commission).toBeLessThanOrEqual(Math.max(0, profit));
      }),
    );
    expect(() => commissionCents(1.5, 500)).toThrow(RangeError);
    expect(() => commissionCents(100, 10_001)).toThrow(RangeError);
  });
});
