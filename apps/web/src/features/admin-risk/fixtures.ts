import type { AdminRiskOverview, ApiMarketLiability } from '@oddsmith/core';

/** Test data shaped like the server's risk replies. */
export function marketLiability(overrides: Partial<ApiMarketLiability> = {}): ApiMarketLiability {
  return {
    marketId: 'm1',
    marketName: 'Match odds',
    marketStatus: 'open',
    eventId: 'e1',
    eventName: 'Arsenal v Chelsea',
    eventStatus: 'live',
    riskSuspendedAt: null,
    stake: 300,
    liability: 950,
    selections: [
      { selectionId: 's1', selectionName: 'Arsenal', odds: 2.5, tickets: 4, stake: 200, potentialPayout: 1250, liability: 950 },
      { selectionId: 's2', selectionName: 'Chelsea', odds: 3.1, tickets: 2, stake: 100, potentialPayout: 310, liability: 10 },
      { selectionId: 's3', selectionName: 'Draw', odds: 'suspended', tickets: 0, stake: 0, potentialPayout: 0, liability: -300 },
    ],
    ...overrides,
  };
}

export function riskOverview(overrides: Partial<AdminRiskOverview> = {}): AdminRiskOverview {
  const market = marketLiability();
  return {
    currency: 'EUR',
    autoSuspendLiability: 1000,
    totalOpenStake: 300,
    totalLiability: 950,
    topSelections: market.selections.slice(0, 2).map((selection) => ({
      ...selection,
      marketId: market.marketId,
      marketName: market.marketName,
      eventId: market.eventId,
      eventName: market.eventName,
    })),
    topMarkets: [market],
    events: [{ eventId: 'e1', eventName: 'Arsenal v Chelsea', eventStatus: 'live', startTime: '2026-11-22T12:00:00Z', tickets: 6, stake: 300, liability: 950 }],
    players: [
      { userId: 'u1', username: 'sharp1', stakeFactor: 1, tickets: 12, turnover: 540, profit: 320.5, openStake: 200 },
      { userId: 'u2', username: 'casual2', stakeFactor: 0.5, tickets: 3, turnover: 30, profit: -30, openStake: 100 },
    ],
    ...overrides,
  };
}
