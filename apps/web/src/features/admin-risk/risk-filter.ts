import type { AdminRiskOverview } from '@oddsmith/core';
import { liabilityLevel, thresholdOfCurrency } from './risk-inputs';

/** The risk screen's sections; `all` shows every one. */
export const riskSections = ['all', 'exposures', 'markets', 'events', 'players'] as const;
export type RiskSection = (typeof riskSections)[number];

/** What the staff member narrowed the screen to: one currency, a name, only the rows near or past the threshold. */
export type RiskFilter = { currency: string | null; search: string; atRiskOnly: boolean };

export const noRiskFilter: RiskFilter = { currency: null, search: '', atRiskOnly: false };

/**
 * The overview's lists narrowed by the filter: the currency, a search over the selection, market,
 * event and player names, and with `atRiskOnly` only the liabilities at or above the warning share
 * of their currency's threshold (players: the winning ones). The totals stay whole.
 */
export function filterOverview(overview: AdminRiskOverview, filter: RiskFilter): AdminRiskOverview {
  const needle = filter.search.trim().toLocaleLowerCase();
  const matches = (...names: string[]) => needle === '' || names.some((name) => name.toLocaleLowerCase().includes(needle));
  const inCurrency = (currency: string) => filter.currency === null || currency === filter.currency;
  const atRisk = (liability: number, currency: string) => !filter.atRiskOnly || liabilityLevel(liability, thresholdOfCurrency(overview.byCurrency, currency)) !== 'normal';
  return {
    ...overview,
    topSelections: overview.topSelections.filter((row) => inCurrency(row.currency) && matches(row.selectionName, row.marketName, row.eventName) && atRisk(row.liability, row.currency)),
    topMarkets: overview.topMarkets.filter((row) => inCurrency(row.currency) && matches(row.marketName, row.eventName) && atRisk(row.liability, row.currency)),
    events: overview.events.filter((row) => inCurrency(row.currency) && matches(row.eventName) && atRisk(row.liability, row.currency)),
    players: overview.players.filter((row) => inCurrency(row.currency) && matches(row.username) && (!filter.atRiskOnly || row.profit > 0)),
  };
}

/** How many rows each section shows under the filter (the section tabs' counts). */
export function sectionCounts(overview: AdminRiskOverview): Record<RiskSection, number> {
  const counts = { exposures: overview.topSelections.length, markets: overview.topMarkets.length, events: overview.events.length, players: overview.players.length };
  return { all: counts.exposures + counts.markets + counts.events + counts.players, ...counts };
}
