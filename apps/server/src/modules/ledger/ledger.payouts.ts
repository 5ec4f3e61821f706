import { assert, ledgerHouseShardCount } from '@oddsmith/core';
import type { SQL } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { AppError } from '../../lib/app-error';
import * as repo from './ledger.payouts.repo';
import * as ledgerRepo from './ledger.repo';
import { houseShardOf, systemAccount, type PostingContext } from './ledger.service';

/** Every house shard row of the currencies exists (systemAccount creates a currency's missing ones together). */
async function ensureHouseShards(tx: Transaction, currencies: readonly string[]): Promise<void> {
  const rows = await ledgerRepo.findSystemAccountRows(tx, ['house'], currencies);
  for (const currency of currencies) {
    const present = new Set(rows.filter((row) => row.currency === currency).map((row) => row.shard));
    const missing = Array.from({ length: ledgerHouseShardCount }, (_, shard) => shard).find((shard) => !present.has(shard));
    if (missing !== undefined) await systemAccount(tx, 'house', currency, missing);
  }
}

/**
 * Every currency the house has a row in gets all its shard rows, in the caller's (short)
 * transaction. For work that is about to post payouts from several transactions at once (a
 * market's settlement lanes): a house whose shards are incomplete (shard 0 only, as migration 0005
 * left every house) would otherwise have its missing rows created by each of them, and all but the
 * first would wait on the unique index for the first one's commit. One read when they exist.
 */
export async function completeHouseShards(tx: Transaction): Promise<void> {
  await ensureHouseShards(tx, await ledgerRepo.houseCurrencies(tx));
}

/**
 * Posts payouts from the house to player wallets that a query selects (core's betSettled for
 * thousands of tickets at once), inside the caller's transaction, set-based: the payout rows stay
 * in the database. `payouts` is a SELECT answering idempotency_key, user_id, wallet_kind ('cash' |
 * 'bonus'), currency, amount_cents (> 0) and code. Only the keys come to Node, for their house
 * shard (houseShardOf, the same row postEvent would pick). Then: the payouts resolved to their
 * accounts once (a temporary table the next statements read), one lock of every account in id
 * order, one INSERT ... SELECT of the transfers, one balance update per account for the net of the
 * transfers inserted. A key already taken by the same movement is a replay and moves nothing; by
 * another movement it is LEDGER_IDEMPOTENCY_CONFLICT. A payout only credits a wallet, so no wallet
 * can fall short (the house may go negative; the CHECK constraint stays the second line).
 * Returns the number of transfers inserted.
 */
export async function postHousePayoutsSelected(tx: Transaction, payouts: SQL, context: PostingContext = {}): Promise<number> {
  const keys = await repo.payoutKeys(tx, payouts);
  if (keys.length === 0) return 0;
  const shards = new Map(keys.map(({ key }) => [key, houseShardOf(key)]));
  assert(shards.size === keys.length, 'payout keys are unique');
  await ensureHouseShards(tx, [...new Set(keys.map(({ currency }) => currency))]);
  await repo.resolvePayouts(tx, payouts, shards);
  const found = await repo.lockPayoutAccounts(tx);
  if (found !== shards.size) throw new AppError('LEDGER_ACCOUNT_NOT_FOUND', 404, 'Ledger account not found.');
  const posted = await repo.insertPayouts(tx, context.note ?? null, context.createdBy ?? null);
  if (posted.skippedKeys.length > 0 && (await repo.conflictingPayoutKeys(tx, posted.skippedKeys)).length > 0) {
    throw new AppError('LEDGER_IDEMPOTENCY_CONFLICT', 409, 'This idempotency key was used for a different transfer.');
  }
  assert(posted.inserted + posted.skippedKeys.length === shards.size, 'every payout is inserted or a replay');
  return posted.inserted;
}
