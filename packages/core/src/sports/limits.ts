/**
 * Limits and model constants of the sports simulator and pricer. Times are in milliseconds:
 * `...MatchMs` is simulated match time, `...RealMs` is wall-clock time (match time divided by the
 * match's time scale). Probabilities are plain fractions.
 */

// ---- engine ---------------------------------------------------------------------------------

/** Upper bound of simulated happenings (points, balls, possessions, attacks) in one step call. */
export const stepIterationsMax = 20_000;
/** One step call simulates at most this much wall-clock time; a longer gap is caught up over calls. */
export const stepElapsedRealMsMax = 6 * 60 * 60_000;

// ---- margin ---------------------------------------------------------------------------------

/** Overround in basis points: 500 means implied probabilities sum to 1.05. */
export const marginBpDefault = 500;
export const marginBpMin = 0;
export const marginBpMax = 3_000;
/** |sum of 1/odds - (1 + margin)| stays below this after rounding odds to thousandths. */
export const impliedSumTolerance = 0.001;
/** The shortest price the book offers (decimal 1.01). */
export const bookOddsMilliMin = 1_010;
/** The longest price the book offers (decimal 1000.00). */
export const bookOddsMilliMax = 1_000_000;
/** A market whose favourite is likelier than this is too decided to trade: it is suspended. */
export const fairProbabilityMax = 0.98;
/** Bisection steps when solving the margin exponent/scale (2^-60 precision is plenty). */
export const marginSolveIterations = 60;
/** Bound of one-thousandth nudges when steering rounded odds onto the target overround. */
export const oddsRoundingNudgesMax = 32;
/** Largest number of selections in one market. */
export const marketSelectionsMax = 8;

// ---- soccer ---------------------------------------------------------------------------------

export const soccerHalfMatchMs = 45 * 60_000;
export const soccerHalfTimeMatchMs = 15 * 60_000;
/** Added time is announced at 45:00 of each half: whole minutes in these inclusive ranges. */
export const soccerAddedMinutesFirstHalfMin = 1;
export const soccerAddedMinutesFirstHalfMax = 5;
export const soccerAddedMinutesSecondHalfMin = 2;
export const soccerAddedMinutesSecondHalfMax = 8;
/** Dangerous attacks per team per 90 minutes for an average side (1.35 goals per 90). */
export const soccerAttacksPer90 = 30;
export const soccerGoalsPer90Average = 1.4;
export const soccerGoalsPer90Min = 0.3;
export const soccerGoalsPer90Max = 4;
/** Attack rate multiplier while the score is level, and once a side leads by two or more. */
export const soccerTempoLevel = 0.8;
export const soccerTempoDecided = 0.75;
/** Share of dangerous attacks that become a penalty, and how often a penalty is scored. */
export const soccerPenaltyShare = 0.005;
export const soccerPenaltyConversion = 0.76;
export const soccerAttackMatchMsMin = 6_000;
export const soccerAttackMatchMsMax = 14_000;
export const soccerPenaltyMatchMs = 60_000;
/** Markets stay suspended this long (wall clock) after a goal. */
export const soccerGoalSettleRealMs = 10_000;
/** Remaining goals per side are modelled up to this count; the tail mass is lumped into it. */
export const soccerGoalsRemainingMax = 12;
/** Goals recorded in one match (a safety bound; 15 has never been seen in a professional game). */
export const soccerGoalsMax = 40;
export const soccerTotalLines = [0.5, 1.5, 2.5, 3.5, 4.5] as const;
/** Asian handicap lines, applied to the home side; whole lines void on a push. */
export const soccerAsianHandicapLines = [-1.5, -1, 0, 1, 1.5] as const;
/** European (three-way) handicap lines applied to the home side. */
export const soccerEuropeanHandicapLines = [-1, 1] as const;

// ---- tennis ---------------------------------------------------------------------------------

export const tennisSetsToWin = 2;
export const tennisServeWinMin = 0.5;
export const tennisServeWinMax = 0.8;
/** Sd of the day's form, in serve-point win probability (home up by it, away down). */
export const tennisFormSd = 0.045;
export const tennisPointGapMatchMs = 25_000;
export const tennisChangeoverMatchMs = 90_000;
export const tennisSetBreakMatchMs = 120_000;
export const tennisPointSettleRealMs = 1_500;
export const tennisGameSettleRealMs = 3_000;
/** Games in a best-of-3 match: at most 3 sets of 13 games (a tie-break counts as a game). */
export const tennisGamesMax = 39;
export const tennisTotalGamesLines = [20.5, 22.5, 24.5] as const;

// ---- cricket (T20) --------------------------------------------------------------------------

export const cricketOversPerInnings = 20;
export const cricketBallsPerOver = 6;
export const cricketWicketsMax = 10;
export const cricketBallsPerInnings = cricketOversPerInnings * cricketBallsPerOver;
export const cricketBallGapMatchMs = 35_000;
export const cricketOverGapMatchMs = 60_000;
export const cricketInningsBreakMatchMs = 15 * 60_000;
export const cricketWideGapMatchMs = 20_000;
export const cricketBallInAirMatchMs = 4_000;
/** Probability that a delivery is a wide (one run, re-bowled). */
export const cricketWidePerDelivery = 0.03;
/** Runs (per legal ball, excluding wides) and wicket chance per legal ball accepted as params. */
export const cricketRunsPerBallMin = 0.8;
export const cricketRunsPerBallMax = 1.9;
export const cricketWicketPerBallMin = 0.02;
export const cricketWicketPerBallMax = 0.1;
/**
 * Phase multipliers: overs 1-6 powerplay, 7-16 middle, 17-20 death. With a fixture's average
 * side (1.38 runs per scoring ball, 0.05 wicket chance) they give a first innings of about 169
 * (powerplay ~49 for 1.4, death ~10.2 an over, 6.2 wickets), as in men's T20 cricket.
 */
