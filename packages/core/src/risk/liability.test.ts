import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AssertionError } from '../control/control';
import * as liability from './liability';

describe('marketLiability', () => {
  it('singles and a multi on a two-way market: payout minus every open stake, worst first', () => {
    // Home: 10.00 @ 2.00 (20.00) + a 5.00 multi returning 60.00; Away: 20.00 @ 1.80 (36.00).
    const exposures = liability.exposuresOfTickets([
      { stakeCents: 1_000, potentialReturnCents: 2_000, openLegs: [{ marketId: 'm', selectionId: 'home' }] },
      { stakeCents: 2_000, potentialReturnCents: 3_600, openLegs: [{ marketId: 'm', selectionId: 'away' }] },
      { stakeCents: 500, potentialReturnCents: 6_000, openLegs: [{ marketId: 'm', selectionId: 'home' }, { marketId: 'other', selectionId: 'x' }] },
    ]);
    const ladder = liability.marketLiability(['home', 'away', 'draw'], exposures.get('m') ?? []);
    expect(ladder.stakeCents).toBe(3_500);
    expect(ladder.liabilityCents).toBe(4_500);
    expect(ladder.selections).toEqual([
      { selectionId: 'home', tickets: 2, stakeCents: 1_500, potentialPayoutCents: 8_000, liabilityCents: 4_500 },
      { selectionId: 'away', tickets: 1, stakeCents: 2_000, potentialPayoutCents: 3_600, liabilityCents: 100 },
      { selectionId: 'draw', tickets: 0, stakeCents: 0, potentialPayoutCents: 0, liabilityCents: -3_500 },
    ]);
    // The multi's full return counts on its other market too.
    expect(liability.marketLiability(['x'], exposures.get('other') ?? []).liabilityCents).toBe(5_500);
  });

  it('an unbacked market owes nothing; an event sums its markets', () => {
    expect(liability.marketLiability(['a', 'b'], [])).toMatchObject({ stakeCents: 0, liabilityCents: 0 });
    expect(liability.eventLiabilityCents([{ liabilityCents: 4_500 }, { liabilityCents: -200 }])).toBe(4_300);
    expect(liability.eventLiabilityCents([])).toBe(0);
  });

  it('refuses exposures outside the market, duplicates and negative money', () => {
    const row = { selectionId: 'z', tickets: 1, stakeCents: 1, potentialPayoutCents: 2 };
    expect(() => liability.marketLiability(['a'], [row])).toThrow(AssertionError);
    expect(() => liability.marketLiability(['z'], [row, row])).toThrow(AssertionError);
    expect(() => liability.marketLiability(['z'], [{ ...row, stakeCents: -1 }])).toThrow(AssertionError);
    expect(() => liability.marketLiability([], [])).toThrow(AssertionError);
  });

  it('a threshold fires at and above it, never when off', () => {
    expect(liability.liabilityReachesThreshold(500_000, 500_000)).toBe(true);
    expect(liability.liabilityReachesThreshold(499_999, 500_000)).toBe(false);
    expect(liability.liabilityReachesThreshold(10 ** 12, null)).toBe(false);
  });
});

const selectionIds = ['s0', 's1', 's2', 's3'];
const marketIds = ['m0', 'm1', 'm2'];
const ticketArb: fc.Arbitrary<liability.OpenTicketExposure> = fc
  .record({
    stakeCents: fc.integer({ min: 1, max: 1_000_000 }),
    oddsMilli: fc.integer({ min: 1_010, max: 100_000 }),
    legs: fc.uniqueArray(fc.record({ market: fc.integer({ min: 0, max: 2 }), selection: fc.integer({ min: 0, max: 3 }) }), { selector: (leg) => leg.market, minLength: 1, maxLength: 3 }),
  })
  .map(({ stakeCents, oddsMilli, legs }) => ({
    stakeCents,
    potentialReturnCents: Math.floor((stakeCents * oddsMilli) / 1_000),
    openLegs: legs.map((leg) => ({ marketId: marketIds[leg.market] ?? 'm0', selectionId: `${marketIds[leg.market] ?? 'm0'}:${selectionIds[leg.selection] ?? 's0'}` })),
  }));

