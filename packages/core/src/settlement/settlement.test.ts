import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { AssertionError } from '../control/control';
import { amountCentsMax } from '../money/money';
import { multiReturnCents, singleReturnCents, systemReturnCents } from '../betslip/returns';
import {
  settleTicket,
  systemDoubleStakesCents,
  systemDoubleStatuses,
  type LegOutcome,
  type SettlementLeg,
  type SettlementTicket,
} from './settlement';

const won: LegOutcome = { kind: 'won' };
const lost: LegOutcome = { kind: 'lost' };
const voided: LegOutcome = { kind: 'void' };
const open: LegOutcome = { kind: 'open' };
const deadHeat = (tiedCount: number): LegOutcome => ({ kind: 'dead_heat', tiedCount });
const leg = (oddsMilli: number, outcome: LegOutcome): SettlementLeg => ({ oddsMilli, outcome });
const ticket = (betType: SettlementTicket['betType'], stakeCents: number, legs: SettlementLeg[]): SettlementTicket => ({
  betType,
  stakeCents,
  legs,
});
const settled = (outcome: 'won' | 'lost' | 'void', returnCents: number) => ({ status: 'settled', outcome, returnCents });

describe('settleTicket: single', () => {
  it('won pays stake x odds floored to the cent; lost pays nothing; void refunds', () => {
    expect(settleTicket(ticket('single', 1_001, [leg(1_850, won)]))).toEqual(settled('won', 1_851)); // 1851.85
    expect(settleTicket(ticket('single', 1_000, [leg(1_850, lost)]))).toEqual(settled('lost', 0));
    expect(settleTicket(ticket('single', 1_000, [leg(1_850, voided)]))).toEqual(settled('void', 1_000));
    expect(settleTicket(ticket('single', 1_000, [leg(1_850, open)]))).toEqual({ status: 'open' });
  });

  it('dead heat divides the stake by the tied count', () => {
    // 10.00 at 5.00, two tied: 5.00 x 5.00 = 25.00
    expect(settleTicket(ticket('single', 1_000, [leg(5_000, deadHeat(2))]))).toEqual(settled('won', 2_500));
    // 10.00 at 2.50, three tied: 3.333.. x 2.50 = 8.333.. -> 8.33
    expect(settleTicket(ticket('single', 1_000, [leg(2_500, deadHeat(3))]))).toEqual(settled('won', 833));
  });

  it('refuses a single with more than one leg and an impossible tie', () => {
    expect(() => settleTicket(ticket('single', 100, [leg(2_000, won), leg(2_000, won)]))).toThrow(AssertionError);
    expect(() => settleTicket(ticket('single', 100, [leg(2_000, deadHeat(0))]))).toThrow(AssertionError);
  });
});

describe('settleTicket: multi', () => {
  it('pays the product of the odds, a void leg counting as 1.00', () => {
    expect(settleTicket(ticket('multi', 1_000, [leg(2_000, won), leg(1_500, won), leg(3_000, won)]))).toEqual(settled('won', 9_000));
    expect(settleTicket(ticket('multi', 1_000, [leg(2_000, won), leg(1_500, voided), leg(3_000, won)]))).toEqual(settled('won', 6_000));
    expect(settleTicket(ticket('multi', 1_000, [leg(2_000, won), leg(4_000, deadHeat(2)), leg(3_000, won)]))).toEqual(settled('won', 12_000));
  });

  it('any lost leg loses, even while other legs are open', () => {
    expect(settleTicket(ticket('multi', 1_000, [leg(2_000, won), leg(1_500, lost), leg(3_000, won)]))).toEqual(settled('lost', 0));
    expect(settleTicket(ticket('multi', 1_000, [leg(2_000, open), leg(1_500, lost), leg(3_000, open)]))).toEqual(settled('lost', 0));
  });

  it('stays open while a leg is open and none lost', () => {
    expect(settleTicket(ticket('multi', 1_000, [leg(2_000, won), leg(1_500, open), leg(3_000, voided)]))).toEqual({ status: 'open' });
  });

  it('an all-void multi refunds the stake', () => {
    expect(settleTicket(ticket('multi', 777, [leg(2_000, voided), leg(1_500, voided), leg(3_000, voided)]))).toEqual(settled('void', 777));
  });
});

describe('settleTicket: system (three doubles of the first three legs)', () => {
  it('all won pays the seed formula, whatever the stake modulo 3', () => {
    const legs = [leg(2_000, won), leg(1_500, won), leg(3_000, won)];
    expect(settleTicket(ticket('system', 3_000, legs))).toEqual(settled('won', 13_500));
    // 1.00 / 3 per double: (3 + 6 + 4.5) x 1.00 / 3 = 4.50 exactly
    expect(settleTicket(ticket('system', 100, legs))).toEqual(settled('won', 450));
    // 0.01 / 3 per double: 13.5 x 0.01 / 3 = 0.045 -> 0.04
    expect(settleTicket(ticket('system', 1, legs))).toEqual(settled('won', 4));
  });

  it('settles each double from its two legs', () => {
    // doubles: (A,B) lost, (A,C) 2 x 3 = 6, (B,C) lost -> 30.00 / 3 x 6 = 60.00
    const legs = [leg(2_000, won), leg(1_500, lost), leg(3_000, won)];
    expect(settleTicket(ticket('system', 3_000, legs))).toEqual(settled('won', 6_000));
    expect(systemDoubleStatuses(legs)).toEqual(['lost', 'won', 'lost']);
  });

  it('two lost legs lose every double, even with the third leg open', () => {
    expect(settleTicket(ticket('system', 3_000, [leg(2_000, lost), leg(1_500, open), leg(3_000, lost)]))).toEqual(settled('lost', 0));
  });

  it('stays open while a double can still pay', () => {
    expect(settleTicket(ticket('system', 3_000, [leg(2_000, lost), leg(1_500, open), leg(3_000, won)]))).toEqual({ status: 'open' });
  });

  it('all void refunds exactly the stake, also when it is not divisible by 3', () => {
    const legs = [leg(2_000, voided), leg(1_500, voided), leg(3_000, voided)];
    expect(settleTicket(ticket('system', 1_001, legs))).toEqual(settled('void', 1_001));
  });

  it('uses exactly the first three legs', () => {
    const legs = [leg(2_000, won), leg(1_500, won), leg(3_000, won), leg(9_000, open)];
    expect(settleTicket(ticket('system', 3_000, legs))).toEqual(settled('won', 13_500));
  });

  it('splits the stake for display with the remainder on the first double', () => {
    expect(systemDoubleStakesCents(3_000)).toEqual([1_000, 1_000, 1_000]);
    expect(systemDoubleStakesCents(100)).toEqual([34, 33, 33]);
    expect(systemDoubleStakesCents(101)).toEqual([35, 33, 33]);
  });
});

