import { z } from 'zod';
import { depositStatuses, paymentProviders } from '../../db/schema';
import { amountSchema, positiveAmountCentsSchema, requestIdSchema } from '../../lib/amount';
import { envelopeOf } from '../../lib/envelope';
import { pageOf, pageQueryFields, withPageDepthCap } from '../../lib/paging';

export const depositBodySchema = z.object({
  methodId: z.uuid('must be a payment method id'),
  amount: positiveAmountCentsSchema,
  requestId: requestIdSchema,
});
export type DepositBody = z.infer<typeof depositBodySchema>;

export const depositSchema = z.object({
  id: z.string(),
  userId: z.string(),
  username: z.string(),
  method: z.object({ id: z.string(), name: z.string(), kind: z.string(), provider: z.enum(paymentProviders) }),
  /** Credited to the wallet. */
  amount: amountSchema,
  fee: amountSchema,
  /** What the player pays: amount + fee. */
  total: amountSchema,
  currency: z.string(),
  status: z.enum(depositStatuses),
  /** Quote it with a manual transfer; staff match by it. */
  reference: z.string(),
  instructions: z.string(),
  /** Sandbox (provider) deposits while pending: the hosted payment page inside the app. */
  redirectUrl: z.string().nullable(),
  reason: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type DepositView = z.infer<typeof depositSchema>;

export const depositParamsSchema = z.object({ id: z.uuid('must be a deposit id') });
const depositsQueryFields = pageQueryFields.extend({
  status: z.enum(depositStatuses).optional(),
  userId: z.uuid('must be a user id').optional(),
});
export const depositsQuerySchema = withPageDepthCap(depositsQueryFields);
export type DepositsQuery = z.infer<typeof depositsQuerySchema>;
/** The player's own list: no userId filter. */
export const ownDepositsQuerySchema = withPageDepthCap(depositsQueryFields.omit({ userId: true }));

export const approveDepositBodySchema = z.object({ reason: z.string().trim().max(500).optional() }).default({});
export const rejectDepositBodySchema = z.object({ reason: z.string().trim().min(1, 'is required').max(500, 'must be at most 500 characters') });

export const webhookBodySchema = z.object({
  paymentId: z.string().min(1).max(64),
  merchantReference: z.uuid(),
  status: z.enum(['succeeded', 'failed']),
  amount: z.number(),
  currency: z.string().min(3).max(3),
});
export type WebhookBody = z.infer<typeof webhookBodySchema>;

export const depositResponseSchema = envelopeOf(z.object({ deposit: depositSchema }));
export const depositsResponseSchema = envelopeOf(pageOf(depositSchema));
export const webhookResponseSchema = envelopeOf(z.object({ depositId: z.string(), status: z.enum(depositStatuses), credited: z.boolean() }));