describe('liability properties', () => {
  it('each selection: payout - market stake; worst is the max; stakes and payouts add up to the tickets', () => {
    fc.assert(
      fc.property(fc.array(ticketArb, { maxLength: 40 }), (tickets) => {
        const exposures = liability.exposuresOfTickets(tickets);
        for (const marketId of marketIds) {
          const ids = selectionIds.map((id) => `${marketId}:${id}`);
          const ladder = liability.marketLiability(ids, exposures.get(marketId) ?? []);
          const onMarket = tickets.filter((ticket) => ticket.openLegs.some((leg) => leg.marketId === marketId));
          const stakeCents = onMarket.reduce((sum, ticket) => sum + ticket.stakeCents, 0);
          expect(ladder.stakeCents).toBe(stakeCents);
          expect(ladder.selections.length).toBe(ids.length);
          for (const row of ladder.selections) {
            const backing = onMarket.filter((ticket) => ticket.openLegs.some((leg) => leg.selectionId === row.selectionId));
            expect(row.tickets).toBe(backing.length);
            expect(row.potentialPayoutCents).toBe(backing.reduce((sum, ticket) => sum + ticket.potentialReturnCents, 0));
            expect(row.liabilityCents).toBe(row.potentialPayoutCents - stakeCents);
            expect(row.liabilityCents).toBeLessThanOrEqual(ladder.liabilityCents);
          }
          // Every ticket returns at least its stake, so a backed market's worst case is never below -stake.
          expect(ladder.liabilityCents).toBeGreaterThanOrEqual(-stakeCents);
        }
      }),
    );
  });

  it('removing a ticket (settled, cashed out, voided) touches only its markets, raising no liability by more than its stake', () => {
    fc.assert(
      fc.property(fc.array(ticketArb, { minLength: 1, maxLength: 30 }), fc.nat(), (tickets, pick) => {
        const without = tickets.filter((_, index) => index !== pick % tickets.length);
        const removed = tickets[pick % tickets.length];
        for (const marketId of marketIds) {
          const ids = selectionIds.map((id) => `${marketId}:${id}`);
          const before = liability.marketLiability(ids, liability.exposuresOfTickets(tickets).get(marketId) ?? []);
          const after = liability.marketLiability(ids, liability.exposuresOfTickets(without).get(marketId) ?? []);
          const touched = removed?.openLegs.some((leg) => leg.marketId === marketId) ?? false;
          if (!touched) expect(after).toEqual(before);
          for (const row of after.selections) {
            const was = before.selections.find((candidate) => candidate.selectionId === row.selectionId);
            // A removed ticket takes its stake off every selection and its payout off at most one.
            expect(row.liabilityCents - (was?.liabilityCents ?? 0)).toBeLessThanOrEqual(removed?.stakeCents ?? 0);
          }
        }
      }),
    );
  });
});

describe('liability per currency', () => {
  it('an EUR and an INR ticket on one selection make two ladders, never one sum', () => {
    const tickets: liability.CurrencyTicketExposure[] = [
      { currency: 'EUR', stakeCents: 1_000, potentialReturnCents: 2_000, openLegs: [{ marketId: 'm', selectionId: 'home' }] },
      { currency: 'INR', stakeCents: 100_000, potentialReturnCents: 200_000, openLegs: [{ marketId: 'm', selectionId: 'home' }] },
    ];
    const byCurrency = liability.exposuresOfTicketsByCurrency(tickets);
    expect(liability.marketLiability(['home', 'away'], byCurrency.get('EUR')?.get('m') ?? []).liabilityCents).toBe(1_000);
    expect(liability.marketLiability(['home', 'away'], byCurrency.get('INR')?.get('m') ?? []).liabilityCents).toBe(100_000);

    const rows: liability.MarketCurrencyRow[] = [
      { marketId: 'm', currency: 'EUR', selectionId: 'home', tickets: 1, stakeCents: 1_000, potentialPayoutCents: 2_000 },
      { marketId: 'm', currency: 'EUR', selectionId: 'away', tickets: 0, stakeCents: 0, potentialPayoutCents: 0 },
      { marketId: 'm', currency: 'INR', selectionId: 'home', tickets: 1, stakeCents: 100_000, potentialPayoutCents: 200_000 },
      { marketId: 'm', currency: 'INR', selectionId: 'away', tickets: 0, stakeCents: 0, potentialPayoutCents: 0 },
    ];
    const ladders = liability.laddersByMarketAndCurrency(rows);
    expect(ladders.map((ladder) => [ladder.marketId, ladder.currency, ladder.liability.stakeCents, ladder.liability.liabilityCents])).toEqual([
      ['m', 'EUR', 1_000, 1_000],
      ['m', 'INR', 100_000, 100_000],
    ]);
  });
});

