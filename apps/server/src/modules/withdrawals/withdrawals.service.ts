import {
  assert,
  centsToAmount,
  playerCashAccount,
  withdrawalApproved,
  withdrawalRejected,
  withdrawalRequested,
  type WithdrawalMovement,
} from '@oddsmith/core';
import type { Database, Executor } from '../../db/client';
import type { WithdrawalRow } from '../../db/schema';
import { feeCents } from '../../lib/amount';
import { AppError } from '../../lib/app-error';
import { uniqueViolationConstraint } from '../../lib/pg-errors';
import { inTransaction } from '../../lib/transaction';
import type { AuthContext } from '../../lib/auth-context';
import { recordAudit } from '../audit';
import { postEvent, userBalances } from '../ledger';
import { enqueueUserMail } from '../mail';
import { usableMethod } from '../payment-methods';
import { findUserById } from '../users';
import { notify } from '../notifications';
import * as repo from './withdrawals.repo';
import type { Withdrawal, WithdrawalBody, WithdrawalsQuery } from '@oddsmith/core';

async function viewById(tx: Executor, id: string): Promise<Withdrawal> {
  const rows = await repo.listWithdrawals(tx, { id }, 1, 0);
  const row = rows[0];
  assert(row, 'withdrawal must exist');
  return toView(row);
}

function toView(row: Awaited<ReturnType<typeof repo.listWithdrawals>>[number]): Withdrawal {
  const { request: w, method } = row;
  return {
    id: w.id,
    userId: w.userId,
    username: row.username,
    method: { id: w.methodId, name: method.name, kind: method.kind },
    amount: centsToAmount(w.amountCents),
    fee: centsToAmount(w.feeCents),
    payout: centsToAmount(w.amountCents - w.feeCents),
    currency: w.currency,
    details: w.details,
    status: w.status,
    reason: w.reason,
    createdAt: w.createdAt.toISOString(),
    decidedAt: w.decidedAt?.toISOString() ?? null,
  };
}

function ledgerEvent(row: WithdrawalRow): WithdrawalMovement {
  return { withdrawalId: row.id, payer: playerCashAccount(row.userId), currency: row.currency, amountCents: row.amountCents };
}

/**
 * Holds the amount at once (a pending transfer, cash to payment clearing) in the same transaction
 * as the withdrawal row. Concurrent requests serialise on the cash account's row lock; whoever
 * comes second sees the hold and fails with LEDGER_INSUFFICIENT_FUNDS. A repeated requestId returns
 * the first withdrawal and holds nothing more.
 */
export async function requestWithdrawal(db: Database, auth: AuthContext, body: WithdrawalBody) {
  const attempt = () =>
    inTransaction(db, async (tx) => {
      const user = await findUserById(tx, auth.userId);
      if (!user || user.role !== 'player') throw new AppError('FORBIDDEN', 403, 'Only players withdraw.');
      if (!user.emailVerifiedAt) {
        throw new AppError('EMAIL_NOT_VERIFIED', 403, 'Please verify your e-mail address before requesting a withdrawal.');
      }
      const previous = await repo.findByRequest(tx, user.id, body.requestId);
      if (previous) return previous.id;
      const method = await usableMethod(tx, body.methodId);
      if (body.amount < method.minCents) throw amountError(`must be at least ${centsToAmount(method.minCents)} for ${method.name}`);
      if (body.amount > method.maxCents) throw amountError(`must be at most ${centsToAmount(method.maxCents)} for ${method.name}`);
      const fee = feeCents(body.amount, method.feeFixedCents, method.feeBasisPoints);
      if (fee >= body.amount) throw amountError(`must be more than the fee of ${centsToAmount(fee)}`);
      const row = await repo.insertWithdrawal(tx, {
        userId: user.id,
        methodId: method.id,
        requestId: body.requestId,
        amountCents: body.amount,
        feeCents: fee,
        currency: user.currency,
        details: body.details,
      });
      await postEvent(tx, withdrawalRequested(ledgerEvent(row)), { createdBy: user.id });
      return row.id;
    });
  const id = await attempt().catch((error: unknown) => {
    // A concurrent twin with the same requestId won the insert: the retry finds it.
    if (uniqueViolationConstraint(error) === 'withdrawals_user_request_unique') return attempt();
    throw error;
  });
  return db.transaction(async (tx) => {
    const withdrawal = await viewById(tx, id);
    const balances = await userBalances(tx, auth.userId, withdrawal.currency);
    return { withdrawal, balance: centsToAmount(balances.cashCents) };
  });
}

function amountError(reason: string): AppError {
  return new AppError('VALIDATION', 400, `amount: ${reason}`, 'amount');
}

/** Staff decision: approve posts the hold to payment clearing (paid); reject voids it (returned). */
export async function decideWithdrawal(db: Database, auth: AuthContext, id: string, decision: 'approve' | 'reject', reason: string | undefined) {
  return inTransaction(db, async (tx) => {
    const row = await repo.lockWithdrawal(tx, id);
    if (!row) throw new AppError('WITHDRAWAL_NOT_FOUND', 404, 'Withdrawal not found.');
    if (row.status !== 'pending') throw new AppError('WITHDRAWAL_NOT_PENDING', 409, `This withdrawal is already ${row.status}.`);
    const event = ledgerEvent(row);
    await postEvent(tx, decision === 'approve' ? withdrawalApproved(event) : withdrawalRejected(event), { createdBy: auth.userId, note: reason ?? null });
    const status = decision === 'approve' ? 'paid' : 'rejected';
    await repo.decide(tx, id, { status, reason: reason ?? null, decidedBy: auth.userId, decidedAt: new Date() });
    const facts = { amountCents: row.amountCents, currency: row.currency, reference: row.id.slice(0, 8) };
    if (decision === 'approve') await enqueueUserMail(tx, row.userId, 'withdrawalPaid', facts);
    else await enqueueUserMail(tx, row.userId, 'withdrawalRejected', { ...facts, reason: reason ?? null });
    await notify(tx, row.userId, decision === 'approve' ? 'withdrawal_approved' : 'withdrawal_rejected', { amount: centsToAmount(row.amountCents), currency: row.currency, reason: reason ?? null }, { link: '/bank' });
    await recordAudit(tx, {
      actorId: auth.userId,
      action: `withdrawal.${decision}`,
      targetType: 'withdrawal',
      targetId: id,
      detail: { userId: row.userId, amountCents: row.amountCents, currency: row.currency, reason: reason ?? null },
    });
    return { withdrawal: await viewById(tx, id) };
  });
}

export async function listWithdrawalsPage(db: Database, query: WithdrawalsQuery, ownerId?: string) {
  return db.transaction(async (tx) => repo.withdrawalsPage(tx, query, ownerId, toView));
}
