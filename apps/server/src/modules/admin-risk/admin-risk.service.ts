import {
  centsToAmount,
  currencies,
  currencyDefault,
  eventLiabilityCents,
  groupByCurrency,
  milliToOdds,
  stakeFactorBpOne,
  sumCentsByCurrency,
  type ApiCurrencyLimits,
  type ApiRiskCurrencySummary,
  type Currency,
} from '@oddsmith/core';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { invalidateSettings } from '../../lib/settings-cache';
import type { AuthContext } from '../../lib/auth-context';
import { recordAudit } from '../audit';
import { currencyLimitsOf, exposureRowsMax, findExposure, laddersOf, loadRiskSettings, lockMarket, type MarketLadder, type PublishMarkets, resolveRiskSettings, riskReleaseMarket, type RiskSettings, riskSettingsKey, riskSuspendMarkets, stakeLimitCentsSchema, storedOverrides, thresholdCentsSchema } from '../risk';
import { findUserById } from '../users';
import * as repo from './admin-risk.repo';
import type { CurrencyLimitsBody, RiskSettingsBody, StakeFactorBody } from '@oddsmith/core';
import { findSetting, upsertSetting } from '../../lib/settings.repo';

/** Rows listed per currency: figures of two currencies are never ranked against each other. */
export const topSelectionsMax = 20;
export const topMarketsMax = 20;
export const eventsListedMax = 100;
export const playersListedMax = 50;

const hundredthsPerFactor = 100;
const bpPerHundredth = stakeFactorBpOne / hundredthsPerFactor;

function oddsOf(marketStatus: string, oddsMilli: number | null): number | 'suspended' {
  return marketStatus === 'open' && oddsMilli !== null ? milliToOdds(oddsMilli) : 'suspended';
}

const isSupported = (currency: string): currency is Currency => (currencies as readonly string[]).includes(currency);

/** Supported currencies in core's order, then any other by code: the order of every per-currency list. */
function currencyRank(currency: string): number {
  const index = (currencies as readonly string[]).indexOf(currency);
  return index === -1 ? currencies.length : index;
}
const byCurrencyOrder = (a: string, b: string) => currencyRank(a) - currencyRank(b) || a.localeCompare(b);

/** Each currency's `max` first items (the list ranked within its currency), currencies in order. */
function topPerCurrency<T>(items: readonly T[], currencyOf: (item: T) => string, max: number): T[] {
  const groups = [...groupByCurrency(items, currencyOf)].sort(([a], [b]) => byCurrencyOrder(a, b));
  return groups.flatMap(([, group]) => group.slice(0, max));
}

/** `ApiMarketLiability` of a ladder: every amount in the ladder's currency. */
function marketView(ladder: MarketLadder) {
  const currency = ladder.currency;
  return {
    currency,
    marketId: ladder.marketId,
    marketName: ladder.marketName,
    marketStatus: ladder.marketStatus,
    eventId: ladder.eventId,
    eventName: ladder.eventName,
    eventStatus: ladder.eventStatus,
    riskSuspendedAt: ladder.riskSuspendedAt?.toISOString() ?? null,
    stake: centsToAmount(ladder.liability.stakeCents),
    liability: centsToAmount(ladder.liability.liabilityCents),
    selections: ladder.liability.selections.map((selection) => {
      const row = ladder.rows.get(selection.selectionId);
      return {
        currency,
        selectionId: selection.selectionId,
        selectionName: row?.selectionName ?? '',
        odds: oddsOf(ladder.marketStatus, row?.oddsMilli ?? null),
        tickets: selection.tickets,
        stake: centsToAmount(selection.stakeCents),
        potentialPayout: centsToAmount(selection.potentialPayoutCents),
        liability: centsToAmount(selection.liabilityCents),
      };
    }),
  };
}

/** One row per (event, currency): an event's markets of one currency summed, never two currencies. */
function eventsOf(ladders: readonly MarketLadder[]) {
  const byEvent = new Map<string, MarketLadder[]>();
  for (const ladder of ladders) {
    const list = byEvent.get(ladder.eventId);
    if (list) list.push(ladder);
    else byEvent.set(ladder.eventId, [ladder]);
  }
  return [...byEvent.values()].flatMap((eventLadders) =>
    [...groupByCurrency(eventLadders, (ladder) => ladder.currency)].map(([currency, markets]) => {
      const first = markets[0] as MarketLadder;
      const liabilityCents = eventLiabilityCents(markets.map((market) => market.liability));
      const stakeCents = markets.reduce((sum, market) => sum + market.liability.stakeCents, 0);
      // One leg per event per ticket (placement's rule), so the markets' ticket counts add up.
      const tickets = markets.reduce((sum, market) => sum + market.liability.selections.reduce((count, row) => count + row.tickets, 0), 0);
      const view = { currency, eventId: first.eventId, eventName: first.eventName, eventStatus: first.eventStatus, startTime: first.startTime.toISOString(), tickets, stake: centsToAmount(stakeCents), liability: centsToAmount(liabilityCents) };
      return { currency, liabilityCents, view };
    }),
  );
}

