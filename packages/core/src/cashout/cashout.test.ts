import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { AssertionError } from '../control/control';
import { multiReturnCents } from '../betslip/returns';
import type { LegOutcome } from '../settlement/settlement';
import { cashoutQuote, confirmCashout, quoteMatches, type CashoutLeg, type CashoutTicket } from './cashout';

const openLeg = (placed: number, current: number | 'suspended' = placed, marketStatus: CashoutLeg['marketStatus'] = 'open'): CashoutLeg => ({
  placedOddsMilli: placed,
  outcome: { kind: 'open' },
  marketStatus,
  currentOdds: current,
});
const doneLeg = (placed: number, outcome: LegOutcome): CashoutLeg => ({
  placedOddsMilli: placed,
  outcome,
  marketStatus: 'closed',
  currentOdds: 'suspended',
});
const single = (stakeCents: number, leg: CashoutLeg): CashoutTicket => ({ ticketOpen: true, betType: 'single', stakeCents, legs: [leg] });
const multi = (stakeCents: number, legs: CashoutLeg[]): CashoutTicket => ({ ticketOpen: true, betType: 'multi', stakeCents, legs });
const value = (ticket: CashoutTicket, marginBp = 500) => {
  const quote = cashoutQuote(ticket, marginBp);
  return quote.ok ? quote.value.valueCents : quote.code;
};

describe('cashoutQuote', () => {
  it('single: stake x placed / current x (1 - margin), floored', () => {
    // 10.00 at 3.00 now 1.50: 10 x 2 x 0.95 = 19.00
    expect(cashoutQuote(single(1_000, openLeg(3_000, 1_500)), 500)).toEqual({
      ok: true,
      value: { valueCents: 1_900, potentialReturnCents: 3_000 },
    });
    // 10.00 at 2.00 now 3.00: 10 x 0.666.. x 0.95 = 6.333.. -> 6.33
    expect(value(single(1_000, openLeg(2_000, 3_000)))).toBe(633);
  });

  it('multi: won legs use 1.00 as current odds, void legs count 1.00 both ways, dead heats divide', () => {
    // 10.00 x (2.00 / 1) x (1.00) x (2.50 / 1.25) x 0.95 = 38.00
    expect(value(multi(1_000, [doneLeg(2_000, { kind: 'won' }), doneLeg(4_000, { kind: 'void' }), openLeg(2_500, 1_250)]))).toBe(3_800);
    // 10.00 x (4.00 / 2) x (1.50 / 1.50) x (2.00 / 2.00) x 0.95 = 19.00
    expect(value(multi(1_000, [doneLeg(4_000, { kind: 'dead_heat', tiedCount: 2 }), openLeg(1_500), openLeg(2_000)]))).toBe(1_900);
  });

  it('not offered: lost leg, suspended market, decided or settled ticket, system, zero value', () => {
    expect(value(multi(1_000, [doneLeg(2_000, { kind: 'lost' }), openLeg(2_000), openLeg(2_000)]))).toBe('CASHOUT_NOT_OFFERED_LOST');
    expect(value(multi(1_000, [openLeg(2_000), openLeg(2_000, 'suspended'), openLeg(2_000)]))).toBe('CASHOUT_NOT_OFFERED_SUSPENDED');
    expect(value(single(1_000, openLeg(2_000, 1_900, 'suspended')))).toBe('CASHOUT_NOT_OFFERED_SUSPENDED');
    expect(value(single(1_000, doneLeg(2_000, { kind: 'won' })))).toBe('CASHOUT_SETTLED');
    expect(value({ ...single(1_000, openLeg(2_000)), ticketOpen: false })).toBe('CASHOUT_SETTLED');
    expect(value({ ...multi(1_000, [openLeg(2_000), openLeg(2_000), openLeg(2_000)]), betType: 'system' })).toBe('CASHOUT_NOT_OFFERED_BET_TYPE');
    expect(value(single(1, openLeg(1_001, 1_000_000)))).toBe('CASHOUT_NOT_OFFERED_VALUE');
  });

  it('a margin outside 0..50 % is a programmer error', () => {
    expect(() => cashoutQuote(single(1_000, openLeg(2_000)), -1)).toThrow(AssertionError);
    expect(() => cashoutQuote(single(1_000, openLeg(2_000)), 5_001)).toThrow(AssertionError);
  });
});

