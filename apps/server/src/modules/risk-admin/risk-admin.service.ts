import { centsToAmount, currencyDefault, eventLiabilityCents, milliToOdds, stakeFactorBpOne } from '@oddsmith/core';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { invalidateSettings } from '../../lib/settings-cache';
import type { AuthContext } from '../../plugins/auth';
import { recordAudit } from '../audit/audit.repo';
import type { PublishMarkets } from '../risk/risk.realtime';
import * as riskRepo from '../risk/risk.repo';
import { exposureRowsMax, laddersOf, loadRiskSettings, riskSettingsKey, type MarketLadder } from '../risk/risk.service';
import { findUserById } from '../users/users.repo';
import * as repo from './risk-admin.repo';
import type { RiskSettingsBody, StakeFactorBody } from './risk-admin.schemas';

export const topSelectionsMax = 20;
export const topMarketsMax = 20;
export const eventsListedMax = 100;
export const playersListedMax = 50;

const hundredthsPerFactor = 100;
const bpPerHundredth = stakeFactorBpOne / hundredthsPerFactor;

function oddsOf(marketStatus: string, oddsMilli: number | null): number | 'suspended' {
  return marketStatus === 'open' && oddsMilli !== null ? milliToOdds(oddsMilli) : 'suspended';
}

