import {
  centsToAmount,
  exchangeMarketResettled,
  exchangeMarketSettled,
  settleMarket,
  type AdminExchangeResults,
  type ExchangeMarketResult as CoreMarketResult,
  type ExchangeResult,
  type SettledPosition,
  type SettleExchangeMarketRequest,
  type Transfer,
} from '@oddsmith/core';
import type { Database, Executor, Transaction } from '../../db/client';
import type { ExchangeMarketResult, ExchangeMarketRow, ExchangePositionRow } from '../../db/schema';
import { AppError, isAppError } from '../../lib/app-error';
import type { AuthContext } from '../../lib/auth-context';
import { inTransaction } from '../../lib/transaction';
import { recordAudit } from '../audit';
import { loadExchangeSettings, lockMarket, type ExchangeChanged } from '../exchange';
import { postEvent, userBalances } from '../ledger';
import { applyMarketAction, refreshEventStatus } from './admin-exchange.market';
import * as repo from './admin-exchange.repo';
import { resultViewOf, runnerView } from './admin-exchange.views';

/**
 * Results of exchange markets. The first settlement releases each player's whole escrow of the
 * market and moves their profit (core's `settleMarket`, zero-sum between players) between cash and
 * the house, commission included; a re-result moves only the change of each player's net. Every
 * settlement is one transaction with one `postEvent` for all players.
 *
 * A re-result that takes money back from a player whose cash no longer covers it (they withdrew or
 * spent the winnings) is refused as a whole: 409 EXCHANGE_RESETTLE_INSUFFICIENT_FUNDS naming the
 * players, nothing written. As the sportsbook's staff resettle of a ticket, staff collect first (or
 * leave the result); a partial re-result would break the market's zero sum.
 */

const resultedStatuses = new Set(['settled', 'voided']);

/** The result as stored and as core settles it; every named runner must be one of the market's. */
function resultsOf(body: ExchangeResult, runnerIds: ReadonlySet<string>): { stored: ExchangeMarketResult; core: CoreMarketResult } {
  if (body.kind === 'void') return { stored: { kind: 'void', runnerIds: [] }, core: { kind: 'void' } };
  const ids = body.kind === 'winner' ? [body.runnerId] : body.runnerIds;
  const field = body.kind === 'winner' ? 'result.runnerId' : 'result.runnerIds';
  for (const id of ids) if (!runnerIds.has(id)) throw new AppError('VALIDATION', 400, `${field}: ${id} is not a runner of this market.`, field);
  return { stored: { kind: body.kind, runnerIds: ids }, core: { kind: 'winners', winnerIds: ids } };
}

/** Equal results (a repeated request, a double click): a re-result must change something. */
function sameResult(a: ExchangeMarketResult, b: ExchangeMarketResult): boolean {
  return a.kind === b.kind && a.runnerIds.length === b.runnerIds.length && a.runnerIds.every((id) => b.runnerIds.includes(id));
}

const netOf = (position: Pick<ExchangePositionRow, 'profitCents' | 'commissionCents'>) => (position.profitCents ?? 0) - (position.commissionCents ?? 0);

/** The transfers of this settlement for every position of the market (settled figures per user, zero when they hold no fill). */
function settlementTransfers(market: ExchangeMarketRow, version: number, positions: readonly ExchangePositionRow[], settled: ReadonlyMap<string, SettledPosition>): Transfer[] {
  const part = { marketId: market.id, currency: market.currency, version };
  return positions.flatMap((position) => {
    const now = settled.get(position.userId) ?? { profitCents: 0, commissionCents: 0, netCents: 0 };
    if (version === 1) return [...exchangeMarketSettled({ ...part, playerId: position.userId, escrowCents: position.escrowCents, profitCents: now.profitCents, commissionCents: now.commissionCents })];
    return [...exchangeMarketResettled({ ...part, playerId: position.userId, previousNetCents: netOf(position), netCents: now.netCents })];
  });
}

/** Posts the settlement; a player short of cash for a re-result is named in the 409. */
async function postSettlement(tx: Transaction, market: ExchangeMarketRow, transfers: readonly Transfer[], context: { createdBy: string; note: string }): Promise<void> {
  if (transfers.length === 0) return;
  try {
    await postEvent(tx, transfers, context);
  } catch (error) {
    if (!isAppError(error) || error.code !== 'LEDGER_INSUFFICIENT_FUNDS') throw error;
    const owed = new Map<string, number>();
    for (const transfer of transfers) {
      if (transfer.code !== 'exchange_resettle' || !transfer.debitAccount.startsWith('player_cash:')) continue;
      const userId = transfer.debitAccount.slice('player_cash:'.length);
      owed.set(userId, transfer.amountCents);
    }
    const short: string[] = [];
    const names = await repo.findUsernames(tx, [...owed.keys()]);
    for (const [userId, amountCents] of owed) {
      const { cashCents } = await userBalances(tx, userId, market.currency);
      if (cashCents < amountCents) short.push(`${names.get(userId) ?? userId} (owes ${centsToAmount(amountCents)}, holds ${centsToAmount(cashCents)})`);
    }
    throw new AppError('EXCHANGE_RESETTLE_INSUFFICIENT_FUNDS', 409, `result: the re-result takes back more than these players hold: ${short.join(', ') || 'unknown'}; nothing was changed.`, 'result');
  }
}

