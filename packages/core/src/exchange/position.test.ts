import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ExchangeSide } from './book';
import { betProfitCents, exposureOfNetsCents, marketExposureCents, profitsOfNets, runnerNetsOf, runnerProfits, winAmountCents, worstCaseProfits } from './position';
import type { MatchedBet, UnmatchedOrder } from './position';

const runnersArb = fc.integer({ min: 2, max: 4 }).map((count) => ['r1', 'r2', 'r3', 'r4'].slice(0, count));
const sideArb = fc.constantFrom<ExchangeSide>('back', 'lay');
const priceArb = fc.oneof(fc.integer({ min: 1_010, max: 10_000 }), fc.integer({ min: 1_010, max: 1_000_000 }));

function betArb(runnerIds: readonly string[]): fc.Arbitrary<MatchedBet> {
  return fc.record({ runnerId: fc.constantFrom(...runnerIds), side: sideArb, priceMilli: priceArb, stakeCents: fc.integer({ min: 1, max: 50_000 }) });
}

function orderArb(runnerIds: readonly string[]): fc.Arbitrary<UnmatchedOrder> {
  return betArb(runnerIds).map(({ stakeCents, ...rest }) => ({ ...rest, remainingCents: stakeCents }));
}

/** 2-4 runners, a few matched bets and up to 5 unmatched orders on them. */
const positionArb = runnersArb.chain((runnerIds) =>
  fc.record({
    runnerIds: fc.constant(runnerIds),
    matched: fc.array(betArb(runnerIds), { maxLength: 5 }),
    unmatched: fc.array(orderArb(runnerIds), { maxLength: 5 }),
  }),
);

/** Every outcome times every way to fill each unmatched order none or all: the largest loss. */
function bruteForceExposure(runnerIds: readonly string[], matched: readonly MatchedBet[], unmatched: readonly UnmatchedOrder[]): number {
  let exposure = 0;
  for (let mask = 0; mask < 1 << unmatched.length; mask++) {
    const filled = unmatched
      .filter((_, index) => (mask >> index) & 1)
      .map((order) => ({ runnerId: order.runnerId, side: order.side, priceMilli: order.priceMilli, stakeCents: order.remainingCents }));
    for (const winner of runnerIds) {
      const profit = [...matched, ...filled].reduce((sum, bet) => sum + betProfitCents(bet, winner), 0);
      exposure = Math.max(exposure, -profit);
    }
  }
  return exposure;
}

describe('winAmountCents', () => {
  it('is stake times (price - 1), rounded down to the cent', () => {
    expect(winAmountCents(1_000, 3_000)).toBe(2_000);
    expect(winAmountCents(1_000, 1_010)).toBe(10);
    expect(winAmountCents(1, 1_500)).toBe(0); // 0.5 rounds down
    expect(winAmountCents(3, 1_500)).toBe(1); // 1.5
    expect(winAmountCents(333, 2_020)).toBe(339); // 339.66
    expect(winAmountCents(100, 1_000_000)).toBe(99_900);
    expect(winAmountCents(0, 2_000)).toBe(0);
  });

  it('rejects prices off the ladder range and bad stakes', () => {
    expect(() => winAmountCents(100, 1_000)).toThrow(RangeError);
    expect(() => winAmountCents(100, 1_000_010)).toThrow(RangeError);
    expect(() => winAmountCents(100, 2_000.5)).toThrow(RangeError);
    expect(() => winAmountCents(-1, 2_000)).toThrow(RangeError);
    expect(() => winAmountCents(1.5, 2_000)).toThrow(RangeError);
  });
});

describe('betProfitCents and runnerProfits', () => {
  const back: MatchedBet = { runnerId: 'a', side: 'back', priceMilli: 3_000, stakeCents: 1_000 };
  const lay: MatchedBet = { ...back, side: 'lay' };

  it('pays the backer the win amount when the runner wins, the layer the stake otherwise', () => {
    expect(betProfitCents(back, 'a')).toBe(2_000);
    expect(betProfitCents(back, 'b')).toBe(-1_000);
    expect(betProfitCents(lay, 'a')).toBe(-2_000);
    expect(betProfitCents(lay, 'b')).toBe(1_000);
  });

  it('lists every runner, untouched ones at 0', () => {
    expect(runnerProfits(['a', 'b', 'c'], [])).toEqual(new Map([['a', 0], ['b', 0], ['c', 0]]));
    const profits = runnerProfits(['a', 'b', 'c'], [back, { runnerId: 'b', side: 'lay', priceMilli: 2_000, stakeCents: 500 }]);
    expect(profits).toEqual(new Map([['a', 2_500], ['b', -1_500], ['c', -500]]));
  });

  it('makes every fill zero-sum between backer and layer', () => {
    fc.assert(
      fc.property(betArb(['a', 'b']), fc.constantFrom('a', 'b'), (bet, winner) => {
        const other: MatchedBet = { ...bet, side: bet.side === 'back' ? 'lay' : 'back' };
        expect(betProfitCents(bet, winner) + betProfitCents(other, winner)).toBe(0);
      }),
    );
  });
});

describe('runner nets (matched bets summed, as the database aggregates them)', () => {
  it('give the same profits and exposure as the bets one by one', () => {
    fc.assert(
      fc.property(positionArb, ({ runnerIds, matched, unmatched }) => {
        const nets = runnerNetsOf(matched);
        expect(profitsOfNets(runnerIds, nets)).toEqual(runnerProfits(runnerIds, matched));
        expect(exposureOfNetsCents(runnerIds, nets, unmatched)).toBe(marketExposureCents(runnerIds, matched, unmatched));
      }),
    );
  });

  it('net a fill the holder is both sides of to zero', () => {
    const bet = { runnerId: 'r1', priceMilli: 2_500, stakeCents: 1_000 };
    expect(runnerNetsOf([{ ...bet, side: 'back' }, { ...bet, side: 'lay' }])).toEqual([{ runnerId: 'r1', winCents: 0, stakeCents: 0 }]);
  });
});

