import type { AdminRiskOverview, ApiCurrencyLimits, ApiMarketLiability, ApiRiskCurrencySummary } from '@oddsmith/core';

/** Test data shaped like the server's risk replies. */
export function marketLiability(overrides: Partial<ApiMarketLiability> = {}): ApiMarketLiability {
  const currency = overrides.currency ?? 'EUR';
  return {
    currency,
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
      { currency, selectionId: 's1', selectionName: 'Arsenal', odds: 2.5, tickets: 4, stake: 200, potentialPayout: 1250, liability: 950 },
      { currency, selectionId: 's2', selectionName: 'Chelsea', odds: 3.1, tickets: 2, stake: 100, potentialPayout: 310, liability: 10 },
      { currency, selectionId: 's3', selectionName: 'Draw', odds: 'suspended', tickets: 0, stake: 0, potentialPayout: 0, liability: -300 },
    ],
    ...overrides,
  };
}

/** The INR ladder of the same market: its own tickets and amounts only. */
export function inrMarketLiability(overrides: Partial<ApiMarketLiability> = {}): ApiMarketLiability {
  return marketLiability({
    currency: 'INR',
    stake: 30_000,
    liability: 45_000,
    selections: [
      { currency: 'INR', selectionId: 's2', selectionName: 'Chelsea', odds: 3.1, tickets: 3, stake: 25_000, potentialPayout: 75_000, liability: 45_000 },
      { currency: 'INR', selectionId: 's1', selectionName: 'Arsenal', odds: 2.5, tickets: 1, stake: 5_000, potentialPayout: 12_500, liability: -17_500 },
      { currency: 'INR', selectionId: 's3', selectionName: 'Draw', odds: 'suspended', tickets: 0, stake: 0, potentialPayout: 0, liability: -30_000 },
    ],
    ...overrides,
  });
}

const eurLimits: ApiCurrencyLimits = { stakeMin: 1, stakeMax: 10_000, payoutMax: 250_000, autoSuspendLiability: 1000 };
const inrLimits: ApiCurrencyLimits = { stakeMin: 100, stakeMax: 1_000_000, payoutMax: 25_000_000, autoSuspendLiability: 50_000 };

export function currencySummary(currency: string, overrides: Partial<ApiRiskCurrencySummary> = {}): ApiRiskCurrencySummary {
  const limits = currency === 'EUR' ? eurLimits : currency === 'INR' ? inrLimits : null;
  return { currency, supported: limits !== null, totalOpenStake: 0, totalLiability: 0, limits, ...overrides };
}

export function riskOverview(overrides: Partial<AdminRiskOverview> = {}): AdminRiskOverview {
  const market = marketLiability();
  return {
    currency: 'EUR',
    autoSuspendLiability: 1000,
    totalOpenStake: 300,
    totalLiability: 950,
    byCurrency: [currencySummary('EUR', { totalOpenStake: 300, totalLiability: 950 }), currencySummary('INR')],
    topSelections: market.selections.slice(0, 2).map((selection) => ({
      ...selection,
      marketId: market.marketId,
      marketName: market.marketName,
      eventId: market.eventId,
      eventName: market.eventName,
    })),
    topMarkets: [market],
    events: [{ currency: 'EUR', eventId: 'e1', eventName: 'Arsenal v Chelsea', eventStatus: 'live', startTime: '2026-11-22T12:00:00Z', tickets: 6, stake: 300, liability: 950 }],
    players: [
      { currency: 'EUR', userId: 'u1', username: 'sharp1', stakeFactor: 1, tickets: 12, turnover: 540, profit: 320.5, openStake: 200 },
      { currency: 'EUR', userId: 'u2', username: 'casual2', stakeFactor: 0.5, tickets: 3, turnover: 30, profit: -30, openStake: 100 },
    ],
    ...overrides,
  };
}

/** An EUR and an INR book on the same market: every list holds one row per currency. */
export function twoCurrencyOverview(overrides: Partial<AdminRiskOverview> = {}): AdminRiskOverview {
  const eur = marketLiability();
  const inr = inrMarketLiability();
  const top = (market: ApiMarketLiability) =>
    market.selections.filter((selection) => selection.tickets > 0).map((selection) => ({ ...selection, marketId: market.marketId, marketName: market.marketName, eventId: market.eventId, eventName: market.eventName }));
  const base = riskOverview();
  return riskOverview({
    byCurrency: [currencySummary('EUR', { totalOpenStake: 300, totalLiability: 950 }), currencySummary('INR', { totalOpenStake: 30_000, totalLiability: 45_000 })],
    topSelections: [...top(eur), ...top(inr)],
    topMarkets: [eur, inr],
    events: [...base.events, { currency: 'INR', eventId: 'e1', eventName: 'Arsenal v Chelsea', eventStatus: 'live', startTime: '2026-11-22T12:00:00Z', tickets: 4, stake: 30_000, liability: 45_000 }],
    players: [...base.players, { currency: 'INR', userId: 'u3', username: 'mumbai3', stakeFactor: 1, tickets: 4, turnover: 30_000, profit: 1_200, openStake: 30_000 }],
    ...overrides,
  });
}
