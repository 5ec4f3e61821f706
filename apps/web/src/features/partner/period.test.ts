import { describe, expect, it } from 'vitest';
import { customRangeProblem, periodRange } from './period';

const now = new Date('2026-03-10T23:30:00Z');

describe('periodRange', () => {
  it('counts calendar days in UTC, both ends included', () => {
    expect(periodRange('today', now)).toEqual({ from: '2026-03-10', to: '2026-03-10' });
    expect(periodRange('7d', now)).toEqual({ from: '2026-03-04', to: '2026-03-10' });
    expect(periodRange('30d', now)).toEqual({ from: '2026-02-09', to: '2026-03-10' });
  });

  it('this month starts on the 1st; last month is the whole previous month (across a year too)', () => {
    expect(periodRange('thisMonth', now)).toEqual({ from: '2026-03-01', to: '2026-03-10' });
    expect(periodRange('lastMonth', now)).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(periodRange('lastMonth', new Date('2026-01-15T00:00:00Z'))).toEqual({ from: '2025-12-01', to: '2025-12-31' });
  });

  it('a custom period is the picked range, else today', () => {
    expect(periodRange('custom', now, { from: '2026-01-01', to: '2026-01-31' })).toEqual({ from: '2026-01-01', to: '2026-01-31' });
    expect(periodRange('custom', now, null)).toEqual({ from: '2026-03-10', to: '2026-03-10' });
  });
});

describe('customRangeProblem', () => {
  it('needs both days, in order, at most 366 days', () => {
    expect(customRangeProblem({ from: '', to: '2026-01-01' })).toBe('missing');
    expect(customRangeProblem({ from: '2026-02-01', to: '2026-01-01' })).toBe('order');
    expect(customRangeProblem({ from: '2025-01-01', to: '2026-01-02' })).toBe('tooLong');
    expect(customRangeProblem({ from: '2025-01-01', to: '2026-01-01' })).toBeNull();
  });
});
