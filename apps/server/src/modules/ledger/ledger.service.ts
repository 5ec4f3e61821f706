import {
  accountKindOf,
  assert,
  assertCents,
  ledgerHouseShardCount,
  type AccountId,
  type AccountKind,
  type Transfer,
  type TransferCode,
  type TransferPhase,
} from '@oddsmith/core';
import type { SQL } from 'drizzle-orm';
import type { Database, Executor, Transaction } from '../../db/client';
import {
  coreKindOfLedgerKind,
  ledgerAccounts,
  ledgerKindOfCoreKind,
  nonNegativeKinds,
  type LedgerAccountKind,
  type LedgerAccountRow,
  type LedgerTransferRow,
} from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { noCarriedWrites, type CarriedWrites } from '../../lib/carried-writes';
import { jsonOf, rowOfJson } from '../../lib/json-rows';
import { inTransaction } from '../../lib/transaction';
import * as repo from './ledger.repo';

/** A transfer between database accounts (ids of `ledger_accounts`). Core's `Transfer` names accounts by `<kind>:<owner>`. */
export type TransferRequest = {
  idempotencyKey: string;
  debitAccountId: string;
  creditAccountId: string;
  amountCents: number;
  /** Why money moved: core's closed set, shown in credit history and summed in reports. */
  code: TransferCode;
  phase?: TransferPhase;
  pendingKey?: string | null;
  note?: string | null;
  createdBy?: string | null;
};

/** `debitAfter`/`creditAfter`: the two account rows as stored right after a transfer this call created. */
export type TransferOutcome = { transfer: LedgerTransferRow; created: boolean; debitAfter?: LedgerAccountRow; creditAfter?: LedgerAccountRow };

/** Who and why, attached to every transfer of one business event. */
export type PostingContext = { note?: string | null; createdBy?: string | null };

const idempotencyKeyLengthMax = 200;

function assertRequest(request: TransferRequest): void {
  assertCents(request.amountCents, 'amountCents');
  assert(request.amountCents > 0, 'amountCents must be positive');
  assert(request.debitAccountId !== request.creditAccountId, 'debit and credit accounts must differ');
  assert(request.idempotencyKey.length > 0, 'idempotencyKey must not be empty');
  assert(request.idempotencyKey.length <= idempotencyKeyLengthMax, 'idempotencyKey too long');
  const resolves = request.phase === 'post_pending' || request.phase === 'void_pending';
  assert(resolves === Boolean(request.pendingKey), 'pendingKey is set exactly when resolving a pending transfer');
}

/**
 * Posts one double-entry transfer inside the caller's transaction. A key seen before returns the
 * original transfer and moves nothing. A debit that would take a non-negative account's available
 * balance (posted minus open holds) below zero fails with LEDGER_INSUFFICIENT_FUNDS (the CHECK
 * constraint is the second line of defence).
 */
export async function postTransfer(tx: Transaction, request: TransferRequest): Promise<TransferOutcome> {
  assertRequest(request);
  const locked = await lockById(tx, [request.debitAccountId, request.creditAccountId]);
  return applyLocked(tx, locked, request);
}

/**
 * Persists the transfers core's posting rules decided for one business event, all inside the
 * caller's transaction: resolves `<kind>:<owner>` ids to accounts (creating agent, partner and
 * escrow accounts on first use), locks every account of the event in id order, then applies the
 * transfers in order (posted, pending, post_pending, void_pending) exactly as core's applyTransfers.
 * System rows (house shards, payment clearing) are looked up by the lock statement itself;
 * `resolved` names accounts the caller already holds in this transaction (its rows are locked and
 * re-read again here, so they are never stale).
 */
export async function postEvent(
  tx: Transaction,
  transfers: readonly Transfer[],
  context: PostingContext = {},
  resolved: ReadonlyMap<AccountId, LedgerAccountRow> = new Map(),
): Promise<TransferOutcome[]> {
  assert(transfers.length > 0, 'an event posts at least one transfer');
  const ids = new Map<string, string>();
  const systemSlots = new Map<string, AccountSlot>();
  for (const transfer of transfers) {
    for (const account of [transfer.debitAccount, transfer.creditAccount]) {
      const slot = slotOf(account, transfer);
      const key = slotKeyOf(slot);
      if (ids.has(key) || systemSlots.has(key)) continue;
      const known = resolved.get(account);
      if (known) ids.set(key, known.id);
      else if (systemSlotOf(slot)) systemSlots.set(key, slot);
      else ids.set(key, (await resolveAccount(tx, slot.account, slot.shard)).id);
    }
  }
  const fast = transfers.length === 1 && transfers[0] ? await postPlainFast(tx, transfers[0], ids, systemSlots, context) : undefined;
  if (fast) return [fast];
  const locked = await lockWithSystem(tx, ids, systemSlots);
  const outcomes: TransferOutcome[] = [];
  for (const transfer of transfers) {
    const request: TransferRequest = {
      idempotencyKey: transfer.idempotencyKey,
      debitAccountId: ids.get(slotKeyOf(slotOf(transfer.debitAccount, transfer))) ?? '',
      creditAccountId: ids.get(slotKeyOf(slotOf(transfer.creditAccount, transfer))) ?? '',
      amountCents: transfer.amountCents,
      code: transfer.code,
      phase: transfer.phase,
      pendingKey: transfer.pendingKey,
      note: context.note ?? null,
      createdBy: context.createdBy ?? null,
    };
    assertRequest(request);
    outcomes.push(await applyLocked(tx, locked, request));
  }
  return outcomes;
}

