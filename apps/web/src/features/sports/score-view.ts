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
