import { z } from 'zod';
import { amountCentsSchema } from '../api/common';
import { currencies, currencyDefault, type Currency } from '../api/contract';
import { payoutCentsMaxByCurrencyDefault, stakeCentsMaxByCurrencyDefault, stakeCentsMinByCurrencyDefault } from '../betslip';
import { cashoutMarginBpDefault, cashoutMarginBpMax } from '../cashout';

/**
 * The one registry of operator settings (PRODUCT.md section 9): every tunable staff may change
 * without touching the database, grouped as the settings screen shows them. Each field names its
 * unit, range and default; the modules that use a value take its default and bounds from here.
 *
 * Storage: a group lives in one `settings` row (`storageKey`), each field under `storedAs` beside
 * whatever else that row holds (`risk.limits` also keeps the stake factor and the auto-suspend
 * thresholds). A per-currency field is stored as a map currency -> value with the operator's
 * overrides only; absent currencies keep the default.
 *
 * Units: money (`cents` stored, a decimal amount of the currency on the wire), `ms`, `seconds`,
 * `basisPoints` (10,000 = 100%), `percent`, `boolean`.
 */
export type SettingUnit = 'cents' | 'ms' | 'seconds' | 'basisPoints' | 'percent' | 'boolean';

type NumberFieldBase = {
  readonly kind: 'number';
  readonly unit: Exclude<SettingUnit, 'boolean'>;
  /** Inclusive bounds in the stored unit (cents for money). */
  readonly min: number;
  readonly max: number;
  /** Key of the value inside the stored row. */
  readonly storedAs: string;
  /** A value stored under an older name or unit, read when `storedAs` holds none. */
  readonly legacy?: { readonly storedAs: string; readonly factor: number };
};
export type ScalarNumberField = NumberFieldBase & { readonly perCurrency: false; readonly nullable: boolean; readonly default: number | null };
export type CurrencyNumberField = NumberFieldBase & { readonly perCurrency: true; readonly nullable: boolean; readonly default: Readonly<Record<Currency, number | null>> };
export type BooleanField = { readonly kind: 'boolean'; readonly unit: 'boolean'; readonly perCurrency: false; readonly nullable: false; readonly storedAs: string; readonly default: boolean };
export type SettingField = ScalarNumberField | CurrencyNumberField | BooleanField;

/** One field's value: a number (null = off where allowed), a boolean, or a value per currency. */
export type SettingValue = number | boolean | null | Readonly<Record<string, number | null>>;
export type SettingValues = Readonly<Record<string, SettingValue>>;

export type SettingGroup = {
  readonly id: string;
  readonly storageKey: string;
  /** Wire name -> field, in screen order. */
  readonly fields: Readonly<Record<string, SettingField>>;
  /** Rules across fields: the wire field at fault and why, or null when coherent. */
  readonly check?: (values: SettingValues) => { field: string; message: string } | null;
};

const number = (unit: NumberFieldBase['unit'], storedAs: string, min: number, max: number, fallback: number | null, extra: Partial<NumberFieldBase> = {}): ScalarNumberField => ({
  kind: 'number',
  unit,
  storedAs,
  min,
  max,
  perCurrency: false,
  nullable: fallback === null,
  default: fallback,
  ...extra,
});
const perCurrency = (storedAs: string, min: number, max: number, fallback: Readonly<Record<Currency, number | null>>, nullable = false): CurrencyNumberField => ({
  kind: 'number',
  unit: 'cents',
  storedAs,
  min,
  max,
  perCurrency: true,
  nullable,
  default: fallback,
});
const boolean = (storedAs: string, fallback: boolean): BooleanField => ({ kind: 'boolean', unit: 'boolean', perCurrency: false, nullable: false, storedAs, default: fallback });
const everyCurrency = <T>(value: T): Record<Currency, T> => Object.fromEntries(currencies.map((currency) => [currency, value])) as Record<Currency, T>;

/** 100,000,000.00: the largest money value any setting takes. */
export const settingCentsMax = 10_000_000_000;

/** Stake and payout limits per currency (row `risk.limits`, which the risk screen shares). */
const bettingLimits: SettingGroup = {
  id: 'bettingLimits',
  storageKey: 'risk.limits',
  fields: {
    stakeMin: perCurrency('stakeCentsMin', 1, settingCentsMax, stakeCentsMinByCurrencyDefault),
    stakeMax: perCurrency('stakeCentsMax', 1, settingCentsMax, stakeCentsMaxByCurrencyDefault),
    payoutMax: perCurrency('payoutCentsMax', 1, settingCentsMax, payoutCentsMaxByCurrencyDefault),
  },
  check(values) {
    const [min, max, payout] = [values.stakeMin, values.stakeMax, values.payoutMax] as Record<string, number>[];
    for (const currency of currencies) {
      if ((min?.[currency] ?? 0) > (max?.[currency] ?? 0)) return { field: `stakeMin.${currency}`, message: `the ${currency} minimum stake must not exceed its maximum stake` };
      if ((min?.[currency] ?? 0) > (payout?.[currency] ?? 0)) return { field: `stakeMin.${currency}`, message: `the ${currency} minimum stake must not exceed its maximum payout` };
    }
    return null;
  },
};

