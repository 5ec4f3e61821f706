/** Shapes of GET/PUT /api/front/responsible-gambling and GET /api/front/session-summary (docs/bank-api.md). */

export const limitPeriods = ['day', 'week', 'month'] as const;
export type LimitPeriod = (typeof limitPeriods)[number];

export type PendingLimit = { amount: number | null; effectiveAt: string } | null;

export type RgView = {
  currency: string;
  depositLimits: Record<LimitPeriod, number | null>;
  pendingDepositLimits: Record<LimitPeriod, PendingLimit>;
  depositRemaining: number | null;
  timeOutUntil: string | null;
  selfExcludedUntil: string | null;
  realityCheckMinutes: number | null;
};

/** Amounts go as the decimal text the player typed; null removes a limit. */
export type RgUpdate = {
  depositLimits?: Partial<Record<LimitPeriod, string | null>>;
  timeOutDays?: number;
  selfExclusionMonths?: number;
  realityCheckMinutes?: number | null;
};

export type SessionSummary = {
  sessionStartedAt: string;
  elapsedSeconds: number;
  netPosition: number;
  currency: string;
  realityCheckMinutes: number | null;
};