function playerView(row: repo.PlayerRiskRow) {
  return {
    currency: row.currency,
    userId: row.userId,
    username: row.username,
    stakeFactor: row.stakeFactorBp / stakeFactorBpOne,
    tickets: row.tickets,
    turnover: centsToAmount(row.turnoverCents),
    profit: centsToAmount(row.profitCents),
    openStake: centsToAmount(row.openStakeCents),
  };
}

function limitsView(settings: RiskSettings, currency: Currency): ApiCurrencyLimits {
  const limits = currencyLimitsOf(settings, currency);
  return {
    stakeMin: centsToAmount(limits.stakeCentsMin),
    stakeMax: centsToAmount(limits.stakeCentsMax),
    payoutMax: centsToAmount(limits.payoutCentsMax),
    autoSuspendLiability: limits.autoSuspendLiabilityCents === null ? null : centsToAmount(limits.autoSuspendLiabilityCents),
  };
}

/** Every supported currency, then any other found on open tickets, each with its own totals and limits. */
function currencySummaries(settings: RiskSettings, openStakeCents: Map<string, number>, liabilityCents: Map<string, number>): ApiRiskCurrencySummary[] {
  const found = new Set<string>([...currencies, ...openStakeCents.keys(), ...liabilityCents.keys()]);
  return [...found].sort(byCurrencyOrder).map((currency) => ({
    currency,
    supported: isSupported(currency),
    totalOpenStake: centsToAmount(openStakeCents.get(currency) ?? 0),
    totalLiability: centsToAmount(liabilityCents.get(currency) ?? 0),
    limits: isSupported(currency) ? limitsView(settings, currency) : null,
  }));
}

/**
 * GET /api/admin/risk/overview: `AdminRiskOverview` from open tickets now. Every list is ranked
 * within its currency and every total is per currency; the top-level totals are the house currency's.
 */
export async function overview(db: Database) {
  const settings = await loadRiskSettings(db);
  return db.transaction(async (tx) => {
    const ladders = laddersOf(await findExposure(tx, null, exposureRowsMax));
    const byLiability = [...ladders].sort((a, b) => b.liability.liabilityCents - a.liability.liabilityCents);
    const selections = ladders.flatMap((ladder) => {
      const view = marketView(ladder);
      const context = { marketId: ladder.marketId, marketName: ladder.marketName, eventId: ladder.eventId, eventName: ladder.eventName };
      // The view's rows are in the ladder's order, so the cents line up with them.
      return view.selections.map((selection, index) => ({ ...selection, ...context, cents: ladder.liability.selections[index]?.liabilityCents ?? 0 })).filter((selection) => selection.tickets > 0);
    });
    selections.sort((a, b) => b.cents - a.cents);
    const events = eventsOf(ladders).sort((a, b) => b.liabilityCents - a.liabilityCents);
    const liabilityCents = sumCentsByCurrency(events, (event) => event.currency, (event) => event.liabilityCents);
    const byCurrency = currencySummaries(settings, await repo.openStakeCentsByCurrency(tx), liabilityCents);
    const house = byCurrency.find((summary) => summary.currency === currencyDefault);
    return {
      currency: currencyDefault,
      autoSuspendLiability: house?.limits?.autoSuspendLiability ?? null,
      totalOpenStake: house?.totalOpenStake ?? 0,
      totalLiability: house?.totalLiability ?? 0,
      byCurrency,
      topSelections: topPerCurrency(selections, (selection) => selection.currency, topSelectionsMax).map(({ cents: _cents, ...selection }) => selection),
      topMarkets: topPerCurrency(byLiability, (ladder) => ladder.currency, topMarketsMax).map(marketView),
      events: topPerCurrency(events, (event) => event.currency, eventsListedMax).map((event) => event.view),
      players: topPerCurrency((await repo.playersByProfit(tx, playersListedMax)).map(playerView), (player) => player.currency, playersListedMax),
    };
  });
}

