import { describe, expect, it } from 'vitest';
import type { Side } from '../types';
import { aggressionOf, ballModel, chaseAggressionLevel, neutralAggressionLevel } from './ball-model';
import { chaseOdds, chaseStartCurve, inningsProfile, overRunsPmf, remainingRuns, runsTable } from './innings-model';
import { cricketChaseOutlook, cricketFairMarkets } from './pricing';
import { createCricketMatch, freshInnings } from './state';
import type { CricketBattingParams, CricketInnings, CricketState } from './state';
import { cricketAggressionLevel } from './step';

/**
 * Calibration points of the T20 model against men's T20 cricket. The average side is the
 * fixture's centre (calendar/fixture.ts: 1.38 runs a scoring ball, 0.05 wicket chance); all
 * figures are exact recursions, so the bands are about the cricket, not about sampling noise.
 */
const average: CricketBattingParams = { runsPerBall: 1.38, wicketPerBall: 0.05 };
/** The weakest side of a typical fixture (rating gap 0.7 against it). */
const weaker: CricketBattingParams = { runsPerBall: 1.38 * (1 - 0.07), wicketPerBall: 0.05 * (1 + 0.12) };

/** The chaser's share of the two-way match winner (a tie settles dead-heat, half each). */
function chaserShare(params: CricketBattingParams, ballsBowled: number, wicketsDown: number, needed: number): number {
  const { win, tie } = chaseOdds(params, ballsBowled, wicketsDown, needed);
  return win + tie / 2;
}

function overRunsMean(pmf: readonly number[]): number {
  return pmf.reduce((sum, p, runs) => sum + p * runs, 0);
}

describe('cricket calibration: a first innings', () => {
  const profile = inningsProfile(average);

  it('averages 160-175 runs and 6-7.5 wickets', () => {
    expect(profile.runs).toBeGreaterThan(160);
    expect(profile.runs).toBeLessThan(175);
    expect(profile.wickets).toBeGreaterThan(6);
    expect(profile.wickets).toBeLessThan(7.5);
    // The profile and the remaining-runs recursion are two computations of the same mean.
    expect(Math.abs(remainingRuns(average, 0, 0).mean - profile.runs)).toBeLessThan(1e-6);
  });

  it('has a powerplay of 44-52 for 1-2, middle overs of 7-8.5 an over and death overs of 9-11', () => {
    expect(profile.powerplayRuns).toBeGreaterThan(44);
    expect(profile.powerplayRuns).toBeLessThan(52);
    expect(profile.powerplayWickets).toBeGreaterThan(1);
    expect(profile.powerplayWickets).toBeLessThan(2);
    expect(profile.middleRuns / 10).toBeGreaterThan(7);
    expect(profile.middleRuns / 10).toBeLessThan(8.5);
    expect(profile.deathRuns / 4).toBeGreaterThan(9);
    expect(profile.deathRuns / 4).toBeLessThan(11);
  });
});

describe('cricket calibration: the chase', () => {
  it('gives the chaser about half at the start of a chase of an average target', () => {
    const target = Math.round(inningsProfile(average).runs) + 1;
    const share = chaserShare(average, 0, 0, target);
    expect(share).toBeGreaterThan(0.45);
    expect(share).toBeLessThan(0.56);
  });

  it('makes a side needing 8 an over with 8 wickets in hand a 55-65% favourite', () => {
    // 112 off the last 14 overs at 2 down.
    const share = chaserShare(average, 36, 2, 112);
    expect(share).toBeGreaterThan(0.55);
    expect(share).toBeLessThan(0.65);
  });

  it('prices 66/1 after 9.3 overs chasing 171 near a real book (fair 2.2-3.6, not ~9)', () => {
    // Needs 105 off 63 balls (10 an over) against ~6.9 so far, with 9 wickets in hand. The old
    // model, which batted the same whatever the required rate, gave the average side 0.11 here.
    const needed = 171 - 66;
    const share = chaserShare(average, 57, 1, needed);
    expect(share).toBeGreaterThan(0.3);
    expect(share).toBeLessThan(0.45);
    const weakerShare = chaserShare(weaker, 57, 1, needed);
    expect(weakerShare).toBeGreaterThan(0.2);
    expect(weakerShare).toBeLessThan(share);
  });

  it('is still a long shot when the required rate is out of reach', () => {
    // 75 off the last 5 overs (15 an over), 3 down.
    expect(chaserShare(average, 90, 3, 75)).toBeLessThan(0.12);
    // 60 off the last 4 overs at 5 down.
    expect(chaserShare(average, 96, 5, 60)).toBeLessThan(0.12);
  });

  it('moves the chaser the right way with runs needed, balls and wickets', () => {
    expect(chaserShare(average, 60, 2, 90)).toBeLessThan(chaserShare(average, 60, 2, 80));
    expect(chaserShare(average, 66, 2, 80)).toBeLessThan(chaserShare(average, 60, 2, 80));
    expect(chaserShare(average, 60, 4, 80)).toBeLessThan(chaserShare(average, 60, 2, 80));
  });
});