/** The row a slot names for a one-statement posting: by id when resolved, else the system row by slot. */
function accountRefOf(slot: AccountSlot, ids: ReadonlyMap<string, string>): repo.AccountRef | null {
  const id = ids.get(slotKeyOf(slot));
  if (id !== undefined) return { id };
  const system = systemSlotOf(slot);
  return system ? { slot: system } : null;
}

/**
 * An event of one plain posted transfer (the common case: a stake, a payout) in one statement that
 * locks, checks, inserts and moves the balances (repo.postPlainTransfer). Undefined when that
 * statement wrote nothing (a replay, short funds, a system row met for the first time...): the
 * caller then takes the general path, which locks again (the locks are held already) and answers
 * or refuses exactly as before.
 */
async function postPlainFast(tx: Transaction, transfer: Transfer, ids: ReadonlyMap<string, string>, systemSlots: ReadonlyMap<string, AccountSlot>, context: PostingContext): Promise<TransferOutcome | undefined> {
  if ((transfer.phase ?? 'posted') !== 'posted' || transfer.pendingKey) return undefined;
  const debitSlot = slotOf(transfer.debitAccount, transfer);
  const creditSlot = slotOf(transfer.creditAccount, transfer);
  if (slotKeyOf(debitSlot) === slotKeyOf(creditSlot)) return undefined;
  const debit = accountRefOf(debitSlot, ids);
  const credit = accountRefOf(creditSlot, ids);
  if (!debit || !credit || systemSlots.size + ids.size > 2) return undefined;
  assertRequest({ idempotencyKey: transfer.idempotencyKey, debitAccountId: slotKeyOf(debitSlot), creditAccountId: slotKeyOf(creditSlot), amountCents: transfer.amountCents, code: transfer.code, phase: 'posted' });
  const posted = await repo.postPlainTransfer(
    tx,
    { idempotencyKey: transfer.idempotencyKey, debit, credit, amountCents: transfer.amountCents, code: transfer.code, note: context.note ?? null, createdBy: context.createdBy ?? null },
    nonNegativeKinds,
  );
  if (!posted) return undefined;
  const { debit: debitChange, credit: creditChange } = deltasOf('posted', transfer.amountCents);
  // The same figures twice: computed from the locked rows, and as the update stored them.
  assert(sameFigures(posted.debitAfter, applyDelta(posted.debitBefore, debitChange)), 'the debit account holds the computed figures');
  assert(sameFigures(posted.creditAfter, applyDelta(posted.creditBefore, creditChange)), 'the credit account holds the computed figures');
  return { transfer: posted.transfer, created: true, debitAfter: posted.debitAfter, creditAfter: posted.creditAfter };
}

/** The kinds kept per currency (the system books), not per user. */
type SystemKind = 'house' | 'payment_clearing';

function isSystemKind(kind: LedgerAccountKind): kind is SystemKind {
  return kind === 'house' || kind === 'payment_clearing';
}

/** A system slot as the lock statement finds it (kind, currency, shard), or null for an owned account. */
function systemSlotOf(slot: AccountSlot): repo.SystemSlot | null {
  const coreKind = accountKindOf(slot.account);
  const kind = ledgerKindOfCoreKind[coreKind];
  if (!isSystemKind(kind)) return null;
  return { kind, currency: slot.account.slice(coreKind.length + 1), shard: slot.shard };
}

/**
 * Locks the accounts by id and the system slots in one statement, then fills `ids` for the system
 * slots. A system row met for the first time is created (`systemAccount`) and locked after.
 */
