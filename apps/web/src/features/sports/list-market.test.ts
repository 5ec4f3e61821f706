import { describe, expect, it } from 'vitest';
import { columnsOf, optionCountOf, rowMarketOf } from './list-market';
import { marketBlocks, familyTitleOf } from './market-families';
import type { Market } from './types';

const market = (id: string, type: string, line: number | null, odds: number[], name = id): Market => ({
  id,
  name,
  type,
  line,
  lineKey: line === null ? null : String(line),
  status: 'open',
  options: odds.map((price, index) => ({ id: `${id}-${index}`, name: `o${index}`, odds: price })),
});

describe('list columns', () => {
  it('heads a three-way market 1 / X / 2, a two-way one 1 / 2 and totals Over / Under', () => {
    expect(columnsOf('main', 3)).toEqual(['home', 'draw', 'away']);
    expect(columnsOf('main', 2)).toEqual(['home', 'away']);
    expect(columnsOf('totals', 2)).toEqual(['over', 'under']);
    expect(columnsOf('handicap', 2)).toEqual(['home', 'away']);
  });

  it('shows the main market, or the family line closest to evens', () => {
    const event = {
      marketsData: [
        market('mo', 'match-odds', null, [2.1, 3.2, 3.5]),
        market('o15', 'total-goals', 1.5, [1.3, 3.4]),
        market('o25', 'total-goals', 2.5, [1.95, 1.85]),
        market('o35', 'total-goals', 3.5, [3.1, 1.35]),
      ],
    };
    expect(rowMarketOf(event, 'main')?.id).toBe('mo');
    expect(rowMarketOf(event, 'totals')?.id).toBe('o25');
    expect(rowMarketOf(event, 'handicap')).toBeNull();
    expect(optionCountOf([event], 'main')).toBe(3);
    expect(optionCountOf([{ marketsData: [] }], 'main')).toBe(2);
  });
});

describe('event page families', () => {
  it('puts the over/under lines in one table sorted by line, keeps single markets as cards', () => {
    const blocks = marketBlocks([
      market('mo', 'match-odds', null, [2, 3, 4], 'Match Odds'),
      market('o35', 'total-goals', 3.5, [2, 1.8], 'Total Goals Over/Under 3.5'),
      market('o25', 'total-goals', 2.5, [2, 1.8], 'Total Goals Over/Under 2.5'),
      market('ah', 'asian-handicap', -1.5, [2, 1.8], 'Asian Handicap -1.5'),
      market('ah2', 'asian-handicap', 1, [2, 1.8], 'Asian Handicap +1'),
      market('ng', 'next-goal', null, [2, 3, 4], 'Goal 1: Next Goal'),
      market('eh', 'european-handicap', -1, [2, 3, 4], 'European Handicap -1'),
    ]);
    expect(blocks.map((block) => (block.kind === 'single' ? block.market.id : [block.title, block.markets.map((item) => item.id)]))).toEqual([
      'mo',
      ['Total Goals Over/Under', ['o25', 'o35']],
      ['Asian Handicap', ['ah', 'ah2']],
      'ng',
      'eh',
    ]);
    expect(familyTitleOf({ name: 'Handicap -6.5', line: -6.5 })).toBe('Handicap');
  });
});
