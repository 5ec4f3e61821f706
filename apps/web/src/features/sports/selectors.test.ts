import { describe, expect, it } from 'vitest';
import { topNavView } from './list-view';
import { groupMarkets } from './market-groups';
import { groupByCompetition, sameGroups } from './selectors';
import type { Market, SportEvent } from './types';

const event = (id: string, competition: string): SportEvent => ({
  id,
  event_id: id,
  name: id,
  home: 'H',
  away: 'A',
  sportId: 1,
  competition: { id: competition, name: `League ${competition}` },
  startTime: '2026-01-01T10:00:00Z',
  status: 'live',
  scores: null,
  marketsData: [],
  marketCount: 0,
  source: 'simulator',
});

describe('list grouping', () => {
  it('groups by competition in order of first appearance, keeping event order', () => {
    const groups = groupByCompetition([event('1', 'a'), event('2', 'b'), event('3', 'a')]);
    expect(groups).toEqual([
      { competitionId: 'a', competitionName: 'League a', day: 'live', eventIds: ['1', '3'] },
      { competitionId: 'b', competitionName: 'League b', day: 'live', eventIds: ['2'] },
    ]);
  });

  it('sameGroups sees equal layouts as equal and any change as a change', () => {
    const a = groupByCompetition([event('1', 'a'), event('2', 'b')]);
    expect(sameGroups(a, groupByCompetition([event('1', 'a'), event('2', 'b')]))).toBe(true);
    expect(sameGroups(a, groupByCompetition([event('2', 'b'), event('1', 'a')]))).toBe(false);
    expect(sameGroups(a, groupByCompetition([event('1', 'a')]))).toBe(false);
  });

  it('groups markets into the event page tabs in a fixed order', () => {
    const m = (id: string, type: string): Market => ({ id, name: id, type, line: null, lineKey: null, status: 'open', options: [] });
    const groups = groupMarkets([m('ng', 'next-goal'), m('mo', 'match-odds'), m('ou', 'total-goals'), m('x', 'mystery')]);
    expect(groups.map((group) => [group.key, group.markets.map((market) => market.id)])).toEqual([
      ['main', ['mo']],
      ['totals', ['ou']],
      ['next', ['ng']],
      ['other', ['x']],
    ]);
  });
});

describe('top-nav mapping', () => {
  it('maps navType and filterType to a request', () => {
    expect(topNavView('live', 'soccer', null).query).toEqual({ spid: 1, type: 'inplay' });
    expect(topNavView('today', undefined, '2').query).toEqual({ spid: 2, date: 'today' });
    expect(topNavView('tomorrow', '7522', null).query).toEqual({ spid: 7522, date: 'tomorrow' });
    expect(topNavView('competition', 'comp-9', '4').query).toEqual({ spid: 4, competitionId: 'comp-9' });
    expect(topNavView('nonsense', undefined, null).query).toEqual({ spid: 4, date: 'today' });
    expect(topNavView('today', undefined, null).listTypes).toEqual(['inplay', 'presports']);
  });
});
