import { z } from 'zod';
import { transferCodes } from '@oddsmith/core';
import { amountSchema, positiveAmountCentsSchema, requestIdSchema } from '../../lib/amount';
import { approvalSchema } from '../balance-approvals';
import { envelopeOf } from '../../lib/envelope';
import { pageOf, pageQueryFields, withPageDepthCap } from '../../lib/paging';

const dateQuery = z.iso.datetime({ offset: true, message: 'must be an ISO date-time' }).or(z.iso.date('must be YYYY-MM-DD')).transform((text) => new Date(text));

const historyQueryFields = pageQueryFields.extend({
  code: z.enum(transferCodes).optional(),
  from: dateQuery.optional(),
  to: dateQuery.optional(),
  status: z.enum(['pending', 'completed', 'voided']).optional(),
});
export const historyQuerySchema = withPageDepthCap(historyQueryFields);
export type HistoryQuery = z.infer<typeof historyQuerySchema>;

export const creditHistoryQuerySchema = withPageDepthCap(historyQueryFields.extend({ userId: z.uuid('must be a user id') }));
export type CreditHistoryQuery = z.infer<typeof creditHistoryQuerySchema>;

export const transactionSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  code: z.string(),
  wallet: z.enum(['cash', 'bonus']),
  /** Signed from the player's side: + in, - out. */
  amount: amountSchema,
  currency: z.string(),
  /** Holds (withdrawals) are `pending` until paid (`completed`) or returned (`voided`). */
  status: z.enum(['pending', 'completed', 'voided']),
  resolvedAt: z.string().nullable(),
  note: z.string().nullable(),
});

export const transactionsResponseSchema = envelopeOf(pageOf(transactionSchema));

export const summaryResponseSchema = envelopeOf(
  z.object({
    currency: z.string(),
    /** Spendable cash (posted minus holds). */
    balance: amountSchema,
    bonusBalance: amountSchema,
    pendingWithdrawals: z.object({ count: z.number().int(), amount: amountSchema }),
    pendingDeposits: z.object({ count: z.number().int(), amount: amountSchema }),
  }),
);

export const paymentsQuerySchema = withPageDepthCap(
  pageQueryFields.extend({
    code: z.enum(transferCodes).optional(),
    userId: z.uuid('must be a user id').optional(),
    from: dateQuery.optional(),
    to: dateQuery.optional(),
    format: z.enum(['json', 'csv']).default('json'),
  }),
);
export type PaymentsQuery = z.infer<typeof paymentsQuerySchema>;

const partySchema = z.object({ kind: z.string(), userId: z.string().nullable(), username: z.string().nullable() });
export const paymentSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  code: z.string(),
  phase: z.string(),
  amount: amountSchema,
  currency: z.string(),
  debit: partySchema,
  credit: partySchema,
  note: z.string().nullable(),
  createdBy: z.string().nullable(),
  idempotencyKey: z.string(),
});
export type PaymentView = z.infer<typeof paymentSchema>;
export const paymentsResponseSchema = envelopeOf(pageOf(paymentSchema));

export const transferBalanceBodySchema = z.object({
  userId: z.uuid('must be a user id'),
  amount: positiveAmountCentsSchema,
  direction: z.enum(['credit', 'debit']),
  note: z.string().trim().min(1, 'is required').max(500, 'must be at most 500 characters'),
  /** Required: one per attempt, reused on a retry, so a retried request moves money (and is audited) once. */
  requestId: requestIdSchema,
});
export type TransferBalanceBody = z.infer<typeof transferBalanceBodySchema>;

export const transferBalanceResponseSchema = envelopeOf(
  z.object({ transferId: z.string(), userId: z.string(), balance: amountSchema, agentBalance: amountSchema.nullable() }),
);

/** 202: a staff credit above the approval threshold waits for a second staff member; nothing moved yet. */
export const transferPendingResponseSchema = envelopeOf(z.object({ userId: z.string(), balance: amountSchema, pendingApproval: approvalSchema }));
