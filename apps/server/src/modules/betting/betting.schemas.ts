import { z } from 'zod';

/** Operator settings under key `betting`; absent fields keep the defaults (server-only: not on the wire). */
export const bettingSettingsSchema = z.object({ cashoutMarginBp: z.number().int().min(0).max(5000) });
export type BettingSettings = z.infer<typeof bettingSettingsSchema>;
