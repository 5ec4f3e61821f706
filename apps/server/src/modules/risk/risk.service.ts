import {
  assert,
  autoSuspendLiabilityCentsByCurrencyDefault,
  centsToAmount,
  currencies,
  currencyDefault,
  laddersByMarketAndCurrency,
  liabilityReachesThreshold,
  limitsForCurrency,
  payoutCentsMaxByCurrencyDefault,
  resolveSettingGroup,
  settingGroup,
  stakeCentsMaxByCurrencyDefault,
  stakeCentsMinByCurrencyDefault,
  stakeFactorBpMax,
  stakeFactorBpOne,
  valueOfCurrency,
  type Currency,
  type MarketLiability,
  type RiskLimits,
} from '@oddsmith/core';
import type { z } from 'zod';
import type { Database, Transaction } from '../../db/client';
import type { AuthContext } from '../../lib/auth-context';
import { blocksOf } from '../responsible-gambling';
import { findUserById } from '../users';
import { cachedSetting } from '../../lib/settings-cache';
import { recordAudit } from '../audit';
import { findSetting } from '../../lib/settings.repo';
import { findExposure, riskSuspendMarkets, type ExposureRow } from './risk.repo';
import {
  stakeFactorSchema,
  thresholdCentsSchema,
  type CentsByCurrency,
  type RiskSettings,
} from './risk.schemas';

export const riskSettingsKey = 'risk.limits';

export const riskSettingsDefault: RiskSettings = {
  stakeCentsMin: stakeCentsMinByCurrencyDefault,
  stakeCentsMax: stakeCentsMaxByCurrencyDefault,
  payoutCentsMax: payoutCentsMaxByCurrencyDefault,
  inPlayDelayMs: Number(settingGroup('inPlay').fields.inPlayDelayMs?.default),
  stakeFactor: 1,
  autoSuspendLiabilityCents: autoSuspendLiabilityCentsByCurrencyDefault,
};

/**
 * The factor that scales a player's max stake, in basis points: the operator-wide factor
 * (`risk.limits.stakeFactor`) times the player's own (`users.stake_factor_bp`), floored, capped at
 * core's maximum. 0 means the player may not bet.
 */
export function effectiveStakeFactorBp(settings: RiskSettings, playerStakeFactorBp: number): number {
  const globalBp = Math.min(stakeFactorBpMax, Math.round(settings.stakeFactor * stakeFactorBpOne));
  return Math.min(stakeFactorBpMax, Math.floor((globalBp * playerStakeFactorBp) / stakeFactorBpOne));
}

/**
 * The operator's overrides of one per-currency limit as stored: supported currencies with a valid
 * value (others are ignored). A bare value, stored before limits were kept per currency, is the
 * house currency's only.
 */
export function storedOverrides<T>(stored: unknown, schema: z.ZodType<T>): Partial<Record<Currency, T>> {
  if (stored === undefined) return {};
  const legacy = schema.safeParse(stored);
  if (legacy.success) return { [currencyDefault]: legacy.data };
  const overrides: Partial<Record<Currency, T>> = {};
  if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) return overrides;
  for (const currency of currencies) {
    if (!Object.hasOwn(stored, currency)) continue;
    const parsed = schema.safeParse((stored as Record<string, unknown>)[currency]);
    if (parsed.success) overrides[currency] = parsed.data;
  }
  return overrides;
}

/**
 * Stored overrides win field by field (and currency by currency); a malformed stored value keeps the
 * default. The stake and payout limits and the in-play delay are the settings registry's groups
 * `bettingLimits` and `inPlay` (their bounds and defaults live there).
 */
export function resolveRiskSettings(stored: Record<string, unknown>): RiskSettings {
  const { inPlayDelayMs } = resolveSettingGroup(settingGroup('inPlay'), stored);
  const limits = resolveSettingGroup(settingGroup('bettingLimits'), stored) as Readonly<Record<'stakeMin' | 'stakeMax' | 'payoutMax', CentsByCurrency>>;
  const factor = stakeFactorSchema.safeParse(stored.stakeFactor);
  return {
    stakeCentsMin: Object.freeze({ ...limits.stakeMin }),
    stakeCentsMax: Object.freeze({ ...limits.stakeMax }),
    payoutCentsMax: Object.freeze({ ...limits.payoutMax }),
    inPlayDelayMs: typeof inPlayDelayMs === 'number' ? inPlayDelayMs : riskSettingsDefault.inPlayDelayMs,
    stakeFactor: factor.success ? factor.data : riskSettingsDefault.stakeFactor,
    autoSuspendLiabilityCents: Object.freeze({ ...riskSettingsDefault.autoSuspendLiabilityCents, ...storedOverrides(stored.autoSuspendLiabilityCents, thresholdCentsSchema) }),
  };
}

/** Cached per database handle for `settingsCacheTtlMs` (a write through this instance invalidates at once). */
export async function loadRiskSettings(db: Database): Promise<RiskSettings> {
  return cachedSetting(db, riskSettingsKey, async () => Object.freeze(resolveRiskSettings((await findSetting(db, riskSettingsKey)) ?? {})));
}

/** The auto-suspend threshold of `currency` (null = off, also for a currency without limits). */
export function thresholdOf(settings: RiskSettings, currency: string): number | null {
  return valueOfCurrency<number | null>(settings.autoSuspendLiabilityCents, currency) ?? null;
}

/**
 * The caller's limits in the caller's currency. A currency without limits cannot bet: its stake
 * and payout limits and its factor answer 0.
 */