/** `ApiMarketLiability` of a ladder. */
function marketView(ladder: MarketLadder) {
  return {
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

function eventsOf(ladders: readonly MarketLadder[]) {
  const byEvent = new Map<string, MarketLadder[]>();
  for (const ladder of ladders) {
    const list = byEvent.get(ladder.eventId);
    if (list) list.push(ladder);
    else byEvent.set(ladder.eventId, [ladder]);
  }
  return [...byEvent.values()].map((markets) => {
    const first = markets[0] as MarketLadder;
    const liabilityCents = eventLiabilityCents(markets.map((market) => market.liability));
    const stakeCents = markets.reduce((sum, market) => sum + market.liability.stakeCents, 0);
    // One leg per event per ticket (placement's rule), so the markets' ticket counts add up.
    const tickets = markets.reduce((sum, market) => sum + market.liability.selections.reduce((count, row) => count + row.tickets, 0), 0);
    return { liabilityCents, view: { eventId: first.eventId, eventName: first.eventName, eventStatus: first.eventStatus, startTime: first.startTime.toISOString(), tickets, stake: centsToAmount(stakeCents), liability: centsToAmount(liabilityCents) } };
  });
}

function playerView(row: repo.PlayerRiskRow) {
  return {
    userId: row.userId,
    username: row.username,
    stakeFactor: row.stakeFactorBp / stakeFactorBpOne,
    tickets: row.tickets,
    turnover: centsToAmount(row.turnoverCents),
    profit: centsToAmount(row.profitCents),
    openStake: centsToAmount(row.openStakeCents),
  };
}

/** GET /api/admin/risk/overview: `AdminRiskOverview` from open tickets now. */
export async function overview(db: Database) {
  const settings = await loadRiskSettings(db);
  return db.transaction(async (tx) => {
    const ladders = laddersOf(await riskRepo.findExposure(tx, null, exposureRowsMax));
    const byLiability = [...ladders].sort((a, b) => b.liability.liabilityCents - a.liability.liabilityCents);
    const selections = ladders.flatMap((ladder) => {
      const view = marketView(ladder);
      const context = { marketId: ladder.marketId, marketName: ladder.marketName, eventId: ladder.eventId, eventName: ladder.eventName };
      // The view's rows are in the ladder's order, so the cents line up with them.
      return view.selections.map((selection, index) => ({ ...selection, ...context, cents: ladder.liability.selections[index]?.liabilityCents ?? 0 })).filter((selection) => selection.tickets > 0);
    });
    selections.sort((a, b) => b.cents - a.cents);
    const events = eventsOf(ladders).sort((a, b) => b.liabilityCents - a.liabilityCents);
    const totalLiabilityCents = eventLiabilityCents(events.map((event) => ({ liabilityCents: event.liabilityCents })));
    return {
      currency: currencyDefault,
      autoSuspendLiability: settings.autoSuspendLiabilityCents === null ? null : centsToAmount(settings.autoSuspendLiabilityCents),
      totalOpenStake: centsToAmount(await repo.totalOpenStakeCents(tx)),
      totalLiability: centsToAmount(totalLiabilityCents),
      topSelections: selections.slice(0, topSelectionsMax).map(({ cents: _cents, ...selection }) => selection),
      topMarkets: byLiability.slice(0, topMarketsMax).map(marketView),
      events: events.slice(0, eventsListedMax).map((event) => event.view),
      players: (await repo.playersByProfit(tx, playersListedMax)).map(playerView),
    };
  });
}

/** GET /api/admin/risk/markets/:marketId: one market's ladder (every selection, backed or not). */
export async function marketLadder(db: Database, marketId: string) {
  return db.transaction(async (tx) => {
    const [ladder] = laddersOf(await riskRepo.findExposure(tx, [marketId], exposureRowsMax));
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

/** PUT /api/admin/risk/settings: the auto-suspend threshold, merged into `risk.limits`. */
export async function setRiskSettings(db: Database, auth: AuthContext, body: RiskSettingsBody) {
  await db.transaction(async (tx) => {
    const stored = (await riskRepo.findSetting(tx, riskSettingsKey)) ?? {};
    await riskRepo.upsertSetting(tx, riskSettingsKey, { ...stored, autoSuspendLiabilityCents: body.autoSuspendLiability });
    await recordAudit(tx, {
      actorId: auth.userId,
      action: 'risk.settings',
      targetType: 'setting',
      targetId: riskSettingsKey,
      detail: { autoSuspendLiabilityCents: body.autoSuspendLiability, previousAutoSuspendLiabilityCents: stored.autoSuspendLiabilityCents ?? null },
    });
  });
  // Placements read risk.limits through the settings cache: this instance sees the change at once.
  invalidateSettings(db);
  return { autoSuspendLiability: body.autoSuspendLiability === null ? null : centsToAmount(body.autoSuspendLiability) };
}

/** POST .../suspend: risk holds the market (the feed cannot reopen it); already held is a no-op. */
export async function suspendMarket(db: Database, publish: PublishMarkets, auth: AuthContext, marketId: string, now = new Date()) {
  const changed = await db.transaction(async (tx) => {
    const market = await riskRepo.lockMarket(tx, marketId);
    if (!market) throw new AppError('MARKET_NOT_FOUND', 404, 'marketId: no such market.', 'marketId');
    if (market.status === 'closed' || market.status === 'settled') throw new AppError('MARKET_CLOSED', 409, `marketId: the market is ${market.status}.`, 'marketId');
    if (market.riskSuspendedAt !== null) return false;
    await riskRepo.riskSuspendMarkets(tx, [marketId], now);
    await recordAudit(tx, { actorId: auth.userId, action: 'risk.suspend', targetType: 'market', targetId: marketId, detail: { eventId: market.eventId, previousStatus: market.status } });
    return true;
  });
  if (changed) await publish([marketId]);
  return marketLadder(db, marketId);
}

/** POST .../release: clears the hold; a suspended market reopens (a feed market's next tick sets its own status). */
export async function releaseMarket(db: Database, publish: PublishMarkets, auth: AuthContext, marketId: string, now = new Date()) {
  await db.transaction(async (tx) => {
    const market = await riskRepo.lockMarket(tx, marketId);
    if (!market) throw new AppError('MARKET_NOT_FOUND', 404, 'marketId: no such market.', 'marketId');
    if (market.riskSuspendedAt === null) throw new AppError('RISK_NOT_SUSPENDED', 409, 'marketId: risk does not hold this market.', 'marketId');
    await riskRepo.riskReleaseMarket(tx, marketId, now);
    await recordAudit(tx, { actorId: auth.userId, action: 'risk.release', targetType: 'market', targetId: marketId, detail: { eventId: market.eventId, status: market.status } });
  });
  await publish([marketId]);
  return marketLadder(db, marketId);
}
