import { assert } from '../../control/control';
import { basketballQuarters } from '../limits';
import type { MatchState } from '../match';
import { basketballPoints } from '../basketball/state';
import type { CalibrationSpec } from './harness';

/** Real values: NBA regular seasons, published figures cited in docs/feed.md (the issue names Basketball-Reference, 2019-2024). */
export const basketballCalibration: CalibrationSpec = {
  sport: 'basketball',
  // A match lasts about 33 real minutes; the in-play moment falls anywhere in the first 30.
  liveSampleRealMs: 30 * 60_000,
  measure: (final: MatchState) => {
    assert(final.sport === 'basketball', 'a basketball match');
    const home = basketballPoints(final, 'home');
    const away = basketballPoints(final, 'away');
    return {
      points: home + away,
      margin: home - away,
      blowout: Math.abs(home - away) >= 20 ? 1 : 0,
      overtime: final.quarter > basketballQuarters ? 1 : 0,
    };
  },
  figures: [
    { label: 'points per game', measure: 'points', stat: 'mean', band: [224, 234], real: '~229 (2022-24)' },
    { label: 'margin sd (home - away)', measure: 'margin', stat: 'sd', band: [13.5, 15.5], real: '~14 (estimate)' },
    { label: 'games won by 20 or more', measure: 'blowout', stat: 'mean', percent: true, band: [14, 21], real: 'below ~20% (estimate)' },
    { label: 'games to overtime', measure: 'overtime', stat: 'mean', percent: true, band: [4.5, 7.5], real: '~6.3%' },
  ],
};
