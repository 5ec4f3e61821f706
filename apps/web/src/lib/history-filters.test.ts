import { describe, expect, it } from 'vitest';
import { emptyHistoryFilter, historyQueryOf, nextDay } from './history-filters';

describe('history filters', () => {
  it('sends nothing for an empty filter', () => {
    expect(historyQueryOf(emptyHistoryFilter)).toEqual({});
  });

  it('makes the inclusive "to" date exclusive for the server', () => {
    expect(nextDay('2026-02-28')).toBe('2026-03-01');
    expect(historyQueryOf({ code: 'deposit', from: '2026-01-01', to: '2026-01-31', status: 'completed' })).toEqual({
      code: 'deposit',
      from: '2026-01-01',
      to: '2026-02-01',
      status: 'completed',
    });
  });

  it('drops half-typed dates', () => {
    expect(historyQueryOf({ ...emptyHistoryFilter, from: '2026-01' })).toEqual({});
  });
});
