import { describe, expect, it } from 'vitest';
import { blockInForce, formatElapsed, limitChangeOf, limitsUpdateOf, realityChecksDue } from './rg-rules';

describe('deposit limit changes', () => {
  it('applies a first or lower limit at once and a higher one or a removal after 24 h', () => {
    expect(limitChangeOf(null, '100')).toBe('immediate');
    expect(limitChangeOf(100, '50')).toBe('immediate');
    expect(limitChangeOf(100, '150.50')).toBe('delayed');
    expect(limitChangeOf(100, null)).toBe('delayed');
    expect(limitChangeOf(100, '100.00')).toBe('none');
    expect(limitChangeOf(null, '')).toBe('none');
    expect(limitChangeOf(null, null)).toBe('none');
  });

  it('refuses zero, negatives, text and 3 decimals', () => {
    for (const text of ['0', '-5', 'ten', '10.005']) expect(limitChangeOf(null, text)).toBe('invalid');
  });

  it('sends only the periods that change', () => {
    const view = { depositLimits: { day: 50, week: null, month: 1000 } };
    expect(limitsUpdateOf(view, { day: '50', week: '200', month: null })).toEqual({ week: '200', month: null });
    expect(limitsUpdateOf(view, { day: 'x', week: '', month: '1000' })).toBe('invalid');
  });
});

describe('session figures', () => {
  it('formats elapsed time', () => {
    expect(formatElapsed(0)).toBe('0:00:00');
    expect(formatElapsed(3725)).toBe('1:02:05');
    expect(formatElapsed(90_000)).toBe('25:00:00');
  });

  it('counts reality checks due', () => {
    expect(realityChecksDue(59 * 60, 60)).toBe(0);
    expect(realityChecksDue(60 * 60, 60)).toBe(1);
    expect(realityChecksDue(125 * 60, 60)).toBe(2);
    expect(realityChecksDue(10_000, null)).toBe(0);
  });

  it('knows when a block is in force', () => {
    expect(blockInForce(null, 0)).toBe(false);
    expect(blockInForce('2026-01-02T00:00:00Z', Date.parse('2026-01-01T00:00:00Z'))).toBe(true);
    expect(blockInForce('2026-01-01T00:00:00Z', Date.parse('2026-01-02T00:00:00Z'))).toBe(false);
  });
});
