import { floorDiv } from '@oddsmith/core';

/** A method's fee: fixed cents plus basis points of the amount, the percentage part rounded down. */
export function feeCents(amountCents: number, feeFixedCents: number, feeBasisPoints: number): number {
  return feeFixedCents + Number(floorDiv(BigInt(amountCents) * BigInt(feeBasisPoints), 10_000n));
}