export const cricketPowerplayOvers = 6;
export const cricketDeathOverFrom = 17;
export const cricketPowerplayRunFactor = 1.0;
export const cricketPowerplayWicketFactor = 0.8;
export const cricketMiddleRunFactor = 1.0;
export const cricketDeathRunFactor = 1.45;
export const cricketDeathWicketFactor = 1.6;
/**
 * From this many wickets down the lower order bats to last the 20 overs: fewer runs and a little
 * less wicket risk. Real T20 sides lose about 6 wickets an innings yet are bowled out in only
 * ~8-10% of innings (IPL all-out counts, docs/feed.md): wickets slow down once the tail is in.
 * At 1.3 (the tail falling faster) 17% of first innings and ~45% of failed chases ended all out.
 */
export const cricketTailFromWickets = 6;
export const cricketTailRunFactor = 0.85;
export const cricketTailWicketFactor = 0.9;
/**
 * A chasing side bats to the required rate: its aggression (a multiplier on runs per scoring
 * ball) is (runs needed / runs a neutral innings would still add)^exponent, held in
 * [min, max] and taken in steps, so pricing and the simulation use the same few ball models.
 * Wicket risk grows faster than scoring: wicket chance x aggression^wicketExponent.
 */
export const cricketChaseAggressionExponent = 0.75;
export const cricketChaseAggressionMin = 0.9;
export const cricketChaseAggressionMax = 1.5;
export const cricketChaseAggressionStep = 0.05;
export const cricketChaseWicketExponent = 2.5;
/** The most aggression a chase uses by wickets down (0..9): the tail bats the overs out. */
export const cricketChaseAggressionMaxByWickets = [1.5, 1.5, 1.5, 1.4, 1.3, 1.15, 1.0, 0.95, 0.9, 0.9] as const;
/** Targets priced exactly before the chase; a higher one is out of reach (~7 sd above par). */
export const cricketChaseNeededMax = 360;
/** Largest chance of a wicket on one legal ball, however aggressive. */
export const cricketWicketPerBallCap = 0.25;
/** The next-over runs market line. */
export const cricketOverRunsLine = 7.5;
export const cricketRunsSettleRealMs = 2_000;
export const cricketWicketSettleRealMs = 5_000;
/** Largest runs from one legal ball including a wide before it (a six after a wide). */
export const cricketRunsPerBallOutcomeMax = 7;

// ---- basketball -----------------------------------------------------------------------------

export const basketballQuarters = 4;
export const basketballQuarterMatchMs = 12 * 60_000;
export const basketballOvertimeMatchMs = 5 * 60_000;
export const basketballQuarterBreakMatchMs = 2 * 60_000;
export const basketballHalfTimeMatchMs = 15 * 60_000;
/** Overtimes played before the last one is settled by a decisive final possession. */
export const basketballOvertimesMax = 8;
export const basketballPossessionMatchMsMin = 6_000;
export const basketballPossessionMatchMsMax = 24_000;
/**
 * Game state: a side's scoring per possession is scaled by 1 - damping x its lead (a leader eases
 * off, a trailer presses; garbage time), the lead counted up to the max. It pulls margins in.
 */
export const basketballLeadDampingPerPoint = 0.0022;
export const basketballLeadDampedMax = 30;
/**
 * The last possession of the fourth quarter or an overtime: a side 3 behind shoots a three (made
 * this often), a side 2 behind goes for the tying two; nothing else scores then.
 */
export const basketballTieThreeMade = 0.38;
export const basketballTieTwoMade = 0.52;
/**
 * End game: the last this many possessions of the fourth quarter or an overtime. A side 2 or 3
 * behind goes for the tying basket (as on the last one); a side 1-3 ahead that is not on the last
 * one runs the clock down and scores at this share of its rate (a late, hurried shot).
 */
export const basketballEndGamePossessions = 5;
export const basketballHoldScoring = 0.5;
export const basketballPointsPer48Min = 70;
export const basketballPointsPer48Max = 140;
/** Final seconds of a close fourth quarter or overtime are a dangerous moment. */
export const basketballFinalSecondsMatchMs = 24_000;
export const basketballFinalSecondsMargin = 5;
export const basketballBasketSettleRealMs = 1_000;
/** Spread/total lines are offered at the pre-match expectation and this many points either side. */
export const basketballLineOffsets = [-6, 0, 6] as const;

// ---- calendar -------------------------------------------------------------------------------

export const calendarLiveTarget = 20;
export const calendarUpcomingTarget = 100;
/** Kick-offs fall on quarter hours, a handful per slot. */
export const calendarSlotMs = 15 * 60_000;
export const calendarEventsPerSlotMin = 7;
export const calendarEventsPerSlotMax = 11;
/** Ended events stay listed this long so the adapter can settle and show final scores. */
export const calendarEndedRetentionMs = 10 * 60_000;
export const calendarEventsMax = 400;
/** Match ms per real ms: a soccer match lasts about 37 real minutes, cricket about 45. */
export const soccerTimeScale = 3;
export const tennisTimeScale = 3;
export const cricketTimeScale = 5;
export const basketballTimeScale = 2;