/**
 * GET /api/admin/risk/markets/:marketId?currency=: one market's ladder in one currency (default:
 * the house currency), every selection, backed or not.
 */
export async function marketLadder(db: Database, marketId: string, currency: string = currencyDefault) {
  return db.transaction(async (tx) => {
    const [ladder] = laddersOf(await findExposure(tx, { marketIds: [marketId], currency }, exposureRowsMax));
    if (!ladder) throw new AppError('MARKET_NOT_FOUND', 404, 'marketId: no such market.', 'marketId');
    return { market: marketView(ladder) };
  });
}

/** PUT /api/admin/risk/players/:userId/stake-factor: players only; 0 stops their betting. */
export async function setStakeFactor(db: Database, auth: AuthContext, userId: string, body: StakeFactorBody) {
  const stakeFactorBp = body.stakeFactor * bpPerHundredth;
  return db.transaction(async (tx) => {
    const user = await findUserById(tx, userId);
    if (!user) throw new AppError('USER_NOT_FOUND', 404, 'userId: no such user.', 'userId');
    if (user.role !== 'player') throw new AppError('RISK_NOT_A_PLAYER', 400, 'userId: stake factors apply to players only.', 'userId');
    await repo.setStakeFactorBp(tx, userId, stakeFactorBp);
    await recordAudit(tx, { actorId: auth.userId, action: 'risk.stake-factor', targetType: 'user', targetId: userId, detail: { stakeFactorBp, previousStakeFactorBp: user.stakeFactorBp } });
    const [row] = await repo.playersByProfit(tx, 1, userId);
    if (!row) throw new AppError('USER_NOT_FOUND', 404, 'userId: no such user.', 'userId');
    return playerView(row);
  });
}

type LimitField = 'stakeCentsMin' | 'stakeCentsMax' | 'payoutCentsMax' | 'autoSuspendLiabilityCents';
type LimitChanges = Partial<Record<Currency, Partial<Record<LimitField, number | null>>>>;

const bodyFieldOf: Record<LimitField, keyof CurrencyLimitsBody> = {
  stakeCentsMin: 'stakeMin',
  stakeCentsMax: 'stakeMax',
  payoutCentsMax: 'payoutMax',
  autoSuspendLiabilityCents: 'autoSuspendLiability',
};
const limitFields = Object.keys(bodyFieldOf) as LimitField[];

/** The body as changes per currency and field (cents); the top-level threshold is the house currency's. */
function changesOf(body: RiskSettingsBody): LimitChanges {
  const houseThreshold = body.limits?.[currencyDefault]?.autoSuspendLiability;
  if (body.autoSuspendLiability !== undefined && houseThreshold !== undefined) {
    throw new AppError('VALIDATION', 400, `autoSuspendLiability: give the ${currencyDefault} threshold once, here or in limits.${currencyDefault}.autoSuspendLiability.`, 'autoSuspendLiability');
  }
  const changes: LimitChanges = {};
  for (const [currency, limits] of Object.entries(body.limits ?? {})) {
    if (!isSupported(currency) || !limits) continue;
    const change: Partial<Record<LimitField, number | null>> = {};
    for (const field of limitFields) {
      const value = limits[bodyFieldOf[field]];
      if (value !== undefined) change[field] = value;
    }
    changes[currency] = change;
  }
  if (body.autoSuspendLiability !== undefined) changes[currencyDefault] = { ...changes[currencyDefault], autoSuspendLiabilityCents: body.autoSuspendLiability };
  return changes;
}

/** A changed currency's limits must allow a bet: min stake <= max stake and <= max payout (400 naming the field sent). */
function assertCoherent(settings: RiskSettings, changes: LimitChanges): void {
  for (const [currency, change] of Object.entries(changes) as [Currency, Partial<Record<LimitField, number | null>>][]) {
    const limits = currencyLimitsOf(settings, currency);
    const field = (name: LimitField) => `limits.${currency}.${bodyFieldOf[name]}`;
    if (limits.stakeCentsMin > limits.stakeCentsMax) {
      const named = change.stakeCentsMin !== undefined ? field('stakeCentsMin') : field('stakeCentsMax');
      throw new AppError('VALIDATION', 400, `${named}: the ${currency} minimum stake (${centsToAmount(limits.stakeCentsMin)}) must not exceed its maximum stake (${centsToAmount(limits.stakeCentsMax)}).`, named);
    }
    if (limits.stakeCentsMin > limits.payoutCentsMax) {
      const named = change.stakeCentsMin !== undefined ? field('stakeCentsMin') : field('payoutCentsMax');
      throw new AppError('VALIDATION', 400, `${named}: the ${currency} minimum stake (${centsToAmount(limits.stakeCentsMin)}) must not exceed its maximum payout (${centsToAmount(limits.payoutCentsMax)}).`, named);
    }
  }
}

