import { assert } from '../../control/control';
import { Prng } from '../prng';
import { fairProbabilityMax } from '../limits';
import { createMatch, marketsHeld, matchFairMarkets, resultMatchMarkets, stepMatch } from '../match';
import type { MatchState } from '../match';
import { marketId } from '../market-book';
import { competitions } from '../calendar/names';
import { fixtureParams, participantRating } from '../calendar/fixture';
import type { FairMarket, MarketResult, MatchEvent, Participants, SportName } from '../types';

/**
 * Calibration harness, sport-agnostic: plays complete matches from the calendar's own fixture
 * draws, records every market the feed offers before the start and at one random in-play moment
 * of each match, settles them on the final state, and compares the margin-free priced probability
 * of each selection with how often it won (Wilson interval). It also aggregates per-match figures
 * (points, margins, sixes...) and checks each against a band around the real value.
 */

/** A figure of the simulated matches: mean / sd / share of one per-match measure, and its band. */
export type CalibrationFigure = {
  label: string;
  /** Key of the per-match measure (a number, or null when the match does not count). */
  measure: string;
  stat: 'mean' | 'sd';
  /** Shown in percent when a share (mean of 0/1 values). */
  percent?: boolean;
  band: readonly [number, number];
  /** The real value as printed in docs (with its source). */
  real: string;
  /** Known not yet modelled: reported beside the real value, not enforced. */
  pending?: string;
};

export type CalibrationSpec = {
  sport: SportName;
  /** Wall-clock span in which the in-play observation moment is drawn uniformly. */
  liveSampleRealMs: number;
  /** Per-match measures from the final state and every event of the match, in order. */
  measure: (final: MatchState, events: readonly MatchEvent[]) => Record<string, number | null>;
  figures: readonly CalibrationFigure[];
};

export type Interval = { low: number; high: number };

/** Wilson score interval of a frequency `successes / n` at `z` standard errors. */
export function wilsonInterval(successes: number, n: number, z: number): Interval {
  assert(n > 0 && successes >= 0 && successes <= n, 'successes within trials');
  const p = successes / n;
  const z2 = z * z;
  const centre = (p + z2 / (2 * n)) / (1 + z2 / n);
  const half = (z / (1 + z2 / n)) * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n));
  return { low: Math.max(0, centre - half), high: Math.min(1, centre + half) };
}

/** One observed selection: its margin-free probability when offered, and the share it won. */
type Observation = { group: string; selection: string; probability: number; won: number };

/** A match from the calendar's fixture draw for `sport` (competition, two members, ratings, toss). */
export function drawFixture(sport: SportName, calendarSeed: number, rng: Prng): { state: MatchState; names: Participants } {
  const competition = rng.pick(competitions.filter((c) => c.sport === sport));
  const home = rng.pick(competition.participants);
  const away = rng.pick(competition.participants.filter((p) => p !== home));
  const ratings = [participantRating(calendarSeed, home), participantRating(calendarSeed, away)] as const;
  const state = createMatch(fixtureParams(sport, ratings[0], ratings[1], rng.chance(0.5) ? 'home' : 'away'));
  return { state, names: { home, away } };
}

/** Priced markets the feed would offer now, keyed `phase:type#k` (k-th listed of its type). */
function offered(state: MatchState, names: Participants, phase: string): { group: string; market: FairMarket }[] {
  if (marketsHeld(state)) return [];
  const seen = new Map<string, number>();
  const out: { group: string; market: FairMarket }[] = [];
  for (const market of matchFairMarkets(state, names)) {
    const k = seen.get(market.spec.type) ?? 0;
    seen.set(market.spec.type, k + 1);
    if (market.decision.kind !== 'priced') continue;
    if (Math.max(...market.decision.probabilities) > fairProbabilityMax) continue;
    out.push({ group: `${phase}:${market.spec.type}#${k}`, market });
  }
  return out;
}

const eventId = 'cal';

