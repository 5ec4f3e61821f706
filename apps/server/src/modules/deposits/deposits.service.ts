import { randomBytes } from 'node:crypto';
import { assert, centsToAmount, depositConfirmed, parseAmount } from '@oddsmith/core';
import type { Database, Executor, Transaction } from '../../db/client';
import type { DepositRow } from '../../db/schema';
import { feeCents } from '../../lib/amount';
import { AppError } from '../../lib/app-error';
import { uniqueViolationConstraint } from '../../lib/pg-errors';
import { inTransaction } from '../../lib/transaction';
import type { AuthContext } from '../../lib/auth-context';
import { recordAudit } from '../audit';
import { postEvent } from '../ledger';
import { enqueueUserMail } from '../mail';
import { providerEnabled, type ProviderSettings, usableMethod } from '../payment-methods';
import { assertDepositAllowed } from '../responsible-gambling';
import { findUserById } from '../users';
import { notify } from '../notifications';
import { providerFor, sandboxRedirectUrl } from './deposits.providers';
import * as repo from './deposits.repo';
import type { Deposit, DepositBody, DepositsQuery, DepositWebhookBody } from '@oddsmith/core';

type ListedRow = Awaited<ReturnType<typeof repo.listDeposits>>[number];

function toView({ request: d, username, method }: ListedRow): Deposit {
  const pendingAtProvider = d.status === 'pending' && d.providerPaymentId !== null;
  return {
    id: d.id,
    userId: d.userId,
    username,
    method: { id: method.id, name: method.name, kind: method.kind, provider: method.provider },
    amount: centsToAmount(d.amountCents),
    fee: centsToAmount(d.feeCents),
    total: centsToAmount(d.amountCents + d.feeCents),
    currency: d.currency,
    status: d.status,
    reference: d.reference,
    instructions: method.instructions,
    redirectUrl: pendingAtProvider && d.providerPaymentId ? sandboxRedirectUrl(d.providerPaymentId) : null,
    reason: d.reason,
    createdAt: d.createdAt.toISOString(),
    decidedAt: d.decidedAt?.toISOString() ?? null,
  };
}

async function viewById(tx: Executor, id: string): Promise<Deposit> {
  const row = (await repo.listDeposits(tx, { id }, 1, 0))[0];
  assert(row, 'deposit must exist');
  return toView(row);
}

/** `DEP-` and 10 characters from an alphabet without look-alikes: quoted on a bank transfer. */
function newReference(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  return `DEP-${[...randomBytes(10)].map((byte) => alphabet[byte % alphabet.length]).join('')}`;
}

function amountError(reason: string): AppError {
  return new AppError('VALIDATION', 400, `amount: ${reason}`, 'amount');
}

/**
 * Creates a pending deposit after the method's limits and the player's responsible-gambling
 * blocks and limits (row-locked, so parallel deposits cannot slip past a limit together), then
 * starts the payment at the method's provider. Nothing is credited until the provider or staff confirm.
 * A method whose provider is off on this server (the sandbox without PAYMENTS_SANDBOX) is refused.
 */
export async function createDeposit(db: Database, auth: AuthContext, body: DepositBody, providers: ProviderSettings) {
  const attempt = () =>
    inTransaction(db, async (tx) => {
      const user = await findUserById(tx, auth.userId);
      if (!user || user.role !== 'player') throw new AppError('FORBIDDEN', 403, 'Only players deposit.');
      const previous = await repo.findByRequest(tx, user.id, body.requestId);
      if (previous) return previous.id;
      const method = await usableMethod(tx, body.methodId);
      if (!providerEnabled(method.provider, providers)) {
        throw new AppError('PAYMENT_PROVIDER_DISABLED', 400, `methodId: ${method.name} is not available: its payment provider is switched off on this server.`, 'methodId');
      }
      if (body.amount < method.minCents) throw amountError(`must be at least ${centsToAmount(method.minCents)} for ${method.name}`);
      if (body.amount > method.maxCents) throw amountError(`must be at most ${centsToAmount(method.maxCents)} for ${method.name}`);
      await assertDepositAllowed(tx, user.id, body.amount, new Date());
      const deposit = await repo.insertDeposit(tx, {
        userId: user.id,
        methodId: method.id,
        requestId: body.requestId,
        amountCents: body.amount,
        feeCents: feeCents(body.amount, method.feeFixedCents, method.feeBasisPoints),
        currency: user.currency,
        reference: newReference(),
      });
      const started = await providerFor(method.provider).start(tx, deposit);
      await repo.setProviderPayment(tx, deposit.id, started.providerPaymentId);
      return deposit.id;
    });
  const id = await attempt().catch((error: unknown) => {
    if (uniqueViolationConstraint(error) === 'deposits_user_request_unique') return attempt();
    throw error;
  });
  return { deposit: await viewById(db, id) };
}