const currencyIds = ['EUR', 'INR', 'USD'];
const currencyTicketArb: fc.Arbitrary<liability.CurrencyTicketExposure> = fc
  .tuple(ticketArb, fc.integer({ min: 0, max: currencyIds.length - 1 }))
  .map(([ticket, currency]) => ({ ...ticket, currency: currencyIds[currency] ?? 'EUR' }));

/** The server's rows for every (market, currency) pair with a ticket: each selection once, zeros when unbacked in that currency. */
function rowsOf(tickets: readonly liability.CurrencyTicketExposure[]): liability.MarketCurrencyRow[] {
  const rows: liability.MarketCurrencyRow[] = [];
  for (const [currency, markets] of liability.exposuresOfTicketsByCurrency(tickets)) {
    for (const [marketId, exposures] of markets) {
      for (const id of selectionIds) {
        const selectionId = `${marketId}:${id}`;
        const exposure = exposures.find((row) => row.selectionId === selectionId) ?? { selectionId, tickets: 0, stakeCents: 0, potentialPayoutCents: 0 };
        rows.push({ ...exposure, marketId, currency });
      }
    }
  }
  return rows;
}

describe('liability never mixes currencies (property)', () => {
  it("each currency's exposures are the reference over its own tickets only", () => {
    fc.assert(
      fc.property(fc.array(currencyTicketArb, { maxLength: 40 }), (tickets) => {
        const byCurrency = liability.exposuresOfTicketsByCurrency(tickets);
        expect(new Set(byCurrency.keys())).toEqual(new Set(tickets.map((ticket) => ticket.currency)));
        for (const [currency, markets] of byCurrency) {
          const own = tickets.filter((ticket) => ticket.currency === currency);
          expect(markets).toEqual(liability.exposuresOfTickets(own));
        }
      }),
    );
  });

  it("a ladder per (market, currency): its stake and payouts are its currency's tickets', whatever the other currencies hold", () => {
    fc.assert(
      fc.property(fc.array(currencyTicketArb, { maxLength: 40 }), fc.array(currencyTicketArb, { maxLength: 10 }), (tickets, others) => {
        const ladders = liability.laddersByMarketAndCurrency(rowsOf(tickets));
        const pairs = new Set(tickets.flatMap((ticket) => ticket.openLegs.map((leg) => `${leg.marketId}|${ticket.currency}`)));
        expect(new Set(ladders.map((ladder) => `${ladder.marketId}|${ladder.currency}`))).toEqual(pairs);
        expect(ladders.length).toBe(pairs.size);
        for (const ladder of ladders) {
          expect(ladder.rows.every((row) => row.currency === ladder.currency && row.marketId === ladder.marketId)).toBe(true);
          const own = tickets.filter((ticket) => ticket.currency === ladder.currency && ticket.openLegs.some((leg) => leg.marketId === ladder.marketId));
          expect(ladder.liability.stakeCents).toBe(own.reduce((sum, ticket) => sum + ticket.stakeCents, 0));
          for (const row of ladder.liability.selections) {
            const backing = own.filter((ticket) => ticket.openLegs.some((leg) => leg.selectionId === row.selectionId));
            expect(row.potentialPayoutCents).toBe(backing.reduce((sum, ticket) => sum + ticket.potentialReturnCents, 0));
          }
        }
        // Tickets of another currency added to the book leave every existing currency's ladders as they were.
        const newCurrency = others.map((ticket) => ({ ...ticket, currency: 'GBP' }));
        const withOthers = liability.laddersByMarketAndCurrency(rowsOf([...tickets, ...newCurrency]));
        for (const ladder of ladders) {
          const same = withOthers.find((candidate) => candidate.marketId === ladder.marketId && candidate.currency === ladder.currency);
          expect(same?.liability).toEqual(ladder.liability);
        }
      }),
    );
  });
});
