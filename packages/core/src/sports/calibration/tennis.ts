import { assert } from '../../control/control';
import type { MatchState } from '../match';
import type { CalibrationSpec } from './harness';

/** Real values: ATP tour-level best-of-3, published figures cited in docs/feed.md (the issue names the ATP match stats, 2010-2023). */
export const tennisCalibration: CalibrationSpec = {
  sport: 'tennis',
  // A match lasts about 25 real minutes; the in-play moment falls anywhere in the first 24.
  liveSampleRealMs: 24 * 60_000,
  measure: (final: MatchState) => {
    assert(final.sport === 'tennis', 'a tennis match');
    const games = final.games.filter((g) => !g.tiebreak);
    return {
      threeSets: final.sets.length === 3 ? 1 : 0,
      holds: games.length === 0 ? null : games.filter((g) => g.winner === g.server).length / games.length,
    };
  },
  figures: [
    { label: 'best-of-3 matches going to 3 sets', measure: 'threeSets', stat: 'mean', percent: true, band: [33, 38], real: '~36% (one season; 2022-25 ~41%)' },
    { label: 'service games held', measure: 'holds', stat: 'mean', percent: true, band: [77, 83], real: '~80% (from ~63-65% of service points)' },
  ],
};