async function lockWithSystem(tx: Transaction, ids: Map<string, string>, systemSlots: ReadonlyMap<string, AccountSlot>): Promise<Map<string, LedgerAccountRow>> {
  const wanted = [...systemSlots].map(([key, slot]) => ({ key, system: systemSlotOf(slot) }));
  const rows = await repo.lockAccountsWithSystem(tx, [...new Set(ids.values())], wanted.flatMap((each) => (each.system ? [each.system] : [])));
  const missing: string[] = [];
  for (const { key, system } of wanted) {
    assert(system, 'a system slot names a system account');
    const row = rows.find((candidate) => candidate.userId === null && candidate.kind === system.kind && candidate.currency === system.currency && candidate.shard === system.shard);
    const id = row?.id ?? (await systemAccount(tx, system.kind === 'house' ? 'house' : 'payment_clearing', system.currency, system.shard)).id;
    ids.set(key, id);
    if (!row) missing.push(id);
  }
  const locked = new Map(rows.map((row) => [row.id, row]));
  if (missing.length > 0) for (const [id, row] of await lockById(tx, missing)) locked.set(id, row);
  for (const id of ids.values()) {
    if (!locked.has(id)) throw new AppError('LEDGER_ACCOUNT_NOT_FOUND', 404, 'Ledger account not found.');
  }
  return locked;
}

// ---- House shards ------------------------------------------------------------------------------

/**
 * The shard of the house row a key posts to: FNV-1a (32 bit) of the key, mod ledgerHouseShardCount.
 * Deterministic, so a replayed key finds the row (and the transfer) it posted the first time.
 */
