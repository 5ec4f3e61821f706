import { z } from 'zod';
import { daysSpanned, dayStartMs, reportGroupings, reportRangeDaysMax } from '../reports';
import { amountSchema, envelopeOf } from './common';
import { currencies } from './contract';

/*
 * Staff reports: `GET /api/admin/earnings` (+ `.csv`) and `GET /api/admin/dashboard`. Periods are
 * whole UTC days `from`..`to`, both included, at most a year. Amounts are decimals on the wire, per
 * currency (a figure never adds two currencies).
 */

const reportDaySchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a day YYYY-MM-DD')
  .refine((day) => dayStartMs(day) !== null, 'must be a real calendar day');

const periodFields = { from: reportDaySchema, to: reportDaySchema };

/** `to` on or after `from`, and the two at most `reportRangeDaysMax` days apart: the error names `to`. */
function checkPeriod(query: { from: string; to: string }, context: z.RefinementCtx): void {
  const days = daysSpanned(query.from, query.to);
  if (days === null) return;
  if (days < 1) context.addIssue({ code: 'custom', path: ['to'], message: 'must not be before from' });
  else if (days > reportRangeDaysMax) context.addIssue({ code: 'custom', path: ['to'], message: `the period may span at most ${reportRangeDaysMax} days` });
}

export const reportPeriodQuerySchema = z.object(periodFields).superRefine(checkPeriod);
export type ReportPeriodQuery = z.infer<typeof reportPeriodQuerySchema>;

export const earningsQuerySchema = z
  .object({ ...periodFields, groupBy: z.enum(reportGroupings).default('day'), currency: z.enum(currencies).optional() })
  .superRefine(checkPeriod);
export type EarningsQuery = z.infer<typeof earningsQuerySchema>;

/**
 * One currency's revenue in one bucket (or in the whole period for `totals`):
 * - `sportsbookGgr`: stakes - returns of tickets settled (or cashed out) in the bucket, by their
 *   latest settlement time; a resettlement moves the ticket to the day it was resettled;
 * - `exchangeGgr`: the commission charged on exchange markets settled in the bucket;
 * - `casinoGgr`: stakes - wins of casino rounds finished in the bucket;
 * - `bonusCost`: bonuses granted - bonuses forfeited (ledger), `partnerCommission`: commission
 *   credited to partners (ledger); `netRevenue` = `ggr` - `bonusCost` - `partnerCommission`.
 */
export const revenueFiguresSchema = z.object({
  currency: z.string(),
  sportsbookGgr: amountSchema,
  exchangeGgr: amountSchema,
  casinoGgr: amountSchema,
  ggr: amountSchema,
  bonusCost: amountSchema,
  partnerCommission: amountSchema,
  netRevenue: amountSchema,
});
export type RevenueFigures = z.infer<typeof revenueFiguresSchema>;

export const earningsRowSchema = revenueFiguresSchema.extend({ period: z.string() });
export type EarningsRow = z.infer<typeof earningsRowSchema>;

export const earningsReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  groupBy: z.enum(reportGroupings),
  /** Every bucket of the period, in order (rows exist only for currencies with any activity). */
  periods: z.array(z.string()),
  rows: z.array(earningsRowSchema),
  totals: z.array(revenueFiguresSchema),
});
export type EarningsReport = z.infer<typeof earningsReportSchema>;
export const earningsResponseSchema = envelopeOf(earningsReportSchema);

/** One currency's money figures of one period. */
export const dashboardMoneySchema = z.object({
  /** Sportsbook stakes of tickets placed (not rejected) plus casino stakes of rounds played. */
  turnover: amountSchema,
  sportsbookTurnover: amountSchema,
  casinoTurnover: amountSchema,
  ggr: amountSchema,
  sportsbookGgr: amountSchema,
  exchangeGgr: amountSchema,
  casinoGgr: amountSchema,
  /** Potential payouts of the sportsbook tickets open at the end of the period. */
  openLiability: amountSchema,
  /** Backers' stakes matched on the exchange in the period. */
  exchangeMatched: amountSchema,
  deposits: amountSchema,
  depositCount: z.number().int(),
  withdrawals: amountSchema,
  withdrawalCount: z.number().int(),
});
export type DashboardMoney = z.infer<typeof dashboardMoneySchema>;

export const dashboardPlayersSchema = z.object({
  /** Players who placed a bet, an exchange order or a casino round in the period. */
  active: z.number().int(),
  /** Players who registered in the period. */
  registered: z.number().int(),
  /** Players whose first deposit ever was confirmed in the period. */
  firstDepositors: z.number().int(),
});
export type DashboardPlayers = z.infer<typeof dashboardPlayersSchema>;

const periodRangeSchema = z.object({ from: z.string(), to: z.string() });

export const dashboardSchema = z.object({
  period: periodRangeSchema,
  previousPeriod: periodRangeSchema,
  /** True for a cash agent: every figure covers only their own players. */
  ownPlayersOnly: z.boolean(),
  players: z.object({ current: dashboardPlayersSchema, previous: dashboardPlayersSchema }),
  /** One entry per currency with any figure in either period. */
  money: z.array(z.object({ currency: z.string(), current: dashboardMoneySchema, previous: dashboardMoneySchema })),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
export const dashboardResponseSchema = envelopeOf(dashboardSchema);