describe('quoteMatches and confirmCashout', () => {
  it('accepts only the exact current quote', () => {
    expect(quoteMatches(1_900, 1_900)).toBe(true);
    expect(quoteMatches(1_899, 1_900)).toBe(false);
    expect(quoteMatches(1_901, 1_900)).toBe(false);
    const ticket = single(1_000, openLeg(3_000, 1_500));
    expect(confirmCashout(1_900, ticket, 500)).toMatchObject({ ok: true, value: { valueCents: 1_900 } });
    expect(confirmCashout(1_800, ticket, 500)).toMatchObject({ ok: false, code: 'CASHOUT_QUOTE_CHANGED', currentValueCents: 1_900 });
    expect(confirmCashout(1_900, { ...ticket, ticketOpen: false }, 500)).toMatchObject({ code: 'CASHOUT_SETTLED', currentValueCents: null });
  });
});

const odds = fc.integer({ min: 1_001, max: 20_000 });
const stake = fc.integer({ min: 1, max: 100_000_000 });
const margin = fc.integer({ min: 0, max: 5_000 });
const settledLeg = fc.oneof(
  fc.constant<LegOutcome>({ kind: 'won' }),
  fc.constant<LegOutcome>({ kind: 'void' }),
  fc.integer({ min: 1, max: 4 }).map((tiedCount): LegOutcome => ({ kind: 'dead_heat', tiedCount })),
);
const anyLeg: fc.Arbitrary<CashoutLeg> = fc.oneof(
  fc.tuple(odds, odds).map(([placed, current]) => openLeg(placed, current)),
  fc.tuple(odds, settledLeg).map(([placed, outcome]) => doneLeg(placed, outcome)),
);

describe('cash-out properties', () => {
  it('with unchanged odds the quote is stake x (1 - margin)', () => {
    fc.assert(
      fc.property(fc.array(odds, { minLength: 3, maxLength: 8 }), stake, margin, (placed, stakeCents, marginBp) => {
        const expected = Math.floor((stakeCents * (10_000 - marginBp)) / 10_000);
        const result = cashoutQuote(multi(stakeCents, placed.map((o) => openLeg(o))), marginBp);
        if (expected === 0) expect(result).toMatchObject({ code: 'CASHOUT_NOT_OFFERED_VALUE' });
        else expect(result.ok && result.value.valueCents).toBe(expected);
        const seedReturn = multiReturnCents(placed.map((o) => ({ odds: o, stakeCents: 0 })), stakeCents);
        if (result.ok) expect(result.value.potentialReturnCents).toBe(seedReturn);
      }),
    );
  });

  it('rises as the current odds of an open leg shorten', () => {
    fc.assert(
      fc.property(odds, odds, odds, stake, margin, (placed, a, b, stakeCents, marginBp) => {
        const [shorter, longer] = a < b ? [a, b] : [b, a];
        const atLonger = value(single(stakeCents, openLeg(placed, longer)), marginBp);
        const atShorter = value(single(stakeCents, openLeg(placed, shorter)), marginBp);
        if (typeof atLonger === 'number') expect(atShorter).toBeGreaterThanOrEqual(atLonger);
      }),
    );
  });

  it('never exceeds the potential return', () => {
    fc.assert(
      fc.property(fc.array(anyLeg, { minLength: 3, maxLength: 8 }), odds, stake, margin, (legs, placed, stakeCents, marginBp) => {
        const quote = cashoutQuote(multi(stakeCents, [...legs, openLeg(placed, placed + 1)]), marginBp);
        if (!quote.ok) {
          expect(quote.code).toBe('CASHOUT_NOT_OFFERED_VALUE');
          return;
        }
        expect(quote.value.valueCents).toBeLessThanOrEqual(quote.value.potentialReturnCents);
      }),
    );
  });
});