const odds = fc.integer({ min: 1_001, max: 50_000 });
const stake = fc.integer({ min: 1, max: 100_000_000 });
const settledOutcome: fc.Arbitrary<LegOutcome> = fc.oneof(
  fc.constant(won),
  fc.constant(lost),
  fc.constant(voided),
  fc.integer({ min: 1, max: 8 }).map(deadHeat),
);

function oddsProductBound(stakeCents: number, legs: readonly SettlementLeg[]): bigint {
  const num = legs.reduce((product, l) => product * BigInt(l.oddsMilli), BigInt(stakeCents));
  return num / 1000n ** BigInt(legs.length);
}

describe('settlement properties', () => {
  it('all-won multi equals multiReturnCents; all-void refunds the stake', () => {
    fc.assert(
      fc.property(fc.array(odds, { minLength: 3, maxLength: 12 }), stake, (legOdds, stakeCents) => {
        const seedLegs = legOdds.map((o) => ({ odds: o, stakeCents: 0 }));
        const allWon = settleTicket(ticket('multi', stakeCents, legOdds.map((o) => leg(o, won))));
        expect(allWon).toEqual(settled('won', multiReturnCents(seedLegs, stakeCents)));
        const allVoid = settleTicket(ticket('multi', stakeCents, legOdds.map((o) => leg(o, voided))));
        expect(allVoid).toEqual(settled('void', stakeCents));
      }),
    );
  });

  it('all-won single equals singleReturnCents and all-won system equals systemReturnCents', () => {
    fc.assert(
      fc.property(fc.tuple(odds, odds, odds), stake, ([a, b, c], stakeCents) => {
        expect(settleTicket(ticket('single', stakeCents, [leg(a, won)]))).toEqual(
          settled('won', singleReturnCents([{ odds: a, stakeCents }])),
        );
        const seedLegs = [a, b, c].map((o) => ({ odds: o, stakeCents: 0 }));
        expect(settleTicket(ticket('system', stakeCents, [leg(a, won), leg(b, won), leg(c, won)]))).toEqual(
          settled('won', systemReturnCents(seedLegs, stakeCents)),
        );
      }),
    );
  });

  it('a lost leg in every double returns 0', () => {
    fc.assert(
      fc.property(fc.tuple(odds, odds, odds), fc.nat({ max: 2 }), settledOutcome, stake, ([a, b, c], spared, other, stakeCents) => {
        const legs = [a, b, c].map((o, i) => leg(o, i === spared ? other : lost));
        expect(settleTicket(ticket('system', stakeCents, legs))).toEqual(settled('lost', 0));
      }),
    );
  });

  it('a dead heat with a tied count of 1 is a win', () => {
    fc.assert(
      fc.property(fc.array(odds, { minLength: 3, maxLength: 6 }), stake, fc.nat(), (legOdds, stakeCents, pick) => {
        const index = pick % legOdds.length;
        const legsWon = legOdds.map((o) => leg(o, won));
        const legsTied = legOdds.map((o, i) => leg(o, i === index ? deadHeat(1) : won));
        expect(settleTicket(ticket('multi', stakeCents, legsTied))).toEqual(settleTicket(ticket('multi', stakeCents, legsWon)));
        expect(settleTicket(ticket('single', stakeCents, [legsTied[index]!]))).toEqual(
          settleTicket(ticket('single', stakeCents, [legsWon[index]!])),
        );
      }),
    );
  });

  it('returns are never negative and never above stake x product of odds', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('single' as const, 'multi' as const, 'system' as const),
        fc.array(fc.tuple(odds, settledOutcome), { minLength: 3, maxLength: 8 }),
        stake,
        (betType, raw, stakeCents) => {
          const legs = raw.slice(0, betType === 'single' ? 1 : betType === 'system' ? 3 : raw.length).map(([o, out]) => leg(o, out));
          // Placement refuses a ticket whose return could pass the payout cap, far below the largest
          // amount; a ticket beyond every amount (a 1M stake on eight 50.0 legs) is never settled.
          fc.pre(oddsProductBound(stakeCents, legs) <= BigInt(amountCentsMax));
          const result = settleTicket(ticket(betType, stakeCents, legs));
          expect(result.status).toBe('settled');
          if (result.status !== 'settled') return;
          expect(result.returnCents).toBeGreaterThanOrEqual(0);
          expect(Number.isSafeInteger(result.returnCents)).toBe(true);
          expect(BigInt(result.returnCents) <= oddsProductBound(stakeCents, legs)).toBe(true);
        },
      ),
    );
  });
});
