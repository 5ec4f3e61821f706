import { assert, type RunnerNet } from '@oddsmith/core';
import { and, asc, desc, eq, ilike, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/client';
import {
  exchangeEvents,
  exchangeFills,
  exchangeMarkets,
  exchangeOrders,
  exchangePositions,
  exchangeRunners,
  ledgerAccounts,
  responsibleGambling,
  sports,
  users,
  type ExchangeFillRow,
  type ExchangeMarketRow,
  type ExchangeOrderRow,
  type ExchangePositionRow,
  type ExchangeRunnerRow,
  type ResponsibleGamblingRow,
} from '../../db/schema';
import { carriedSelected, noCarriedWrites, rowCountCheck, takeCarried, uncheckedWrites, type CarriedWrites } from '../../lib/carried-writes';
import { containsPattern, countRows, eqWhenSet, findRow, uuidIn } from '../../lib/query';
import { jsonOf, rowOfJson } from '../../lib/json-rows';
import { executeNamed } from '../../lib/named-statements';
import { insertedRow, rowsOf } from '../../lib/transaction';
import type { HeldOrder } from './escrow';

/** The runners of a market, in display order. */
export function findRunners(tx: Executor, marketId: string): Promise<ExchangeRunnerRow[]> {
  return tx.select().from(exchangeRunners).where(eq(exchangeRunners.marketId, marketId)).orderBy(asc(exchangeRunners.sortOrder), asc(exchangeRunners.id));
}

/** The fills of a market where one of `userIds` is the backer or the layer. */
export function findFillsOfUsers(tx: Executor, marketId: string, userIds: readonly string[]): Promise<ExchangeFillRow[]> {
  return tx
    .select()
    .from(exchangeFills)
    .where(and(eq(exchangeFills.marketId, marketId), or(uuidIn(exchangeFills.backUserId, userIds), uuidIn(exchangeFills.layUserId, userIds))))
    .orderBy(asc(exchangeFills.createdAt), asc(exchangeFills.id));
}

/** An `exchange_orders` row as `json_agg` spells it (snake case, timestamps as text). */
type OrderJson = {
  id: string;
  book_id: number;
  user_id: string;
  market_id: string;
  runner_id: string;
  side: ExchangeOrderRow['side'];
  price_milli: number;
  stake_cents: number;
  matched_cents: number;
  cancelled_cents: number;
  matched_price_sum: number;
  status: ExchangeOrderRow['status'];
  persistence: ExchangeOrderRow['persistence'];
  request_id: string;
  created_at: string;
  updated_at: string;
};

function orderOfJson(row: OrderJson): ExchangeOrderRow {
  return {
    id: row.id,
    bookId: Number(row.book_id),
    userId: row.user_id,
    marketId: row.market_id,
    runnerId: row.runner_id,
    side: row.side,
    priceMilli: Number(row.price_milli),
    stakeCents: Number(row.stake_cents),
    matchedCents: Number(row.matched_cents),
    cancelledCents: Number(row.cancelled_cents),
    matchedPriceSum: Number(row.matched_price_sum),
    status: row.status,
    persistence: row.persistence,
    requestId: row.request_id,
    createdAt: new Date(row.created_at),
    updatedAt: new Date(row.updated_at),
  };
}

/** An open order as `openOrdersJson` spells it: `[id, user_id, runner_id, side, price_milli, stake_cents, matched_cents, cancelled_cents, matched_price_sum, book_id]`. */
type HeldOrderJson = [string, string, string, HeldOrder['side'], number, number, number, number, number, number];

function heldOrderOfJson([id, userId, runnerId, side, priceMilli, stakeCents, matchedCents, cancelledCents, matchedPriceSum, bookId]: HeldOrderJson): HeldOrder {
  return {
    id,
    bookId: Number(bookId),
    userId,
    runnerId,
    side,
    priceMilli: Number(priceMilli),
    stakeCents: Number(stakeCents),
    matchedCents: Number(matchedCents),
    cancelledCents: Number(cancelledCents),
    matchedPriceSum: Number(matchedPriceSum),
    status: 'open',
  };
}

/** What the players of a batch hold: nets and open orders (book order), each by user. */
export type HeldByUser = { nets: Map<string, RunnerNet[]>; orders: Map<string, HeldOrder[]> };

/** A position's escrow and its movement sequence (`escrowMovementId`). */
export type PositionEscrow = { escrowCents: number; escrowSeq: number };

/** What a placement batch reads of its players under the market lock (`findBatchRead`). */
export type BatchRead = HeldByUser & { traders: Map<string, Trader & { replayedIds: Set<string> }>; positions: Map<string, PositionEscrow>; cashCents: Map<string, number>; bookIds: number[] };

/**
 * The matched bets of the users `usersOf` selects (a subquery answering user ids) in a market,
 * summed per user and runner (core's `RunnerNet`: back +, lay -; each fill's win amount rounded
 * down on its own, as core's `winAmountCents` does), as a JSON aggregate: a few rows per player
 * however many fills they hold.
 */
function netsJson(marketId: string, usersOf: SQL): SQL {
  return sql`(select coalesce(json_agg(n), '[]'::json) from (
      select user_id, runner_id, sum(win)::text as win_cents, sum(stake)::text as stake_cents
        from (select back_user_id as user_id, runner_id, stake_cents * (price_milli - 1000) / 1000 as win, stake_cents as stake
                from ${exchangeFills} where market_id = ${marketId} and back_user_id in (${usersOf})
              union all
              select lay_user_id, runner_id, -(stake_cents * (price_milli - 1000) / 1000), -stake_cents
                from ${exchangeFills} where market_id = ${marketId} and lay_user_id in (${usersOf})) as held
       group by user_id, runner_id) as n)`;
}

/**
 * The open orders (some stake unmatched) of the users `usersOf` selects, as a JSON aggregate (book order), each
 * order only what escrow needs (`HeldOrder`) as an array: a batch reads every open order of its
 * players, and whole rows as objects were most of the bytes parsed per batch.
 */
function openOrdersJson(marketId: string, usersOf: SQL): SQL {
  return sql`(select coalesce(json_agg(json_build_array(o.id, o.user_id, o.runner_id, o.side, o.price_milli, o.stake_cents, o.matched_cents, o.cancelled_cents, o.matched_price_sum, o.book_id) order by o.book_id), '[]'::json)
      from ${exchangeOrders} o where o.market_id = ${marketId} and o.status = 'open' and o.user_id in (${usersOf}))`;
}

/** The nets and open orders of `netsJson` / `openOrdersJson`, each by user (orders in book order). */
function heldOfJson(nets: unknown, orders: unknown): HeldByUser {
  const netsByUser = new Map<string, RunnerNet[]>();
  for (const net of jsonOf<{ user_id: string; runner_id: string; win_cents: string; stake_cents: string }[]>(nets)) {
    const each = { runnerId: net.runner_id, winCents: Number(net.win_cents), stakeCents: Number(net.stake_cents) };
    const list = netsByUser.get(net.user_id);
    if (list) list.push(each);
    else netsByUser.set(net.user_id, [each]);
  }
  const ordersByUser = new Map<string, HeldOrder[]>();
  for (const json of jsonOf<HeldOrderJson[]>(orders)) {
    const order = heldOrderOfJson(json);
    const list = ordersByUser.get(order.userId);
    if (list) list.push(order);
    else ordersByUser.set(order.userId, [order]);
  }
  return { nets: netsByUser, orders: ordersByUser };
}

/** What `userIds` hold in a market (nets and open orders, as `findBatchRead` reads them), in one statement. */
export async function findHeld(tx: Executor, marketId: string, userIds: readonly string[]): Promise<HeldByUser> {
  if (userIds.length === 0) return { nets: new Map(), orders: new Map() };
  const usersOf = sql`select unnest(${sql.param([...userIds])}::uuid[])`;
  const result = await tx.execute(sql`select ${netsJson(marketId, usersOf)} as nets, ${openOrdersJson(marketId, usersOf)} as orders`);
  const row = rowsOf<{ nets: unknown; orders: unknown }>(result)[0];
  assert(row, 'an aggregate answers one row');
  return heldOfJson(row.nets, row.orders);
}

/** The positions of the users `usersOf` selects in a market as a JSON aggregate of `[user_id, escrow_cents, escrow_seq]`. */
function positionsJson(marketId: string, usersOf: SQL): SQL {
  return sql`(select coalesce(json_agg(json_build_array(p.user_id, p.escrow_cents::text, p.escrow_seq)), '[]'::json) from ${exchangePositions} p
      where p.market_id = ${marketId} and p.user_id in (${usersOf}))`;
}

function positionsOfJson(json: unknown): Map<string, PositionEscrow> {
  return new Map(jsonOf<[string, string, number][]>(json).map(([userId, escrowCents, escrowSeq]) => [userId, { escrowCents: Number(escrowCents), escrowSeq: Number(escrowSeq) }]));
}

/**
 * In ONE statement for the orders of a batch (under the market lock, which every writer of the
 * market's orders, fills and positions holds: what it reads cannot change until the commit): each
 * player's role, currency and responsible-gambling row with the batch's `requestId`s they placed
 * already (`Trader`) and their spendable cash (balance minus holds) in `currency`, unlocked (the
 * escrow posting locks and decides); for the players of `heldOf` (those the caller does not know
 * yet), their matched bets summed per runner (`netsJson`), their open orders in the market
 * (`openOrdersJson`) and their positions' escrow and sequence; and a `book_id` drawn for each
 * order, ascending (`orderInsertWrite` writes the orders with them).
 */
export async function findBatchRead(tx: Executor, marketId: string, currency: string, orders: readonly { userId: string; requestId: string }[], heldOf: readonly string[]): Promise<BatchRead> {
  if (orders.length === 0) return batchReadOf({});
  const result = await tx.execute(sql`select ${batchReadColumns(marketId, currency, orders, heldOf)}`);
  const row = rowsOf<Record<string, unknown>>(result)[0];
  assert(row, 'an aggregate answers one row');
  return batchReadOf(row);
}

/** `findBatchRead`'s columns, for a statement that reads them beside something else (the market's lock). */
export function batchReadColumns(marketId: string, currency: string, orders: readonly { userId: string; requestId: string }[], heldOf: readonly string[]): SQL {
  const ids = sql.param([...new Set(orders.map((order) => order.userId))]);
  const usersOf = sql`select unnest(${sql.param([...heldOf])}::uuid[])`;
  // Each order's own (player, requestId) pair is probed once: not every requestId of the batch for every player.
  const pairs = sql`unnest(${sql.param(orders.map((order) => order.userId))}::uuid[], ${sql.param(orders.map((order) => order.requestId))}::text[]) as r(user_id, request_id)`;
  return sql`
      (select coalesce(json_agg(json_build_array(u.id, u.role, u.currency, row_to_json(rg))), '[]'::json)
         from ${users} u left join ${responsibleGambling} rg on rg.user_id = u.id where u.id = any(${ids}::uuid[])) as traders,
      (select coalesce(json_agg(json_build_array(o.user_id, o.request_id)), '[]'::json)
         from ${pairs} join ${exchangeOrders} o on o.user_id = r.user_id and o.request_id = r.request_id) as replayed,
      ${heldOf.length > 0 ? sql`${netsJson(marketId, usersOf)} as nets, ${openOrdersJson(marketId, usersOf)} as orders, ${positionsJson(marketId, usersOf)} as positions` : sql`'[]'::json as nets, '[]'::json as orders, '[]'::json as positions`},
      (select coalesce(json_agg(json_build_array(a.user_id, (a.balance_cents - a.debits_pending_cents)::text)), '[]'::json) from ${ledgerAccounts} a
        where a.user_id = any(${ids}::uuid[]) and a.kind = 'cash' and a.currency = ${currency}) as cash,
      (select coalesce(json_agg(nextval(pg_get_serial_sequence('exchange_orders', 'book_id'))), '[]'::json) from generate_series(1, ${orders.length})) as book_ids`;
}

/** The `BatchRead` of a row holding `batchReadColumns` (a missing column reads as empty). */
export function batchReadOf(row: Readonly<Record<string, unknown>>): BatchRead {
  const placed = new Map<string, Set<string>>();
  for (const [userId, requestId] of jsonOf<[string, string][]>(row.replayed ?? [])) placed.set(userId, (placed.get(userId) ?? new Set()).add(requestId));
  const traders = new Map(
    jsonOf<[string, string, string, Record<string, unknown> | null][]>(row.traders ?? []).map(([id, role, userCurrency, rg]) => {
      const replayedIds = placed.get(id) ?? new Set<string>();
      return [id, { role, currency: userCurrency, rg: rg ? rowOfJson(responsibleGambling, rg) : undefined, replayed: replayedIds.size > 0, replayedIds }];
    }),
  );
  const cashCents = new Map(jsonOf<[string, string][]>(row.cash ?? []).map(([userId, cents]) => [userId, Number(cents)]));
  const bookIds = jsonOf<(number | string)[]>(row.book_ids ?? []).map(Number).sort((a, b) => a - b);
  return { ...heldOfJson(row.nets ?? [], row.orders ?? []), traders, positions: positionsOfJson(row.positions ?? []), cashCents, bookIds };
}

/**
 * The resting orders a batch's orders matched (by `book_id`) and, in the same statement, what
 * their owners outside `known` (the batch's own players, read already) hold: nets, open orders and
 * positions, as `findBatchRead` reads them. With `locking` (the batch's takers and the ledger's
 * `ownedAccountsLockedQuery`), the accounts of the takers and of every maker's owner are locked
 * too, in the ledger's one order (answered as `locked`, a JSON aggregate of their rows): what the
 * escrow posting takes as held. One round trip instead of five.
 */
export async function findMakersLocking(
  tx: Executor,
  marketId: string,
  bookIds: readonly number[],
  known: readonly string[],
  locking?: { takers: readonly string[]; accounts: (usersOf: SQL) => SQL },
): Promise<HeldByUser & { makers: ExchangeOrderRow[]; positions: Map<string, PositionEscrow>; locked: unknown }> {
  if (bookIds.length === 0 && !locking) return { makers: [], nets: new Map(), orders: new Map(), positions: new Map(), locked: [] };
  if (bookIds.length === 0 && locking) {
    // No maker to read: only the lock (a smaller statement to plan).
    const result = await executeNamed(tx, sql`with locked as (${locking.accounts(sql`select unnest(${sql.param([...locking.takers])}::uuid[])`)}) select coalesce(json_agg(l), '[]'::json) as locked from locked l`);
    return { makers: [], nets: new Map(), orders: new Map(), positions: new Map(), locked: rowsOf<{ locked: unknown }>(result)[0]?.locked ?? [] };
  }
  const usersOf = sql`select distinct m.user_id from makers m where not (m.user_id = any(${sql.param([...known])}::uuid[]))`;
  const lockedOf = locking ? locking.accounts(sql`select unnest(${sql.param([...locking.takers])}::uuid[]) union select m.user_id from makers m`) : undefined;
  const result = await executeNamed(tx, sql`
    with makers as (select * from ${exchangeOrders} m where m.book_id = any(${sql.param([...bookIds])}::int[]))${lockedOf ? sql`, locked as (${lockedOf})` : sql``}
    select (select coalesce(json_agg(m), '[]'::json) from makers m) as makers,
      ${netsJson(marketId, usersOf)} as nets, ${openOrdersJson(marketId, usersOf)} as orders, ${positionsJson(marketId, usersOf)} as positions,
      ${lockedOf ? sql`(select coalesce(json_agg(l), '[]'::json) from locked l)` : sql`'[]'::json`} as locked`);
  const row = rowsOf<{ makers: unknown; nets: unknown; orders: unknown; positions: unknown; locked: unknown }>(result)[0];
  assert(row, 'an aggregate answers one row');
  return { makers: jsonOf<OrderJson[]>(row.makers).map(orderOfJson), ...heldOfJson(row.nets, row.orders), positions: positionsOfJson(row.positions), locked: row.locked };
}

/** Every open order of a market in time priority (`book_id`): what the book is rebuilt from. */
export function findOpenOrders(tx: Executor, marketId: string): Promise<ExchangeOrderRow[]> {
  return tx
    .select()
    .from(exchangeOrders)
    .where(and(eq(exchangeOrders.marketId, marketId), eq(exchangeOrders.status, 'open')))
    .orderBy(asc(exchangeOrders.bookId));
}

/** What a placement's escrow sync needs of a locked position. */
export type LockedPosition = Pick<ExchangePositionRow, 'userId' | 'escrowCents' | 'escrowSeq'>;

/**
 * The positions of `userIds` in a market, created (escrow 0) when missing, locked in user order:
 * one upsert whose conflict update (a no-op) takes the row lock of an existing row. Plain SQL with
 * one array parameter: the query builder spent more CPU building a batch's multi-row VALUES than
 * the database spent running it.
 */
export async function lockPositions(tx: Transaction, marketId: string, userIds: readonly string[]): Promise<LockedPosition[]> {
  const sorted = [...new Set(userIds)].sort();
  if (sorted.length === 0) return [];
  const result = await tx.execute(sql`
    insert into ${exchangePositions} (market_id, user_id)
    select ${marketId}, u.user_id from unnest(${sql.param(sorted)}::uuid[]) with ordinality as u(user_id, n) order by u.n
    on conflict (market_id, user_id) do update set escrow_seq = ${exchangePositions}.escrow_seq
    returning user_id, escrow_cents::text, escrow_seq`);
  return rowsOf<{ user_id: string; escrow_cents: string; escrow_seq: number }>(result).map((row) => ({ userId: row.user_id, escrowCents: Number(row.escrow_cents), escrowSeq: Number(row.escrow_seq) }));
}

// ---- Orders and fills ----------------------------------------------------------------------------

export type NewOrder = Pick<ExchangeOrderRow, 'userId' | 'marketId' | 'runnerId' | 'side' | 'priceMilli' | 'stakeCents' | 'persistence' | 'requestId'>;

/**
 * Several orders in one statement (the market maker's quotes), answered in `book_id` (time)
 * order: `book_id` is drawn in the orders' given order. The rows go as one JSON parameter and come
 * back as one JSON aggregate (as `findMakersLocking` reads orders): the query builder's multi-row
 * VALUES cost more CPU per batch than the database's insert.
 */
export async function insertOrders(tx: Transaction, orders: readonly NewOrder[]): Promise<ExchangeOrderRow[]> {
  if (orders.length === 0) return [];
  const json = JSON.stringify(
    orders.map((order) => ({ user_id: order.userId, market_id: order.marketId, runner_id: order.runnerId, side: order.side, price_milli: order.priceMilli, stake_cents: String(order.stakeCents), persistence: order.persistence, request_id: order.requestId })),
  );
  const result = await tx.execute(sql`
    with inserted as (
      insert into ${exchangeOrders} (user_id, market_id, runner_id, side, price_milli, stake_cents, persistence, request_id)
      select v.user_id, v.market_id, v.runner_id, v.side, v.price_milli, v.stake_cents::bigint, v.persistence, v.request_id
        from rows from (jsonb_to_recordset(${json}::jsonb) as (user_id uuid, market_id uuid, runner_id uuid, side text, price_milli int, stake_cents text, persistence text, request_id text))
             with ordinality as v(user_id, market_id, runner_id, side, price_milli, stake_cents, persistence, request_id, n)
       order by v.n
      returning *
    )
    select coalesce(json_agg(inserted order by inserted.book_id), '[]'::json) as rows from inserted`);
  const row = rowsOf<{ rows: unknown }>(result)[0];
  assert(row, 'an aggregate answers one row');
  return jsonOf<OrderJson[]>(row.rows).map(orderOfJson);
}

/**
 * New orders as matching leaves them (ids and `book_id`s drawn before, matched amounts and status
 * set) as a data-modifying CTE of the statement that writes their fills: one round trip for both.
 * A `requestId` placed already fails the statement (`exchange_orders_user_request_key`).
 */
export function orderInsertWrite(orders: readonly ExchangeOrderRow[]): CarriedWrites {
  if (orders.length === 0) return noCarriedWrites;
  const json = JSON.stringify(
    orders.map((order) => ({
      id: order.id,
      book_id: order.bookId,
      user_id: order.userId,
      market_id: order.marketId,
      runner_id: order.runnerId,
      side: order.side,
      price_milli: order.priceMilli,
      stake_cents: String(order.stakeCents),
      matched_cents: String(order.matchedCents),
      matched_price_sum: String(order.matchedPriceSum),
      status: order.status,
      persistence: order.persistence,
      request_id: order.requestId,
      created_at: order.createdAt.toISOString(),
    })),
  );
  const cte = sql`new_orders as (
      insert into ${exchangeOrders} (id, book_id, user_id, market_id, runner_id, side, price_milli, stake_cents, matched_cents, matched_price_sum, status, persistence, request_id, created_at, updated_at)
      overriding system value
      select v.id, v.book_id, v.user_id, v.market_id, v.runner_id, v.side, v.price_milli, v.stake_cents::bigint, v.matched_cents::bigint, v.matched_price_sum::bigint, v.status, v.persistence, v.request_id, v.created_at, v.created_at
        from jsonb_to_recordset(${json}::jsonb) as v(id uuid, book_id int, user_id uuid, market_id uuid, runner_id uuid, side text, price_milli int, stake_cents text, matched_cents text,
             matched_price_sum text, status text, persistence text, request_id text, created_at timestamptz)
      returning id
    )`;
  return { ctes: [cte], checks: [rowCountCheck('new_orders', orders.length, 'exchange: new orders inserted')] };
}

/** A player placing an order: role, currency, responsible-gambling row, and whether the order's `requestId` was placed already. */
export type Trader = { role: string; currency: string; rg: ResponsibleGamblingRow | undefined; replayed: boolean };

/** The `Trader` of a placement, one statement. */
export async function findTrader(tx: Executor, userId: string, requestId: string): Promise<Trader | undefined> {
  const replayed = sql<boolean>`exists (select 1 from ${exchangeOrders} where ${exchangeOrders.userId} = ${userId} and ${exchangeOrders.requestId} = ${requestId})`;
  const rows = await tx
    .select({ role: users.role, currency: users.currency, rg: responsibleGambling, replayed })
    .from(users)
    .leftJoin(responsibleGambling, eq(responsibleGambling.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  const row = rows[0];
  return row ? { role: row.role, currency: row.currency, rg: row.rg ?? undefined, replayed: row.replayed } : undefined;
}

export function findOrderByRequest(tx: Executor, userId: string, requestId: string): Promise<ExchangeOrderRow | undefined> {
  return findRow(tx, exchangeOrders, and(eq(exchangeOrders.userId, userId), eq(exchangeOrders.requestId, requestId)));
}

export function findOrderById(tx: Executor, orderId: string): Promise<ExchangeOrderRow | undefined> {
  return findRow(tx, exchangeOrders, eq(exchangeOrders.id, orderId));
}

/** Takes `cancelledCents` off the unmatched part; the order turns `status` when nothing is left unmatched. */
export async function addCancelled(tx: Transaction, orderId: string, cancelledCents: number, status: 'cancelled' | 'lapsed'): Promise<ExchangeOrderRow> {
  const rows = await tx
    .update(exchangeOrders)
    .set({
      cancelledCents: sql`${exchangeOrders.cancelledCents} + ${cancelledCents}`,
      status: sql`case when ${exchangeOrders.matchedCents} + ${exchangeOrders.cancelledCents} + ${cancelledCents} >= ${exchangeOrders.stakeCents} then ${status} else 'open' end`,
      updatedAt: sql`now()`,
    })
    .where(eq(exchangeOrders.id, orderId))
    .returning();
  return insertedRow(rows, 'exchange order cancel');
}

export type NewFill = Pick<ExchangeFillRow, 'marketId' | 'runnerId' | 'backOrderId' | 'layOrderId' | 'backUserId' | 'layUserId' | 'priceMilli' | 'stakeCents'>;

/**
 * The `exchange_order_matched` notifications of a batch for `notifyEachSelected`: one per request
 * of `json` (user_id, variant, params) whose user is a player.
 */
export function matchedNotifications(json: string): SQL {
  return sql`
    select v.user_id, 'exchange_order_matched' as type, v.variant, v.params, '/exchange' as link
      from jsonb_to_recordset(${json}::jsonb) as v(user_id uuid, variant text, params jsonb)
      join ${users} u on u.id = v.user_id and u.role = 'player'`;
}

/** A runner's trades in one batch: the last price and the volume added. */
export type Traded = { runnerId: string; lastMilli: number; cents: number };

/**
 * What matching wrote, as data-modifying CTEs (each table's rows one JSON parameter) for the
 * statement that posts the batch's escrow (`postNewTransfersHeld`'s `alongside`): the fill rows,
 * every order's matched part (turning `matched` when nothing is left unmatched) and the runners'
 * last price and volume. One round trip instead of three or more. The orders and runners exist: the
 * new orders were inserted by this transaction, the makers read under the market lock.
 */
export function matchedWrites(fills: readonly NewFill[], parts: readonly { orderId: string; cents: number; priceSum: number }[], traded: readonly Traded[]): CarriedWrites {
  if (fills.length === 0) return noCarriedWrites;
  const fillJson = JSON.stringify(
    fills.map((fill) => ({ market_id: fill.marketId, runner_id: fill.runnerId, back_order_id: fill.backOrderId, lay_order_id: fill.layOrderId, back_user_id: fill.backUserId, lay_user_id: fill.layUserId, price_milli: fill.priceMilli, stake_cents: String(fill.stakeCents) })),
  );
  const partJson = JSON.stringify(parts.map((part) => ({ id: part.orderId, cents: String(part.cents), price_sum: String(part.priceSum) })));
  const tradedJson = JSON.stringify(traded.map((trade) => ({ id: trade.runnerId, last_milli: trade.lastMilli, cents: String(trade.cents) })));
  const ctes = [
    sql`written_fills as (
      insert into ${exchangeFills} (market_id, runner_id, back_order_id, lay_order_id, back_user_id, lay_user_id, price_milli, stake_cents)
      select market_id, runner_id, back_order_id, lay_order_id, back_user_id, lay_user_id, price_milli, stake_cents::bigint
        from jsonb_to_recordset(${fillJson}::jsonb) as f(market_id uuid, runner_id uuid, back_order_id uuid, lay_order_id uuid, back_user_id uuid, lay_user_id uuid, price_milli int, stake_cents text)
    )`,
    // Each maker is found by its primary key (a lateral probe that cannot be flattened) and
    // updated by its ctid. Joined on `o.id = v.id`, the plan the connection cached on the run's
    // first, nearly empty table (a named statement) hash-joined a sequential scan of every order:
    // 1.3-1.6 ms a batch by 9,500 orders, growing with the table. Every writer of the market's
    // orders holds the market's lock, and the row count check below fails the batch if a row moved.
    sql`matched_orders as (
      update ${exchangeOrders} as o
         set matched_cents = o.matched_cents + v.cents::bigint,
             matched_price_sum = o.matched_price_sum + v.price_sum::bigint,
             status = case when o.matched_cents + v.cents::bigint + o.cancelled_cents >= o.stake_cents then 'matched' else 'open' end,
             updated_at = now()
        from (select part.cents, part.price_sum, maker.tid
                from jsonb_to_recordset(${partJson}::jsonb) as part(id uuid, cents text, price_sum text)
                cross join lateral (select ctid as tid from ${exchangeOrders} where id = part.id offset 0) as maker) as v
       where o.ctid = v.tid
       returning o.id
    )`,
    sql`traded_runners as (
      update ${exchangeRunners} as r
         set last_traded_milli = v.last_milli, traded_cents = r.traded_cents + v.cents::bigint
        from jsonb_to_recordset(${tradedJson}::jsonb) as v(id uuid, last_milli int, cents text)
       where r.id = v.id
    )`,
  ];
  // Every matched order exists (inserted by this transaction, or read under the market lock): one missing is a bug, not a race.
  return { ctes, checks: [rowCountCheck('matched_orders', parts.length, 'exchange: matched orders updated')] };
}

/**
 * The positions' new escrow and movement sequence (one row each) as a data-modifying CTE; a
 * position not there yet is created with them (a player's first order in the market).
 */
export function positionsEscrowWrite(marketId: string, changes: readonly { userId: string; escrowCents: number; escrowSeq: number }[]): CarriedWrites {
  if (changes.length === 0) return noCarriedWrites;
  const json = JSON.stringify(changes.map((change) => ({ user_id: change.userId, escrow_cents: String(change.escrowCents), escrow_seq: change.escrowSeq })));
  return uncheckedWrites(
    sql`escrow_positions as (
      insert into ${exchangePositions} (market_id, user_id, escrow_cents, escrow_seq)
      select ${marketId}, v.user_id, v.escrow_cents::bigint, v.escrow_seq
        from jsonb_to_recordset(${json}::jsonb) as v(user_id uuid, escrow_cents text, escrow_seq int)
      on conflict (market_id, user_id) do update set escrow_cents = excluded.escrow_cents, escrow_seq = excluded.escrow_seq, updated_at = now()
    )`,
  );
}

/** Data-modifying CTEs run on their own, with their checks (a batch whose escrow did not change: no posting to carry them). */
export async function runWrites(tx: Transaction, writes: CarriedWrites): Promise<void> {
  if (writes.ctes.length === 0) return;
  const result = await executeNamed(tx, sql`with ${sql.join(writes.ctes, sql`, `)} select ${carriedSelected(writes)}`);
  takeCarried(writes, rowsOf<Record<string, unknown>>(result)[0]);
}

// ---- Reads for the views -------------------------------------------------------------------------

/** A market with its event and sport names (the head of every market view). */
export type MarketHeadRow = ExchangeMarketRow & { eventName: string; sportId: number | null; sportName: string | null; startsAt: Date };

const marketHeadColumns = {
  market: exchangeMarkets,
  eventName: exchangeEvents.name,
  sportId: exchangeEvents.sportId,
  sportName: sports.name,
  startsAt: exchangeEvents.startsAt,
};

function headOf(row: { market: ExchangeMarketRow; eventName: string; sportId: number | null; sportName: string | null; startsAt: Date }): MarketHeadRow {
  return { ...row.market, eventName: row.eventName, sportId: row.sportId, sportName: row.sportName, startsAt: row.startsAt };
}

function marketHeads(tx: Executor) {
  return tx
    .select(marketHeadColumns)
    .from(exchangeMarkets)
    .innerJoin(exchangeEvents, eq(exchangeEvents.id, exchangeMarkets.eventId))
    .leftJoin(sports, eq(sports.id, exchangeEvents.sportId));
}

export async function findMarketHead(tx: Executor, marketId: string): Promise<MarketHeadRow | undefined> {
  const rows = await marketHeads(tx).where(eq(exchangeMarkets.id, marketId)).limit(1);
  return rows[0] ? headOf(rows[0]) : undefined;
}

export type LobbyFilter = { sportId?: number | undefined; state: 'inplay' | 'upcoming' | 'all'; q?: string | undefined };

function lobbyWhere(filter: LobbyFilter): SQL | undefined {
  const pattern = filter.q ? containsPattern(filter.q) : undefined;
  return and(
    inArray(exchangeMarkets.status, ['open', 'suspended']),
    eqWhenSet(exchangeEvents.sportId, filter.sportId),
    filter.state === 'all' ? undefined : eq(exchangeMarkets.inPlay, filter.state === 'inplay'),
    pattern ? or(ilike(exchangeEvents.name, pattern), ilike(exchangeMarkets.name, pattern)) : undefined,
  );
}

/** Open and suspended markets: in-play first, then by start time. */
export async function findLobbyPage(tx: Executor, filter: LobbyFilter, limit: number, offset: number): Promise<MarketHeadRow[]> {
  const rows = await marketHeads(tx)
    .where(lobbyWhere(filter))
    .orderBy(desc(exchangeMarkets.inPlay), asc(exchangeEvents.startsAt), asc(exchangeMarkets.sortOrder), asc(exchangeMarkets.id))
    .limit(limit)
    .offset(offset);
  return rows.map(headOf);
}

export async function countLobby(tx: Executor, filter: LobbyFilter): Promise<number> {
  const rows = await tx
    .select({ total: sql<number>`count(*)::int` })
    .from(exchangeMarkets)
    .innerJoin(exchangeEvents, eq(exchangeEvents.id, exchangeMarkets.eventId))
    .where(lobbyWhere(filter));
  return rows[0]?.total ?? 0;
}

export function findRunnersOfMarkets(tx: Executor, marketIds: readonly string[]): Promise<ExchangeRunnerRow[]> {
  if (marketIds.length === 0) return Promise.resolve([]);
  return tx.select().from(exchangeRunners).where(uuidIn(exchangeRunners.marketId, marketIds)).orderBy(asc(exchangeRunners.sortOrder), asc(exchangeRunners.id));
}

/** All orders of a user in a market, newest first. */
export function findUserOrders(tx: Executor, marketId: string, userId: string): Promise<ExchangeOrderRow[]> {
  return tx
    .select()
    .from(exchangeOrders)
    .where(and(eq(exchangeOrders.marketId, marketId), eq(exchangeOrders.userId, userId)))
    .orderBy(desc(exchangeOrders.bookId));
}

export function findPosition(tx: Executor, marketId: string, userId: string): Promise<ExchangePositionRow | undefined> {
  return findRow(tx, exchangePositions, and(eq(exchangePositions.marketId, marketId), eq(exchangePositions.userId, userId)));
}

export type PositionSummaryRow = {
  position: ExchangePositionRow;
  marketName: string;
  eventName: string;
  status: ExchangeMarketRow['status'];
  openOrders: number;
  matchedStake: number;
};

function positionsWhere(userId: string, state: 'open' | 'settled' | 'all'): SQL | undefined {
  return and(
    eq(exchangePositions.userId, userId),
    state === 'open' ? isNull(exchangePositions.settledAt) : undefined,
    state === 'settled' ? isNotNull(exchangePositions.settledAt) : undefined,
  );
}

/** The markets a user traded, most recently changed first, with counts of open orders and matched stake. */
export async function findPositionsPage(tx: Executor, userId: string, state: 'open' | 'settled' | 'all', limit: number, offset: number): Promise<PositionSummaryRow[]> {
  const openOrders = sql<number>`(select count(*)::int from ${exchangeOrders} o where o.market_id = ${exchangePositions.marketId} and o.user_id = ${exchangePositions.userId} and o.status = 'open')`;
  const matchedStake = sql<number>`(select coalesce(sum(o.matched_cents), 0)::bigint from ${exchangeOrders} o where o.market_id = ${exchangePositions.marketId} and o.user_id = ${exchangePositions.userId})`;
  const rows = await tx
    .select({ position: exchangePositions, marketName: exchangeMarkets.name, eventName: exchangeEvents.name, status: exchangeMarkets.status, openOrders, matchedStake })
    .from(exchangePositions)
    .innerJoin(exchangeMarkets, eq(exchangeMarkets.id, exchangePositions.marketId))
    .innerJoin(exchangeEvents, eq(exchangeEvents.id, exchangeMarkets.eventId))
    .where(positionsWhere(userId, state))
    .orderBy(desc(exchangePositions.updatedAt), asc(exchangePositions.marketId))
    .limit(limit)
    .offset(offset);
  return rows.map((row) => ({ ...row, openOrders: Number(row.openOrders), matchedStake: Number(row.matchedStake) }));
}

export function countPositions(tx: Executor, userId: string, state: 'open' | 'settled' | 'all'): Promise<number> {
  return countRows(tx, exchangePositions, positionsWhere(userId, state));
}