export function houseShardOf(shardKey: string): number {
  assert(shardKey.length > 0, 'a shard key must not be empty');
  let hash = 0x811c9dc5;
  for (let index = 0; index < shardKey.length; index += 1) {
    hash ^= shardKey.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  const shard = (hash >>> 0) % ledgerHouseShardCount;
  assert(Number.isInteger(shard) && shard >= 0 && shard < ledgerHouseShardCount, 'shard in range');
  return shard;
}

/** The key that picks a transfer's house row: a post or void follows its hold, so both use one row. */
function shardKeyOf(transfer: Pick<Transfer, 'idempotencyKey' | 'pendingKey'>): string {
  return transfer.pendingKey ?? transfer.idempotencyKey;
}

/** One database row of a core account as a transfer uses it: the house by shard, every other kind at shard 0. */
type AccountSlot = { account: AccountId; shard: number };

function slotOf(account: AccountId, transfer: Transfer): AccountSlot {
  return { account, shard: accountKindOf(account) === 'house' ? houseShardOf(shardKeyOf(transfer)) : 0 };
}

function slotKeyOf(slot: AccountSlot): string {
  return `${slot.account}#${slot.shard}`;
}

/**
 * Accounts locked for a bulk posting, by slot (`<kind>:<owner>#<shard>`): a batch may post to
 * several house shards of one currency.
 */
export type LockedAccounts = ReadonlyMap<string, LedgerAccountRow>;

function lockedRowOf(locked: LockedAccounts, account: AccountId, transfer: Transfer): LedgerAccountRow {
  const row = locked.get(slotKeyOf(slotOf(account, transfer)));
  assert(row, 'accounts are locked before a bulk posting');
  return row;
}

/** The house's posted balance in a currency: the sum over its shard rows (what staff and reports show). */
export async function houseBalance(tx: Executor, currency: string): Promise<number> {
  return (await repo.sumSystemAccounts(tx, 'house', currency)).balanceCents;
}

async function lockById(tx: Transaction, accountIds: string[]): Promise<Map<string, LedgerAccountRow>> {
  const rows = await repo.lockAccounts(tx, accountIds);
  const locked = new Map(rows.map((row) => [row.id, row]));
  for (const id of accountIds) {
    if (!locked.has(id)) throw new AppError('LEDGER_ACCOUNT_NOT_FOUND', 404, 'Ledger account not found.');
  }
  return locked;
}

/** Signed changes a transfer makes to its debit and credit account (core's `post`). */
function deltasOf(phase: TransferPhase, amount: number): { debit: repo.BalanceDelta; credit: repo.BalanceDelta } {
  switch (phase) {
    case 'posted':
      return { debit: delta(-amount, 0, 0), credit: delta(amount, 0, 0) };
    case 'pending':
      return { debit: delta(0, amount, 0), credit: delta(0, 0, amount) };
    case 'post_pending':
      return { debit: delta(-amount, -amount, 0), credit: delta(amount, 0, -amount) };
    case 'void_pending':
      return { debit: delta(0, -amount, 0), credit: delta(0, 0, -amount) };
  }
}

function delta(postedCents: number, debitsPendingCents: number, creditsPendingCents: number): repo.BalanceDelta {
  return { postedCents, debitsPendingCents, creditsPendingCents };
}

function applyDelta(row: LedgerAccountRow, change: repo.BalanceDelta): LedgerAccountRow {
  return {
    ...row,
    balanceCents: row.balanceCents + change.postedCents,
    debitsPendingCents: row.debitsPendingCents + change.debitsPendingCents,
    creditsPendingCents: row.creditsPendingCents + change.creditsPendingCents,
  };
}

export function mustStayNonNegative(kind: LedgerAccountKind): boolean {
  return nonNegativeKinds.includes(kind);
}

function availableOf(row: LedgerAccountRow): number {
  return row.balanceCents - row.debitsPendingCents;
}

function withinFunds(after: LedgerAccountRow): boolean {
  return !mustStayNonNegative(after.kind) || availableOf(after) >= 0;
}

async function applyLocked(tx: Transaction, locked: Map<string, LedgerAccountRow>, request: TransferRequest): Promise<TransferOutcome> {
  const phase = request.phase ?? 'posted';
  const debit = locked.get(request.debitAccountId);
  const credit = locked.get(request.creditAccountId);
  assert(debit && credit, 'accounts are locked before applying');
  const { debit: debitChange, credit: creditChange } = deltasOf(phase, request.amountCents);
  const debitAfter = applyDelta(debit, debitChange);
  const creditAfter = applyDelta(credit, creditChange);

  // A plain transfer that passes every check goes straight to the insert: its ON CONFLICT finds a
  // replay (after the locks, so a twin with the same key has committed by now). Anything else looks
  // the key up first, so a replay answers the original even when it would fail the checks today.
  const plain = !request.pendingKey && debit.currency === credit.currency && withinFunds(debitAfter) && withinFunds(creditAfter);
  if (!plain) {
    const existing = await repo.findTransferByKey(tx, request.idempotencyKey);
    if (existing) return { transfer: await assertSameTransfer(tx, existing, request), created: false };
    if (debit.currency !== credit.currency) {
      throw new AppError('LEDGER_CURRENCY_MISMATCH', 409, 'Accounts hold different currencies.');
    }
    if (request.pendingKey) await checkResolution(tx, request, request.pendingKey);
    if (!withinFunds(debitAfter) || !withinFunds(creditAfter)) throw new AppError('LEDGER_INSUFFICIENT_FUNDS', 409, 'Insufficient funds.');
  }

  const applied = await repo.insertTransferApplying(
    tx,
    {
      idempotencyKey: request.idempotencyKey,
      debitAccountId: debit.id,
      creditAccountId: credit.id,
      amountCents: request.amountCents,
      code: request.code,
      phase,
      pendingKey: request.pendingKey ?? null,
      note: request.note ?? null,
      createdBy: request.createdBy ?? null,
    },
    [
      { accountId: debit.id, delta: debitChange },
      { accountId: credit.id, delta: creditChange },
    ],
  );
  if (!applied) {
    const winner = await repo.findTransferByKey(tx, request.idempotencyKey);
    assert(winner, 'a conflicting transfer must exist');
    return { transfer: await assertSameTransfer(tx, winner, request), created: false };
  }
  const { transfer: inserted, accounts: stored } = applied;
  // The same figures twice: computed from the locked rows, and as the update stored them.
  const debitStored = stored.find((row) => row.id === debit.id);
  const creditStored = stored.find((row) => row.id === credit.id);
  assert(debitStored && sameFigures(debitStored, debitAfter), 'the debit account holds the computed figures');
  assert(creditStored && sameFigures(creditStored, creditAfter), 'the credit account holds the computed figures');
  locked.set(debit.id, debitStored);
  locked.set(credit.id, creditStored);
  return { transfer: inserted, created: true, debitAfter: debitStored, creditAfter: creditStored };
}

function sameFigures(a: LedgerAccountRow, b: LedgerAccountRow): boolean {
  return a.balanceCents === b.balanceCents && a.debitsPendingCents === b.debitsPendingCents && a.creditsPendingCents === b.creditsPendingCents;
}

/** A hold is resolved once, in full, between the same accounts (core's checkResolution). */
async function checkResolution(tx: Executor, request: TransferRequest, pendingKey: string): Promise<void> {
  const pending = await repo.findTransferByKey(tx, pendingKey);
  if (!pending || pending.phase !== 'pending') {
    throw new AppError('LEDGER_PENDING_NOT_FOUND', 409, 'The hold to resolve does not exist.');
  }
  const matches =
    pending.debitAccountId === request.debitAccountId &&
    pending.creditAccountId === request.creditAccountId &&
    pending.amountCents === request.amountCents;
  if (!matches) throw new AppError('LEDGER_PENDING_MISMATCH', 409, 'The resolution does not match its hold.');
  if (await repo.findResolution(tx, pendingKey)) {
    throw new AppError('LEDGER_PENDING_ALREADY_RESOLVED', 409, 'The hold is already resolved.');
  }
}

/**
 * Reusing a key for a different movement is a bug in the caller, not a retry. The same movement on
 * another row of the house is a retry: a key posted before the house was sharded sits on shard 0.
 */
async function assertSameTransfer(tx: Executor, existing: LedgerTransferRow, request: TransferRequest): Promise<LedgerTransferRow> {
  const sameMovement =
    existing.amountCents === request.amountCents &&
    existing.phase === (request.phase ?? 'posted') &&
    existing.pendingKey === (request.pendingKey ?? null);
  const sameAccounts =
    (existing.debitAccountId === request.debitAccountId && existing.creditAccountId === request.creditAccountId) ||
    (sameMovement &&
      (await sameLedgerAccount(tx, existing.debitAccountId, request.debitAccountId)) &&
      (await sameLedgerAccount(tx, existing.creditAccountId, request.creditAccountId)));
  if (!sameMovement || !sameAccounts) {
    throw new AppError('LEDGER_IDEMPOTENCY_CONFLICT', 409, 'This idempotency key was used for a different transfer.');
  }
  return existing;
}

/** The same row, or two shard rows of the house of one currency (core's one `house:<currency>`). */
async function sameLedgerAccount(tx: Executor, accountIdA: string, accountIdB: string): Promise<boolean> {
  if (accountIdA === accountIdB) return true;
  const rows = await repo.findAccountsByIds(tx, [accountIdA, accountIdB]);
  const [a, b] = [rows.find((row) => row.id === accountIdA), rows.find((row) => row.id === accountIdB)];
  return Boolean(a && b && a.kind === 'house' && b.kind === 'house' && a.userId === null && b.userId === null && a.currency === b.currency);
}

/** Kinds created on first use for a user (a player's cash and bonus exist from registration). */
const createdOnFirstUse: ReadonlySet<LedgerAccountKind> = new Set(['agent', 'partner', 'exchange_escrow']);

/** Core's `<kind>:<owner>` to the database account: system books by currency, the rest by user. */
export async function resolveAccount(tx: Executor, account: AccountId, shard = 0): Promise<LedgerAccountRow> {
  const coreKind = accountKindOf(account);
  const owner = account.slice(coreKind.length + 1);
  const kind = ledgerKindOfCoreKind[coreKind];
  if (isSystemKind(kind)) return systemAccount(tx, kind, owner, shard);
  assert(shard === 0, 'only the house is sharded');
  const found = await repo.findUserAccount(tx, owner, kind);
  if (found) return found;
  const currency = createdOnFirstUse.has(kind) ? await repo.findUserCurrency(tx, owner) : undefined;
  if (!currency) throw new AppError('LEDGER_ACCOUNT_NOT_FOUND', 404, 'Ledger account not found.');
  await repo.insertAccounts(tx, [{ userId: owner, kind, currency }]);
  const created = await repo.findUserAccount(tx, owner, kind);
  assert(created, 'account must exist after insert');
  return created;
}

/** Cash and bonus accounts a player needs from the moment the account exists. */
export async function openPlayerAccounts(tx: Executor, userId: string, currency: string): Promise<void> {
  await repo.insertAccounts(tx, [
    { userId, kind: 'cash', currency },
    { userId, kind: 'bonus', currency },
  ]);
}

/**
 * A system account of a currency: payment clearing (one row), or one shard of the house. Created on
 * first use; the house gets all its shard rows at once (insert ... on conflict do nothing, so two
 * transactions racing to create them both end up with the same rows).
 */
export async function systemAccount(tx: Executor, kind: SystemKind, currency: string, shard = 0): Promise<LedgerAccountRow> {
  assert(Number.isInteger(shard) && shard >= 0, 'shard is a non-negative integer');
  assert(kind === 'house' ? shard < ledgerHouseShardCount : shard === 0, 'shard in range for its kind');
  const found = await repo.findSystemAccount(tx, kind, currency, shard);
  if (found) return found;
  const shards = kind === 'house' ? Array.from({ length: ledgerHouseShardCount }, (_, index) => index) : [0];
  await repo.insertAccounts(tx, shards.map((each) => ({ userId: null, kind, currency, shard: each })));
  const created = await repo.findSystemAccount(tx, kind, currency, shard);
  assert(created, 'system account must exist after insert');
  return created;
}

/** The house row a transfer with this idempotency key posts to (postEvent picks the same one). */
export async function houseAccount(tx: Executor, currency: string, idempotencyKey: string): Promise<LedgerAccountRow> {
  return systemAccount(tx, 'house', currency, houseShardOf(idempotencyKey));
}

export type UserBalances = {
  /** Spendable cash: posted minus open holds (what the API calls `balance`). */
  cashCents: number;
  /** Cash reserved by open holds (pending withdrawals). */
  cashHeldCents: number;
  bonusCents: number;
  /** The agent float of a cash agent (0 for everybody else). */
  agentCents: number;
  cashAccountId: string | null;
};

export async function userBalances(tx: Executor, userId: string, currency: string): Promise<UserBalances> {
  const accounts = await repo.findUserAccounts(tx, userId);
  const of = (kind: LedgerAccountKind) => accounts.find((account) => account.kind === kind && account.currency === currency);
  const cash = of('cash');
  const bonus = of('bonus');
  const agent = of('agent');
  return {
    cashCents: cash ? availableOf(cash) : 0,
    cashHeldCents: cash?.debitsPendingCents ?? 0,
    bonusCents: bonus ? availableOf(bonus) : 0,
    agentCents: agent ? availableOf(agent) : 0,
    cashAccountId: cash?.id ?? null,
  };
}

export type ReconcileReport = repo.ReconcileTotals & {
  ok: boolean;
  mismatches: repo.BalanceMismatch[];
};

/** Mismatches reported at most; one is already an incident. */
const mismatchesReportedMax = 100;

/**
 * Proves the ledger: posted balances sum to zero, open pending debits equal open pending credits,
 * and every account's cached figures equal what its transfers say.
 */
export async function reconcile(db: Database): Promise<ReconcileReport> {
  // One snapshot for both queries, so a concurrent transfer cannot show as a false mismatch.
  return inTransaction(
    db,
    async (tx) => {
      const totals = await repo.sumBalances(tx);
      const mismatches = await repo.findBalanceMismatches(tx, mismatchesReportedMax);
      const ok = totals.totalCents === 0 && totals.debitsPendingCents === totals.creditsPendingCents && mismatches.length === 0;
      return { ok, ...totals, mismatches };
    },
    { isolationLevel: 'repeatable read' },
  );
}

// ---- Bulk posting (settlement of many tickets) -------------------------------------------------

/** Transfers one bulk call posts at most (one JSON parameter; bounds the memory of one batch). */
export const bulkTransfersMax = 20_000;

/** Core's `<kind>:<owner>` of an owned database account. */
function coreAccountOf(row: LedgerAccountRow): AccountId {
  return `${coreKindOfLedgerKind(row.kind)}:${row.userId ?? ''}` as AccountId;
}

/**
 * The owned accounts among `accounts` (wallets, escrow, ...) by core id, in one read: one
 * statement instead of one per account (a batch of 50 players' escrow would be 50 round trips
 * under the caller's locks). Kinds opened on first use that are missing are opened with one insert
 * and read again; anything still missing is left to `resolveAccount` (which refuses it).
 */
async function ownedAccountsOf(tx: Executor, accounts: readonly AccountId[], lock?: Transaction): Promise<Map<AccountId, LedgerAccountRow>> {
  const owned = accounts.flatMap((account) => {
    const coreKind = accountKindOf(account);
    const kind = ledgerKindOfCoreKind[coreKind];
    return isSystemKind(kind) ? [] : [{ account, userId: account.slice(coreKind.length + 1), kind }];
  });
  const read = async (wanted: typeof owned) => {
    const [userIds, kinds] = [[...new Set(wanted.map((each) => each.userId))], [...new Set(wanted.map((each) => each.kind))]];
    const rows = await (lock ? repo.lockOwnedAccounts(lock, userIds, kinds) : repo.findOwnedAccounts(tx, userIds, kinds));
    // The read spans every user x kind pair: keep only the accounts asked for.
    const asked = new Set(wanted.map((each) => each.account));
    return rows.filter((row) => asked.has(coreAccountOf(row)));
  };
  const found = new Map((await read(owned)).map((row) => [coreAccountOf(row), row]));
  const missing = owned.filter((each) => !found.has(each.account) && createdOnFirstUse.has(each.kind));
  if (missing.length === 0) return found;
  await repo.insertOwnedAccounts(tx, missing);
  for (const row of await read(missing)) found.set(coreAccountOf(row), row);
  return found;
}

/**
 * Locks the owned accounts `accounts` (wallets, escrow, ...: no house or clearing) in id order
 * with one statement, opening missing kinds opened on first use (an insert, then a second lock
 * statement): what `postNewTransfersHeld` takes as `held`. An account that does not exist and is
 * not opened on first use is absent from the answer (the caller decides whether that refuses).
 */
export async function lockOwnedAccounts(tx: Transaction, accounts: readonly AccountId[]): Promise<Map<AccountId, LedgerAccountRow>> {
  return ownedAccountsOf(tx, accounts, tx);
}

/**
 * `lockOwnedAccounts` inside a caller's statement, for a writer whose round trips under a lock
 * count: a subquery (a CTE body: it must run once) locking the `kinds` accounts the users `usersOf`
 * selects own in their own currency, in id order. `ownedAccountsOfJson` reads its rows (`json_agg`
 * of the CTE) as `lockOwnedAccounts` answers them. A missing account stays missing
 * (`lockOwnedAccounts` opens the kinds opened on first use).
 */
export function ownedAccountsLockedQuery(usersOf: SQL, kinds: readonly AccountKind[]): SQL {
  return repo.ownedAccountsLockedQuery(usersOf, kinds.map((kind) => ledgerKindOfCoreKind[kind]));
}

/** The rows of an `ownedAccountsLockedQuery` (as `json_agg`) by core account id. */
export function ownedAccountsOfJson(json: unknown): Map<AccountId, LedgerAccountRow> {
  return new Map(jsonOf<Record<string, unknown>[]>(json).map((each) => rowOfJson(ledgerAccounts, each)).map((row) => [coreAccountOf(row), row]));
}

/**
 * Resolves the accounts of the transfers (owned accounts in one query, `ownedAccountsOf`; the house by each transfer's
 * shard, so a batch takes the shards its keys hash to) and locks them all with one
 * `SELECT ... ORDER BY id FOR UPDATE` (the ledger's one global order).
 */
export async function lockAccountsBulk(tx: Transaction, transfers: readonly Transfer[]): Promise<Map<string, LedgerAccountRow>> {
  assert(transfers.length <= bulkTransfersMax, 'too many transfers for one bulk lock');
  const slots = new Map<string, AccountSlot>();
  for (const transfer of transfers) {
    for (const account of [transfer.debitAccount, transfer.creditAccount]) {
      const slot = slotOf(account, transfer);
      slots.set(slotKeyOf(slot), slot);
    }
  }
  const accounts = [...new Set([...slots.values()].map((slot) => slot.account))];
  const walletById = await ownedAccountsOf(tx, accounts);
  // The house shards (and payment clearing) of the batch in one read, not one per shard.
  const systemWanted = [...slots.values()].flatMap((slot) => {
    const system = systemSlotOf(slot);
    return system ? [system] : [];
  });
  const systemRows = await repo.findSystemAccountRows(tx, [...new Set(systemWanted.map((slot) => slot.kind))], [...new Set(systemWanted.map((slot) => slot.currency))]);
  const systemRowOf = (slot: AccountSlot) => {
    const system = systemSlotOf(slot);
    return system ? systemRows.find((row) => row.kind === system.kind && row.currency === system.currency && row.shard === system.shard) : undefined;
  };
  const resolved = new Map<string, string>();
  for (const [key, slot] of slots) {
    const row = walletById.get(slot.account) ?? systemRowOf(slot) ?? (await resolveAccount(tx, slot.account, slot.shard));
    resolved.set(key, row.id);
  }
  const ids = [...new Set(resolved.values())];
  const locked = new Map((await repo.lockAccountsBulk(tx, ids)).map((row) => [row.id, row]));
  const result = new Map<string, LedgerAccountRow>();
  for (const [key, id] of resolved) {
    const row = locked.get(id);
    assert(row, 'every resolved account is locked');
    result.set(key, row);
  }
  return result;
}

function postedDeltas(transfers: readonly Transfer[], locked: LockedAccounts): Map<string, number> {
  const deltas = new Map<string, number>();
  for (const transfer of transfers) {
    const debit = lockedRowOf(locked, transfer.debitAccount, transfer);
    const credit = lockedRowOf(locked, transfer.creditAccount, transfer);
    deltas.set(debit.id, (deltas.get(debit.id) ?? 0) - transfer.amountCents);
    deltas.set(credit.id, (deltas.get(credit.id) ?? 0) + transfer.amountCents);
  }
  return deltas;
}

/**
 * Accounts that must stay non-negative and would not after every transfer of the batch, judged on
 * the net change per account (a batch is applied as a whole). Lets a caller drop the movements of
 * those accounts before posting instead of failing the batch.
 */
export function shortfallAccounts(transfers: readonly Transfer[], locked: LockedAccounts): Set<AccountId> {
  const deltas = postedDeltas(transfers, locked);
  const short = new Set<AccountId>();
  for (const transfer of transfers) {
    for (const account of [transfer.debitAccount, transfer.creditAccount]) {
      const row = lockedRowOf(locked, account, transfer);
      const after = availableOf(row) + (deltas.get(row.id) ?? 0);
      if (mustStayNonNegative(row.kind) && after < 0) short.add(account);
    }
  }
  return short;
}

/**
 * Posts many `posted` transfers (one business batch, e.g. the settlement of 2,000 tickets) on
 * accounts the caller locked with `lockAccountsBulk`: one INSERT for all transfers (a key already
 * taken by the same movement is skipped, by another movement is LEDGER_IDEMPOTENCY_CONFLICT) and
 * ONE balance update per account for the net of the inserted transfers (per house shard the batch
 * touches). The generic path would lock and update a house row once per transfer. Funds are checked on the net per account
 * (LEDGER_INSUFFICIENT_FUNDS); the CHECK constraint is the second line. Returns the number inserted.
 */
export async function postTransfersBulk(
  tx: Transaction,
  transfers: readonly Transfer[],
  locked: LockedAccounts,
  context: PostingContext = {},
): Promise<number> {
  assert(transfers.length <= bulkTransfersMax, 'too many transfers for one bulk posting');
  if (transfers.length === 0) return 0;
  const requests = transfers.map((transfer): TransferRequest => {
    assert(transfer.phase === 'posted', 'bulk posting takes posted transfers only');
    const debit = lockedRowOf(locked, transfer.debitAccount, transfer);
    const credit = lockedRowOf(locked, transfer.creditAccount, transfer);
    if (debit.currency !== credit.currency) throw new AppError('LEDGER_CURRENCY_MISMATCH', 409, 'Accounts hold different currencies.');
    const request = { idempotencyKey: transfer.idempotencyKey, debitAccountId: debit.id, creditAccountId: credit.id, amountCents: transfer.amountCents, code: transfer.code, phase: 'posted' as const, pendingKey: null, note: context.note ?? null, createdBy: context.createdBy ?? null };
    assertRequest(request);
    return request;
  });
  assert(new Set(requests.map((request) => request.idempotencyKey)).size === requests.length, 'keys are unique within a batch');
  const inserted = await repo.insertTransfersBulk(
    tx,
    requests.map((request) => ({ ...request, phase: 'posted' as const, pendingKey: null, note: request.note ?? null, createdBy: request.createdBy ?? null })),
  );
  const skipped = requests.filter((request) => !inserted.has(request.idempotencyKey));
  if (skipped.length > 0) {
    const existing = new Map((await repo.findTransfersByKeys(tx, skipped.map((request) => request.idempotencyKey))).map((row) => [row.idempotencyKey, row]));
    for (const request of skipped) {
      const row = existing.get(request.idempotencyKey);
      assert(row, 'a skipped key belongs to an existing transfer');
      await assertSameTransfer(tx, row, request);
    }
  }
  const posted = transfers.filter((transfer) => inserted.has(transfer.idempotencyKey));
  if (shortfallAccounts(posted, locked).size > 0) throw new AppError('LEDGER_INSUFFICIENT_FUNDS', 409, 'Insufficient funds.');
  const deltas = postedDeltas(posted, locked);
  await repo.addToPostedBalances(tx, deltas);
  return posted.length;
}

/**
 * New `posted` transfers (never seen keys: a placement batch's stakes) in one statement, when the
 * caller holds every owned account locked in this transaction, unchanged since it read them
 * (`held`: a batch's player wallets). Funds are checked here on the net per held account; the
 * house and clearing rows are locked by the statement itself (repo.postTransfersLockingSystem), so
 * they are held only from that statement to the commit. A key already taken, or a system row that
 * does not exist yet, fails the call (the caller's transaction rolls back and may retry another way).
 * `alongside`: the caller's own writes (data-modifying CTEs) and their checks, run by the same statement.
 */
export async function postNewTransfersHeld(
  tx: Transaction,
  transfers: readonly Transfer[],
  held: ReadonlyMap<AccountId, LedgerAccountRow>,
  contextOf: (index: number) => PostingContext,
  alongside: CarriedWrites = noCarriedWrites,
): Promise<void> {
  assert(transfers.length <= bulkTransfersMax, 'too many transfers for one bulk posting');
  const deltas = new Map<string, number>();
  const refOf = (account: AccountId, transfer: Transfer, cents: number): { ref: repo.AccountRef; currency: string } => {
    const row = held.get(account);
    if (row) {
      deltas.set(row.id, (deltas.get(row.id) ?? 0) + cents);
      return { ref: { id: row.id }, currency: row.currency };
    }
    const system = systemSlotOf(slotOf(account, transfer));
    assert(system, 'owned accounts of a held posting are held by the caller');
    return { ref: { slot: system }, currency: system.currency };
  };
  const rows = transfers.map((transfer, index): repo.HeldTransfer => {
    assert(transfer.phase === 'posted' && !transfer.pendingKey, 'a held posting takes posted transfers only');
    const debit = refOf(transfer.debitAccount, transfer, -transfer.amountCents);
    const credit = refOf(transfer.creditAccount, transfer, transfer.amountCents);
    if (debit.currency !== credit.currency) throw new AppError('LEDGER_CURRENCY_MISMATCH', 409, 'Accounts hold different currencies.');
    const { note, createdBy } = contextOf(index);
    assertRequest({ idempotencyKey: transfer.idempotencyKey, debitAccountId: transfer.debitAccount, creditAccountId: transfer.creditAccount, amountCents: transfer.amountCents, code: transfer.code });
    return { idempotencyKey: transfer.idempotencyKey, debit: debit.ref, credit: credit.ref, amountCents: transfer.amountCents, code: transfer.code, note: note ?? null, createdBy: createdBy ?? null };
  });
  for (const row of held.values()) {
    if (mustStayNonNegative(row.kind) && availableOf(row) + (deltas.get(row.id) ?? 0) < 0) throw new AppError('LEDGER_INSUFFICIENT_FUNDS', 409, 'Insufficient funds.');
  }
  const inserted = await repo.postTransfersLockingSystem(tx, rows, alongside);
  if (inserted !== rows.length) throw new Error('a held posting met a key already taken');
}
