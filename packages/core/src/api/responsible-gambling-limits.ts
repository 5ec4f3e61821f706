/**
 * Responsible gambling's value lists and ranges, apart from the schemas in
 * `responsible-gambling-contract.ts` that use them: the header's session clock reads the web's
 * `rg-rules.ts`, which needs `limitPeriods`, and must not pull zod and the contracts with it
 * (docs/web-decisions.md, "Speed").
 */

export const limitPeriods = ['day', 'week', 'month'] as const;
export type LimitPeriod = (typeof limitPeriods)[number];

/** The server's ranges: time-out 1 to 42 days (24 h to 6 weeks), self-exclusion 6 to 60 months. */
export const timeOutDaysMin = 1;
export const timeOutDaysMax = 42;
export const selfExclusionMonthsMin = 6;
export const selfExclusionMonthsMax = 60;
/** Reality-check reminder interval in minutes. */
export const realityCheckMinutesMin = 5;
export const realityCheckMinutesMax = 480;
