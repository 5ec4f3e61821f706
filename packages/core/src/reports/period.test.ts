import { describe, expect, it } from 'vitest';
import { bucketStart, changeBasisPoints, dayStartMs, daysSpanned, periodBuckets, previousPeriod, reportPeriod } from './period';

describe('report periods', () => {
  it('reads only real calendar days', () => {
    expect(dayStartMs('2026-02-28')).toBe(Date.UTC(2026, 1, 28));
    expect(dayStartMs('2026-02-29')).toBeNull();
    expect(dayStartMs('2024-02-29')).toBe(Date.UTC(2024, 1, 29));
    expect(dayStartMs('2026-1-05')).toBeNull();
    expect(dayStartMs('yesterday')).toBeNull();
  });

  it('spans both ends and ends at the next midnight', () => {
    const period = reportPeriod('2026-11-01', '2026-11-30');
    expect(period.days).toBe(30);
    expect(period.startMs).toBe(Date.UTC(2026, 10, 1));
    expect(period.endMs).toBe(Date.UTC(2026, 11, 1));
    expect(daysSpanned('2026-11-02', '2026-11-01')).toBe(0);
    expect(() => reportPeriod('2025-01-01', '2026-12-31')).toThrow();
  });

  it('puts the previous period of the same length right before, across months and years', () => {
    expect(previousPeriod(reportPeriod('2026-11-24', '2026-11-24'))).toMatchObject({ from: '2026-11-23', to: '2026-11-23', days: 1 });
    expect(previousPeriod(reportPeriod('2026-03-01', '2026-03-31'))).toMatchObject({ from: '2026-01-29', to: '2026-02-28', days: 31 });
    const previous = previousPeriod(reportPeriod('2026-01-01', '2026-01-07'));
    expect(previous).toMatchObject({ from: '2025-12-25', to: '2025-12-31' });
    expect(previous.endMs).toBe(Date.UTC(2026, 0, 1));
  });

  it('buckets like date_trunc: ISO weeks start on Monday, months on the first', () => {
    expect(bucketStart(Date.UTC(2026, 10, 29, 23), 'week')).toBe('2026-11-23');
    expect(bucketStart(Date.UTC(2026, 10, 30), 'week')).toBe('2026-11-30');
    expect(bucketStart(Date.UTC(2026, 10, 30), 'month')).toBe('2026-11-01');
    expect(periodBuckets(reportPeriod('2026-11-20', '2026-12-02'), 'week')).toEqual(['2026-11-16', '2026-11-23', '2026-11-30']);
    expect(periodBuckets(reportPeriod('2026-01-15', '2026-03-01'), 'month')).toEqual(['2026-01-01', '2026-02-01', '2026-03-01']);
    expect(periodBuckets(reportPeriod('2026-11-01', '2026-11-03'), 'day')).toEqual(['2026-11-01', '2026-11-02', '2026-11-03']);
  });

  it('gives the change in basis points of the previous figure, none from zero', () => {
    expect(changeBasisPoints(125, 100)).toBe(2500);
    expect(changeBasisPoints(50, 100)).toBe(-5000);
    expect(changeBasisPoints(-50, -100)).toBe(5000);
    expect(changeBasisPoints(1, 3)).toBe(-6667);
    expect(changeBasisPoints(5, 0)).toBeNull();
    expect(changeBasisPoints(0, 0)).toBeNull();
  });
});
