import {
  assert,
  autoSuspendLiabilityCentsDefault,
  centsToAmount,
  currencyDefault,
  liabilityReachesThreshold,
  marketLiability,
  stakeFactorBpMax,
  stakeFactorBpOne,
  type MarketLiability,
  type RiskLimits,
} from '@oddsmith/core';
import type { Database, Executor } from '../../db/client';
import type { AuthContext } from '../../plugins/auth';
import { blocksOf } from '../responsible-gambling/responsible-gambling.service';
import { findUserById } from '../users/users.repo';
import { cachedSetting } from '../../lib/settings-cache';
import { recordAudit } from '../audit/audit.repo';
import { findExposure, findSetting, riskSuspendMarkets, type ExposureRow } from './risk.repo';
import { riskSettingsSchema, type RiskSettings } from './risk.schemas';

export const riskSettingsKey = 'risk.limits';

export const riskSettingsDefault: RiskSettings = {
  stakeCentsMin: 100,
  stakeCentsMax: 1_000_000,
  payoutCentsMax: 25_000_000,
  inPlayDelaySeconds: 5,
  stakeFactor: 1,
  autoSuspendLiabilityCents: autoSuspendLiabilityCentsDefault,
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
 * Stored overrides win field by field; a malformed stored value falls back to the default. Cached
 * per database handle for `settingsCacheTtlMs` (a write through this instance invalidates at once).
 */
export async function loadRiskSettings(db: Database): Promise<RiskSettings> {
  return cachedSetting(db, riskSettingsKey, async () => {
    const stored = riskSettingsSchema.partial().safeParse((await findSetting(db, riskSettingsKey)) ?? {});
    return Object.freeze({ ...riskSettingsDefault, ...(stored.success ? stored.data : {}) });
  });
}

export async function riskLimitsFor(db: Database, auth: AuthContext): Promise<RiskLimits> {
  const settings = await loadRiskSettings(db);
  const user = await findUserById(db, auth.userId);
  const { rg, timeOutUntil, selfExcludedUntil } = await blocksOf(db, auth.userId, new Date());
  const amountOrNull = (cents: number | null) => (cents === null ? null : centsToAmount(cents));
  return {
    currency: user?.currency ?? currencyDefault,
    stakeMin: centsToAmount(settings.stakeCentsMin),
    stakeMax: centsToAmount(settings.stakeCentsMax),
    payoutMax: centsToAmount(settings.payoutCentsMax),
    stakeFactor: effectiveStakeFactorBp(settings, user?.stakeFactorBp ?? stakeFactorBpOne) / stakeFactorBpOne,
    inPlayDelaySeconds: settings.inPlayDelaySeconds,
    depositLimits: { day: amountOrNull(rg.limits.day), week: amountOrNull(rg.limits.week), month: amountOrNull(rg.limits.month) },
    selfExcludedUntil: selfExcludedUntil?.toISOString() ?? null,
    timeOutUntil: timeOutUntil?.toISOString() ?? null,
    realityCheckMinutes: rg.realityCheckMinutes,
  };
}

// ---- Liability --------------------------------------------------------------------------------

/** Selection rows one liability read takes at most (the overview; one market's ladder is far smaller). */
export const exposureRowsMax = 20_000;

/** One market's ladder from its exposure rows (all of one market, in its selection order). */
export type MarketLadder = Pick<
  ExposureRow,
  'marketId' | 'marketName' | 'marketStatus' | 'riskSuspendedAt' | 'eventId' | 'eventName' | 'eventStatus' | 'startTime'
> & {
  liability: MarketLiability;
  /** The exposure rows by selection id (names and odds for the API). */
  rows: Map<string, ExposureRow>;
};

/** Groups exposure rows (ordered by market) into ladders through core's `marketLiability`. */
export function laddersOf(rows: readonly ExposureRow[]): MarketLadder[] {
  const byMarket = new Map<string, ExposureRow[]>();
  for (const row of rows) {
    const list = byMarket.get(row.marketId);
    if (list) list.push(row);
    else byMarket.set(row.marketId, [row]);
  }
  const ladders: MarketLadder[] = [];
  for (const [marketId, marketRows] of byMarket) {
    const first = marketRows[0];
    assert(first, 'a market has rows');
    const exposures = marketRows.filter((row) => row.tickets > 0);
    const liability = marketLiability(
      marketRows.map((row) => row.selectionId),
      exposures.map(({ selectionId, tickets, stakeCents, potentialPayoutCents }) => ({ selectionId, tickets, stakeCents, potentialPayoutCents })),
    );
    const { marketName, marketStatus, riskSuspendedAt, eventId, eventName, eventStatus, startTime } = first;
    ladders.push({ marketId, marketName, marketStatus, riskSuspendedAt, eventId, eventName, eventStatus, startTime, liability, rows: new Map(marketRows.map((row) => [row.selectionId, row])) });
  }
  return ladders;
}

/**
 * Auto-suspend, inside the placement transaction after its tickets are written: the markets of
 * the placed selections are re-aggregated (this transaction's tickets included) and a market with
 * a placed selection whose liability reaches the threshold is suspended and marked risk-held.
 * Read committed: two placements racing on one market each see the other's tickets only after it
 * commits, so the threshold can be passed by at most the racing bets; the next bet then stops.
 * Returns the markets it suspended (the caller publishes them after the commit).
 */
export async function autoSuspendAfterPlacement(
  tx: Executor,
  thresholdCents: number | null,
  placed: readonly { marketId: string; selectionId: string }[],
  now: Date,
): Promise<string[]> {
  if (thresholdCents === null || placed.length === 0) return [];
  const marketIds = [...new Set(placed.map((leg) => leg.marketId))];
  const placedSelections = new Set(placed.map((leg) => leg.selectionId));
  const over: string[] = [];
  for (const ladder of laddersOf(await findExposure(tx, marketIds, exposureRowsMax))) {
    if (ladder.marketStatus !== 'open') continue;
    const reached = ladder.liability.selections.some((row) => placedSelections.has(row.selectionId) && liabilityReachesThreshold(row.liabilityCents, thresholdCents));
    if (reached) over.push(ladder.marketId);
  }
  const suspended = await riskSuspendMarkets(tx, over, now);
  for (const marketId of suspended) {
    await recordAudit(tx, { actorId: null, action: 'risk.auto-suspend', targetType: 'market', targetId: marketId, detail: { thresholdCents } });
  }
  return suspended;
}
