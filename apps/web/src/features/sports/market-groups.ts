import type { Market } from './types';

export type MarketGroupKey = 'main' | 'totals' | 'handicaps' | 'next' | 'periods' | 'other';
export const marketGroupOrder: readonly MarketGroupKey[] = ['main', 'totals', 'handicaps', 'next', 'periods', 'other'];

const groupOfType: Record<string, MarketGroupKey> = {
  'match-odds': 'main',
  'match-winner': 'main',
  moneyline: 'main',
  'total-goals': 'totals',
  'total-games': 'totals',
  'total-points': 'totals',
  'innings-runs': 'totals',
  'asian-handicap': 'handicaps',
  'european-handicap': 'handicaps',
  spread: 'handicaps',
  'next-goal': 'next',
  'game-winner': 'next',
  'over-runs': 'next',
  'set-winner': 'periods',
  'quarter-winner': 'periods',
};

export function marketGroupOf(type: string): MarketGroupKey {
  return groupOfType[type] ?? 'other';
}

/** The event page's tabs: non-empty groups in a fixed order, markets in the server's order. */
export function groupMarkets(markets: readonly Market[]): { key: MarketGroupKey; markets: Market[] }[] {
  const groups = new Map<MarketGroupKey, Market[]>();
  for (const market of markets) {
    const key = marketGroupOf(market.type);
    groups.set(key, [...(groups.get(key) ?? []), market]);
  }
  return marketGroupOrder.filter((key) => groups.has(key)).map((key) => ({ key, markets: groups.get(key) ?? [] }));
}
