import {
  centsToAmount,
  milliToOdds,
  winAmountCents,
  type AdminExchangeTicket,
  type AdminExchangeTicketDetail,
  type AdminExchangeTicketsQuery,
  type Page,
} from '@oddsmith/core';
import type { Database, Executor } from '../../db/client';
import type { ExchangeFillRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { pageOffset } from '../../lib/paging';
import { escrowMovementId } from '../exchange';
import { findTransferTrail, type TransferTrailRow } from '../ledger';
import * as repo from './admin-exchange.repo';

type TicketsQuery = Required<Pick<AdminExchangeTicketsQuery, 'page' | 'perPage'>> & AdminExchangeTicketsQuery;

const dayMs = 86_400_000;

function filterOf(query: TicketsQuery): repo.TicketFilter {
  return {
    status: query.status,
    side: query.side,
    user: query.user,
    eventId: query.eventId,
    marketId: query.marketId,
    placedFrom: query.from ? new Date(query.from) : undefined,
    // A date `to` includes that whole day.
    placedBefore: query.to ? new Date(Date.parse(query.to) + dayMs) : undefined,
  };
}

/** The average matched price in thousandths, rounded to the nearest (null while nothing matched). */
function averagePrice(matchedCents: number, matchedPriceSum: number): number | null {
  return matchedCents === 0 ? null : milliToOdds(Math.round(matchedPriceSum / matchedCents));
}

export function ticketView(row: repo.TicketRow): AdminExchangeTicket {
  const { order } = row;
  return {
    id: order.id,
    marketId: order.marketId,
    runnerId: order.runnerId,
    runnerName: row.runnerName,
    side: order.side,
    price: milliToOdds(order.priceMilli),
    stake: centsToAmount(order.stakeCents),
    matched: centsToAmount(order.matchedCents),
    remaining: centsToAmount(order.status === 'open' ? order.stakeCents - order.matchedCents - order.cancelledCents : 0),
    cancelled: centsToAmount(order.cancelledCents),
    averagePrice: averagePrice(order.matchedCents, order.matchedPriceSum),
    status: order.status,
    persistence: order.persistence,
    placedAt: order.createdAt.toISOString(),
    updatedAt: order.updatedAt.toISOString(),
    userId: order.userId,
    username: row.username,
    currency: row.currency,
    eventName: row.eventName,
    marketName: row.marketName,
    requestId: order.requestId,
  };
}

/** GET /api/admin/exchange-tickets: every order, newest first. */
export function listTickets(db: Database, query: TicketsQuery): Promise<Page<AdminExchangeTicket>> {
  const filter = filterOf(query);
  return db.transaction(async (tx) => ({
    list: (await repo.listTickets(tx, filter, query.perPage, pageOffset(query))).map(ticketView),
    total: await repo.countTickets(tx, filter),
    perPage: query.perPage,
    currentPage: query.page,
  }));
}

/** Escrow movements listed at most (the newest) in one ticket's ledger trail. */
const escrowMovementsShownMax = 500;

/**
 * Every key the player's transfers of this market can carry: the escrow movements (the exchange
 * module's `exchange:<movementId>:lock|release`, one per `escrow_seq`) and each settlement's steps.
 */
async function marketTransferKeys(tx: Executor, marketId: string, userId: string, resultVersion: number): Promise<string[]> {
  const position = await repo.findPosition(tx, marketId, userId);
  const keys: string[] = [];
  const lastSeq = position?.escrowSeq ?? 0;
  for (let seq = Math.max(1, lastSeq - escrowMovementsShownMax + 1); seq <= lastSeq; seq += 1) {
    const movement = escrowMovementId(marketId, userId, seq);
    keys.push(`exchange:${movement}:lock`, `exchange:${movement}:release`);
  }
  for (let version = 1; version <= resultVersion; version += 1) {
    for (const step of ['release', 'loss', 'win', 'commission', 'resettle']) keys.push(`exchange:${marketId}:settlement:${version}:${userId}:${step}`);
  }
  return keys;
}

/**
 * A transfer as the player's trail shows it: moves between cash and escrow count on the escrow
 * (positive locked, negative released), moves with the house on cash (positive won).
 */
function ledgerEntryOf(row: TransferTrailRow, userId: string) {
  const onEscrow = row.debitKind === 'exchange_escrow' || row.creditKind === 'exchange_escrow';
  const account = onEscrow ? ('escrow' as const) : ('cash' as const);
  const kind = onEscrow ? 'exchange_escrow' : 'cash';
  const received = row.creditKind === kind && row.creditUserId === userId;
  return { id: row.id, code: row.code, amount: centsToAmount(received ? row.amountCents : -row.amountCents), account, createdAt: row.createdAt.toISOString(), note: row.note };
}

function matchOf(fill: ExchangeFillRow, ticket: AdminExchangeTicket) {
  const backer = fill.backOrderId === ticket.id;
  return {
    id: fill.id,
    orderId: ticket.id,
    runnerId: fill.runnerId,
    runnerName: ticket.runnerName,
    side: backer ? ('back' as const) : ('lay' as const),
    price: milliToOdds(fill.priceMilli),
    stake: centsToAmount(fill.stakeCents),
    winAmount: centsToAmount(winAmountCents(fill.stakeCents, fill.priceMilli)),
    matchedAt: fill.createdAt.toISOString(),
    counterpartyId: backer ? fill.layUserId : fill.backUserId,
  };
}

/** GET /api/admin/exchange-tickets/:id: the order, its matched bets with the counterparty, and the player's ledger trail of the market. */
export function ticketDetail(db: Database, orderId: string): Promise<AdminExchangeTicketDetail> {
  return db.transaction(async (tx) => {
    const row = await repo.findTicket(tx, orderId);
    if (!row) throw new AppError('EXCHANGE_ORDER_NOT_FOUND', 404, 'id: no such exchange order.', 'id');
    const ticket = ticketView(row);
    const market = await repo.findMarket(tx, row.order.marketId);
    const keys = await marketTransferKeys(tx, row.order.marketId, row.order.userId, market?.resultVersion ?? 0);
    // One transaction's transfers share a timestamp: within it, the order the keys were listed in (the order they post).
    const rank = new Map(keys.map((key, index) => [key, index]));
    const transfers = (await findTransferTrail(tx, keys)).sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || (rank.get(a.idempotencyKey) ?? 0) - (rank.get(b.idempotencyKey) ?? 0));
    return {
      ticket,
      matches: (await repo.findFillsOfOrder(tx, orderId)).map((fill) => matchOf(fill, ticket)),
      ledger: transfers.map((transfer) => ledgerEntryOf(transfer, row.order.userId)),
    };
  });
}
