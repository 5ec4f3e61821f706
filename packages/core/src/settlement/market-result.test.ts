import { describe, expect, it } from 'vitest';
import { legOutcomeOfResult } from './market-result';
import { settleTicket } from './settlement';

describe('legOutcomeOfResult', () => {
  it('maps winners, losers, void and dead heats (tied count = number of winners)', () => {
    const winners = { marketId: 'm', outcome: 'winners' as const, winnerSelectionIds: ['a'] };
    expect(legOutcomeOfResult(winners, 'a')).toEqual({ kind: 'won' });
    expect(legOutcomeOfResult(winners, 'b')).toEqual({ kind: 'lost' });
    expect(legOutcomeOfResult({ marketId: 'm', outcome: 'void', winnerSelectionIds: [] }, 'a')).toEqual({ kind: 'void' });
    const deadHeat = { marketId: 'm', outcome: 'dead-heat' as const, winnerSelectionIds: ['a', 'b', 'c'] };
    expect(legOutcomeOfResult(deadHeat, 'b')).toEqual({ kind: 'dead_heat', tiedCount: 3 });
    expect(legOutcomeOfResult(deadHeat, 'd')).toEqual({ kind: 'lost' });
  });

  it('accepts staff-made selection ids that do not start with the market id', () => {
    const result = { marketId: '6f1c', outcome: 'winners' as const, winnerSelectionIds: ['0b9e-uuid'] };
    expect(legOutcomeOfResult(result, '0b9e-uuid')).toEqual({ kind: 'won' });
  });

  it('a dead heat of two halves a single: 10.00 at 3.00 returns 15.00', () => {
    const outcome = legOutcomeOfResult({ marketId: 'm', outcome: 'dead-heat', winnerSelectionIds: ['a', 'b'] }, 'a');
    expect(settleTicket({ betType: 'single', stakeCents: 1000, legs: [{ oddsMilli: 3000, outcome }] })).toEqual({ status: 'settled', outcome: 'won', returnCents: 1500 });
  });

  it('refuses a void result with winners and a dead heat of one', () => {
    expect(() => legOutcomeOfResult({ marketId: 'm', outcome: 'void', winnerSelectionIds: ['a'] }, 'a')).toThrow();
    expect(() => legOutcomeOfResult({ marketId: 'm', outcome: 'dead-heat', winnerSelectionIds: ['a'] }, 'a')).toThrow();
  });
});
