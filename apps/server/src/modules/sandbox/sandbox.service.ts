import { centsToAmount } from '@oddsmith/core';
import type { Database, Transaction } from '../../db/client';
import type { SandboxPaymentRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { signBody } from '../../lib/hmac';
import { inTransaction } from '../../lib/transaction';
import type { AuthContext } from '../../lib/auth-context';
import * as repo from './sandbox.repo';
import type { DepositWebhookBody } from '@oddsmith/core';

/**
 * The built-in sandbox payment provider. It stands in for a real one: it keeps its own payments,
 * shows them on a hosted page (`/bank?sandboxPayment=<id>` in the web app) and reports the outcome
 * by a signed webhook to the merchant (us), exactly as an external provider would.
 */
export function toPaymentView(row: SandboxPaymentRow) {
  return {
    id: row.id,
    merchantReference: row.merchantReference,
    amount: centsToAmount(row.amountCents),
    currency: row.currency,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
  };
}

export async function createSandboxPayment(tx: Transaction, payment: { merchantReference: string; customerId: string; amountCents: number; currency: string }) {
  return repo.insertPayment(tx, payment);
}

function ownPayment(auth: AuthContext, row: SandboxPaymentRow | undefined): SandboxPaymentRow {
  // Another customer's payment is indistinguishable from a missing one.
  if (!row || row.customerId !== auth.userId) throw new AppError('SANDBOX_PAYMENT_NOT_FOUND', 404, 'Payment not found.');
  return row;
}

export async function getPayment(db: Database, auth: AuthContext, id: string) {
  return { payment: toPaymentView(ownPayment(auth, await repo.findPayment(db, id))) };
}

/** Sends a signed webhook; returns the merchant's HTTP status. */
export type WebhookSender = (rawBody: string, signature: string) => Promise<number>;

/**
 * The hosted page's pay button: records the outcome once (a second click with the other outcome is
 * 409), then delivers the webhook. Delivering again after a repeat click is harmless: the merchant
 * credits once.
 */
export async function completePayment(db: Database, auth: AuthContext, id: string, outcome: 'success' | 'fail', secret: string, send: WebhookSender) {
  const status = outcome === 'success' ? 'succeeded' : 'failed';
  const row = await inTransaction(db, async (tx) => {
    const payment = ownPayment(auth, await repo.lockPayment(tx, id));
    if (payment.status !== 'pending' && payment.status !== status) {
      throw new AppError('SANDBOX_PAYMENT_DONE', 409, `This payment has already ${payment.status}.`);
    }
    if (payment.status === 'pending') await repo.completePayment(tx, id, status, new Date());
    const updated = await repo.findPayment(tx, id);
    if (!updated) throw new Error('sandbox payment vanished');
    return updated;
  });
  const body: DepositWebhookBody = {
    paymentId: row.id,
    merchantReference: row.merchantReference,
    status,
    amount: centsToAmount(row.amountCents),
    currency: row.currency,
  };
  const rawBody = JSON.stringify(body);
  const statusCode = await send(rawBody, signBody(secret, rawBody));
  return { payment: toPaymentView(row), webhook: { delivered: statusCode >= 200 && statusCode < 300, statusCode } };
}