export const settingsRegistry: readonly SettingGroup[] = [
  bettingLimits,
  // In-play bets wait this long before they are re-priced and accepted (row `risk.limits`; older rows hold whole seconds).
  { id: 'inPlay', storageKey: 'risk.limits', fields: { inPlayDelayMs: number('ms', 'inPlayDelayMs', 0, 60_000, 5_000, { legacy: { storedAs: 'inPlayDelaySeconds', factor: 1000 } }) } },
  { id: 'cashout', storageKey: 'betting', fields: { cashoutMarginBp: number('basisPoints', 'cashoutMarginBp', 0, cashoutMarginBpMax, cashoutMarginBpDefault) } },
  { id: 'feed', storageKey: 'feed', fields: { marginBp: number('basisPoints', 'marginBp', 0, 3_000, 500) } },
  {
    id: 'exchange',
    storageKey: 'exchange',
    fields: {
      commissionBasisPoints: number('basisPoints', 'commissionBasisPoints', 0, 10_000, 500),
      minStake: number('cents', 'minStakeCents', 1, 100_000_00, 200),
      betDelaySeconds: number('seconds', 'betDelaySeconds', 0, 30, 5),
    },
  },
  {
    id: 'partners',
    storageKey: 'partners',
    fields: {
      revenueSharePercent: number('percent', 'revenueSharePercent', 0, 100, 25),
      negativeCarryOver: boolean('negativeCarryOver', true),
      minWithdrawal: number('cents', 'minWithdrawalCents', 0, 100_000_00, 2000),
    },
  },
  {
    // Limits a new player starts with (null = none); the player may lower them at once, raising waits 24 h.
    id: 'depositLimits',
    storageKey: 'deposits.limitDefaults',
    fields: {
      day: perCurrency('dayLimitCents', 1, settingCentsMax, everyCurrency(null), true),
      week: perCurrency('weekLimitCents', 1, settingCentsMax, everyCurrency(null), true),
      month: perCurrency('monthLimitCents', 1, settingCentsMax, everyCurrency(null), true),
    },
    check(values) {
      const [day, week, month] = [values.day, values.week, values.month] as Record<string, number | null>[];
      for (const currency of currencies) {
        const [d, w, m] = [day?.[currency] ?? null, week?.[currency] ?? null, month?.[currency] ?? null];
        if (d !== null && w !== null && d > w) return { field: `day.${currency}`, message: `the ${currency} daily limit must not exceed the weekly one` };
        if (w !== null && m !== null && w > m) return { field: `week.${currency}`, message: `the ${currency} weekly limit must not exceed the monthly one` };
        if (d !== null && m !== null && d > m) return { field: `day.${currency}`, message: `the ${currency} daily limit must not exceed the monthly one` };
      }
      return null;
    },
  },
  { id: 'fourEyes', storageKey: 'balance.approvals', fields: { threshold: perCurrency('thresholdCents', 0, settingCentsMax, everyCurrency(100_000)) } },
  { id: 'paymentProviders', storageKey: 'payments.providers', fields: { sandbox: boolean('sandbox', true) } },
];

export type SettingGroupId = 'bettingLimits' | 'inPlay' | 'cashout' | 'feed' | 'exchange' | 'partners' | 'depositLimits' | 'fourEyes' | 'paymentProviders';

export function settingGroupOf(id: string): SettingGroup | undefined {
  return settingsRegistry.find((group) => group.id === id);
}

/** The registry's group; a typo in code is a programming error. */
export function settingGroup(id: SettingGroupId): SettingGroup {
  const group = settingGroupOf(id);
  if (!group) throw new Error(`no settings group ${id}`);
  return group;
}

/** The one value `field` takes from the stored row, or the default. */
function storedScalar(field: ScalarNumberField | BooleanField, stored: Record<string, unknown>): number | boolean | null {
  const raw = stored[field.storedAs];
  if (field.kind === 'boolean') return typeof raw === 'boolean' ? raw : field.default;
  if (valueIsValid(field, raw)) return raw as number | null;
  const legacy = field.legacy ? stored[field.legacy.storedAs] : undefined;
  if (field.legacy && typeof legacy === 'number' && valueIsValid(field, legacy * field.legacy.factor)) return legacy * field.legacy.factor;
  return field.default;
}

/** Stored overrides per currency over the defaults; a bare number stored before currencies is the house currency's. */
function storedPerCurrency(field: CurrencyNumberField, stored: Record<string, unknown>): Record<string, number | null> {
  const raw = stored[field.storedAs];
  const overrides: Record<string, unknown> = typeof raw === 'number' ? { [currencyDefault]: raw } : typeof raw === 'object' && raw !== null && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};
  return Object.fromEntries(currencies.map((currency) => [currency, valueIsValid(field, overrides[currency]) ? (overrides[currency] as number | null) : field.default[currency]]));
}

