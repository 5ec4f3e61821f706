import { describe, expect, it } from 'vitest';
import { parseOddsText, scoreDraftOf, scoresOfDraft, validateCreateEvent, validateMarketDraft, validateResult, validateScoreDraft } from './validation';

describe('staff event forms', () => {
  it('create event: every field required, teams must differ, date must parse', () => {
    expect(Object.keys(validateCreateEvent({ sportId: null, competitionName: ' ', home: '', away: '', startTime: '' })).sort()).toEqual(
      ['away', 'competitionName', 'home', 'sportId', 'startTime'],
    );
    expect(validateCreateEvent({ sportId: '4', competitionName: 'IPL', home: 'India', away: ' india ', startTime: '2026-05-01T10:00' }).away?.key).toBe(
      'adminEvents.form.sameTeams',
    );
    expect(validateCreateEvent({ sportId: '4', competitionName: 'IPL', home: 'India', away: 'Australia', startTime: '2026-05-01T10:00' })).toEqual({});
    expect(validateCreateEvent({ sportId: '4', competitionName: 'IPL', home: 'A', away: 'B', startTime: 'soon' }).startTime?.key).toBe('adminEvents.form.invalidDate');
  });

  it('odds text: decimals up to three places within the book limits', () => {
    expect(parseOddsText('1.85')).toBe(1.85);
    expect(parseOddsText('2,5')).toBe(2.5);
    expect(parseOddsText('1.00')).toBeNull();
    expect(parseOddsText('1.2345')).toBeNull();
    expect(parseOddsText('abc')).toBeNull();
    expect(parseOddsText('1000')).toBe(1000);
    expect(parseOddsText('1000.5')).toBeNull();
  });

  it('market: name, at least two selections, each named with valid odds, numeric line', () => {
    const errors = validateMarketDraft({ name: '', type: 'total-goals', line: 'x', options: [{ name: 'Over', odds: '0.5' }] });
    expect(Object.keys(errors).sort()).toEqual(['line', 'name', 'options', 'options.0.odds']);
    expect(validateMarketDraft({ name: 'Total goals 2.5', type: 'total-goals', line: '2.5', options: [{ name: 'Over', odds: '1.9' }, { name: 'Under', odds: '1.9' }] })).toEqual({});
  });

  it('result: a winner or void; dead-heat count from 2 up to the winners', () => {
    expect(validateResult({ winners: [], voided: false, deadHeatCount: '' }).winners).toBeDefined();
    expect(validateResult({ winners: [], voided: true, deadHeatCount: '' })).toEqual({});
    expect(validateResult({ winners: ['a', 'b'], voided: false, deadHeatCount: '2' })).toEqual({});
    expect(validateResult({ winners: ['a', 'b'], voided: false, deadHeatCount: '3' }).deadHeatCount).toBeDefined();
    expect(validateResult({ winners: ['a'], voided: false, deadHeatCount: '1' }).deadHeatCount).toBeDefined();
  });

  it('score: per-sport fields round-trip and bad numbers are caught', () => {
    const cricket = { innings: 2, batting: 'away', home: { runs: 180, wickets: 5, overs: '20.0' }, away: { runs: 40, wickets: 1, overs: '5.2' }, target: 181, period: 'innings-2' };
    const draft = scoreDraftOf(4, cricket);
    expect(validateScoreDraft(4, draft)).toEqual({});
    expect(scoresOfDraft(4, draft)).toEqual(cricket);
    expect(Object.keys(validateScoreDraft(4, { ...draft, homeRuns: '-1', awayOvers: '5.7' })).sort()).toEqual(['awayOvers', 'homeRuns']);
    const soccer = scoreDraftOf(1, { home: 1, away: 0, clock: "12'", period: '1H' });
    expect(scoresOfDraft(1, soccer)).toEqual({ home: 1, away: 0, clock: "12'", period: '1H' });
    expect(validateScoreDraft(1, { ...soccer, home: 'two' }).home).toBeDefined();
    const tennis = scoreDraftOf(2, { sets: [[6, 4], [2, 3]], points: ['15', '40'], server: 'away', tiebreak: false, period: 'S2' });
    expect(scoresOfDraft(2, tennis)).toEqual({ sets: [[6, 4], [2, 3]], points: ['15', '40'], server: 'away', tiebreak: false, period: 'S2' });
  });
});
