import { z } from 'zod';
import { envelopeOf } from '../../lib/envelope';
import { amountSchema, nonNegativeAmountCentsSchema, positiveAmountCentsSchema } from '../../lib/amount';
import { paymentMethodKinds, paymentProviders } from '../../db/schema';

export const paymentMethodSchema = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(paymentMethodKinds),
  /** `sandbox`: paid on the provider's hosted page, confirmed by webhook; `manual`: staff confirm by reference. */
  provider: z.enum(paymentProviders),
  min: amountSchema,
  max: amountSchema,
  feeFixed: amountSchema,
  feeBasisPoints: z.number().int(),
  enabled: z.boolean(),
  displayOrder: z.number().int(),
  instructions: z.string(),
});
export type PaymentMethodView = z.infer<typeof paymentMethodSchema>;

export const adminPaymentMethodSchema = paymentMethodSchema.extend({ createdAt: z.string(), updatedAt: z.string() });

const fields = {
  name: z.string().trim().min(1, 'is required').max(80, 'must be at most 80 characters'),
  kind: z.enum(paymentMethodKinds),
  /** Named explicitly: no kind defaults to the sandbox (it lets a player credit themselves). */
  provider: z.enum(paymentProviders),
  min: positiveAmountCentsSchema,
  max: positiveAmountCentsSchema,
  feeFixed: nonNegativeAmountCentsSchema.optional(),
  feeBasisPoints: z.number().int().min(0).max(10_000).optional(),
  enabled: z.boolean().optional(),
  displayOrder: z.number().int().min(0).max(10_000).optional(),
  instructions: z.string().max(2000, 'must be at most 2000 characters').optional(),
};

export const createPaymentMethodBodySchema = z.object(fields);
export type CreatePaymentMethodBody = z.infer<typeof createPaymentMethodBodySchema>;

export const updatePaymentMethodBodySchema = z.object(fields).partial();
export type UpdatePaymentMethodBody = z.infer<typeof updatePaymentMethodBodySchema>;

export const methodParamsSchema = z.object({ id: z.uuid('must be a payment method id') });

export const playerMethodsResponseSchema = envelopeOf(z.object({ methods: z.array(paymentMethodSchema) }));
export const adminMethodsResponseSchema = envelopeOf(z.object({ methods: z.array(adminPaymentMethodSchema) }));
export const adminMethodResponseSchema = envelopeOf(z.object({ method: adminPaymentMethodSchema }));
export const deletedResponseSchema = envelopeOf(z.object({ id: z.string() }));