/** A number within the field's bounds (or null where allowed). */
export function valueIsValid(field: SettingField, value: unknown): boolean {
  if (field.kind === 'boolean') return typeof value === 'boolean';
  if (value === null) return field.nullable;
  return typeof value === 'number' && Number.isInteger(value) && value >= field.min && value <= field.max;
}

/** Every field of `group` as in force: valid stored values over the registry's defaults. */
export function resolveSettingGroup(group: SettingGroup, stored: Record<string, unknown> | undefined): SettingValues {
  const row = stored ?? {};
  return Object.fromEntries(Object.entries(group.fields).map(([key, field]) => [key, field.perCurrency ? storedPerCurrency(field, row) : storedScalar(field, row)]));
}

/** The defaults of `group`, per wire field. */
export function settingGroupDefaults(group: SettingGroup): SettingValues {
  return Object.fromEntries(Object.entries(group.fields).map(([key, field]) => [key, field.default]));
}

// ---- The wire ----------------------------------------------------------------------------------

/** Money in cents becomes the currency's decimal amount; every other unit travels as stored. */
function toWire(field: SettingField, value: number | boolean | null): number | boolean | null {
  return field.unit === 'cents' && typeof value === 'number' ? value / 100 : value;
}

/** Values (stored units) as the API answers them. */
export function settingValuesToWire(group: SettingGroup, values: SettingValues): SettingValues {
  return Object.fromEntries(
    Object.entries(group.fields).map(([key, field]) => {
      const value = values[key] ?? null;
      if (typeof value === 'object' && value !== null) return [key, Object.fromEntries(Object.entries(value).map(([currency, one]) => [currency, toWire(field, one)]))];
      return [key, toWire(field, value)];
    }),
  );
}

/** One wire value of `field`: checked for type and range, answered in the stored unit. */
function wireValueSchema(field: SettingField): z.ZodType<number | boolean | null> {
  if (field.kind === 'boolean') return z.boolean({ error: 'must be true or false' });
  const bounds = (cents: number) => (field.unit === 'cents' ? String(cents / 100) : String(cents));
  const base =
    field.unit === 'cents'
      ? amountCentsSchema
      : z.number({ error: 'must be a number' }).int('must be a whole number');
  const ranged = base
    .refine((value) => value >= field.min, `must be at least ${bounds(field.min)}`)
    .refine((value) => value <= field.max, `must be at most ${bounds(field.max)}`);
  return field.nullable ? ranged.nullable() : ranged;
}

/** A PATCH body of `group`: any subset of its fields (and of the currencies of a per-currency one), nothing else. */
export function settingsPatchSchema(group: SettingGroup) {
  const shape = Object.fromEntries(
    Object.entries(group.fields).map(([key, field]) => {
      const one = wireValueSchema(field);
      const schema = field.perCurrency ? z.strictObject(Object.fromEntries(currencies.map((currency) => [currency, one.optional()]))) : one;
      return [key, schema.optional()];
    }),
  );
  return z.strictObject(shape).refine((patch) => Object.values(patch).some((value) => value !== undefined), `must name at least one of ${Object.keys(group.fields).join(', ')}`);
}
export type SettingsPatch = Record<string, number | boolean | null | Record<string, number | null | undefined> | undefined>;

/**
 * The stored row after `patch` (already parsed: stored units): the changed fields under their
 * `storedAs`, per-currency maps merged currency by currency, everything else in the row kept.
 * A field read from a legacy name is written under its current name, the legacy value dropped.
 */
export function applySettingsPatch(group: SettingGroup, stored: Record<string, unknown> | undefined, patch: SettingsPatch): Record<string, unknown> {
  const next: Record<string, unknown> = { ...(stored ?? {}) };
  const current = resolveSettingGroup(group, stored);
  for (const [key, field] of Object.entries(group.fields)) {
    const change = patch[key];
    if (change === undefined) continue;
    if (field.perCurrency && typeof change === 'object' && change !== null) {
      const defined = Object.fromEntries(Object.entries(change).filter((entry) => entry[1] !== undefined));
      next[field.storedAs] = { ...(current[key] as Record<string, number | null>), ...defined };
    } else {
      next[field.storedAs] = change;
      if (field.kind === 'number' && field.legacy) delete next[field.legacy.storedAs];
    }
  }
  return next;
}

/** The fields `patch` names, before and after (stored units), for the audit trail. */
export function settingsChangeOf(group: SettingGroup, before: SettingValues, after: SettingValues, patch: SettingsPatch) {
  const keys = Object.keys(group.fields).filter((key) => patch[key] !== undefined);
  return { before: Object.fromEntries(keys.map((key) => [key, before[key] ?? null])), after: Object.fromEntries(keys.map((key) => [key, after[key] ?? null])) };
}

/** The values in force keyed as stored (`storedAs`): what a module reading the row works with. */
export function resolveSettingRow(group: SettingGroup, stored: Record<string, unknown> | undefined): Readonly<Record<string, SettingValue>> {
  const values = resolveSettingGroup(group, stored);
  return Object.fromEntries(Object.entries(group.fields).map(([key, field]) => [field.storedAs, values[key] ?? null]));
}
