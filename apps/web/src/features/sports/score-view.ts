import { sportIds, type Side } from '@oddsmith/core';

/** A line of the compact score: the side's cells (goals, games per set + points, runs/wickets…). */
export type ScoreRow = { side: Side; cells: string[] };
/** What the period label says: a translation key under `sports.score` and its values. */
export type ScoreLabel = { key: string; values?: Record<string, string | number> };
export type ScoreView = { rows: [ScoreRow, ScoreRow]; label: ScoreLabel | null; server: Side | null; batting: Side | null };

type Loose = Record<string, unknown>;

const isObject = (value: unknown): value is Loose => typeof value === 'object' && value !== null;
const num = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);
const text = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');
const side = (value: unknown): Side | null => (value === 'home' || value === 'away' ? value : null);

/** One number a side (goals, points) under the period's label. */
function goalsView(scores: Loose, label: ScoreLabel | null): ScoreView {
  return {
    rows: [
      { side: 'home', cells: [String(num(scores.home))] },
      { side: 'away', cells: [String(num(scores.away))] },
    ],
    label,
    server: null,
    batting: null,
  };
}

function soccer(scores: Loose): ScoreView {
  const period = text(scores.period);
  const label: ScoreLabel | null =
    period === 'HT' || period === 'FT' || period === 'pre'
      ? { key: `period.${period}` }
      : text(scores.clock)
        ? { key: 'clock', values: { clock: text(scores.clock) } }
        : null;
  return goalsView(scores, label);
}

function tennis(scores: Loose): ScoreView {
  const sets = Array.isArray(scores.sets) ? scores.sets.filter(Array.isArray).slice(0, 5) : [];
  const points = Array.isArray(scores.points) ? scores.points : [];
  const period = text(scores.period);
  const finished = period === 'FT';
  const cellsOf = (index: 0 | 1) => [
    ...sets.map((set) => String(num((set as unknown[])[index]))),
    ...(finished ? [] : [text(points[index]) || '0']),
  ];
  return {
    rows: [
      { side: 'home', cells: cellsOf(0) },
      { side: 'away', cells: cellsOf(1) },
    ],
    label: finished ? { key: 'period.FT' } : scores.tiebreak === true ? { key: 'tiebreak' } : period ? { key: 'set', values: { set: period.replace(/^S/, '') } } : null,
    server: finished ? null : side(scores.server),
    batting: null,
  };
}

function cricketCells(value: unknown): string[] {
  if (!isObject(value)) return ['0/0'];
  const overs = text(value.overs);
  return [`${num(value.runs)}/${num(value.wickets)}`, ...(overs ? [`(${overs})`] : [])];
}

function cricket(scores: Loose): ScoreView {
  const period = text(scores.period);
  const target = typeof scores.target === 'number' ? scores.target : null;
  const label: ScoreLabel | null =
    period === 'ended' || period === 'innings-break' || period === 'pre'
      ? { key: `period.${period}` }
      : target !== null
        ? { key: 'target', values: { target } }
        : period
          ? { key: 'innings', values: { innings: num(scores.innings) || 1 } }
          : null;
  return {
    rows: [
      { side: 'home', cells: cricketCells(scores.home) },
      { side: 'away', cells: cricketCells(scores.away) },
    ],
    label,
    server: null,
    batting: period === 'ended' ? null : side(scores.batting),
  };
}

function basketball(scores: Loose): ScoreView {
  const period = text(scores.period);
  const quarter = num(scores.quarter);
  const label: ScoreLabel | null =
    period === 'HT' || period === 'FT' || period === 'break'
      ? { key: `period.${period}` }
      : quarter > 0
        ? { key: 'quarter', values: { quarter: quarter > 4 ? 'OT' : `Q${quarter}`, clock: text(scores.clock) } }
        : null;
  return goalsView(scores, label);
}

