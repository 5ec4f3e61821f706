import { assert } from '../control/control';
import type { Cents } from '../money/money';
import { groupByCurrency } from './by-currency';
import { ladderSelectionsMax } from './limits';

/**
 * Liability of the house on a market (docs/betting-api.md "Risk"). Figures come from open tickets
 * (pending / accepted) and their open legs only, so they are right after every bet, settlement,
 * cash-out and void without a counter to keep in step.
 *
 * - a selection's potential payout: the potential returns of the open tickets with an open leg on
 *   it (a multi or system ticket counts its full potential return on each open leg: worst case);
 * - its liability: that payout minus every open stake on the market (negative = house profit);
 * - the market's liability: its worst selection's; an event's: the sum of its markets'.
 *
 * A ticket has at most one leg per market (placement allows one selection per event in a multi),
 * so the market's stake is the sum of its selections' stakes.
 *
 * Every figure is in one currency: tickets of players holding different currencies make one
 * ladder per (market, currency), never one ladder summing both (`laddersByMarketAndCurrency`).
 */

/** Open exposure on one selection, as the database aggregates it. */
export type SelectionExposure = {
  readonly selectionId: string;
  readonly tickets: number;
  readonly stakeCents: Cents;
  readonly potentialPayoutCents: Cents;
};

export type SelectionLiability = SelectionExposure & { readonly liabilityCents: Cents };

export type MarketLiability = {
  readonly stakeCents: Cents;
  /** The worst selection's liability. */
  readonly liabilityCents: Cents;
  /** Every selection of the market, worst first (ties keep the market's order). */
  readonly selections: readonly SelectionLiability[];
};

function assertExposure(exposure: SelectionExposure): void {
  assert(Number.isSafeInteger(exposure.tickets) && exposure.tickets >= 0, 'ticket count is a count');
  assert(Number.isSafeInteger(exposure.stakeCents) && exposure.stakeCents >= 0, 'stake is non-negative cents');
  assert(Number.isSafeInteger(exposure.potentialPayoutCents) && exposure.potentialPayoutCents >= 0, 'payout is non-negative cents');
  assert(exposure.tickets > 0 || (exposure.stakeCents === 0 && exposure.potentialPayoutCents === 0), 'no tickets, no money');
}

/**
 * The ladder of one market: `selectionIds` in the market's order (every selection, backed or not),
 * `exposures` the backed ones. An exposure on a selection outside the market is a programmer error.
 */
export function marketLiability(selectionIds: readonly string[], exposures: readonly SelectionExposure[]): MarketLiability {
  assert(selectionIds.length > 0 && selectionIds.length <= ladderSelectionsMax, 'a market has 1..ladderSelectionsMax selections');
  const known = new Set(selectionIds);
  assert(known.size === selectionIds.length, 'selection ids are unique');
  const byId = new Map<string, SelectionExposure>();
  for (const exposure of exposures) {
    assertExposure(exposure);
    assert(known.has(exposure.selectionId), 'exposure on a selection of the market');
    assert(!byId.has(exposure.selectionId), 'one exposure per selection');
    byId.set(exposure.selectionId, exposure);
  }
  let stakeCents = 0;
  for (const exposure of byId.values()) stakeCents += exposure.stakeCents;
  assert(Number.isSafeInteger(stakeCents), 'market stake is safe cents');
  const ladder = selectionIds.map((selectionId, order) => {
    const exposure = byId.get(selectionId) ?? { selectionId, tickets: 0, stakeCents: 0, potentialPayoutCents: 0 };
    return { order, row: { ...exposure, liabilityCents: exposure.potentialPayoutCents - stakeCents } };
  });
  ladder.sort((a, b) => b.row.liabilityCents - a.row.liabilityCents || a.order - b.order);
  const selections = ladder.map((entry) => entry.row);
  const worst = selections[0];
  assert(worst, 'a market has a selection');
  return { stakeCents, liabilityCents: worst.liabilityCents, selections };
}

/** An event's liability: the sum of its markets' worst cases. */
export function eventLiabilityCents(markets: readonly { readonly liabilityCents: Cents }[]): Cents {
  let total = 0;
  for (const market of markets) {
    assert(Number.isSafeInteger(market.liabilityCents), 'liability is cents');
    total += market.liabilityCents;
  }
  assert(Number.isSafeInteger(total), 'event liability is safe cents');
  return total;
}

