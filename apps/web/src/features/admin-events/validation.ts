import { bookOddsMilliMax, bookOddsMilliMin, milliToOdds, oddsToMilli, sportIds } from '@oddsmith/core';

/** Errors are translation keys (with values), keyed by field. */
export type FieldError = { key: string; values?: Record<string, string | number> };
export type Errors = Record<string, FieldError>;

export const teamNameMax = 80;
export const competitionNameMax = 80;
export const marketNameMax = 80;
export const selectionsMin = 2;
export const selectionsMax = 20;
export const oddsLimits = { min: milliToOdds(bookOddsMilliMin), max: milliToOdds(bookOddsMilliMax) };

const required: FieldError = { key: 'validation.required' };

function text(errors: Errors, field: string, value: string, max: number): void {
  const trimmed = value.trim();
  if (!trimmed) errors[field] = required;
  else if (trimmed.length > max) errors[field] = { key: 'adminEvents.form.tooLong', values: { max } };
}

export type CreateEventDraft = { sportId: string | null; competitionName: string; home: string; away: string; startTime: string };

export function validateCreateEvent(draft: CreateEventDraft): Errors {
  const errors: Errors = {};
  if (!draft.sportId) errors.sportId = required;
  text(errors, 'competitionName', draft.competitionName, competitionNameMax);
  text(errors, 'home', draft.home, teamNameMax);
  text(errors, 'away', draft.away, teamNameMax);
  if (!errors.home && !errors.away && draft.home.trim().toLowerCase() === draft.away.trim().toLowerCase()) {
    errors.away = { key: 'adminEvents.form.sameTeams' };
  }
  if (!draft.startTime) errors.startTime = required;
  else if (Number.isNaN(new Date(draft.startTime).getTime())) errors.startTime = { key: 'adminEvents.form.invalidDate' };
  return errors;
}

/** Decimal odds text ("1.85") to a number on the book's ladder limits, or null when invalid. */
export function parseOddsText(value: string): number | null {
  const trimmed = value.trim().replace(',', '.');
  if (!/^\d+(\.\d{1,3})?$/.test(trimmed)) return null;
  const milli = oddsToMilli(Number(trimmed));
  if (milli < bookOddsMilliMin || milli > bookOddsMilliMax) return null;
  return milliToOdds(milli);
}

export const oddsError: FieldError = { key: 'adminEvent.errors.odds', values: oddsLimits };

export type MarketDraft = { name: string; type: string; line: string; options: { name: string; odds: string }[] };

export function validateMarketDraft(draft: MarketDraft): Errors {
  const errors: Errors = {};
  text(errors, 'name', draft.name, marketNameMax);
  if (!draft.type) errors.type = required;
  if (draft.line.trim() && !/^-?\d+(\.\d{1,2})?$/.test(draft.line.trim())) errors.line = { key: 'adminEvent.errors.line' };
  if (draft.options.length < selectionsMin) errors.options = { key: 'adminEvent.errors.selectionsMin', values: { min: selectionsMin } };
  draft.options.slice(0, selectionsMax).forEach((option, index) => {
    text(errors, `options.${index}.name`, option.name, marketNameMax);
    if (parseOddsText(option.odds) === null) errors[`options.${index}.odds`] = oddsError;
  });
  return errors;
}

export type ResultDraft = { winners: string[]; voided: boolean; deadHeatCount: string };

export function validateResult(draft: ResultDraft): Errors {
  const errors: Errors = {};
  if (!draft.voided && draft.winners.length === 0) errors.winners = { key: 'adminEvent.errors.winners' };
  if (!draft.voided && draft.deadHeatCount.trim()) {
    const count = Number(draft.deadHeatCount);
    if (!Number.isInteger(count) || count < 2 || count > Math.max(2, draft.winners.length)) {
      errors.deadHeatCount = { key: 'adminEvent.errors.deadHeat' };
    }
  }
  return errors;
}

// ---- score editor: per-sport fields, no JSON ------------------------------------------------

export type ScoreDraft = Record<string, string>;

type Loose = Record<string, unknown>;
const asObject = (value: unknown): Loose => (typeof value === 'object' && value !== null ? (value as Loose) : {});
const str = (value: unknown, fallback = ''): string => (typeof value === 'number' || typeof value === 'string' ? String(value) : fallback);

