import type { AdminExchangeEvent, AdminExchangeEventRow, AdminExchangeMarket, AdminExchangeResults, AdminExchangeTicket, AdminExchangeTicketDetail } from '@oddsmith/core';
import { fixture } from '../../test/fixtures';

/** Test data shaped like the staff exchange API's replies. */
export const ids = {
  event: '11111111-1111-4111-8111-111111111111',
  market: '22222222-2222-4222-8222-222222222222',
  lions: '33333333-3333-4333-8333-333333333333',
  tigers: '44444444-4444-4444-8444-444444444444',
  bears: '55555555-5555-4555-8555-555555555555',
  order: '66666666-6666-4666-8666-666666666666',
};

export const eventRow = fixture<AdminExchangeEventRow>(() => ({
  id: ids.event,
  name: 'Lions v Tigers',
  sportId: 1,
  sportName: 'Soccer',
  startsAt: '2026-12-01T18:00:00Z',
  status: 'upcoming',
  linkedEventId: null,
  marketCount: 1,
  matchedVolume: 1250,
  createdAt: '2026-11-20T10:00:00Z',
}));

export const exchangeMarket = fixture<AdminExchangeMarket>(() => ({
  id: ids.market,
  name: 'Match odds',
  status: 'open',
  inPlay: false,
  runners: [
    { id: ids.lions, name: 'Lions', sortOrder: 0 },
    { id: ids.tigers, name: 'Tigers', sortOrder: 1 },
  ],
  ladder: {
    marketId: ids.market,
    status: 'open',
    inPlay: false,
    matchedVolume: 1250,
    runners: [
      {
        runnerId: ids.lions,
        availableToBack: [
          { price: 2.5, size: 40 },
          { price: 2.48, size: 12 },
        ],
        availableToLay: [{ price: 2.54, size: 75.5 }],
        lastTradedPrice: 2.52,
        tradedVolume: 900,
      },
      { runnerId: ids.tigers, availableToBack: [], availableToLay: [], lastTradedPrice: null, tradedVolume: 0 },
    ],
  },
  openOrders: 3,
  unmatchedVolume: 127.5,
  playerCount: 4,
  result: null,
}));

export const exchangeEvent = fixture<AdminExchangeEvent>(() => ({ ...eventRow(), markets: [exchangeMarket()] }));

export const exchangeTicket = fixture<AdminExchangeTicket>(() => ({
  id: ids.order,
  marketId: ids.market,
  runnerId: ids.lions,
  runnerName: 'Lions',
  side: 'lay',
  price: 2.5,
  stake: 20,
  matched: 15,
  remaining: 5,
  cancelled: 0,
  averagePrice: 2.5,
  status: 'open',
  persistence: 'lapse',
  placedAt: '2026-11-22T10:00:00Z',
  updatedAt: '2026-11-22T10:05:00Z',
  userId: 'u7',
  username: 'punter7',
  currency: 'EUR',
  eventName: 'Lions v Tigers',
  marketName: 'Match odds',
  requestId: 'req-00000001',
}));

export const ticketDetail = fixture<AdminExchangeTicketDetail>(() => ({
  ticket: exchangeTicket(),
  matches: [{ id: 'x1', orderId: ids.order, runnerId: ids.lions, runnerName: 'Lions', side: 'lay', price: 2.5, stake: 15, winAmount: 22.5, matchedAt: '2026-11-22T10:01:00Z', counterpartyId: 'u9-counterparty' }],
  ledger: [{ id: 'l1', code: 'exchange_escrow_lock', amount: -30, account: 'cash', createdAt: '2026-11-22T10:00:00Z', note: null }],
}));

export const marketResults = fixture<AdminExchangeResults>(() => ({
  marketId: ids.market,
  marketName: 'Match odds',
  eventId: ids.event,
  eventName: 'Lions v Tigers',
  status: 'closed',
  currency: 'EUR',
  runners: exchangeMarket().runners.concat({ id: ids.bears, name: 'Bears', sortOrder: 2 }),
  matchedVolume: 1250,
  history: [],
  positions: [],
  totalCommission: 0,
}));
