import { describe, expect, it } from 'vitest';
import { bookMarket, lineText, marketId, resultsOf, selectionId, selectionOutcome } from './market-book';
import type { FairMarket, MarketSpec } from './types';

const spec: MarketSpec = {
  type: 'match-odds',
  line: null,
  name: 'Match Winner',
  selections: [
    { key: 'home', name: 'A' },
    { key: 'away', name: 'B' },
  ],
};
const config = { marginBp: 500, method: 'power' as const };

describe('market book', () => {
  it('builds stable ids from event, type, line and key', () => {
    expect(marketId('ev1', 'total-goals', '2.5')).toBe('ev1:total-goals:2.5');
    expect(marketId('ev1', 'match-odds', null)).toBe('ev1:match-odds');
    expect(selectionId('ev1:total-goals:2.5', 'over')).toBe('ev1:total-goals:2.5:over');
    expect(lineText(-1.5, true)).toBe('-1.5');
    expect(lineText(1, true)).toBe('+1');
    const a = bookMarket('ev1', { spec, decision: { kind: 'priced', probabilities: [0.6, 0.4] } }, false, config);
    const b = bookMarket('ev1', { spec, decision: { kind: 'priced', probabilities: [0.3, 0.7] } }, false, config);
    expect(a.id).toBe(b.id);
    expect(a.selections.map((s) => s.id)).toEqual(b.selections.map((s) => s.id));
  });

  it('maps decisions to statuses: open, suspended, closed, settled', () => {
    const priced: FairMarket = { spec, decision: { kind: 'priced', probabilities: [0.6, 0.4] } };
    expect(bookMarket('e', priced, false, config).status).toBe('open');
    expect(bookMarket('e', priced, true, config).status).toBe('suspended');
    expect(bookMarket('e', priced, true, config).selections[0]?.oddsMilli).toBeGreaterThan(1000);
    const decided: FairMarket = { spec, decision: { kind: 'priced', probabilities: [0.995, 0.005] } };
    expect(bookMarket('e', decided, false, config).status).toBe('suspended');
    expect(bookMarket('e', { spec, decision: { kind: 'closed' } }, false, config).status).toBe('closed');
    const settled = bookMarket('e', { spec, decision: { kind: 'resulted', outcome: { kind: 'winners', winnerKeys: ['away'] } } }, false, config);
    expect(settled.status).toBe('settled');
    expect(settled.result).toEqual({ marketId: 'e:match-odds', outcome: 'winners', winnerSelectionIds: ['e:match-odds:away'] });
  });

  it('tells each selection how it settled, dead heats included', () => {
    const [deadHeat] = resultsOf('e', [{ spec, decision: { kind: 'resulted', outcome: { kind: 'dead-heat', winnerKeys: ['home', 'away'] } } }]);
    expect(deadHeat && selectionOutcome(deadHeat, 'e:match-odds:home')).toEqual({ kind: 'dead_heat', tiedCount: 2 });
    const [won] = resultsOf('e', [{ spec, decision: { kind: 'resulted', outcome: { kind: 'winners', winnerKeys: ['home'] } } }]);
    expect(won && selectionOutcome(won, 'e:match-odds:home')).toEqual({ kind: 'won' });
    expect(won && selectionOutcome(won, 'e:match-odds:away')).toEqual({ kind: 'lost' });
    const [voided] = resultsOf('e', [{ spec, decision: { kind: 'resulted', outcome: { kind: 'void' } } }]);
    expect(voided && selectionOutcome(voided, 'e:match-odds:away')).toEqual({ kind: 'void' });
  });
});