describe('cricket calibration: before the chase', () => {
  const match = createCricketMatch({ home: average, away: average, battingFirst: 'home' as Side, timeScale: 5 });
  const firstInnings = (balls: number, runs: number, wickets: number): CricketState => ({
    ...match,
    phase: 'live',
    period: 'innings-1',
    innings: [{ ...freshInnings('home'), balls, runs, wickets }],
  });
  const share = (state: CricketState) => {
    const { chaserWins, tie } = cricketChaseOutlook(state);
    return chaserWins + tie / 2;
  };

  it('gives equal sides about half before a ball is bowled (a small chasing edge, as the chase model has)', () => {
    expect(share(match)).toBeGreaterThan(0.5);
    expect(share(match)).toBeLessThan(0.58);
  });

  it('does not jump when the first innings ends: one ball out, it is within 0.03 of the chase that follows', () => {
    // 165/6 with a ball to come; a typical last ball adds one or two (target 167 or 168).
    const before = share(firstInnings(119, 165, 6));
    expect(Math.abs(before - chaserShare(average, 0, 0, 167))).toBeLessThan(0.03);
    expect(Math.abs(before - chaserShare(average, 0, 0, 168))).toBeLessThan(0.03);
  });

  it('looks targets up in a start-of-chase curve that is the chase recursion, to rounding', () => {
    const curve = chaseStartCurve(weaker);
    for (const needed of [1, 7, 120, 150, 171, 230]) {
      const { win, tie } = chaseOdds(weaker, 0, 0, needed);
      expect(Math.abs((curve.win[needed] ?? -1) - win)).toBeLessThan(1e-9);
      expect(Math.abs((curve.tie[needed] ?? -1) - tie)).toBeLessThan(1e-9);
    }
  });

  it('favours the chaser more the more wickets the first innings has lost', () => {
    expect(share(firstInnings(60, 80, 6))).toBeGreaterThan(share(firstInnings(60, 80, 2)));
  });
});

describe('cricket calibration: batting to the required rate', () => {
  it('bats as usual on par, attacks behind the rate and plays safe ahead of it', () => {
    expect(chaseAggressionLevel(100, 100)).toBe(neutralAggressionLevel);
    expect(chaseAggressionLevel(140, 100)).toBeGreaterThan(neutralAggressionLevel);
    expect(chaseAggressionLevel(70, 100)).toBeLessThan(neutralAggressionLevel);
    let previous = 0;
    for (let needed = 1; needed <= 400; needed += 1) {
      const level = chaseAggressionLevel(needed, 100);
      expect(level).toBeGreaterThanOrEqual(previous);
      previous = level;
    }
    expect(aggressionOf(neutralAggressionLevel)).toBeCloseTo(1, 12);
  });

  it('scores faster and loses wickets faster when attacking, at every phase', () => {
    const attack = chaseAggressionLevel(150, 100);
    for (const ball of [0, 50, 110]) {
      const usual = ballModel(average, ball, 2);
      const attacking = ballModel(average, ball, 2, attack);
      expect(attacking.runsMean).toBeGreaterThan(usual.runsMean);
      expect(attacking.wicket).toBeGreaterThan(usual.wicket);
      // Wicket risk grows faster than scoring.
      expect(attacking.wicket / usual.wicket).toBeGreaterThan(attacking.runsMean / usual.runsMean);
    }
  });

  it('plays the chase at the level the pricing assumes, and prices the next over from it', () => {
    const first: CricketInnings = { ...freshInnings('home'), runs: 170, wickets: 6, balls: 120, complete: true };
    const chase = (runs: number): CricketInnings => ({ ...freshInnings('away'), runs, wickets: 1, balls: 60 });
    const state = (second: CricketInnings): CricketState => ({
      ...createCricketMatch({ home: average, away: average, battingFirst: 'home' as Side, timeScale: 5 }),
      phase: 'live',
      period: 'innings-2',
      innings: [first, second],
    });
    const behind = state(chase(50));
    const onPar = state(chase(171 - Math.round(runsTable(average).at(60, 1).mean)));
    expect(cricketAggressionLevel(behind, chase(50))).toBeGreaterThan(neutralAggressionLevel);
    expect(cricketAggressionLevel(onPar, chase(onPar.innings[1]?.runs ?? 0))).toBe(neutralAggressionLevel);
    const nextOver = (s: CricketState) => cricketFairMarkets(s, { home: 'H', away: 'A' }).find((m) => m.spec.type === 'over-runs');
    const overBehind = nextOver(behind);
    const overOnPar = nextOver(onPar);
    if (overBehind?.decision.kind !== 'priced' || overOnPar?.decision.kind !== 'priced') throw new Error('next over is priced');
    expect(overBehind.decision.probabilities[0] ?? 0).toBeGreaterThan(overOnPar.decision.probabilities[0] ?? 0);
    expect(overRunsMean(overRunsPmf(average, 10, 1, cricketAggressionLevel(behind, chase(50))))).toBeGreaterThan(
      overRunsMean(overRunsPmf(average, 10, 1)),
    );
  });
});
