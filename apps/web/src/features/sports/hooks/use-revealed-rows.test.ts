import { describe, expect, it } from 'vitest';
import type { CompetitionGroup } from '../selectors';
import { groupsUpTo } from './use-revealed-rows';

const group = (id: string, rows: number): CompetitionGroup => ({
  competitionId: id,
  competitionName: id,
  day: 'live',
  eventIds: Array.from({ length: rows }, (_, index) => `${id}-${index}`),
});

describe('groupsUpTo', () => {
  it('gives the same array when every row fits', () => {
    const groups = [group('a', 3), group('b', 4)];
    expect(groupsUpTo(groups, 7)).toBe(groups);
    expect(groupsUpTo(groups, 12)).toBe(groups);
  });

  it('cuts after the limit, keeping whole groups as they were and cutting the last one short', () => {
    const groups = [group('a', 3), group('b', 4), group('c', 2)];
    const shown = groupsUpTo(groups, 5);
    expect(shown).toHaveLength(2);
    expect(shown[0]).toBe(groups[0]);
    expect(shown[1]?.eventIds).toEqual(['b-0', 'b-1']);
  });

  it('stops at a group boundary without an empty group', () => {
    const groups = [group('a', 3), group('b', 4)];
    const shown = groupsUpTo(groups, 3);
    expect(shown).toEqual([groups[0]]);
  });
});
