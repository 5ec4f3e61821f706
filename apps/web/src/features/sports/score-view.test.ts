import { describe, expect, it } from 'vitest';
import { liveCueOf, scoreStats, scoreView } from './score-view';

describe('scoreView per sport', () => {
  it('soccer: goals and the clock, HT/FT as periods', () => {
    const view = scoreView(1, { home: 2, away: 1, clock: "67'", period: '2H' });
    expect(view?.rows.map((row) => row.cells)).toEqual([['2'], ['1']]);
    expect(view?.label).toEqual({ key: 'clock', values: { clock: "67'" } });
    expect(scoreView(1, { home: 0, away: 0, clock: "45'", period: 'HT' })?.label).toEqual({ key: 'period.HT' });
  });

  it('tennis: games per set, then the points, and who serves', () => {
    const view = scoreView(2, { sets: [[6, 4], [3, 5]], points: ['30', 'AD'], server: 'away', tiebreak: false, period: 'S2' });
    expect(view?.rows.map((row) => row.cells)).toEqual([
      ['6', '3', '30'],
      ['4', '5', 'AD'],
    ]);
    expect(view?.server).toBe('away');
    expect(view?.label).toEqual({ key: 'set', values: { set: '2' } });
    const done = scoreView(2, { sets: [[6, 4], [6, 2]], points: ['0', '0'], server: 'home', tiebreak: false, period: 'FT' });
    expect(done?.rows[0].cells).toEqual(['6', '6']);
    expect(done?.server).toBeNull();
  });

  it('cricket: runs/wickets (overs), the batting side and the target in the chase', () => {
    const view = scoreView(4, {
      innings: 2,
      batting: 'away',
      home: { runs: 187, wickets: 6, overs: '20.0' },
      away: { runs: 87, wickets: 2, overs: '12.3' },
      target: 188,
      period: 'innings-2',
    });
    expect(view?.rows.map((row) => row.cells)).toEqual([
      ['187/6', '(20.0)'],
      ['87/2', '(12.3)'],
    ]);
    expect(view?.batting).toBe('away');
    expect(view?.label).toEqual({ key: 'target', values: { target: 188 } });
  });

  it('basketball: points with quarter and clock', () => {
    const view = scoreView(7522, { home: 54, away: 61, quarter: 3, clock: '04:12', period: 'Q3', quarters: [] });
    expect(view?.rows.map((row) => row.cells)).toEqual([['54'], ['61']]);
    expect(view?.label).toEqual({ key: 'quarter', values: { quarter: 'Q3', clock: '04:12' } });
  });

  it('nothing for no scores, unknown sports, and no crash on odd shapes', () => {
    expect(scoreView(1, null)).toBeNull();
    expect(scoreView(99, { home: 1 })).toBeNull();
    expect(scoreView(4, { home: 'x', away: null })?.rows[0].cells).toEqual(['0/0']);
    expect(scoreView(2, { sets: 'bad' })?.rows[0].cells).toEqual(['0']);
  });
});

describe('live cues and scoreboard stats', () => {
  it('says the minute, the set, the over in progress and the quarter', () => {
    expect(liveCueOf(1, { home: 1, away: 0, clock: "67'", period: '2H' })).toEqual({ key: 'clock', values: { clock: "67'" } });
    expect(liveCueOf(2, { sets: [[6, 4], [1, 0]], points: ['15', '0'], server: 'home', tiebreak: false, period: 'S2' })).toEqual({ key: 'set', values: { set: '2' } });
    const cricketScores = { innings: 1, batting: 'home', home: { runs: 87, wickets: 2, overs: '12.3' }, away: { runs: 0, wickets: 0, overs: '0.0' }, target: null, period: 'innings-1' };
    expect(liveCueOf(4, cricketScores)).toEqual({ key: 'overs', values: { overs: '12.3' } });
    expect(liveCueOf(4, { ...cricketScores, period: 'innings-break' })).toEqual({ key: 'period.innings-break' });
  });

  it('lists the key stats each sport has', () => {
    expect(scoreStats(1, { home: 1, away: 0, clock: "67'", period: '2H' })).toEqual([{ key: 'stats.half.2H' }]);
    expect(scoreStats(2, { sets: [[6, 4], [1, 0]], points: ['15', '0'], server: 'home', tiebreak: false, period: 'S2' })).toEqual([{ key: 'stats.sets', values: { home: 1, away: 0 } }]);
    const chase = { innings: 2, batting: 'away', home: { runs: 180, wickets: 6, overs: '20.0' }, away: { runs: 60, wickets: 1, overs: '6.0' }, target: 181, period: 'innings-2' };
    expect(scoreStats(4, chase)).toEqual([
      { key: 'stats.runRate', values: { rate: '10.00' } },
      { key: 'stats.need', values: { runs: 121 } },
    ]);
    expect(scoreStats(7522, { home: 40, away: 38, quarter: 2, clock: '05:00', period: 'Q2', quarters: [[25, 22], [15, 16]] })).toEqual([
      { key: 'stats.quarter', values: { quarter: 'Q1', home: 25, away: 22 } },
      { key: 'stats.quarter', values: { quarter: 'Q2', home: 15, away: 16 } },
    ]);
  });
});
