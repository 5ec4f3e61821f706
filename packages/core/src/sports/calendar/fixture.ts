import { assert } from '../../control/control';
import { clamp } from '../probability';
import { Prng } from '../prng';
import {
  basketballPointsPer48Max,
  basketballPointsPer48Min,
  basketballTimeScale,
  cricketRunsPerBallMax,
  cricketRunsPerBallMin,
  cricketTimeScale,
  cricketWicketPerBallMax,
  cricketWicketPerBallMin,
  soccerGoalsPer90Average,
  soccerGoalsPer90Max,
  soccerGoalsPer90Min,
  soccerTimeScale,
  tennisServeWinMax,
  tennisServeWinMin,
  tennisTimeScale,
} from '../limits';
import type { MatchParams } from '../match';
import type { Side, SportName } from '../types';

/** FNV-1a: a stable 32-bit hash of a name, so a team keeps its strength for a calendar's life. */
export function hashName(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** A participant's strength in [-1, 1], fixed by the calendar seed and the name. */
export function participantRating(seed: number, name: string): number {
  return Prng.fromSeed(hashName(`${seed}:${name}`)).nextFloat() * 2 - 1;
}

/**
 * Model parameters of a fixture from the two ratings (home first). The scales are chosen so that
 * the best against the worst is a clear but not certain favourite in each sport, and home sides
 * get the usual edge (soccer ~0.25 goals, basketball ~4 points).
 */
export function fixtureParams(sport: SportName, home: number, away: number, coinToss: Side): MatchParams {
  assert(Math.abs(home) <= 1 && Math.abs(away) <= 1, 'ratings in [-1, 1]');
  const edge = home - away;
  switch (sport) {
    case 'soccer': {
      const goals = (x: number) => clamp(soccerGoalsPer90Average * Math.exp(x), soccerGoalsPer90Min, soccerGoalsPer90Max);
      return { sport, params: { homeGoalsPer90: goals(0.38 * edge + 0.13), awayGoalsPer90: goals(-0.38 * edge - 0.13), timeScale: soccerTimeScale } };
    }
    case 'tennis': {
      const serve = (x: number) => clamp(0.635 + 0.035 * x, tennisServeWinMin, tennisServeWinMax);
      return { sport, params: { homeServeWin: serve(edge), awayServeWin: serve(-edge), firstServer: coinToss, timeScale: tennisTimeScale } };
    }
    case 'cricket': {
      const runs = (x: number) => clamp(1.38 * (1 + 0.07 * x), cricketRunsPerBallMin, cricketRunsPerBallMax);
      const wickets = (x: number) => clamp(0.05 * (1 - 0.12 * x), cricketWicketPerBallMin, cricketWicketPerBallMax);
      return {
        sport,
        params: {
          home: { runsPerBall: runs(edge + 0.1), wicketPerBall: wickets(edge + 0.1) },
          away: { runsPerBall: runs(-edge - 0.1), wicketPerBall: wickets(-edge - 0.1) },
          battingFirst: coinToss,
          timeScale: cricketTimeScale,
        },
      };
    }
    case 'basketball': {
      const points = (x: number) => clamp(114.5 + 5 * x, basketballPointsPer48Min, basketballPointsPer48Max);
      return { sport, params: { homePointsPer48: points(edge + 0.4), awayPointsPer48: points(-edge - 0.4), timeScale: basketballTimeScale } };
    }
  }
}
