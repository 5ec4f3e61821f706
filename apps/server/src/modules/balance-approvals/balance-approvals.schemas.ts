import { z } from 'zod';
import { currencies } from '@oddsmith/core';
import { balanceApprovalKinds, balanceApprovalStatuses } from '../../db/schema';
import { amountSchema, nonNegativeAmountCentsSchema } from '../../lib/amount';
import { envelopeOf } from '../../lib/envelope';
import { pageOf, pageQueryFields, withPageDepthCap } from '../../lib/paging';

const staffRefSchema = z.object({ id: z.string(), username: z.string().nullable() });

/** One four-eyes request: a staff credit above the threshold, waiting for (or decided by) a second staff member. */
export const approvalSchema = z.object({
  id: z.string(),
  /** The player (or cash agent, for `agent_funding`) to be credited. */
  userId: z.string(),
  username: z.string().nullable(),
  kind: z.enum(balanceApprovalKinds),
  amount: amountSchema,
  currency: z.string(),
  note: z.string(),
  status: z.enum(balanceApprovalStatuses),
  requestedBy: staffRefSchema,
  decidedBy: staffRefSchema.nullable(),
  /** The approver's note or the rejection reason. */
  reason: z.string().nullable(),
  /** The ledger transfer the approval posted. */
  transferId: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type ApprovalView = z.infer<typeof approvalSchema>;

export const approvalsQuerySchema = withPageDepthCap(pageQueryFields.extend({ status: z.enum(balanceApprovalStatuses).optional() }));
export type ApprovalsQuery = z.infer<typeof approvalsQuerySchema>;

export const approvalParamsSchema = z.object({ id: z.uuid('must be an approval request id') });
export const approveBodySchema = z.object({ note: z.string().trim().max(500, 'must be at most 500 characters').optional() }).default({});
export const rejectBodySchema = z.object({ reason: z.string().trim().min(1, 'is required').max(500, 'must be at most 500 characters') });

/** A threshold: 0 (every credit needs a second pair of eyes) up to 100,000,000.00. */
const thresholdCentsSchema = nonNegativeAmountCentsSchema.refine((cents) => cents <= 10_000_000_000, 'must be at most 100000000');

/** Any subset of the currencies; the others keep their threshold. */
export const approvalSettingsBodySchema = z.object({
  thresholds: z
    .strictObject(Object.fromEntries(currencies.map((currency) => [currency, thresholdCentsSchema.optional()])) as Record<(typeof currencies)[number], z.ZodOptional<typeof thresholdCentsSchema>>)
    .refine((thresholds) => Object.values(thresholds).some((value) => value !== undefined), `must name at least one of ${currencies.join(', ')}`),
});
export type ApprovalSettingsBody = z.infer<typeof approvalSettingsBodySchema>;

export const approvalSettingsSchema = z.object({
  /** A staff credit above this amount (per currency) waits for a second staff member. */
  thresholds: z.record(z.string(), amountSchema),
});

export const approvalsResponseSchema = envelopeOf(pageOf(approvalSchema));
export const approvalResponseSchema = envelopeOf(z.object({ approval: approvalSchema }));
export const approvalSettingsResponseSchema = envelopeOf(approvalSettingsSchema);