/** The form fields of a sport's score, filled from the event's `scores`. */
export function scoreDraftOf(sportId: number, scores: unknown): ScoreDraft {
  const s = asObject(scores);
  switch (sportId) {
    case sportIds.tennis: {
      const sets = Array.isArray(s.sets) ? (s.sets as unknown[]).filter(Array.isArray) : [[0, 0]];
      const points = Array.isArray(s.points) ? (s.points as unknown[]) : ['0', '0'];
      const draft: ScoreDraft = { setCount: String(Math.max(1, Math.min(5, sets.length))), server: str(s.server, 'home'), homePoints: str(points[0], '0'), awayPoints: str(points[1], '0'), period: str(s.period, 'S1') };
      sets.slice(0, 5).forEach((set, index) => {
        draft[`set${index}Home`] = str((set as unknown[])[0], '0');
        draft[`set${index}Away`] = str((set as unknown[])[1], '0');
      });
      return draft;
    }
    case sportIds.cricket: {
      const home = asObject(s.home);
      const away = asObject(s.away);
      return {
        innings: str(s.innings, '1'),
        batting: str(s.batting, 'home'),
        homeRuns: str(home.runs, '0'),
        homeWickets: str(home.wickets, '0'),
        homeOvers: str(home.overs, '0.0'),
        awayRuns: str(away.runs, '0'),
        awayWickets: str(away.wickets, '0'),
        awayOvers: str(away.overs, '0.0'),
        target: str(s.target),
        period: str(s.period, 'innings-1'),
      };
    }
    case sportIds.basketball:
      return { home: str(s.home, '0'), away: str(s.away, '0'), quarter: str(s.quarter, '1'), clock: str(s.clock, '12:00'), period: str(s.period, 'Q1') };
    default:
      return { home: str(s.home, '0'), away: str(s.away, '0'), clock: str(s.clock, "0'"), period: str(s.period, '1H') };
  }
}

const wholeFields: Record<number, string[]> = {
  [sportIds.soccer]: ['home', 'away'],
  [sportIds.basketball]: ['home', 'away', 'quarter'],
  [sportIds.cricket]: ['innings', 'homeRuns', 'homeWickets', 'awayRuns', 'awayWickets'],
  [sportIds.tennis]: [],
};

const whole = (value: string | undefined) => /^\d{1,4}$/.test((value ?? '').trim());

export function validateScoreDraft(sportId: number, draft: ScoreDraft): Errors {
  const errors: Errors = {};
  const numbers = [...(wholeFields[sportId] ?? [])];
  if (sportId === sportIds.tennis) {
    const sets = Number(draft.setCount ?? 1);
    for (let index = 0; index < Math.min(5, sets); index += 1) numbers.push(`set${index}Home`, `set${index}Away`);
  }
  for (const field of numbers) if (!whole(draft[field])) errors[field] = { key: 'adminEvent.errors.wholeNumber' };
  if (sportId === sportIds.cricket) {
    for (const field of ['homeOvers', 'awayOvers']) if (!/^\d{1,3}\.[0-5]$/.test((draft[field] ?? '').trim())) errors[field] = { key: 'adminEvent.errors.overs' };
    if ((draft.target ?? '').trim() && !whole(draft.target)) errors.target = { key: 'adminEvent.errors.wholeNumber' };
  }
  return errors;
}

/** The `scores` object a valid draft stands for (the shapes of core's sport models). */
export function scoresOfDraft(sportId: number, draft: ScoreDraft): Record<string, unknown> {
  const n = (field: string) => Number((draft[field] ?? '0').trim() || 0);
  switch (sportId) {
    case sportIds.tennis: {
      const count = Math.max(1, Math.min(5, n('setCount')));
      const sets = Array.from({ length: count }, (_, index) => [n(`set${index}Home`), n(`set${index}Away`)]);
      return { sets, points: [draft.homePoints ?? '0', draft.awayPoints ?? '0'], server: draft.server === 'away' ? 'away' : 'home', tiebreak: false, period: draft.period || `S${count}` };
    }
    case sportIds.cricket:
      return {
        innings: n('innings'),
        batting: draft.batting === 'away' ? 'away' : 'home',
        home: { runs: n('homeRuns'), wickets: n('homeWickets'), overs: draft.homeOvers?.trim() ?? '0.0' },
        away: { runs: n('awayRuns'), wickets: n('awayWickets'), overs: draft.awayOvers?.trim() ?? '0.0' },
        target: draft.target?.trim() ? n('target') : null,
        period: draft.period || 'innings-1',
      };
    case sportIds.basketball:
      return { home: n('home'), away: n('away'), quarter: n('quarter'), clock: draft.clock ?? '', period: draft.period ?? '', quarters: [] };
    default:
      return { home: n('home'), away: n('away'), clock: draft.clock ?? '', period: draft.period ?? '' };
  }
}
