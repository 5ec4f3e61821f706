import type { ExchangeMarket, ExchangeMarketSummary, ExchangeOrder, ExchangePosition } from '@oddsmith/core';

/** Test data in the contract's wire shapes (decimals), for the exchange's screen and slice tests. */
export const marketId = '11111111-1111-4111-8111-111111111111';
export const homeId = '22222222-2222-4222-8222-222222222222';
export const awayId = '33333333-3333-4333-8333-333333333333';

export function wireMarket(overrides: Partial<ExchangeMarket> = {}): ExchangeMarket {
  return {
    id: marketId,
    eventId: 'e1',
    eventName: 'Lions v Tigers',
    sportId: 1,
    sportName: 'Football',
    name: 'Match odds',
    status: 'open',
    inPlay: false,
    startsAt: '2026-12-01T18:00:00Z',
    currency: 'EUR',
    runners: [
      { id: homeId, name: 'Lions', sortOrder: 1 },
      { id: awayId, name: 'Tigers', sortOrder: 2 },
    ],
    ladder: {
      marketId,
      status: 'open',
      inPlay: false,
      matchedVolume: 1234.5,
      runners: [
        {
          runnerId: homeId,
          availableToBack: [
            { price: 2.5, size: 120 },
            { price: 2.48, size: 40 },
            { price: 2.46, size: 15 },
          ],
          availableToLay: [
            { price: 2.52, size: 80 },
            { price: 2.54, size: 30 },
          ],
          lastTradedPrice: 2.5,
          tradedVolume: 800,
        },
        { runnerId: awayId, availableToBack: [{ price: 1.66, size: 50 }], availableToLay: [], lastTradedPrice: null, tradedVolume: 0 },
      ],
    },
    betDelaySeconds: 5,
    minStake: 2,
    commissionPercent: 5,
    ...overrides,
  };
}

export function wireOrder(overrides: Partial<ExchangeOrder> = {}): ExchangeOrder {
  return {
    id: '44444444-4444-4444-8444-444444444444',
    marketId,
    runnerId: homeId,
    runnerName: 'Lions',
    side: 'back',
    price: 3,
    stake: 10,
    matched: 4,
    remaining: 6,
    cancelled: 0,
    averagePrice: 3,
    status: 'open',
    persistence: 'lapse',
    placedAt: '2026-11-24T10:00:00Z',
    updatedAt: '2026-11-24T10:00:00Z',
    ...overrides,
  };
}

export function wirePosition(overrides: Partial<ExchangePosition> = {}): ExchangePosition {
  return {
    marketId,
    currency: 'EUR',
    exposure: 4,
    profits: [
      { runnerId: homeId, profit: 8 },
      { runnerId: awayId, profit: -4 },
    ],
    orders: [wireOrder()],
    matches: [
      { id: 'm1', orderId: wireOrder().id, runnerId: homeId, runnerName: 'Lions', side: 'back', price: 3, stake: 4, winAmount: 8, matchedAt: '2026-11-24T10:00:01Z' },
    ],
    greenUp: null,
    settled: null,
    ...overrides,
  };
}

export const emptyPosition = (): ExchangePosition => wirePosition({ exposure: 0, profits: [], orders: [], matches: [] });

export function wireSummary(overrides: Partial<ExchangeMarketSummary> = {}): ExchangeMarketSummary {
  const market = wireMarket();
  return {
    id: market.id,
    eventId: market.eventId,
    eventName: market.eventName,
    sportId: 1,
    sportName: 'Football',
    name: market.name,
    status: 'open',
    inPlay: false,
    startsAt: market.startsAt,
    currency: 'EUR',
    matchedVolume: 1234.5,
    runners: [
      { id: homeId, name: 'Lions', bestBack: { price: 2.5, size: 120 }, bestLay: { price: 2.52, size: 80 } },
      { id: awayId, name: 'Tigers', bestBack: { price: 1.66, size: 50 }, bestLay: null },
    ],
    ...overrides,
  };
}
