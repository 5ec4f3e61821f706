import { assert } from '../../control/control';
import type { MatchState } from '../match';
import { soccerGoalCount } from '../soccer/state';
import type { CalibrationSpec } from './harness';

/** Real values: big-5 European leagues, published figures cited in docs/feed.md (the issue names football-data.co.uk and FBref, 2010-11 to 2022-23). */
export const soccerCalibration: CalibrationSpec = {
  sport: 'soccer',
  // A match lasts about 37 real minutes; the in-play moment falls anywhere in the first 35.
  liveSampleRealMs: 35 * 60_000,
  measure: (final: MatchState) => {
    assert(final.sport === 'soccer', 'a soccer match');
    const home = soccerGoalCount(final, 'home');
    const away = soccerGoalCount(final, 'away');
    const goals = home + away;
    return {
      goals,
      homeWin: home > away ? 1 : 0,
      draw: home === away ? 1 : 0,
      awayWin: away > home ? 1 : 0,
      nilNil: goals === 0 ? 1 : 0,
      sixPlus: goals >= 6 ? 1 : 0,
      penalties: final.goals.filter((g) => g.penalty).length,
    };
  },
  figures: [
    { label: 'goals per match', measure: 'goals', stat: 'mean', band: [2.68, 2.9], real: '2.7-2.9' },
    { label: 'home wins', measure: 'homeWin', stat: 'mean', percent: true, band: [42, 48], real: '~45%' },
    { label: 'draws', measure: 'draw', stat: 'mean', percent: true, band: [23, 28], real: '~25%' },
    { label: 'away wins', measure: 'awayWin', stat: 'mean', percent: true, band: [27, 33], real: '~28-30%' },
    { label: '0-0', measure: 'nilNil', stat: 'mean', percent: true, band: [6.3, 8.7], real: '~8-8.5%' },
    { label: '6 or more goals', measure: 'sixPlus', stat: 'mean', percent: true, band: [4.8, 7.5], real: '~5-6% (estimate)' },
    { label: 'penalties scored per match', measure: 'penalties', stat: 'mean', band: [0.19, 0.27], real: '~0.2 (Premier League)' },
  ],
};
