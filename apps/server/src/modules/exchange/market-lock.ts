import { eq, sql, type SQL } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { exchangeMarkets, type ExchangeMarketRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { uncheckedWrites, type CarriedWrites } from '../../lib/carried-writes';
import { jsonOf, rowOfJson } from '../../lib/json-rows';
import { executeNamed } from '../../lib/named-statements';
import { lockRow } from '../../lib/query';
import { rowsOf } from '../../lib/transaction';

/**
 * The market row is the book's lease: whoever holds its `FOR UPDATE` lock owns the market's book
 * (open orders, positions, escrow) until the transaction ends. Every writer of a market's open
 * orders (player orders, staff suspend / in-play lapse / close / settle) takes it first, and bumps
 * `book_seq` when the open orders changed, so every instance's in-memory copy knows it is stale.
 */
export async function lockMarket(tx: Transaction, marketId: string): Promise<ExchangeMarketRow> {
  const market = await lockRow(tx, exchangeMarkets, eq(exchangeMarkets.id, marketId));
  if (!market) throw new AppError('EXCHANGE_MARKET_NOT_FOUND', 404, 'marketId: no such exchange market.', 'marketId');
  return market;
}

/**
 * `lockMarket` with `columns` read in the same statement (one round trip for both). The columns
 * see the statement's snapshot, taken before the lock was granted: when another writer held the
 * lock meanwhile, they may miss its changes. `fresh` says they did not: the `book_seq` the
 * snapshot saw is the locked row's (every writer of the market bumps it). Answers the row of the
 * columns beside the market.
 */
export async function lockMarketReading(tx: Transaction, marketId: string, columns: SQL): Promise<{ market: ExchangeMarketRow; read: Record<string, unknown>; fresh: boolean }> {
  const result = await executeNamed(tx, sql`
    select row_to_json(m) as market, (select s.book_seq from ${exchangeMarkets} s where s.id = m.id) as seen_seq, ${columns}
      from ${exchangeMarkets} m where m.id = ${marketId} for update of m`);
  const read = rowsOf<Record<string, unknown>>(result)[0];
  if (!read) throw new AppError('EXCHANGE_MARKET_NOT_FOUND', 404, 'marketId: no such exchange market.', 'marketId');
  const market = rowOfJson(exchangeMarkets, jsonOf<Record<string, unknown>>(read.market));
  return { market, read, fresh: Number(read.seen_seq) === market.bookSeq };
}

/**
 * +1 on the market's `book_seq` (call while holding `lockMarket`), and `matchedCents` more matched
 * volume when fills were written (the same statement); answers the new sequence.
 */
export async function bumpBookSeq(tx: Transaction, marketId: string, matchedCents = 0): Promise<number> {
  const rows = await tx
    .update(exchangeMarkets)
    .set({ bookSeq: sql`${exchangeMarkets.bookSeq} + 1`, matchedCents: sql`${exchangeMarkets.matchedCents} + ${matchedCents}`, updatedAt: new Date() })
    .where(eq(exchangeMarkets.id, marketId))
    .returning({ bookSeq: exchangeMarkets.bookSeq });
  const row = rows[0];
  if (!row) throw new AppError('EXCHANGE_MARKET_NOT_FOUND', 404, 'marketId: no such exchange market.', 'marketId');
  return row.bookSeq;
}

/**
 * `bumpBookSeq` as a data-modifying CTE for a writer that has one statement to carry it (a
 * placement batch's write): the caller holds `lockMarket`, so the new sequence is the locked row's
 * `book_seq` + 1 without reading it back.
 */
export function bookSeqWrite(market: Pick<ExchangeMarketRow, 'id' | 'bookSeq'>, matchedCents: number): { write: CarriedWrites; bookSeq: number } {
  return {
    write: uncheckedWrites(sql`bumped_market as (
      update ${exchangeMarkets} set book_seq = book_seq + 1, matched_cents = matched_cents + ${matchedCents}, updated_at = now()
       where id = ${market.id}
    )`),
    bookSeq: market.bookSeq + 1,
  };
}