/** Auto-suspend fires when a selection's liability reaches the threshold (null = off). */
export function liabilityReachesThreshold(liabilityCents: Cents, thresholdCents: Cents | null): boolean {
  assert(Number.isSafeInteger(liabilityCents), 'liability is cents');
  if (thresholdCents === null) return false;
  assert(Number.isSafeInteger(thresholdCents) && thresholdCents > 0, 'threshold is positive cents');
  return liabilityCents >= thresholdCents;
}

/** An open ticket as the reference computation sees it: its open legs' selections by market. */
export type OpenTicketExposure = {
  readonly stakeCents: Cents;
  readonly potentialReturnCents: Cents;
  readonly openLegs: readonly { readonly marketId: string; readonly selectionId: string }[];
};

/**
 * The reference: exposures per market straight from open tickets (what the SQL aggregation must
 * equal). Used by tests and small callers; the server aggregates in the database.
 */
export function exposuresOfTickets(tickets: readonly OpenTicketExposure[]): Map<string, SelectionExposure[]> {
  const byMarket = new Map<string, Map<string, SelectionExposure>>();
  for (const ticket of tickets) {
    const markets = new Set<string>();
    for (const leg of ticket.openLegs) {
      assert(!markets.has(leg.marketId), 'at most one leg per market');
      markets.add(leg.marketId);
      const selections = byMarket.get(leg.marketId) ?? new Map<string, SelectionExposure>();
      const before = selections.get(leg.selectionId) ?? { selectionId: leg.selectionId, tickets: 0, stakeCents: 0, potentialPayoutCents: 0 };
      selections.set(leg.selectionId, {
        selectionId: leg.selectionId,
        tickets: before.tickets + 1,
        stakeCents: before.stakeCents + ticket.stakeCents,
        potentialPayoutCents: before.potentialPayoutCents + ticket.potentialReturnCents,
      });
      byMarket.set(leg.marketId, selections);
    }
  }
  return new Map([...byMarket].map(([marketId, selections]) => [marketId, [...selections.values()]]));
}

/** An open ticket with the currency its stake and return are in (the player's). */
export type CurrencyTicketExposure = OpenTicketExposure & { readonly currency: string };

/** The reference per currency: each currency's exposures come from its own tickets only. */
export function exposuresOfTicketsByCurrency(tickets: readonly CurrencyTicketExposure[]): Map<string, Map<string, SelectionExposure[]>> {
  const byCurrency = new Map<string, Map<string, SelectionExposure[]>>();
  for (const [currency, own] of groupByCurrency(tickets, (ticket) => ticket.currency)) byCurrency.set(currency, exposuresOfTickets(own));
  return byCurrency;
}

/** One selection of a market in one currency, as the server reads it (zeros when unbacked in it). */
export type MarketCurrencyRow = SelectionExposure & { readonly marketId: string; readonly currency: string };

export type MarketCurrencyLadder<R extends MarketCurrencyRow> = {
  readonly marketId: string;
  readonly currency: string;
  /** The pair's rows in input order (the market's selection order). */
  readonly rows: readonly R[];
  readonly liability: MarketLiability;
};

/**
 * Rows of several markets and currencies to one ladder per (market, currency) through
 * `marketLiability`, in order of first appearance. The rows of one pair list every selection of
 * the market once (backed or not); a ladder adds stakes and payouts of its own currency only.
 */
export function laddersByMarketAndCurrency<R extends MarketCurrencyRow>(rows: readonly R[]): MarketCurrencyLadder<R>[] {
  const byMarket = new Map<string, R[]>();
  for (const row of rows) {
    const list = byMarket.get(row.marketId);
    if (list) list.push(row);
    else byMarket.set(row.marketId, [row]);
  }
  const ladders: MarketCurrencyLadder<R>[] = [];
  for (const [marketId, marketRows] of byMarket) {
    for (const [currency, pairRows] of groupByCurrency(marketRows, (row) => row.currency)) {
      const exposures = pairRows
        .filter((row) => row.tickets > 0)
        .map(({ selectionId, tickets, stakeCents, potentialPayoutCents }) => ({ selectionId, tickets, stakeCents, potentialPayoutCents }));
      const liability = marketLiability(pairRows.map((row) => row.selectionId), exposures);
      ladders.push({ marketId, currency, rows: pairRows, liability });
    }
  }
  return ladders;
}
