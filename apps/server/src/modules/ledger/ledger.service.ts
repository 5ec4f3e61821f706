import { assert, assertCents, type TransferCode } from '@oddsmith/core';
import type { Database, Executor } from '../../db/client';
import { nonNegativeKinds, type LedgerAccountKind, type LedgerAccountRow, type LedgerTransferRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import * as repo from './ledger.repo';

export type TransferRequest = {
  idempotencyKey: string;
  debitAccountId: string;
  creditAccountId: string;
  amountCents: number;
  /** Why money moved: core's closed set, shown in credit history and summed in reports. */
  code: TransferCode;
  note?: string | null;
  createdBy?: string | null;
};

export type TransferOutcome = { transfer: LedgerTransferRow; created: boolean };

const idempotencyKeyLengthMax = 200;

/**
 * Posts one double-entry transfer inside the caller's transaction. A key seen before returns the
 * original transfer and moves nothing. A debit that would take a non-negative account below zero
 * fails with LEDGER_INSUFFICIENT_FUNDS (the CHECK constraint is the second line of defence).
 */
export async function postTransfer(tx: Executor, request: TransferRequest): Promise<TransferOutcome> {
  assertCents(request.amountCents, 'amountCents');
  assert(request.amountCents > 0, 'amountCents must be positive');
  assert(request.debitAccountId !== request.creditAccountId, 'debit and credit accounts must differ');
  assert(request.idempotencyKey.length > 0, 'idempotencyKey must not be empty');
  assert(request.idempotencyKey.length <= idempotencyKeyLengthMax, 'idempotencyKey too long');

  const locked = await repo.lockAccounts(tx, [request.debitAccountId, request.creditAccountId]);
  const debit = locked.find((account) => account.id === request.debitAccountId);
  const credit = locked.find((account) => account.id === request.creditAccountId);
  if (!debit || !credit) throw new AppError('LEDGER_ACCOUNT_NOT_FOUND', 404, 'Ledger account not found.');

  // Checked after the locks: a concurrent twin with the same key has committed by now.
  const existing = await repo.findTransferByKey(tx, request.idempotencyKey);
  if (existing) return { transfer: assertSameTransfer(existing, request), created: false };

  if (debit.currency !== credit.currency) {
    throw new AppError('LEDGER_CURRENCY_MISMATCH', 409, 'Accounts hold different currencies.');
  }
  if (mustStayNonNegative(debit.kind) && debit.balanceCents < request.amountCents) {
    throw new AppError('LEDGER_INSUFFICIENT_FUNDS', 409, 'Insufficient funds.');
  }

  const inserted = await repo.insertTransfer(tx, {
    idempotencyKey: request.idempotencyKey,
    debitAccountId: debit.id,
    creditAccountId: credit.id,
    amountCents: request.amountCents,
    code: request.code,
    note: request.note ?? null,
    createdBy: request.createdBy ?? null,
  });
  if (!inserted) {
    const winner = await repo.findTransferByKey(tx, request.idempotencyKey);
    assert(winner, 'a conflicting transfer must exist');
    return { transfer: assertSameTransfer(winner, request), created: false };
  }
  await repo.addToBalance(tx, debit.id, -request.amountCents);
  await repo.addToBalance(tx, credit.id, request.amountCents);
  return { transfer: inserted, created: true };
}

function mustStayNonNegative(kind: LedgerAccountKind): boolean {
  return (nonNegativeKinds as readonly string[]).includes(kind);
}

/** Reusing a key for a different movement is a bug in the caller, not a retry. */
function assertSameTransfer(existing: LedgerTransferRow, request: TransferRequest): LedgerTransferRow {
  const same =
    existing.debitAccountId === request.debitAccountId &&
    existing.creditAccountId === request.creditAccountId &&
    existing.amountCents === request.amountCents;
  if (!same) {
    throw new AppError('LEDGER_IDEMPOTENCY_CONFLICT', 409, 'This idempotency key was used for a different transfer.');
  }
  return existing;
}

/** Cash and bonus accounts a player needs from the moment the account exists. */
export async function openPlayerAccounts(tx: Executor, userId: string, currency: string): Promise<void> {
  await repo.insertAccounts(tx, [
    { userId, kind: 'cash', currency },
    { userId, kind: 'bonus', currency },
  ]);
}

/** The house (or another system) account of a currency, created on first use. */
export async function systemAccount(tx: Executor, kind: 'house' | 'payment_clearing', currency: string): Promise<LedgerAccountRow> {
  const found = await repo.findSystemAccount(tx, kind, currency);
  if (found) return found;
  await repo.insertAccounts(tx, [{ userId: null, kind, currency }]);
  const created = await repo.findSystemAccount(tx, kind, currency);
  assert(created, 'system account must exist after insert');
  return created;
}

export type UserBalances = { cashCents: number; bonusCents: number; cashAccountId: string | null };

export async function userBalances(tx: Executor, userId: string, currency: string): Promise<UserBalances> {
  const accounts = await repo.findUserAccounts(tx, userId);
  const cash = accounts.find((account) => account.kind === 'cash' && account.currency === currency);
  const bonus = accounts.find((account) => account.kind === 'bonus' && account.currency === currency);
  return { cashCents: cash?.balanceCents ?? 0, bonusCents: bonus?.balanceCents ?? 0, cashAccountId: cash?.id ?? null };
}

export type ReconcileReport = {
  ok: boolean;
  totalCents: number;
  accountCount: number;
  mismatches: repo.BalanceMismatch[];
};

/** Mismatches reported at most; one is already an incident. */
const mismatchesReportedMax = 100;

/** Proves the ledger: all balances sum to zero and each equals credits minus debits. */
export async function reconcile(db: Database): Promise<ReconcileReport> {
  return db.transaction(async (tx) => {
    const totals = await repo.sumBalances(tx);
    const mismatches = await repo.findBalanceMismatches(tx, mismatchesReportedMax);
    return { ok: totals.totalCents === 0 && mismatches.length === 0, ...totals, mismatches };
    // One snapshot for both queries, so a concurrent transfer cannot show as a false mismatch.
  }, { isolationLevel: 'repeatable read' });
}