/** Share of the stake a selection's result returns as a win: 1, 1/k in a dead heat, null if void. */
function wonShare(result: MarketResult | undefined, key: string): number | null {
  if (result === undefined || result.outcome === 'void') return null;
  const id = `${result.marketId}:${key}`;
  if (!result.winnerSelectionIds.includes(id)) return 0;
  return result.outcome === 'dead-heat' ? 1 / result.winnerSelectionIds.length : 1;
}

function observe(markets: readonly { group: string; market: FairMarket }[], results: ReadonlyMap<string, MarketResult>): Observation[] {
  const out: Observation[] = [];
  for (const { group, market } of markets) {
    if (market.decision.kind !== 'priced') continue;
    const result = results.get(marketId(eventId, market.spec.type, market.spec.line));
    const probabilities = market.decision.probabilities;
    market.spec.selections.forEach((selection, i) => {
      const won = wonShare(result, selection.key);
      if (won !== null) out.push({ group, selection: selection.key, probability: probabilities[i] ?? 0, won });
    });
  }
  return out;
}

/** Steps real time until `untilRealMs` (or the end), collecting events. */
function playUntil(state: MatchState, untilRealMs: number, rng: Prng, events: MatchEvent[]): MatchState {
  let current = state;
  // A step catches up at most a few hours of wall clock; loop until there.
  for (let i = 0; i < 100 && current.phase !== 'ended' && (current.phase === 'scheduled' || current.realMs < untilRealMs); i += 1) {
    const step = stepMatch(current, untilRealMs - current.realMs, rng);
    events.push(...step.events);
    current = step.state;
  }
  return current;
}

export type SimulatedMatch = { observations: Observation[]; measures: Record<string, number | null> };

/** Plays match `index` of a run with `seed`: its fixture, pre-match and one in-play observation. */
export function simulateMatch(spec: CalibrationSpec, seed: number, index: number): SimulatedMatch {
  const rng = Prng.fromSeed((seed * 1_000_003 + index) | 0);
  const { state: start, names } = drawFixture(spec.sport, seed, rng);
  const pre = offered(start, names, 'pre');
  const events: MatchEvent[] = [];
  const sampleAt = Math.floor(rng.nextFloat() * spec.liveSampleRealMs);
  const matchRng = Prng.fromSeed(rng.nextUint32());
  const state = playUntil(start, sampleAt, matchRng, events);
  const live = state.phase === 'live' ? offered(state, names, 'live') : [];
  const final = playUntil(state, Number.MAX_SAFE_INTEGER, matchRng, events);
  assert(final.phase === 'ended', 'the match ends');
  const results = new Map(resultMatchMarkets(eventId, final, names).map((r) => [r.marketId, r]));
  return { observations: [...observe(pre, results), ...observe(live, results)], measures: spec.measure(final, events) };
}

export type MarketCheck = {
  group: string;
  selection: string;
  n: number;
  priced: number;
  observed: number;
  interval: Interval;
  ok: boolean;
};

/** A figure's value with its standard error; ok when value +- z se reaches into the band (at full size se is small). */
export type FigureCheck = {
  label: string;
  value: number;
  se: number;
  n: number;
  band: readonly [number, number];
  real: string;
  percent: boolean;
  ok: boolean;
  pending: string | null;
};

export type CalibrationReport = { sport: SportName; matches: number; markets: MarketCheck[]; figures: FigureCheck[] };

function checkMarkets(observations: readonly Observation[], z: number, minimumN: number): MarketCheck[] {
  const tallies = new Map<string, { group: string; selection: string; n: number; p: number; won: number }>();
  for (const o of observations) {
    const key = `${o.group}|${o.selection}`;
    const t = tallies.get(key) ?? { group: o.group, selection: o.selection, n: 0, p: 0, won: 0 };
    t.n += 1;
    t.p += o.probability;
    t.won += o.won;
    tallies.set(key, t);
  }
  return [...tallies.values()]
    .filter((t) => t.n >= minimumN)
    .sort((a, b) => (a.group === b.group ? a.selection.localeCompare(b.selection) : a.group.localeCompare(b.group)))
    .map((t) => {
      const interval = wilsonInterval(t.won, t.n, z);
      const priced = t.p / t.n;
      return { group: t.group, selection: t.selection, n: t.n, priced, observed: t.won / t.n, interval, ok: priced >= interval.low && priced <= interval.high };
    });
}

