import { z } from 'zod';
import { sandboxPaymentStatuses } from '../../db/schema';
import { amountSchema } from '../../lib/amount';
import { envelopeOf } from '../../lib/envelope';

export const sandboxParamsSchema = z.object({ id: z.uuid('must be a sandbox payment id') });
export const completeBodySchema = z.object({ outcome: z.enum(['success', 'fail']) });

export const sandboxPaymentSchema = z.object({
  id: z.string(),
  merchantReference: z.string(),
  /** What the payer pays at the provider (deposit amount plus fee). */
  amount: amountSchema,
  currency: z.string(),
  status: z.enum(sandboxPaymentStatuses),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
});

export const sandboxPaymentResponseSchema = envelopeOf(z.object({ payment: sandboxPaymentSchema }));
export const completeResponseSchema = envelopeOf(
  z.object({ payment: sandboxPaymentSchema, webhook: z.object({ delivered: z.boolean(), statusCode: z.number().int() }) }),
);

/** The body the sandbox POSTs to the merchant's webhook, signed over its exact bytes. */
export type SandboxWebhookBody = {
  paymentId: string;
  merchantReference: string;
  status: 'succeeded' | 'failed';
  amount: number;
  currency: string;
};