describe('worstCaseProfits and marketExposureCents', () => {
  it('counts an unmatched order only where it could lose', () => {
    const unmatched: UnmatchedOrder[] = [{ runnerId: 'a', side: 'lay', priceMilli: 4_000, remainingCents: 1_000 }];
    expect(worstCaseProfits(['a', 'b'], [], unmatched)).toEqual(new Map([['a', -3_000], ['b', 0]]));
    expect(marketExposureCents(['a', 'b'], [], unmatched)).toBe(3_000);
  });

  it('is 0 with no runners or no losing outcome', () => {
    expect(marketExposureCents([], [{ runnerId: 'a', side: 'back', priceMilli: 2_000, stakeCents: 100 }], [])).toBe(0);
    expect(marketExposureCents(['a', 'b'], [], [])).toBe(0);
  });

  it('nets a back against a lay on the same runner', () => {
    const matched: MatchedBet[] = [
      { runnerId: 'a', side: 'back', priceMilli: 3_000, stakeCents: 1_000 },
      { runnerId: 'a', side: 'lay', priceMilli: 2_000, stakeCents: 1_500 },
    ];
    expect(runnerProfits(['a', 'b'], matched)).toEqual(new Map([['a', 500], ['b', 500]]));
    expect(marketExposureCents(['a', 'b'], matched, [])).toBe(0);
  });

  it('equals the brute-force worst case over every outcome and every none-or-all fill', () => {
    fc.assert(
      fc.property(positionArb, ({ runnerIds, matched, unmatched }) => {
        expect(marketExposureCents(runnerIds, matched, unmatched)).toBe(bruteForceExposure(runnerIds, matched, unmatched));
      }),
      { numRuns: 300 },
    );
  });

  it('is the stake for a single back and the win amount for a single lay', () => {
    fc.assert(
      fc.property(runnersArb.chain((runnerIds) => fc.tuple(fc.constant(runnerIds), betArb(runnerIds), fc.boolean())), ([runnerIds, bet, asOrder]) => {
        const expected = bet.side === 'back' ? bet.stakeCents : winAmountCents(bet.stakeCents, bet.priceMilli);
        const order: UnmatchedOrder = { runnerId: bet.runnerId, side: bet.side, priceMilli: bet.priceMilli, remainingCents: bet.stakeCents };
        const exposure = asOrder ? marketExposureCents(runnerIds, [], [order]) : marketExposureCents(runnerIds, [bet], []);
        expect(exposure).toBe(expected);
      }),
    );
  });

  /**
   * Matching part of an order: win amounts round down, so the matched part's and the rest's never
   * add up to more than the whole: the worst case never rises, for backs and lays alike.
   */
  it('never rises when part of an order is matched at its price', () => {
    const splitArb = positionArb
      .filter(({ unmatched }) => unmatched.length > 0)
      .chain((position) => fc.tuple(fc.constant(position), fc.nat({ max: position.unmatched.length - 1 }), fc.double({ min: 0, max: 1, noNaN: true })));
    fc.assert(
      fc.property(splitArb, ([{ runnerIds, matched, unmatched }, index, fraction]) => {
        const order = unmatched[index]!;
        const part = Math.round(order.remainingCents * fraction);
        const before = marketExposureCents(runnerIds, matched, unmatched);
        const after = marketExposureCents(
          runnerIds,
          [...matched, { runnerId: order.runnerId, side: order.side, priceMilli: order.priceMilli, stakeCents: part }],
          unmatched.map((other, at) => (at === index ? { ...other, remainingCents: order.remainingCents - part } : other)),
        );
        expect(after).toBeLessThanOrEqual(before);
      }),
      { numRuns: 300 },
    );
    const lay: UnmatchedOrder = { runnerId: 'a', side: 'lay', priceMilli: 1_500, remainingCents: 3 };
    expect(marketExposureCents(['a', 'b'], [], [lay])).toBe(1);
    expect(marketExposureCents(['a', 'b'], [{ runnerId: 'a', side: 'lay', priceMilli: 1_500, stakeCents: 1 }], [{ ...lay, remainingCents: 2 }])).toBe(1);
  });

  it('never rises when the split stakes round exactly (whole-cent win amounts)', () => {
    fc.assert(
      fc.property(positionArb, fc.nat(), fc.integer({ min: 0, max: 500 }), ({ runnerIds, matched, unmatched }, pick, partUnits) => {
        fc.pre(unmatched.length > 0);
        const index = pick % unmatched.length;
        // Stakes in whole units (multiples of 100 cents) at prices in whole tenths of a cent never round.
        const exact = unmatched.map((order) => ({ ...order, priceMilli: order.priceMilli - (order.priceMilli % 10), remainingCents: order.remainingCents * 100 }));
        const order = exact[index]!;
        const part = Math.min(order.remainingCents, partUnits * 100);
        const before = marketExposureCents(runnerIds, matched, exact);
        const after = marketExposureCents(
          runnerIds,
          [...matched, { runnerId: order.runnerId, side: order.side, priceMilli: order.priceMilli, stakeCents: part }],
          exact.map((other, at) => (at === index ? { ...other, remainingCents: order.remainingCents - part } : other)),
        );
        expect(after).toBeLessThanOrEqual(before);
      }),
      { numRuns: 300 },
    );
  });
});
