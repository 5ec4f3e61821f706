import { assert, err, ok, type Result } from '../control/control';
import type { Cents } from '../money/money';
import { dayOf } from '../reports/period';

/*
 * Partner (affiliate) revenue share, pure (docs/partners.md). The daily job feeds one day at a time,
 * oldest first, with the previous day's record; everything here is arithmetic on integer cents.
 *
 * - A month's NGR is the carried-in negative (if any) plus the sum of the month's days so far.
 * - What the month owes is `floor(monthNgr × rate)` when positive, else 0. Each day credits what the
 *   month owes beyond what it already paid, never less than 0: a later losing day within the month
 *   does not take back what was credited (the month's payout is a high-water mark).
 * - At a month's start the previous month's NGR, when negative, is carried in if `negativeCarryOver`,
 *   else dropped (reset). A positive month carries nothing (it was paid).
 */

/** A calendar day `YYYY-MM-DD` (UTC). */
export type Day = string;

const dayPattern = /^\d{4}-\d{2}-\d{2}$/;
const msPerDay = 86_400_000;

export function assertDay(day: Day): void {
  assert(dayPattern.test(day) && dayToMs(day) !== null, `day must be YYYY-MM-DD, got ${day}`);
}

function dayToMs(day: Day): number | null {
  if (!dayPattern.test(day)) return null;
  const ms = Date.parse(`${day}T00:00:00.000Z`);
  if (Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== day) return null;
  return ms;
}


/** `day` moved by `count` days. */
export function addDays(day: Day, count: number): Day {
  const ms = dayToMs(day);
  assert(ms !== null, `day must be YYYY-MM-DD, got ${day}`);
  return dayOf(ms + count * msPerDay);
}

/** Every day from `from` to `to`, both included (empty when `from` is after `to`). */
export function daysBetween(from: Day, to: Day): Day[] {
  const days: Day[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}

export const summaryDaysMax = 366;
export const summaryDaysDefault = 30;

/**
 * The period of a summary: both days inclusive; defaults to the last 30 days up to `today`; at most
 * 366 days; `from` after `to` or an impossible date is an error naming the field.
 */
export function summaryPeriod(query: { from?: Day; to?: Day }, today: Day): Result<{ from: Day; to: Day }, 'from' | 'to'> {
  if (query.to !== undefined && dayToMs(query.to) === null) return err('to', 'must be a real date as YYYY-MM-DD');
  if (query.from !== undefined && dayToMs(query.from) === null) return err('from', 'must be a real date as YYYY-MM-DD');
  const to = query.to ?? today;
  const from = query.from ?? addDays(to, -(summaryDaysDefault - 1));
  if (from > to) return err('from', 'must not be after to');
  if (daysBetween(from, to).length > summaryDaysMax) return err('from', `must be at most ${summaryDaysMax} days before to`);
  return ok({ from, to });
}

/** A revenue share percentage (2 decimals at most) as basis points: 25 → 2500. */
export function percentToBasisPoints(percent: number): number {
  assert(Number.isFinite(percent) && percent >= 0 && percent <= 100, 'revenue share must be 0 to 100 percent');
  return Math.round(percent * 100);
}

/** `floor(ngr × bp / 10000)` for a positive NGR, exact for any safe integer of cents. */
export function shareOf(ngrCents: Cents, basisPoints: number): Cents {
  assert(Number.isSafeInteger(ngrCents), 'NGR must be whole cents');
  assert(Number.isInteger(basisPoints) && basisPoints >= 0 && basisPoints <= 10_000, 'basis points must be 0 to 10000');
  if (ngrCents <= 0) return 0;
  return Number((BigInt(ngrCents) * BigInt(basisPoints)) / 10_000n);
}

/** One partner-day as the job stores it (`partner_commissions`). */
export type PartnerDayRecord = {
  day: Day;
  /** The day's NGR of the partner's players in the partner's currency. */
  ngrCents: Cents;
  /** Negative NGR carried into the day's month (≤ 0). */
  carriedNgrCents: Cents;
  /** Carried-in NGR plus the month's days up to and including this one. */
  monthNgrCents: Cents;
  revenueShareBasisPoints: number;
  /** Credited for this day (≥ 0). */
  commissionCents: Cents;
  /** Credited in the month up to and including this day. */
  monthPaidCents: Cents;
};

export type PartnerDayInput = {
  day: Day;
  ngrCents: Cents;
  revenueSharePercent: number;
  negativeCarryOver: boolean;
};

const monthOf = (day: Day) => day.slice(0, 7);

/**
 * The record of `input.day` from the record of the day before (null for the partner's first day).
 * Days must come in order, one after another.
 */
export function partnerCommissionDay(previous: PartnerDayRecord | null, input: PartnerDayInput): PartnerDayRecord {
  assertDay(input.day);
  assert(Number.isSafeInteger(input.ngrCents), 'NGR must be whole cents');
  if (previous) assert(addDays(previous.day, 1) === input.day, `days come one after another: ${previous.day} then ${input.day}`);
  const sameMonth = previous !== null && monthOf(previous.day) === monthOf(input.day);
  const carriedNgrCents = sameMonth ? previous.carriedNgrCents : carryIntoMonth(previous, input.negativeCarryOver);
  const monthNgrCents = (sameMonth ? previous.monthNgrCents : carriedNgrCents) + input.ngrCents;
  const monthPaidBefore = sameMonth ? previous.monthPaidCents : 0;
  const basisPoints = percentToBasisPoints(input.revenueSharePercent);
  const commissionCents = Math.max(0, shareOf(monthNgrCents, basisPoints) - monthPaidBefore);
  return {
    day: input.day,
    ngrCents: input.ngrCents,
    carriedNgrCents,
    monthNgrCents,
    revenueShareBasisPoints: basisPoints,
    commissionCents,
    monthPaidCents: monthPaidBefore + commissionCents,
  };
}

/** What the last record of a month carries into the next: its negative NGR with carry-over on, else 0. */
function carryIntoMonth(last: PartnerDayRecord | null, negativeCarryOver: boolean): Cents {
  if (!last || !negativeCarryOver) return 0;
  return Math.min(0, last.monthNgrCents);
}

/**
 * Several currencies: only NGR in the partner's currency earns commission (the product keeps no
 * exchange rates, and a transfer never crosses currencies); the rest is reported by currency.
 */
export function splitNgrByCurrency(rows: readonly { currency: string; ngrCents: Cents }[], partnerCurrency: string): { commissionableCents: Cents; otherCents: Record<string, Cents> } {
  let commissionableCents = 0;
  const otherCents: Record<string, Cents> = {};
  for (const row of rows) {
    if (row.currency === partnerCurrency) commissionableCents += row.ngrCents;
    else otherCents[row.currency] = (otherCents[row.currency] ?? 0) + row.ngrCents;
  }
  return { commissionableCents, otherCents };
}

/** A referred player's username as the partner sees it: the first two characters, then `***`. */
export function maskUsername(username: string): string {
  const visible = [...username].slice(0, Math.min(2, Math.max(1, username.length - 1))).join('');
  return `${visible}***`;
}
