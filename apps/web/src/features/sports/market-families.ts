import type { Market } from './types';

/**
 * What the event page shows: a market alone (match result, next goal…) or a family of lines of one
 * market (over/under 2.5, 3.5, 4.5; handicaps -1.5 … +1.5) as one table, a row per line.
 */
export type MarketBlock = { kind: 'single'; market: Market } | { kind: 'lines'; key: string; type: string; title: string; markets: Market[] };

/** A market's name without its line ("Total Goals Over/Under 2.5" → "Total Goals Over/Under"). */
export function familyTitleOf(market: Pick<Market, 'name' | 'line'>): string {
  if (market.line === null) return market.name;
  const line = String(Math.abs(market.line));
  return market.name.replace(new RegExp(`\\s*[+-]?${line.replace('.', '\\.')}\\s*$`), '').trim() || market.name;
}

/**
 * Blocks in the order of their first market; a family needs two lines or more (one line stays a
 * card). Lines of a family are sorted by line, so 2.5 comes before 3.5 whatever the feed's order.
 */
export function marketBlocks(markets: readonly Market[]): MarketBlock[] {
  const families = new Map<string, Market[]>();
  for (const market of markets) {
    if (market.line === null) continue;
    const key = `${market.type}|${familyTitleOf(market)}|${market.options.length}`;
    families.set(key, [...(families.get(key) ?? []), market]);
  }
  const blocks: MarketBlock[] = [];
  const placed = new Set<string>();
  for (const market of markets) {
    const key = market.line === null ? null : `${market.type}|${familyTitleOf(market)}|${market.options.length}`;
    const family = key ? families.get(key) : undefined;
    if (!key || !family || family.length < 2) {
      blocks.push({ kind: 'single', market });
      continue;
    }
    if (placed.has(key)) continue;
    placed.add(key);
    const sorted = [...family].sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
    blocks.push({ kind: 'lines', key, type: market.type, title: familyTitleOf(market), markets: sorted });
  }
  return blocks;
}
