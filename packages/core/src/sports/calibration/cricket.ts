import { assert } from '../../control/control';
import { cricketBallsPerOver, cricketWicketsMax } from '../limits';
import type { MatchState } from '../match';
import type { MatchEvent } from '../types';
import type { CalibrationSpec } from './harness';

/** Sixes hit by `side`: a runs event six above the side's previous total (a wide adds one). */
function sixesOf(events: readonly MatchEvent[], side: 'home' | 'away'): number {
  let last = 0;
  let sixes = 0;
  for (const e of events) {
    if (e.type !== 'score' || e.kind !== 'runs' || e.side !== side) continue;
    if (e.value - last === 6) sixes += 1;
    last = e.value;
  }
  return sixes;
}

/** Real values: IPL and men's T20I, published figures cited in docs/feed.md (the issue names ESPNcricinfo, 2019-2024). */
export const cricketCalibration: CalibrationSpec = {
  sport: 'cricket',
  // A match lasts about 45 real minutes; the in-play moment falls anywhere in the first 42.
  liveSampleRealMs: 42 * 60_000,
  measure: (final: MatchState, events: readonly MatchEvent[]) => {
    assert(final.sport === 'cricket', 'a cricket match');
    const [first, second] = final.innings;
    assert(first !== undefined && second !== undefined, 'two innings');
    const failed = second.runs < first.runs;
    const allOut = second.wickets === cricketWicketsMax;
    return {
      firstRuns: first.runs,
      firstSixes: sixesOf(events, first.batting),
      failedAllOut: failed ? (allOut ? 1 : 0) : null,
      failedAllOutOvers: failed && allOut ? second.balls / cricketBallsPerOver : null,
    };
  },
  figures: [
    { label: 'first-innings runs', measure: 'firstRuns', stat: 'mean', band: [158, 175], real: '~165-169 (T20I 2018-20), ~172-179 (IPL 2018, 2023)' },
    { label: 'sixes per first innings', measure: 'firstSixes', stat: 'mean', band: [5.5, 7.5], real: '~5.7-7.6 (IPL 2019-23)' },
    { label: 'failed chases ending all out', measure: 'failedAllOut', stat: 'mean', percent: true, band: [15, 32], real: '~15-31% (estimate from IPL all-out counts, docs/feed.md)' },
    { label: 'overs batted by an all-out failed chase', measure: 'failedAllOutOvers', stat: 'mean', band: [15, 20], real: '~16-18 (estimate)' },
  ],
};
