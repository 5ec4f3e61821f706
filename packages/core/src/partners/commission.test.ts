import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, maskUsername, partnerCommissionDay, shareOf, splitNgrByCurrency, summaryPeriod, type PartnerDayRecord } from './commission';

/** Runs the days in order from `first`, one NGR each, and returns every record. */
function run(first: string, ngrs: number[], options: { percent?: number; carryOver?: boolean } = {}): PartnerDayRecord[] {
  const records: PartnerDayRecord[] = [];
  let previous: PartnerDayRecord | null = null;
  ngrs.forEach((ngrCents, index) => {
    previous = partnerCommissionDay(previous, { day: addDays(first, index), ngrCents, revenueSharePercent: options.percent ?? 25, negativeCarryOver: options.carryOver ?? true });
    records.push(previous);
  });
  return records;
}
const commissions = (records: PartnerDayRecord[]) => records.map((record) => record.commissionCents);

describe('partner commission', () => {
  it('credits the revenue share of a positive day, rounding down to the cent', () => {
    expect(commissions(run('2026-03-10', [10_001]))).toEqual([2_500]);
    expect(shareOf(10_003, 2_550)).toBe(2_550);
    expect(shareOf(-500, 2_500)).toBe(0);
    expect(shareOf(9_007_199_254_740_991, 10_000)).toBe(9_007_199_254_740_991);
  });

  it('nets the days of a month: a losing day is paid back by later winning days before any new credit', () => {
    const records = run('2026-03-10', [10_000, -6_000, 2_000, 8_000]);
    expect(commissions(records)).toEqual([2_500, 0, 0, 1_000]);
    expect(records.at(-1)).toMatchObject({ monthNgrCents: 14_000, monthPaidCents: 3_500 });
  });

  it('never takes back a credit within the month (the payout is a high-water mark)', () => {
    const records = run('2026-03-10', [10_000, -20_000]);
    expect(commissions(records)).toEqual([2_500, 0]);
    expect(records[1]).toMatchObject({ monthNgrCents: -10_000, monthPaidCents: 2_500 });
  });

  it('carries a negative month into the next one when carry-over is on', () => {
    const records = run('2026-03-30', [-4_000, -6_000, 4_000, 10_000]);
    // March ends at -100.00; April starts from it: 40.00 leaves -60.00, 100.00 makes 40.00 → 10.00.
    expect(records[2]).toMatchObject({ day: '2026-04-01', carriedNgrCents: -10_000, monthNgrCents: -6_000, commissionCents: 0 });
    expect(records[3]).toMatchObject({ carriedNgrCents: -10_000, monthNgrCents: 4_000, commissionCents: 1_000 });
  });

  it('resets at the month start when carry-over is off', () => {
    const records = run('2026-03-30', [-4_000, -6_000, 4_000], { carryOver: false });
    expect(records[2]).toMatchObject({ carriedNgrCents: 0, monthNgrCents: 4_000, commissionCents: 1_000 });
  });

  it('carries nothing out of a positive month, and keeps carrying a negative across several months', () => {
    expect(run('2026-03-31', [10_000, -1_000])[1]).toMatchObject({ carriedNgrCents: 0, monthNgrCents: -1_000 });
    const days = daysBetween('2026-01-31', '2026-03-01');
    const ngrs = days.map((day) => (day === '2026-01-31' ? -10_000 : day === '2026-03-01' ? 12_000 : 0));
    expect(run('2026-01-31', ngrs).at(-1)).toMatchObject({ carriedNgrCents: -10_000, monthNgrCents: 2_000, commissionCents: 500 });
  });

  it('sums several products into one NGR (sportsbook, exchange commission, casino, minus bonuses)', () => {
    const sportsbook = 5_000 - 3_000;
    const exchangeCommission = 250;
    const casino = 4_000 - 1_500;
    const bonuses = -1_000;
    expect(commissions(run('2026-05-01', [sportsbook + exchangeCommission + casino + bonuses], { percent: 30 }))).toEqual([1_125]);
  });

  it('takes the share in force on each day over the whole month so far', () => {
    const first = partnerCommissionDay(null, { day: '2026-06-01', ngrCents: 10_000, revenueSharePercent: 25, negativeCarryOver: true });
    const second = partnerCommissionDay(first, { day: '2026-06-02', ngrCents: 0, revenueSharePercent: 40, negativeCarryOver: true });
    expect([first.commissionCents, second.commissionCents]).toEqual([2_500, 1_500]);
  });

  it('refuses days out of order', () => {
    const first = partnerCommissionDay(null, { day: '2026-06-01', ngrCents: 1, revenueSharePercent: 25, negativeCarryOver: true });
    expect(() => partnerCommissionDay(first, { day: '2026-06-03', ngrCents: 1, revenueSharePercent: 25, negativeCarryOver: true })).toThrow(/one after another/);
    expect(() => partnerCommissionDay(null, { day: '2026-02-30', ngrCents: 1, revenueSharePercent: 25, negativeCarryOver: true })).toThrow(/YYYY-MM-DD/);
  });
});

describe('several currencies', () => {
  it("commissions only the partner's currency and reports the others", () => {
    const rows = [
      { currency: 'EUR', ngrCents: 10_000 },
      { currency: 'USD', ngrCents: 7_000 },
      { currency: 'EUR', ngrCents: -2_000 },
      { currency: 'INR', ngrCents: -300 },
    ];
    expect(splitNgrByCurrency(rows, 'EUR')).toEqual({ commissionableCents: 8_000, otherCents: { USD: 7_000, INR: -300 } });
    expect(splitNgrByCurrency(rows, 'USD')).toEqual({ commissionableCents: 7_000, otherCents: { EUR: 8_000, INR: -300 } });
  });
});

describe('summary period and masking', () => {
  it('defaults to the last 30 days and checks the fields', () => {
    expect(summaryPeriod({}, '2026-03-10')).toEqual({ ok: true, value: { from: '2026-02-09', to: '2026-03-10' } });
    expect(summaryPeriod({ from: '2026-03-11', to: '2026-03-10' }, '2026-03-10')).toMatchObject({ ok: false, code: 'from' });
    expect(summaryPeriod({ to: '2026-13-01' }, '2026-03-10')).toMatchObject({ ok: false, code: 'to' });
    expect(summaryPeriod({ from: '2024-01-01', to: '2026-03-10' }, '2026-03-10')).toMatchObject({ ok: false, code: 'from' });
  });

  it('masks usernames', () => {
    expect(maskUsername('johnny')).toBe('jo***');
    expect(maskUsername('ab')).toBe('a***');
    expect(maskUsername('x')).toBe('x***');
  });
});