/** `AdminRiskSettings`: every supported currency's limits now. */
function settingsView(settings: RiskSettings) {
  return {
    autoSuspendLiability: limitsView(settings, currencyDefault).autoSuspendLiability,
    limits: Object.fromEntries(currencies.map((currency) => [currency, limitsView(settings, currency)])),
  };
}

/**
 * PUT /api/admin/risk/settings: per-currency stake and payout limits and auto-suspend thresholds,
 * merged into `risk.limits` as per-currency overrides (a value stored before currencies becomes
 * the house currency's override). Audited with the changes and the values they replace.
 */
export async function setRiskSettings(db: Database, auth: AuthContext, body: RiskSettingsBody) {
  const changes = changesOf(body);
  const after = await db.transaction(async (tx) => {
    const stored = (await findSetting(tx, riskSettingsKey)) ?? {};
    const before = resolveRiskSettings(stored);
    const next: Record<string, unknown> = { ...stored };
    for (const field of limitFields) {
      const schema = field === 'autoSuspendLiabilityCents' ? thresholdCentsSchema : stakeLimitCentsSchema;
      const overrides: Record<string, number | null> = storedOverrides<number | null>(stored[field], schema);
      for (const [currency, change] of Object.entries(changes)) {
        const value = change?.[field];
        if (value !== undefined) overrides[currency] = value;
      }
      next[field] = overrides;
    }
    const resolved = resolveRiskSettings(next);
    assertCoherent(resolved, changes);
    await upsertSetting(tx, riskSettingsKey, next);
    const previous = Object.fromEntries(Object.keys(changes).map((currency) => [currency, currencyLimitsOf(before, currency as Currency)]));
    await recordAudit(tx, { actorId: auth.userId, action: 'risk.settings', targetType: 'setting', targetId: riskSettingsKey, detail: { changes, previous } });
    return resolved;
  });
  // Placements read risk.limits through the settings cache: this instance sees the change at once.
  invalidateSettings(db);
  return settingsView(after);
}

/** POST .../suspend: risk holds the market (the feed cannot reopen it); already held is a no-op. */
export async function suspendMarket(db: Database, publish: PublishMarkets, auth: AuthContext, marketId: string, currency: string = currencyDefault, now = new Date()) {
  const changed = await db.transaction(async (tx) => {
    const market = await lockMarket(tx, marketId);
    if (!market) throw new AppError('MARKET_NOT_FOUND', 404, 'marketId: no such market.', 'marketId');
    if (market.status === 'closed' || market.status === 'settled') throw new AppError('MARKET_CLOSED', 409, `marketId: the market is ${market.status}.`, 'marketId');
    if (market.riskSuspendedAt !== null) return false;
    await riskSuspendMarkets(tx, [marketId], now);
    await recordAudit(tx, { actorId: auth.userId, action: 'risk.suspend', targetType: 'market', targetId: marketId, detail: { eventId: market.eventId, previousStatus: market.status } });
    return true;
  });
  if (changed) await publish([marketId]);
  return marketLadder(db, marketId, currency);
}

/** POST .../release: clears the hold; a suspended market reopens (a feed market's next tick sets its own status). */
export async function releaseMarket(db: Database, publish: PublishMarkets, auth: AuthContext, marketId: string, currency: string = currencyDefault, now = new Date()) {
  await db.transaction(async (tx) => {
    const market = await lockMarket(tx, marketId);
    if (!market) throw new AppError('MARKET_NOT_FOUND', 404, 'marketId: no such market.', 'marketId');
    if (market.riskSuspendedAt === null) throw new AppError('RISK_NOT_SUSPENDED', 409, 'marketId: risk does not hold this market.', 'marketId');
    await riskReleaseMarket(tx, marketId, now);
    await recordAudit(tx, { actorId: auth.userId, action: 'risk.release', targetType: 'market', targetId: marketId, detail: { eventId: market.eventId, status: market.status } });
  });
  await publish([marketId]);
  return marketLadder(db, marketId, currency);
}
