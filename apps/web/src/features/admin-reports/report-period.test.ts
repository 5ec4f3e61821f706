import { describe, expect, it } from 'vitest';
import { periodOfChoice, periodProblem } from './report-period';

const now = Date.UTC(2026, 10, 24, 15, 30);
const choice = (preset: Parameters<typeof periodOfChoice>[0]['preset']) => periodOfChoice({ preset, from: '2026-01-01', to: '2026-01-31' }, now);

describe('report periods on the web', () => {
  it('turns each preset into inclusive UTC days ending today', () => {
    expect(choice('today')).toEqual({ from: '2026-11-24', to: '2026-11-24' });
    expect(choice('7d')).toEqual({ from: '2026-11-18', to: '2026-11-24' });
    expect(choice('30d')).toEqual({ from: '2026-10-26', to: '2026-11-24' });
    expect(choice('month')).toEqual({ from: '2026-11-01', to: '2026-11-24' });
    expect(choice('custom')).toEqual({ from: '2026-01-01', to: '2026-01-31' });
  });

  it('names what is wrong with a typed period', () => {
    expect(periodProblem({ from: '2026-01-01', to: '2026-01-31' })).toBeNull();
    expect(periodProblem({ from: '2026-02-30', to: '2026-03-01' })).toBe('invalidDay');
    expect(periodProblem({ from: '2026-03-02', to: '2026-03-01' })).toBe('toBeforeFrom');
    expect(periodProblem({ from: '2024-01-01', to: '2025-06-01' })).toBe('tooLong');
  });
});
