import { z } from 'zod';
import { envelopeOf } from '../../lib/envelope';

const mismatchSchema = z.object({
  accountId: z.string(),
  balanceCents: z.number().int(),
  expectedCents: z.number().int(),
  debitsPendingCents: z.number().int(),
  expectedDebitsPendingCents: z.number().int(),
  creditsPendingCents: z.number().int(),
  expectedCreditsPendingCents: z.number().int(),
});

/** Figures in cents: this is an operator's proof, not a wallet display. */
export const reconcileResponseSchema = envelopeOf(
  z.object({
    ok: z.boolean(),
    totalCents: z.number().int(),
    debitsPendingCents: z.number().int(),
    creditsPendingCents: z.number().int(),
    accountCount: z.number().int(),
    transferCount: z.number().int(),
    openHoldCount: z.number().int(),
    mismatches: z.array(mismatchSchema),
    checkedAt: z.string(),
  }),
);
