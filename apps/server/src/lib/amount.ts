import { z } from 'zod';
import { floorDiv, parseAmount } from '@oddsmith/core';

/**
 * An API amount (PRODUCT.md section 11): a JSON number or numeric string with at most 2 decimals,
 * parsed by core's `parseAmount` on the decimal text (never float arithmetic) into integer cents.
 * A failure is a 400 naming the field, e.g. `amount: must have at most 2 decimals`.
 */
export const amountCentsSchema = z.union([z.number(), z.string()]).transform((value, context) => {
  const parsed = parseAmount(value);
  if (!parsed.ok) {
    context.addIssue({ code: 'custom', message: parsed.reason });
    return z.NEVER;
  }
  return parsed.cents;
});

/** Amounts that move money: strictly positive. */
export const positiveAmountCentsSchema = amountCentsSchema.refine((cents) => cents > 0, 'must be greater than 0');

/** Fees and similar: zero allowed. */
export const nonNegativeAmountCentsSchema = amountCentsSchema.refine((cents) => cents >= 0, 'must not be negative');

/** Output amounts: decimal currency units. */
export const amountSchema = z.number();

/** A client-chosen id that makes a POST idempotent. */
export const requestIdSchema = z.string().trim().regex(/^[A-Za-z0-9_:-]{8,64}$/, 'must be 8 to 64 letters, digits, _, - or :');

/** A method's fee: fixed cents plus basis points of the amount, the percentage part rounded down. */
export function feeCents(amountCents: number, feeFixedCents: number, feeBasisPoints: number): number {
  return feeFixedCents + Number(floorDiv(BigInt(amountCents) * BigInt(feeBasisPoints), 10_000n));
}