/** Settles the locked market; answers every player with a position (for the publish). */
async function settleLocked(tx: Transaction, actor: AuthContext, market: ExchangeMarketRow, body: SettleExchangeMarketRequest, commissionBasisPoints: number): Promise<string[]> {
  const runners = await repo.findRunnersOfMarkets(tx, [market.id]);
  const result = resultsOf(body.result, new Set(runners.map((runner) => runner.id)));
  if (market.result && sameResult(market.result, result.stored)) throw new AppError('EXCHANGE_RESULT_UNCHANGED', 409, 'result: the market already has this result.', 'result');
  // Still trading: close it first (every unmatched order lapses, escrow falls to the matched worst case).
  if (market.status === 'open' || market.status === 'suspended') await applyMarketAction(tx, market, 'close', { by: 'staff', actorId: actor.userId, reason: body.reason });
  const fills = await repo.findFillsOfMarket(tx, market.id);
  const settled = new Map(settleMarket(fills, result.core, commissionBasisPoints).map((position) => [position.userId, position]));
  const version = market.resultVersion + 1;
  await repo.ensurePositions(tx, market.id, [...settled.keys()]);
  const positions = await repo.lockPositionsOfMarket(tx, market.id);
  const transfers = settlementTransfers(market, version, positions, settled);
  await postSettlement(tx, market, transfers, { createdBy: actor.userId, note: `exchange market ${version === 1 ? 'settled' : 're-resulted'}: ${body.reason}` });
  const now = new Date();
  for (const position of positions) {
    const figures = settled.get(position.userId) ?? { profitCents: 0, commissionCents: 0 };
    await repo.updatePositionSettlement(tx, market.id, { userId: position.userId, profitCents: figures.profitCents, commissionCents: figures.commissionCents, escrowCents: 0, settledVersion: version, settledAt: now });
  }
  const commissionCents = [...settled.values()].reduce((sum, position) => sum + position.commissionCents, 0);
  await repo.insertSettlement(tx, { marketId: market.id, version, result: result.stored, reason: body.reason, settledBy: actor.userId, commissionCents });
  await repo.updateMarket(tx, market.id, { status: result.stored.kind === 'void' ? 'voided' : 'settled', result: result.stored, resultVersion: version });
  await refreshEventStatus(tx, market.eventId);
  await recordAudit(tx, {
    actorId: actor.userId,
    action: version === 1 ? 'exchange_market.settle' : 'exchange_market.resettle',
    targetType: 'exchange_market',
    targetId: market.id,
    detail: { reason: body.reason, result: result.stored, previousResult: market.result, version, commissionCents, players: positions.length },
  });
  return positions.map((position) => position.userId);
}

/** POST /api/admin/exchange-markets/:id/result: settles (closing it first if it still trades) or re-results the market. */
export async function resultMarket(db: Database, actor: AuthContext, marketId: string, body: SettleExchangeMarketRequest, changed: ExchangeChanged): Promise<AdminExchangeResults> {
  const { commissionBasisPoints } = await loadExchangeSettings(db);
  const { view, userIds } = await inTransaction(db, async (tx) => {
    if (!(await repo.findMarket(tx, marketId))) throw new AppError('EXCHANGE_MARKET_NOT_FOUND', 404, 'id: no such exchange market.', 'id');
    const market = await lockMarket(tx, marketId);
    const players = await settleLocked(tx, actor, market, body, commissionBasisPoints);
    return { view: await resultsView(tx, marketId), userIds: players };
  });
  changed({ marketId, userIds });
  return view;
}

async function resultsView(tx: Executor, marketId: string): Promise<AdminExchangeResults> {
  const market = await repo.findMarket(tx, marketId);
  if (!market) throw new AppError('EXCHANGE_MARKET_NOT_FOUND', 404, 'id: no such exchange market.', 'id');
  const event = await repo.findEvent(tx, market.eventId);
  const history = await repo.findSettlements(tx, [market.id]);
  const positions = resultedStatuses.has(market.status) ? await repo.findSettledPositions(tx, market.id) : [];
  return {
    marketId: market.id,
    marketName: market.name,
    eventId: market.eventId,
    eventName: event?.name ?? '',
    status: market.status,
    currency: market.currency,
    runners: (await repo.findRunnersOfMarkets(tx, [market.id])).map(runnerView),
    matchedVolume: centsToAmount(market.matchedCents),
    history: history.map(resultViewOf),
    positions: positions.map((position) => ({
      userId: position.userId,
      username: position.username,
      profit: centsToAmount(position.profitCents),
      commission: centsToAmount(position.commissionCents),
      net: centsToAmount(position.profitCents - position.commissionCents),
    })),
    totalCommission: centsToAmount(history.find((row) => row.version === market.resultVersion)?.commissionCents ?? 0),
  };
}

/** GET /api/admin/exchange-markets/:id/results. */
export function marketResults(db: Database, marketId: string): Promise<AdminExchangeResults> {
  return db.transaction((tx) => resultsView(tx, marketId));
}
