import { z } from 'zod';
import {
  cashoutPayloadSchema,
  cashoutQuoteChangeSchema,
  envelopeOf,
  myBetsPayloadSchema,
  placeBetPayloadSchema,
  slipPriceChangesSchema,
} from '@oddsmith/core';

/** The route's envelopes around core's contract (the request and payload schemas live in `@oddsmith/core`). */
export const placeBetResponseSchema = envelopeOf(placeBetPayloadSchema);

/** 409 of a changed or suspended price: the current odds of every bet leg whose price moved. */
export const oddsChangedResponseSchema = z.object({
  status: z.literal('error'),
  message: z.string(),
  code: z.string(),
  field: z.string().optional(),
  response: slipPriceChangesSchema,
});

export const myBetsResponseSchema = envelopeOf(myBetsPayloadSchema);

export const cashoutResponseSchema = envelopeOf(cashoutPayloadSchema);

export const cashoutChangedResponseSchema = z.object({
  status: z.literal('error'),
  message: z.string(),
  code: z.string(),
  field: z.string().optional(),
  response: cashoutQuoteChangeSchema.nullable(),
});

/** Operator settings under key `betting`; absent fields keep the defaults. */
export const bettingSettingsSchema = z.object({ cashoutMarginBp: z.number().int().min(0).max(5000) });
export type BettingSettings = z.infer<typeof bettingSettingsSchema>;