/** The figure and its standard error: a mean's is sd / sqrt(n), an sd's about sd / sqrt(2n). */
function figureValue(values: readonly number[], stat: CalibrationFigure['stat']): { value: number; se: number } {
  const n = values.length;
  const mean = values.reduce((s, v) => s + v, 0) / n;
  const sd = Math.sqrt(values.reduce((s, v) => s + (v - mean) ** 2, 0) / Math.max(1, n - 1));
  return stat === 'mean' ? { value: mean, se: sd / Math.sqrt(n) } : { value: sd, se: sd / Math.sqrt(2 * n) };
}

function checkFigures(figures: readonly CalibrationFigure[], measures: readonly Record<string, number | null>[], z: number): FigureCheck[] {
  return figures.map((f) => {
    const values = measures.map((m) => m[f.measure]).filter((v): v is number => typeof v === 'number');
    const { value, se } = values.length === 0 ? { value: Number.NaN, se: 0 } : figureValue(values, f.stat);
    const scale = f.percent ? 100 : 1;
    const [shown, shownSe] = [value * scale, se * scale];
    const ok = shown + z * shownSe >= f.band[0] && shown - z * shownSe <= f.band[1];
    return { label: f.label, value: shown, se: shownSe, n: values.length, band: f.band, real: f.real, percent: f.percent ?? false, ok, pending: f.pending ?? null };
  });
}

/**
 * Runs `matches` matches of `spec.sport` with `seed` (match i is reproducible on its own) and
 * checks markets and figures at `z` standard errors (market groups seen fewer than `minimumN` times
 * are left out).
 */
export function runCalibration(spec: CalibrationSpec, seed: number, matches: number, z = 2.576, minimumN = 30): CalibrationReport {
  const observations: Observation[] = [];
  const measures: Record<string, number | null>[] = [];
  for (let i = 0; i < matches; i += 1) {
    const match = simulateMatch(spec, seed, i);
    observations.push(...match.observations);
    measures.push(match.measures);
  }
  return { sport: spec.sport, matches, markets: checkMarkets(observations, z, minimumN), figures: checkFigures(spec.figures, measures, z) };
}

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;

/** Printable lines: every figure (simulated vs real, band) and every market (priced vs won, interval). */
export function formatReport(report: CalibrationReport): string[] {
  const lines = [`${report.sport}: ${report.matches} matches`];
  for (const f of report.figures) {
    const value = f.percent ? `${f.value.toFixed(1)}% ±${f.se.toFixed(1)}` : `${f.value.toFixed(2)} ±${f.se.toFixed(2)}`;
    const mark = f.ok ? 'ok ' : f.pending === null ? 'BAD' : 'TODO';
    lines.push(`  ${mark} ${f.label.padEnd(44)} simulated ${value.padStart(14)}  real ${f.real}  band ${f.band[0]}-${f.band[1]}${f.pending === null ? '' : `  (${f.pending})`}`);
  }
  for (const m of report.markets) {
    const label = `${m.group} ${m.selection}`;
    lines.push(
      `  ${m.ok ? 'ok ' : 'BAD'} ${label.padEnd(44)} priced ${pct(m.priced).padStart(6)}  won ${pct(m.observed).padStart(6)}  [${pct(m.interval.low)}, ${pct(m.interval.high)}]  n=${m.n}`,
    );
  }
  return lines;
}

/** What fails in a report: figures outside their band and markets whose price is outside the interval. */
export function calibrationFailures(report: CalibrationReport): string[] {
  return [
    ...report.figures.filter((f) => !f.ok && f.pending === null).map((f) => `${f.label}: ${f.value.toFixed(2)} outside ${f.band.join('-')}`),
    ...report.markets.filter((m) => !m.ok).map((m) => `${m.group} ${m.selection}: priced ${m.priced.toFixed(3)} won ${m.observed.toFixed(3)} (n=${m.n})`),
  ];
}
