import { type AdminSettingField, type AdminSettingGroup } from '@oddsmith/core';

/**
 * The settings screen edits text: money as the currency's amount, ms as seconds, basis points as
 * percent. These helpers turn a field's wire value into that text and back, and check it against
 * the field's range before anything is sent.
 */
export type DraftValue = string | boolean | Record<string, string>;
export type Draft = Record<string, DraftValue>;
export type FieldProblem = { key: 'number' | 'decimals' | 'range'; min?: string; max?: string };

/** How many decimals the shown unit allows, and the factor from the shown unit to the wire's. */
const shownAs: Record<AdminSettingField['unit'], { decimals: number; factor: number }> = {
  cents: { decimals: 2, factor: 1 },
  ms: { decimals: 3, factor: 1000 },
  seconds: { decimals: 0, factor: 1 },
  basisPoints: { decimals: 2, factor: 100 },
  percent: { decimals: 0, factor: 1 },
  boolean: { decimals: 0, factor: 1 },
};

/** A wire number as the text the field shows ("1.5" s for 1500 ms, "5" % for 500 bp). */
export function shownText(unit: AdminSettingField['unit'], value: number | null): string {
  if (value === null) return '';
  const { factor } = shownAs[unit];
  return String(Math.round((value / factor) * 1000) / 1000);
}

/** The shown text back to the wire number, or what is wrong with it. */
export function wireNumber(field: AdminSettingField, text: string): { ok: true; value: number | null } | { ok: false; problem: FieldProblem } {
  const trimmed = text.trim();
  if (trimmed === '' && field.nullable) return { ok: true, value: null };
  const { decimals, factor } = shownAs[field.unit];
  const match = /^(-?)(\d{1,13})(?:\.(\d+))?$/.exec(trimmed);
  if (!match) return { ok: false, problem: { key: 'number' } };
  const [, sign = '', whole = '0', fraction = ''] = match;
  if (fraction.length > decimals) return { ok: false, problem: { key: 'decimals' } };
  // Decimal text to an integer count of the shown unit's smallest step: no float drift.
  const steps = (Number(whole) * 10 ** decimals + Number(fraction.padEnd(decimals, '0') || '0')) * (sign === '-' ? -1 : 1);
  const value = (steps * factor) / 10 ** decimals;
  const range = { min: shownText(field.unit, field.min), max: shownText(field.unit, field.max) };
  if ((field.min !== null && value < field.min) || (field.max !== null && value > field.max)) return { ok: false, problem: { key: 'range', ...range } };
  return { ok: true, value };
}

/** The editable text of a field's wire value (a map per currency, a boolean, or one text). */
export function draftOf(field: AdminSettingField, value: AdminSettingField['value']): DraftValue {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'object' && value !== null) return Object.fromEntries(Object.entries(value).map(([currency, one]) => [currency, shownText(field.unit, one)]));
  return shownText(field.unit, value);
}

export function draftOfGroup(group: AdminSettingGroup, pick: 'value' | 'default' = 'value'): Draft {
  return Object.fromEntries(group.fields.map((field) => [field.key, draftOf(field, field[pick])]));
}

/** Equal drafts (a per-currency map compared currency by currency). */
export function sameDraft(a: DraftValue | undefined, b: DraftValue | undefined): boolean {
  if (typeof a === 'object' && typeof b === 'object') return Object.keys({ ...a, ...b }).every((key) => a[key] === b[key]);
  return a === b;
}

/**
 * The PATCH body of what changed, or the problems by field path (`inPlayDelayMs`, `stakeMax.EUR`)
 * when some text is not a valid value.
 */
export function patchOf(group: AdminSettingGroup, draft: Draft): { body: Record<string, unknown>; problems: Record<string, FieldProblem> } {
  const saved = draftOfGroup(group);
  const body: Record<string, unknown> = {};
  const problems: Record<string, FieldProblem> = {};
  for (const field of group.fields) {
    const now = draft[field.key];
    if (now === undefined || sameDraft(now, saved[field.key])) continue;
    if (typeof now === 'boolean') body[field.key] = now;
    else if (typeof now === 'string') {
      const parsed = wireNumber(field, now);
      if (parsed.ok) body[field.key] = parsed.value;
      else problems[field.key] = parsed.problem;
    } else {
      const before = saved[field.key] as Record<string, string>;
      const changed: Record<string, number | null> = {};
      for (const [currency, text] of Object.entries(now)) {
        if (text === before[currency]) continue;
        const parsed = wireNumber(field, text);
        if (parsed.ok) changed[currency] = parsed.value;
        else problems[`${field.key}.${currency}`] = parsed.problem;
      }
      if (Object.keys(changed).length > 0) body[field.key] = changed;
    }
  }
  return { body, problems };
}
