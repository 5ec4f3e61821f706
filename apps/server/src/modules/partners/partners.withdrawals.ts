import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import {
  centsToAmount,
  formatMoney,
  partnerAccount,
  withdrawalApproved,
  withdrawalRejected,
  withdrawalRequested,
  type AdminPartnerWithdrawal,
  type PageQuery,
  type PartnerWithdrawal,
  type PartnerWithdrawalStatus,
  type WithdrawalMovement,
} from '@oddsmith/core';
import type { Database, Executor, Transaction } from '../../db/client';
import { partners, partnerWithdrawals, users, type PartnerWithdrawalRow, type UserRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { AuthContext } from '../../lib/auth-context';
import { pageOffset } from '../../lib/paging';
import { uniqueViolationConstraint } from '../../lib/pg-errors';
import { findRow, lockRow } from '../../lib/query';
import { inTransaction, insertedRow } from '../../lib/transaction';
import { recordAudit } from '../audit';
import { postEvent } from '../ledger';
import { enqueueTemplateMail, mailLanguageOf } from '../mail';
import * as repo from './partners.repo';
import { requirePartner } from './partners.service';
import { readPartnerSettings } from './partners.settings';

export function withdrawalView(row: PartnerWithdrawalRow): PartnerWithdrawal {
  return {
    id: row.id,
    amount: centsToAmount(row.amountCents),
    currency: row.currency,
    status: row.status,
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}

/** The ledger's withdrawal events with the partner's account paying (the hold sits on it until decided). */
function movementOf(row: PartnerWithdrawalRow, partnerUserId: string): WithdrawalMovement {
  return { withdrawalId: row.id, payer: partnerAccount(partnerUserId), currency: row.currency, amountCents: row.amountCents };
}

function amountRule(code: string, message: string): AppError {
  return new AppError(code, 409, `amount: ${message}`, 'amount');
}

/**
 * Reserves the amount at once (a pending ledger hold on the partner account) in the transaction that
 * stores the request. The partner account's row lock serialises two requests; the second sees the
 * first hold. The same `requestId` again returns the first withdrawal, reserving nothing more.
 */
export async function requestPartnerWithdrawal(db: Database, userId: string, body: { amount: number; requestId: string }) {
  const attempt = () =>
    inTransaction(db, async (tx) => {
      const found = await requirePartner(tx, userId);
      const { partner, user } = found;
      const previous = await findRow(tx, partnerWithdrawals, and(eq(partnerWithdrawals.partnerId, partner.id), eq(partnerWithdrawals.requestId, body.requestId)));
      if (previous) return previous.id;
      const settings = await readPartnerSettings(tx);
      if (body.amount < settings.minWithdrawalCents) throw amountRule('PARTNER_WITHDRAWAL_BELOW_MINIMUM', `must be at least ${centsToAmount(settings.minWithdrawalCents)}`);
      const rows = await tx.insert(partnerWithdrawals).values({ partnerId: partner.id, requestId: body.requestId, amountCents: body.amount, currency: user.currency }).returning();
      const row = insertedRow(rows, 'partner withdrawal');
      await postEvent(tx, withdrawalRequested(movementOf(row, user.id)), { createdBy: user.id, note: 'Partner withdrawal' }).catch((error: unknown) => {
        if (error instanceof AppError && (error.code === 'LEDGER_INSUFFICIENT_FUNDS' || error.code === 'LEDGER_ACCOUNT_NOT_FOUND')) {
          throw amountRule('PARTNER_INSUFFICIENT_BALANCE', 'is more than your balance');
        }
        throw error;
      });
      return row.id;
    });
  const id = await attempt().catch((error: unknown) => {
    if (uniqueViolationConstraint(error) === 'partner_withdrawals_request_unique') return attempt();
    throw error;
  });
  return db.transaction(async (tx) => {
    const { user } = await requirePartner(tx, userId);
    const row = await findRow(tx, partnerWithdrawals, eq(partnerWithdrawals.id, id));
    if (!row) throw new Error('partner withdrawal must exist');
    return { withdrawal: withdrawalView(row), balance: centsToAmount((await repo.partnerBalance(tx, user.id, user.currency)).availableCents) };
  });
}

export async function ownWithdrawalsPage(db: Database, userId: string, query: PageQuery & { status?: PartnerWithdrawalStatus }) {
  return db.transaction(async (tx) => {
    const { partner } = await requirePartner(tx, userId);
    const where = and(eq(partnerWithdrawals.partnerId, partner.id), query.status ? eq(partnerWithdrawals.status, query.status) : undefined);
    const rows = await tx.select().from(partnerWithdrawals).where(where).orderBy(desc(partnerWithdrawals.createdAt), desc(partnerWithdrawals.id)).limit(query.perPage).offset(pageOffset(query));
    const total = (await tx.select({ n: count() }).from(partnerWithdrawals).where(where))[0]?.n ?? 0;
    return { list: rows.map(withdrawalView), total, perPage: query.perPage, currentPage: query.page };
  });
}

const staffRowColumns = { withdrawal: partnerWithdrawals, username: users.username, userId: users.id, payoutMethod: partners.payoutMethod, payoutDetails: partners.payoutDetails };

async function staffRows(tx: Executor, where: SQL | undefined, limit: number, offset: number): Promise<AdminPartnerWithdrawal[]> {
  const rows = await tx
    .select(staffRowColumns)
    .from(partnerWithdrawals)
    .innerJoin(partners, eq(partners.id, partnerWithdrawals.partnerId))
    .innerJoin(users, eq(users.id, partners.userId))
    .where(where)
    .orderBy(desc(partnerWithdrawals.createdAt), desc(partnerWithdrawals.id))
    .limit(limit)
    .offset(offset);
  return rows.map((row) => ({ ...withdrawalView(row.withdrawal), partnerId: row.withdrawal.partnerId, partnerUsername: row.username, payoutMethod: row.payoutMethod, payoutDetails: row.payoutDetails }));
}

export async function staffWithdrawalsPage(db: Database, query: PageQuery & { status?: PartnerWithdrawalStatus; partnerId?: string }) {
  return db.transaction(async (tx) => {
    const where = and(query.status ? eq(partnerWithdrawals.status, query.status) : undefined, query.partnerId ? eq(partnerWithdrawals.partnerId, query.partnerId) : undefined);
    const list = await staffRows(tx, where, query.perPage, pageOffset(query));
    const total = (await tx.select({ n: count() }).from(partnerWithdrawals).where(where))[0]?.n ?? 0;
    return { list, total, perPage: query.perPage, currentPage: query.page };
  });
}

async function staffRowById(tx: Transaction, id: string): Promise<AdminPartnerWithdrawal> {
  const row = (await staffRows(tx, eq(partnerWithdrawals.id, id), 1, 0))[0];
  if (!row) throw new Error('partner withdrawal must exist');
  return row;
}

/** The partner's payout mail (template `partnerPayout`, in their language), in the approval's transaction. */
async function mailPayout(tx: Transaction, owner: { partner: { name: string }; user: UserRow }, row: PartnerWithdrawalRow): Promise<void> {
  const language = mailLanguageOf(owner.user);
  await enqueueTemplateMail(tx, {
    to: owner.user.email,
    template: 'partnerPayout',
    language,
    variables: { partnerName: owner.partner.name, amount: formatMoney(row.amountCents, row.currency, language), period: row.createdAt.toISOString().slice(0, 7), reference: row.id.slice(0, 8) },
  });
}

/**
 * Staff decision: approve posts the hold (paid out to payment clearing), reject voids it (the money
 * is available again). The row lock makes two decisions one after the other: the same decision again
 * answers the withdrawal unchanged; the other is 409 `PARTNER_WITHDRAWAL_DECIDED`. Audited.
 */
export async function decidePartnerWithdrawal(db: Database, auth: AuthContext, body: { withdrawalId: string; action: 'approve' | 'reject'; reason?: string | undefined }) {
  return inTransaction(db, async (tx) => {
    const row = await lockRow(tx, partnerWithdrawals, eq(partnerWithdrawals.id, body.withdrawalId));
    if (!row) throw new AppError('PARTNER_WITHDRAWAL_NOT_FOUND', 404, 'withdrawalId: no such partner withdrawal.', 'withdrawalId');
    const status = body.action === 'approve' ? 'paid' : 'rejected';
    if (row.status === status) return { withdrawal: await staffRowById(tx, row.id) };
    if (row.status !== 'pending') throw new AppError('PARTNER_WITHDRAWAL_DECIDED', 409, `This withdrawal is already ${row.status}.`, 'withdrawalId');
    const owner = await repo.findPartnerBy(tx, { id: row.partnerId });
    if (!owner) throw new Error('partner must exist');
    const movement = movementOf(row, owner.user.id);
    const reason = body.reason?.trim() || null;
    await postEvent(tx, body.action === 'approve' ? withdrawalApproved(movement) : withdrawalRejected(movement), { createdBy: auth.userId, note: reason });
    await tx.update(partnerWithdrawals).set({ status, reason, decidedBy: auth.userId, decidedAt: new Date() }).where(eq(partnerWithdrawals.id, row.id));
    if (body.action === 'approve') await mailPayout(tx, owner, row);
    await recordAudit(tx, {
      actorId: auth.userId,
      action: `partner.withdrawal.${body.action}`,
      targetType: 'partner_withdrawal',
      targetId: row.id,
      detail: { before: { status: row.status }, after: { status }, partnerId: row.partnerId, amountCents: row.amountCents, currency: row.currency, reason },
    });
    return { withdrawal: await staffRowById(tx, row.id) };
  });
}
