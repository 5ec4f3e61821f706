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
 * The payouts with both account ids (payoutRows), resolved once per posting and kept for the
 * insert, the lock, the balances and a replay's check, which each resolved them again before (a
 * wallet join and a house probe per payout, three times). `inserted`: the payout's transfer was
 * inserted by this posting (not a replay). A table of the posting's transaction (`transactionTable`).
 */
const housePayouts = transactionTable(
  'house_payouts',
  sql`idempotency_key text not null, amount_cents bigint not null, code text not null, wallet_id uuid not null, house_id uuid, inserted boolean not null default false`,
);
const resolvedPayouts = housePayouts.name;

/**
 * Resolves the payouts into resolvedPayouts (analysed, so the statements reading it are planned on
 * its true size); answers how many found no house row.
 */
export async function resolvePayouts(tx: Transaction, payouts: SQL, shards: PayoutShards): Promise<number> {
  await housePayouts.create(tx);
  const result = await tx.execute(sql`
    with resolved as (
      insert into ${resolvedPayouts} (idempotency_key, amount_cents, code, wallet_id, house_id) ${payoutRows(payouts, shards)}
      returning house_id
    )
    select count(*) filter (where house_id is null)::int as homeless from resolved`);
  await tx.execute(sql`analyze ${resolvedPayouts}`);
  return rowsOf<{ homeless: number }>(result)[0]?.homeless ?? 0;
}

export type PayoutsInserted = { inserted: number; skippedKeys: string[] };

/**
 * One statement: inserts every payout's transfer (a key already taken is skipped) and marks those
 * inserted. No account is locked for it: the transfers' foreign keys take only key-share locks,
 * which the account locks (`for no key update`) let through, so a concurrent posting to the same
 * wallets (another lane of a market's settlement) inserts its transfers while this one holds the
 * wallets, and waits only for the balance updates.
 */
export async function insertPayoutTransfers(tx: Transaction, note: string | null, createdBy: string | null): Promise<PayoutsInserted> {
  const result = await tx.execute(sql`
    with ins as (
      insert into ${ledgerTransfers} (idempotency_key, debit_account_id, credit_account_id, amount_cents, code, phase, note, created_by)
      select r.idempotency_key, r.house_id, r.wallet_id, r.amount_cents, r.code, 'posted', ${note}::text, ${createdBy}::uuid from ${resolvedPayouts} r
      on conflict (idempotency_key) do nothing
      returning idempotency_key
    ),
    marked as (
      update ${resolvedPayouts} r set inserted = true from ins where r.idempotency_key = ins.idempotency_key returning r.idempotency_key
    )
    select (select count(*) from marked)::int as inserted,
           coalesce((select array_agg(r.idempotency_key) from ${resolvedPayouts} r where r.idempotency_key not in (select idempotency_key from ins)), '{}')::text[] as skipped`);
  const row = rowsOf<{ inserted: number; skipped: unknown }>(result)[0];
  return { inserted: row?.inserted ?? 0, skippedKeys: textArrayOf(row?.skipped) };
}

/**
 * Locks every account whose balance the inserted payouts move, with one `ORDER BY id FOR NO KEY
 * UPDATE` (the ledger's one global order; no key changes, so foreign-key checks are not blocked).
 */
export async function lockPayoutAccounts(tx: Transaction): Promise<void> {
  await tx.execute(sql`
    select a.id from ${ledgerAccounts} a
     where a.id in (select wallet_id from ${resolvedPayouts} where inserted union select house_id from ${resolvedPayouts} where inserted)
     order by a.id for no key update`);
}

/**
 * Moves each locked account's balance once by the net of the payouts this posting inserted (one
 * row update per wallet and house shard); answers how many accounts moved.
 */
export async function movePayoutBalances(tx: Transaction): Promise<number> {
  const result = await tx.execute(sql`
    with deltas as (
      select id, sum(cents)::bigint as cents from (
        select house_id as id, -amount_cents as cents from ${resolvedPayouts} where inserted
        union all
        select wallet_id as id, amount_cents as cents from ${resolvedPayouts} where inserted
      ) moves group by id
    ),
    moved as (
      update ${ledgerAccounts} a set balance_cents = a.balance_cents + d.cents from deltas d where a.id = d.id and d.cents <> 0 returning a.id
    )
    select count(*)::int as moved from moved`);
  return rowsOf<{ moved: number }>(result)[0]?.moved ?? 0;
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
