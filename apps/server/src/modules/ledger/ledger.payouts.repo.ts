import { sql, type SQL } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/client';
import { ledgerAccounts, ledgerTransfers } from '../../db/schema';
import { textArrayOf } from '../../lib/query';
import { rowsOf } from '../../lib/transaction';
import { transactionTable } from '../../lib/transaction-table';

/*
 * Payouts from the house to player wallets chosen by a query (a market's settlement), written with
 * INSERT ... SELECT: the rows never travel to Node. `payouts` is a SELECT answering
 * idempotency_key, user_id, wallet_kind ('cash' | 'bonus'), currency, amount_cents, code; `shards`
 * maps each key to its house shard (houseShardOf, computed in Node so both paths agree), passed as
 * one jsonb object: a lookup per row, where a join on the keys would be planned on a guessed size.
 */

/** Each payout key's house shard. */
export type PayoutShards = ReadonlyMap<string, number>;

/**
 * The payouts with both account ids (wallet by owner, kind and currency; house by currency and
 * shard, null when that row is missing). The house row is a subquery: one index probe per payout,
 * where a join was planned with the (estimated single) house row outside, running the payouts'
 * side once per shard.
 */
function payoutRows(payouts: SQL, shards: PayoutShards): SQL {
  return sql`
    select p.idempotency_key, p.amount_cents::bigint as amount_cents, p.code, w.id as wallet_id,
           (select h.id from ${ledgerAccounts} h
             where h.user_id is null and h.kind = 'house' and h.currency = p.currency
               and h.shard = (${JSON.stringify(Object.fromEntries(shards))}::jsonb ->> p.idempotency_key)::int) as house_id
      from (${payouts}) p
      join ${ledgerAccounts} w on w.user_id = p.user_id and w.kind = p.wallet_kind and w.currency = p.currency`;
}

/** The keys of the payouts (Node computes their house shards) and their currencies (whose house rows must exist). */
export async function payoutKeys(tx: Executor, payouts: SQL): Promise<{ key: string; currency: string }[]> {
  const result = await tx.execute(sql`select p.idempotency_key as key, p.currency from (${payouts}) p`);
  return rowsOf<{ key: string; currency: string }>(result);
}

/**
 * The payouts with both account ids (payoutRows), resolved once per posting and kept for the lock,
 * the insert and a replay's check, which each resolved them again before (a wallet join and a house
 * probe per payout, three times). A table of the posting's transaction (`transactionTable`).
 */
const housePayouts = transactionTable('house_payouts', sql`idempotency_key text not null, amount_cents bigint not null, code text not null, wallet_id uuid not null, house_id uuid`);
const resolvedPayouts = housePayouts.name;

/** Resolves the payouts into resolvedPayouts (analysed, so the statements reading it are planned on its true size). */
export async function resolvePayouts(tx: Transaction, payouts: SQL, shards: PayoutShards): Promise<void> {
  await housePayouts.create(tx);
  await tx.execute(sql`insert into ${resolvedPayouts} (idempotency_key, amount_cents, code, wallet_id, house_id) ${payoutRows(payouts, shards)}`);
  await tx.execute(sql`analyze ${resolvedPayouts}`);
}

/**
 * Locks every account the resolved payouts touch with one `ORDER BY id FOR UPDATE` (the ledger's
 * one global order); answers how many payouts found both their accounts.
 */
export async function lockPayoutAccounts(tx: Transaction): Promise<number> {
  const result = await tx.execute(sql`
    with locked as (
      select a.id from ${ledgerAccounts} a
       where a.id in (select wallet_id from ${resolvedPayouts} union select house_id from ${resolvedPayouts} where house_id is not null)
       order by a.id for update
    )
    select (select count(*) from ${resolvedPayouts} where house_id is not null)::int as found, (select count(*) from locked)::int as locked`);
  return rowsOf<{ found: number }>(result)[0]?.found ?? 0;
}

export type PayoutsPosted = { inserted: number; skippedKeys: string[] };

/**
 * One statement: inserts every payout (a key already taken is skipped) and moves each account's
 * balance once by the net of the transfers actually inserted (one row update per wallet and house
 * shard). The payouts are resolved (resolvePayouts) and their accounts locked (lockPayoutAccounts) already.
 */
export async function insertPayouts(tx: Transaction, note: string | null, createdBy: string | null): Promise<PayoutsPosted> {
  const result = await tx.execute(sql`
    with rows as (select * from ${resolvedPayouts}),
    ins as (
      insert into ${ledgerTransfers} (idempotency_key, debit_account_id, credit_account_id, amount_cents, code, phase, note, created_by)
      select r.idempotency_key, r.house_id, r.wallet_id, r.amount_cents, r.code, 'posted', ${note}::text, ${createdBy}::uuid from rows r
      on conflict (idempotency_key) do nothing
      returning idempotency_key, debit_account_id, credit_account_id, amount_cents
    ),
    deltas as (
      select id, sum(cents)::bigint as cents from (
        select debit_account_id as id, -amount_cents as cents from ins
        union all
        select credit_account_id as id, amount_cents as cents from ins
      ) moves group by id
    ),
    moved as (
      update ${ledgerAccounts} a set balance_cents = a.balance_cents + d.cents from deltas d where a.id = d.id and d.cents <> 0 returning a.id
    )
    select (select count(*) from ins)::int as inserted,
           (select count(*) from moved)::int as moved,
           coalesce((select array_agg(r.idempotency_key) from rows r where r.idempotency_key not in (select idempotency_key from ins)), '{}')::text[] as skipped`);
  const row = rowsOf<{ inserted: number; skipped: unknown }>(result)[0];
  return { inserted: row?.inserted ?? 0, skippedKeys: textArrayOf(row?.skipped) };
}

/**
 * Skipped payouts whose key belongs to a different movement (another amount, another wallet, or a
 * debit that is not a house row of the same currency): a caller bug, not a replay.
 */
export async function conflictingPayoutKeys(tx: Executor, skippedKeys: readonly string[]): Promise<string[]> {
  const result = await tx.execute(sql`
    select r.idempotency_key from ${resolvedPayouts} r
      join ${ledgerTransfers} t on t.idempotency_key = r.idempotency_key
      join ${ledgerAccounts} d on d.id = t.debit_account_id
      join ${ledgerAccounts} h on h.id = r.house_id
     where r.idempotency_key = any(${sql.param([...skippedKeys])}::text[])
       and not (t.amount_cents = r.amount_cents and t.phase = 'posted' and t.pending_key is null and t.credit_account_id = r.wallet_id
                and d.user_id is null and d.kind = 'house' and d.currency = h.currency)`);
  return rowsOf<{ idempotency_key: string }>(result).map((row) => row.idempotency_key);
}
