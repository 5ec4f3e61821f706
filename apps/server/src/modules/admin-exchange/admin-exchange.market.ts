import type { ExchangeEventStatus, ExchangeMarketAction } from '@oddsmith/core';
import type { Transaction } from '../../db/client';
import type { ExchangeMarketRow, ExchangeSuspender } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { recordAudit } from '../audit';
import { bumpBookSeq, lockMarket, syncEscrow } from '../exchange';
import * as repo from './admin-exchange.repo';

/**
 * A market's life between open and resulted: suspend, reopen, turn in-play, close. Staff and the
 * feed (a linked sportsbook event) drive it the same way, under the market's lock (`lockMarket`,
 * the book's lease): the open orders that lapse get `status 'lapsed'` with their unmatched rest in
 * `cancelled_cents`, `book_seq` is bumped and the owners' escrow synced in the same transaction.
 */

/** Staff with their reason, or the feed following the linked sportsbook event. */
export type Driver = { by: 'staff'; actorId: string; reason: string | null } | { by: 'feed' };

const tradingStatuses = new Set(['open', 'suspended']);
const resultedStatuses = new Set(['closed', 'settled', 'voided']);

/** Why `action` does not apply to the market now, or null when it does. */
function refusal(market: ExchangeMarketRow, action: ExchangeMarketAction, driver: Driver): string | null {
  if (!tradingStatuses.has(market.status)) return `cannot ${action} a ${market.status} market`;
  switch (action) {
    case 'suspend':
      // Staff take over a suspension the feed made (the feed then leaves it suspended).
      return market.status === 'open' || (driver.by === 'staff' && market.suspendedBy === 'feed') ? null : 'cannot suspend a suspended market';
    case 'reopen':
      if (market.status !== 'suspended') return 'cannot reopen an open market';
      return driver.by === 'feed' && market.suspendedBy !== 'feed' ? 'staff suspended the market' : null;
    case 'turn_in_play':
      return market.inPlay ? 'cannot turn_in_play a market already in play' : null;
    case 'close':
      return null;
  }
}

function changeOf(action: ExchangeMarketAction, driver: Driver): repo.MarketChange {
  const suspender: ExchangeSuspender = driver.by;
  switch (action) {
    case 'suspend':
      return { status: 'suspended', suspendedBy: suspender };
    case 'reopen':
      return { status: 'open', suspendedBy: null };
    case 'turn_in_play':
      return { inPlay: true };
    case 'close':
      return { status: 'closed', suspendedBy: null };
  }
}

/** The event follows its markets: finished when none trades any more, in play when one is. */
export async function refreshEventStatus(tx: Transaction, eventId: string): Promise<void> {
  const markets = await repo.findMarketsOfEvent(tx, eventId);
  if (markets.length === 0) return;
  const status: ExchangeEventStatus = markets.every((market) => resultedStatuses.has(market.status)) ? 'finished' : markets.some((market) => market.inPlay) ? 'inplay' : 'upcoming';
  await repo.setEventStatus(tx, eventId, status);
}

/**
 * Applies `action` to a market the caller holds locked and answers the players whose orders lapsed
 * (for the realtime publish after the commit). A change that does not apply is a 409 on `action`
 * for staff, and nothing (null) for the feed. Turning in-play lapses the unmatched rest of every
 * `lapse` order, closing that of every order.
 */
export async function applyMarketAction(tx: Transaction, market: ExchangeMarketRow, action: ExchangeMarketAction, driver: Driver): Promise<string[] | null> {
  const refused = refusal(market, action, driver);
  if (refused !== null) {
    if (driver.by === 'feed') return null;
    throw new AppError('EXCHANGE_MARKET_STATUS', 409, `action: ${refused}.`, 'action');
  }
  const lapsed = action === 'close' || action === 'turn_in_play' ? await repo.lapseOpenOrders(tx, market.id, action === 'turn_in_play') : [];
  await repo.updateMarket(tx, market.id, changeOf(action, driver));
  await bumpBookSeq(tx, market.id);
  if (lapsed.length > 0) await syncEscrow(tx, market.id, lapsed);
  await refreshEventStatus(tx, market.eventId);
  if (driver.by === 'staff') {
    await recordAudit(tx, {
      actorId: driver.actorId,
      action: `exchange_market.${action}`,
      targetType: 'exchange_market',
      targetId: market.id,
      detail: { reason: driver.reason, eventId: market.eventId, previousStatus: market.status, previousInPlay: market.inPlay, lapsedPlayers: lapsed.length },
    });
  }
  return lapsed;
}

/** Locks the market and applies `action` (the feed's and staff's one entry). */
export async function changeMarket(tx: Transaction, marketId: string, action: ExchangeMarketAction, driver: Driver): Promise<string[] | null> {
  return applyMarketAction(tx, await lockMarket(tx, marketId), action, driver);
}
