import { describe, expect, it } from 'vitest';
import { presportsView, topNavView } from './list-view';
import { groupMarkets } from './market-groups';
import { dayKeyOf, groupByCompetition, sameGroups } from './selectors';
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

  it('takes the sport from the path, football included, whatever sport was chosen before (?spid=)', () => {
    expect(topNavView('sports', 'football', '4').spid).toBe(1);
    expect(topNavView('sports', 'football', '4').query).toEqual({ spid: 1, type: 'presports' });
    expect(topNavView('sports', 'Soccer', '4').spid).toBe(1);
    expect(topNavView('live', 'tennis', '4').query).toEqual({ spid: 2, type: 'inplay' });
    // A segment that names no sport does not turn into cricket: the address's ?spid= decides.
    expect(topNavView('sports', 'curling', '7522').spid).toBe(7522);
  });

  it('keeps the pre-match competition and market in the address, and only a market the sport has', () => {
    const competition = '0b6f2a4e-1f1a-4c1e-9a59-0f4f7c2d3b11';
    expect(presportsView('1', competition, 'totals').query).toEqual({ spid: 1, type: 'presports', competitionId: competition, market: 'totals' });
    expect(presportsView('1', 'not-an-id', null).query).toEqual({ spid: 1, type: 'presports' });
    expect(presportsView('4', null, 'handicap').market).toBe('main');
    expect(topNavView('live', 'soccer', null, 'totals').market).toBe('main');
  });
});

describe('day grouping', () => {
  it('heads pre-match groups by local day, live ones apart, and splits a competition across days', () => {
    const at = (id: string, iso: string): SportEvent => ({ ...event(id, 'a'), status: 'scheduled', startTime: iso });
    const groups = groupByCompetition([{ ...event('0', 'a') }, at('1', '2026-03-02T12:00:00'), at('2', '2026-03-03T12:00:00'), at('3', '2026-03-03T13:00:00')]);
    expect(groups.map((group) => [group.day, group.eventIds])).toEqual([
      ['live', ['0']],
      ['2026-03-02', ['1']],
      ['2026-03-03', ['2', '3']],
    ]);
    expect(dayKeyOf({ status: 'scheduled', startTime: '2026-12-31T23:30:00' })).toBe('2026-12-31');
  });
});