/** Credits a deposit once: ledger key `deposit:<id>` and the row lock make any repeat a no-op. */
async function credit(tx: Transaction, deposit: DepositRow, decidedBy: string | null, note: string | null): Promise<void> {
  await postEvent(tx, depositConfirmed({ depositId: deposit.id, playerId: deposit.userId, currency: deposit.currency, amountCents: deposit.amountCents }), {
    createdBy: decidedBy,
    note,
  });
  await repo.decide(tx, deposit.id, { status: 'completed', reason: note, decidedBy, decidedAt: new Date() });
  await enqueueUserMail(tx, deposit.userId, 'depositCredited', { amountCents: deposit.amountCents, currency: deposit.currency, reference: deposit.reference });
  await notify(tx, deposit.userId, 'deposit_credited', { amount: centsToAmount(deposit.amountCents), currency: deposit.currency, reference: deposit.reference }, { link: '/bank' });
}

/**
 * The sandbox provider's verified webhook. However often it is delivered, and however many
 * deliveries race, the deposit is credited once: deliveries queue on the deposit's row lock and
 * only the first finds it pending. A body that does not match the deposit changes nothing (400).
 */
export async function handleSandboxWebhook(db: Database, body: DepositWebhookBody) {
  return inTransaction(db, async (tx) => {
    const deposit = await repo.lockDeposit(tx, body.merchantReference);
    if (!deposit || deposit.providerPaymentId !== body.paymentId) {
      throw new AppError('DEPOSIT_NOT_FOUND', 404, 'No deposit for this payment.');
    }
    const paid = parseAmount(body.amount);
    if (!paid.ok || paid.cents !== deposit.amountCents + deposit.feeCents || body.currency !== deposit.currency) {
      throw new AppError('WEBHOOK_MISMATCH', 400, 'amount: the payment does not match the deposit.', 'amount');
    }
    if (deposit.status !== 'pending') return { depositId: deposit.id, status: deposit.status, credited: false };
    if (body.status === 'succeeded') {
      await credit(tx, deposit, null, null);
      return { depositId: deposit.id, status: 'completed' as const, credited: true };
    }
    await repo.decide(tx, deposit.id, { status: 'failed', reason: 'The payment failed at the provider.', decidedBy: null, decidedAt: new Date() });
    return { depositId: deposit.id, status: 'failed' as const, credited: false };
  });
}

/** Staff confirm (or refuse) a manual deposit once they have matched its reference. */
export async function decideDeposit(db: Database, auth: AuthContext, id: string, decision: 'approve' | 'reject', reason: string | undefined) {
  return inTransaction(db, async (tx) => {
    const deposit = await repo.lockDeposit(tx, id);
    if (!deposit) throw new AppError('DEPOSIT_NOT_FOUND', 404, 'Deposit not found.');
    if (deposit.status !== 'pending') throw new AppError('DEPOSIT_NOT_PENDING', 409, `This deposit is already ${deposit.status}.`);
    if (deposit.providerPaymentId !== null) {
      throw new AppError('DEPOSIT_PROVIDER_MANAGED', 409, 'The payment provider confirms this deposit.');
    }
    if (decision === 'approve') await credit(tx, deposit, auth.userId, reason ?? null);
    else await repo.decide(tx, id, { status: 'rejected', reason: reason ?? null, decidedBy: auth.userId, decidedAt: new Date() });
    await recordAudit(tx, {
      actorId: auth.userId,
      action: `deposit.${decision}`,
      targetType: 'deposit',
      targetId: id,
      detail: { userId: deposit.userId, amountCents: deposit.amountCents, currency: deposit.currency, reference: deposit.reference, reason: reason ?? null },
    });
    return { deposit: await viewById(tx, id) };
  });
}

export async function listDepositsPage(db: Database, query: DepositsQuery, ownerId?: string) {
  return db.transaction(async (tx) => repo.depositsPage(tx, query, ownerId, toView));
}