/**
 * The compact, sport-aware view of an event's `scores` (shapes in core's sports models): soccer
 * goals and clock, tennis games per set, points and the server, cricket runs/wickets (overs), and
 * basketball points with quarter and clock. Null when there is nothing to show.
 */
export function scoreView(sportId: number, scores: unknown): ScoreView | null {
  if (!isObject(scores)) return null;
  switch (sportId) {
    case sportIds.soccer:
      return soccer(scores);
    case sportIds.tennis:
      return tennis(scores);
    case sportIds.cricket:
      return cricket(scores);
    case sportIds.basketball:
      return basketball(scores);
    default:
      return null;
  }
}

/**
 * The live row's cue: the minute (soccer), the set (tennis), the over in progress (cricket:
 * the batting side's overs) or the quarter and clock (basketball); a break or the end by name.
 */
export function liveCueOf(sportId: number, scores: unknown): ScoreLabel | null {
  const view = scoreView(sportId, scores);
  if (!view || !isObject(scores)) return null;
  if (sportId === sportIds.cricket && (view.label?.key === 'innings' || view.label?.key === 'target')) {
    const batting = side(scores.batting);
    const overs = batting && isObject(scores[batting]) ? text((scores[batting] as Loose).overs) : '';
    if (overs) return { key: 'overs', values: { overs } };
  }
  return view.label;
}

/** Balls of an overs text ("12.3" is 12 overs and 3 balls). */
function ballsOf(overs: string): number {
  const [whole = '0', part = '0'] = overs.split('.');
  return num(Number(whole)) * 6 + num(Number(part));
}

function cricketStats(scores: Loose): ScoreLabel[] {
  const batting = side(scores.batting);
  const innings = batting && isObject(scores[batting]) ? (scores[batting] as Loose) : null;
  if (!innings) return [];
  const balls = ballsOf(text(innings.overs));
  const stats: ScoreLabel[] = [];
  if (balls > 0) stats.push({ key: 'stats.runRate', values: { rate: ((num(innings.runs) * 6) / balls).toFixed(2) } });
  if (typeof scores.target === 'number') stats.push({ key: 'stats.need', values: { runs: Math.max(0, scores.target - num(innings.runs)) } });
  return stats;
}

function tennisStats(scores: Loose, period: string): ScoreLabel[] {
  const sets = Array.isArray(scores.sets) ? scores.sets.filter(Array.isArray).slice(0, 5) : [];
  // The last set is in play until the match is over.
  const done = (period === 'FT' ? sets : sets.slice(0, -1)) as unknown[][];
  if (done.length === 0) return [];
  const home = done.filter((set) => num(set[0]) > num(set[1])).length;
  return [{ key: 'stats.sets', values: { home, away: done.length - home } }];
}

function basketballStats(scores: Loose): ScoreLabel[] {
  const quarters = Array.isArray(scores.quarters) ? scores.quarters.filter(Array.isArray).slice(0, 8) : [];
  return quarters.map((quarter, index) => ({
    key: 'stats.quarter',
    values: { quarter: index < 4 ? `Q${index + 1}` : `OT${index - 3}`, home: num((quarter as unknown[])[0]), away: num((quarter as unknown[])[1]) },
  }));
}

/**
 * The event page's key stats the feed has, beside the period: the half (soccer), the set and
 * tie-break (tennis), run rate and runs needed (cricket), the score per quarter (basketball).
 */
export function scoreStats(sportId: number, scores: unknown): ScoreLabel[] {
  if (!isObject(scores)) return [];
  const period = text(scores.period);
  switch (sportId) {
    case sportIds.soccer:
      return period === '1H' || period === '2H' ? [{ key: `stats.half.${period}` }] : [];
    case sportIds.tennis:
      return tennisStats(scores, period);
    case sportIds.cricket:
      return cricketStats(scores);
    case sportIds.basketball:
      return basketballStats(scores);
    default:
      return [];
  }
}