export async function riskLimitsFor(db: Database, auth: AuthContext): Promise<RiskLimits> {
  const settings = await loadRiskSettings(db);
  const user = await findUserById(db, auth.userId);
  const currency = user?.currency ?? currencyDefault;
  const { rg, timeOutUntil, selfExcludedUntil } = await blocksOf(db, auth.userId, new Date());
  const amountOrNull = (cents: number | null) => (cents === null ? null : centsToAmount(cents));
  const stakeFactorBp = effectiveStakeFactorBp(settings, user?.stakeFactorBp ?? stakeFactorBpOne);
  const limits = limitsForCurrency(settings, currency, stakeFactorBp);
  return {
    currency,
    stakeMin: limits.ok ? centsToAmount(limits.value.stakeMinCents) : 0,
    stakeMax: limits.ok ? centsToAmount(limits.value.stakeMaxCents) : 0,
    payoutMax: limits.ok ? centsToAmount(limits.value.payoutMaxCents) : 0,
    stakeFactor: limits.ok ? stakeFactorBp / stakeFactorBpOne : 0,
    inPlayDelaySeconds: settings.inPlayDelayMs / 1000,
    depositLimits: { day: amountOrNull(rg.limits.day), week: amountOrNull(rg.limits.week), month: amountOrNull(rg.limits.month) },
    selfExcludedUntil: selfExcludedUntil?.toISOString() ?? null,
    timeOutUntil: timeOutUntil?.toISOString() ?? null,
    realityCheckMinutes: rg.realityCheckMinutes,
  };
}

/** Settings' per-currency limits, for views: a supported currency's four limits. */
export function currencyLimitsOf(settings: RiskSettings, currency: Currency): { stakeCentsMin: number; stakeCentsMax: number; payoutCentsMax: number; autoSuspendLiabilityCents: number | null } {
  return {
    stakeCentsMin: settings.stakeCentsMin[currency],
    stakeCentsMax: settings.stakeCentsMax[currency],
    payoutCentsMax: settings.payoutCentsMax[currency],
    autoSuspendLiabilityCents: settings.autoSuspendLiabilityCents[currency],
  };
}

// ---- Liability --------------------------------------------------------------------------------

/** Selection rows one liability read takes at most (the overview; one market's ladder is far smaller). */
export const exposureRowsMax = 20_000;

/** One market's ladder in one currency, from its exposure rows (all of one market and currency, in its selection order). */
export type MarketLadder = Pick<
  ExposureRow,
  'marketId' | 'currency' | 'marketName' | 'marketStatus' | 'riskSuspendedAt' | 'eventId' | 'eventName' | 'eventStatus' | 'startTime'
> & {
  liability: MarketLiability;
  /** The exposure rows by selection id (names and odds for the API). */
  rows: Map<string, ExposureRow>;
};

/**
 * Groups exposure rows (ordered by market, then currency) into one ladder per (market, currency)
 * through core's `laddersByMarketAndCurrency`: an EUR ticket and an INR ticket on one selection
 * make two ladders, never one sum.
 */
export function laddersOf(rows: readonly ExposureRow[]): MarketLadder[] {
  return laddersByMarketAndCurrency(rows).map((ladder) => {
    const first = ladder.rows[0];
    assert(first, 'a ladder has rows');
    const { marketName, marketStatus, riskSuspendedAt, eventId, eventName, eventStatus, startTime } = first;
    return {
      marketId: ladder.marketId,
      currency: ladder.currency,
      marketName,
      marketStatus,
      riskSuspendedAt,
      eventId,
      eventName,
      eventStatus,
      startTime,
      liability: ladder.liability,
      rows: new Map(ladder.rows.map((row) => [row.selectionId, row])),
    };
  });
}

/**
 * Auto-suspend, inside the placement transaction after its tickets are written: the exposure of
 * the placed markets in the placement's currency is read from `selection_exposure` (this
 * transaction's tickets included: its triggers ran in this transaction) and a market with a placed selection whose liability in that currency
 * reaches that currency's threshold is suspended and marked risk-held. Stakes of other currencies
 * never count toward it.
 * Read committed: two placements racing on one market each see the other's tickets only after it
 * commits, so the threshold can be passed by at most the racing bets; the next bet then stops.
 * Returns the markets it suspended (the caller publishes them after the commit).
 */
export async function autoSuspendAfterPlacement(
  tx: Transaction,
  settings: RiskSettings,
  currency: string,
  placed: readonly { marketId: string; selectionId: string }[],
  now: Date,
): Promise<string[]> {
  const thresholdCents = thresholdOf(settings, currency);
  if (thresholdCents === null || placed.length === 0) return [];
  const marketIds = [...new Set(placed.map((leg) => leg.marketId))];
  const placedSelections = new Set(placed.map((leg) => leg.selectionId));
  const over: string[] = [];
  for (const ladder of laddersOf(await findExposure(tx, { marketIds, currency }, exposureRowsMax))) {
    assert(ladder.currency === currency, 'auto-suspend reads the placement currency only');
    if (ladder.marketStatus !== 'open') continue;
    const reached = ladder.liability.selections.some((row) => placedSelections.has(row.selectionId) && liabilityReachesThreshold(row.liabilityCents, thresholdCents));
    if (reached) over.push(ladder.marketId);
  }
  const suspended = await riskSuspendMarkets(tx, over, now);
  for (const marketId of suspended) {
    await recordAudit(tx, { actorId: null, action: 'risk.auto-suspend', targetType: 'market', targetId: marketId, detail: { thresholdCents, currency } });
  }
  return suspended;
}
