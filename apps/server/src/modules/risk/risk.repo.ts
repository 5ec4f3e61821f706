import { and, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/client';
import { markets } from '../../db/schema';
import { rowsOf } from '../../lib/transaction';

/** One selection of an exposed market with its open exposure in one currency (zeros when nothing of it backs the selection). */
export type ExposureRow = {
  currency: string;
  selectionId: string;
  selectionName: string;
  oddsMilli: number | null;
  marketId: string;
  marketName: string;
  marketStatus: string;
  riskSuspendedAt: Date | null;
  eventId: string;
  eventName: string;
  eventStatus: string;
  startTime: Date;
  tickets: number;
  stakeCents: number;
  potentialPayoutCents: number;
};

type RawExposureRow = {
  currency: string;
  selection_id: string;
  selection_name: string;
  odds_milli: number | null;
  market_id: string;
  market_name: string;
  market_status: string;
  risk_suspended_at: Date | string | null;
  event_id: string;
  event_name: string;
  event_status: string;
  start_time: Date | string;
  tickets: number | string;
  stake_cents: number | string | bigint;
  payout_cents: number | string | bigint;
};

/** Drivers answer bigint sums as strings (pg) or bigints (PGlite); these are safe cents. */
const centsOf = (value: number | string | bigint): number => {
  const cents = Number(String(value));
  if (!Number.isSafeInteger(cents)) throw new Error('aggregated cents are not a safe integer');
  return cents;
};
const dateOf = (value: Date | string) => (value instanceof Date ? value : new Date(value));

function exposureRowOf(row: RawExposureRow): ExposureRow {
  return {
    currency: row.currency,
    selectionId: row.selection_id,
    selectionName: row.selection_name,
    oddsMilli: row.odds_milli === null ? null : Number(row.odds_milli),
    marketId: row.market_id,
    marketName: row.market_name,
    marketStatus: row.market_status,
    riskSuspendedAt: row.risk_suspended_at === null ? null : dateOf(row.risk_suspended_at),
    eventId: row.event_id,
    eventName: row.event_name,
    eventStatus: row.event_status,
    startTime: dateOf(row.start_time),
    tickets: Number(row.tickets),
    stakeCents: centsOf(row.stake_cents),
    potentialPayoutCents: centsOf(row.payout_cents),
  };
}

const idList = (ids: readonly string[]): SQL => sql.join(
  ids.map((id) => sql`${id}`),
  sql`, `,
);

/** One currency's exposure on chosen markets (a ladder, auto-suspend); null reads every exposed market in every currency. */
export type ExposureScope = { marketIds: readonly string[]; currency: string } | null;

/**
 * Every selection of each exposed (market, currency) pair with the open exposure of that currency
 * on it: tickets pending / accepted in the currency with an open leg on the selection, their stakes
 * and their full potential returns. Tickets of different currencies are never summed together.
 * Read from `selection_exposure`, which triggers maintain in every writer's transaction (this
 * transaction's tickets included), summed over its slots: the cost follows the markets' selections,
 * not their open tickets. `findExposureAggregated` is the same answer from the tickets themselves.
 * With a scope: every selection of the chosen markets in the chosen currency (backed or not).
 * Without: the pairs with an open leg. Ordered by market, currency, then the market's selection order.
 */
export async function findExposure(tx: Executor, scope: ExposureScope, rowsMax: number): Promise<ExposureRow[]> {
  if (scope !== null && scope.marketIds.length === 0) return [];
  const filter = scope === null ? sql`` : sql`where x.market_id in (${idList(scope.marketIds)}) and x.currency = ${scope.currency}`;
  return exposureRows(tx, scope, rowsMax, sql`
    select x.selection_id, x.market_id, x.currency, sum(x.tickets)::int as tickets,
           sum(x.stake_cents)::bigint as stake_cents, sum(x.payout_cents)::bigint as payout_cents
      from selection_exposure x ${filter}
     group by x.selection_id, x.market_id, x.currency
    having sum(x.tickets) > 0`);
}

/** findExposure aggregated from every open leg and its ticket: the reference `selection_exposure` is checked against. */
export async function findExposureAggregated(tx: Executor, scope: ExposureScope, rowsMax: number): Promise<ExposureRow[]> {
  if (scope !== null && scope.marketIds.length === 0) return [];
  const legFilter = scope === null ? sql`` : sql`and l.market_id in (${idList(scope.marketIds)}) and t.currency = ${scope.currency}`;
  return exposureRows(tx, scope, rowsMax, sql`
    select l.selection_id, l.market_id, t.currency, count(*)::int as tickets,
           sum(t.stake_cents)::bigint as stake_cents, sum(t.potential_return_cents)::bigint as payout_cents
      from ticket_legs l
      join tickets t on t.id = l.ticket_id
     where l.status = 'open' and t.status in ('pending', 'accepted') ${legFilter}
     group by l.selection_id, l.market_id, t.currency`);
}

/** The ladder rows of the scope's (market, currency) pairs (the exposed pairs when null), with `exposure` the per-selection sums. */
async function exposureRows(tx: Executor, scope: ExposureScope, rowsMax: number, exposure: SQL): Promise<ExposureRow[]> {
  const pairs =
    scope === null
      ? sql`select distinct market_id, currency from exposure`
      : sql`select m.id as market_id, ${scope.currency}::text as currency from markets m where m.id in (${idList(scope.marketIds)})`;
  const result = await tx.execute(sql`
    with exposure as (${exposure}),
    pairs as (${pairs})
    select p.currency, s.id as selection_id, s.name as selection_name, s.odds_milli,
           m.id as market_id, m.name as market_name, m.status as market_status, m.risk_suspended_at,
           e.id as event_id, e.name as event_name, e.status as event_status, e.start_time,
           coalesce(x.tickets, 0) as tickets, coalesce(x.stake_cents, 0) as stake_cents, coalesce(x.payout_cents, 0) as payout_cents
      from pairs p
      join selections s on s.market_id = p.market_id
      join markets m on m.id = s.market_id
      join events e on e.id = m.event_id
      left join exposure x on x.selection_id = s.id and x.currency = p.currency
     order by m.id, p.currency, s.sort_order, s.id
     limit ${rowsMax}`);
  return rowsOf<RawExposureRow>(result).map(exposureRowOf);
}

/** Risk takes an open (or already suspended) market: suspended, and marked so the feed keeps it so. */
export async function riskSuspendMarkets(tx: Transaction, marketIds: readonly string[], now: Date): Promise<string[]> {
  if (marketIds.length === 0) return [];
  const rows = await tx
    .update(markets)
    .set({ status: 'suspended', riskSuspendedAt: now, updatedAt: now })
    .where(and(inArray(markets.id, [...marketIds]), inArray(markets.status, ['open', 'suspended'])))
    .returning({ id: markets.id });
  return rows.map((row) => row.id);
}

/** Risk lets go: the mark is cleared and a suspended market reopens (the feed re-prices its own next tick). */
export async function riskReleaseMarket(tx: Transaction, marketId: string, now: Date): Promise<boolean> {
  const rows = await tx
    .update(markets)
    .set({ status: sql`case when ${markets.status} = 'suspended' then 'open' else ${markets.status} end`, riskSuspendedAt: null, updatedAt: now })
    .where(and(eq(markets.id, marketId), isNotNull(markets.riskSuspendedAt)))
    .returning({ id: markets.id });
  return rows.length > 0;
}

export async function lockMarket(tx: Transaction, marketId: string) {
  const rows = await tx
    .select({ id: markets.id, eventId: markets.eventId, status: markets.status, riskSuspendedAt: markets.riskSuspendedAt })
    .from(markets)
    .where(eq(markets.id, marketId))
    .limit(1)
    .for('update');
  return rows[0];
}

export async function eventIdsOfMarkets(tx: Executor, marketIds: readonly string[]): Promise<string[]> {
  if (marketIds.length === 0) return [];
  const rows = await tx
    .selectDistinct({ eventId: markets.eventId })
    .from(markets)
    .where(inArray(markets.id, [...marketIds]))
    .limit(marketIds.length);
  return rows.map((row) => row.eventId);
}
