import { z } from 'zod';
import { withdrawalStatuses } from '../../db/schema';
import { amountSchema, positiveAmountCentsSchema, requestIdSchema } from '../../lib/amount';
import { envelopeOf } from '../../lib/envelope';
import { pageOf, pageQueryFields, withPageDepthCap } from '../../lib/paging';

/** Payout details as the method asks for them (IBAN, UPI id, wallet address...): short strings only. */
const detailsSchema = z
  .record(z.string().regex(/^[A-Za-z][A-Za-z0-9_]{0,31}$/, 'keys must be short identifiers'), z.string().trim().min(1).max(200))
  .refine((details) => Object.keys(details).length >= 1 && Object.keys(details).length <= 10, 'must have 1 to 10 fields');

export const withdrawalBodySchema = z.object({
  methodId: z.uuid('must be a payment method id'),
  amount: positiveAmountCentsSchema,
  details: detailsSchema,
  requestId: requestIdSchema,
});
export type WithdrawalBody = z.infer<typeof withdrawalBodySchema>;

export const withdrawalSchema = z.object({
  id: z.string(),
  userId: z.string(),
  username: z.string(),
  method: z.object({ id: z.string(), name: z.string(), kind: z.string() }),
  /** Taken from the wallet; the player receives `payout` = amount - fee. */
  amount: amountSchema,
  fee: amountSchema,
  payout: amountSchema,
  currency: z.string(),
  details: z.record(z.string(), z.string()),
  status: z.enum(withdrawalStatuses),
  reason: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type WithdrawalView = z.infer<typeof withdrawalSchema>;

export const withdrawalParamsSchema = z.object({ id: z.uuid('must be a withdrawal id') });

const withdrawalsQueryFields = pageQueryFields.extend({
  status: z.enum(withdrawalStatuses).optional(),
  userId: z.uuid('must be a user id').optional(),
});
export const withdrawalsQuerySchema = withPageDepthCap(withdrawalsQueryFields);
export type WithdrawalsQuery = z.infer<typeof withdrawalsQuerySchema>;
/** The player's own list: no userId filter. */
export const ownWithdrawalsQuerySchema = withPageDepthCap(withdrawalsQueryFields.omit({ userId: true }));

export const approveBodySchema = z.object({ reason: z.string().trim().max(500).optional() }).default({});
export const rejectBodySchema = z.object({ reason: z.string().trim().min(1, 'is required').max(500, 'must be at most 500 characters') });

export const withdrawalResponseSchema = envelopeOf(z.object({ withdrawal: withdrawalSchema, balance: amountSchema }));
export const withdrawalDecisionResponseSchema = envelopeOf(z.object({ withdrawal: withdrawalSchema }));
export const withdrawalsResponseSchema = envelopeOf(pageOf(withdrawalSchema));
