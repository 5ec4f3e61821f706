import { previousPeriod, reportPeriod, type Dashboard, type EarningsQuery, type EarningsReport, periodBuckets, type ReportPeriodQuery } from '@oddsmith/core';
import type { Database } from '../../db/client';
import type { AuthContext } from '../../lib/auth-context';
import { csvDocument } from '../../lib/csv';
import { playerScopeOf, type PlayerScope } from '../../lib/player-scope';
import * as dashboardRepo from './admin-reports.dashboard.repo';
import { dashboardMoney, earningsRowsAndTotals, playersOf, type RevenueParts } from './admin-reports.figures';
import * as repo from './admin-reports.repo';
import { calendarBuckets, periodHalves, type Bucketing, type InstantRange } from './admin-reports.sql';

/*
 * Earnings and the dashboard. Reads only: no transaction, every statement set-based (the repos);
 * the statements of one answer run side by side on the pool.
 */

const allPlayers: PlayerScope = { cashAgentId: null };

function revenueParts(db: Database, range: InstantRange, bucket: Bucketing, filter: repo.ReportFilter, withCosts: boolean): Promise<RevenueParts> {
  return Promise.all([
    repo.sportsbookGgr(db, range, bucket, filter),
    repo.exchangeGgr(db, range, bucket, filter),
    repo.casinoGgr(db, range, bucket, filter),
    withCosts ? repo.ledgerCosts(db, range, bucket, filter.currency) : Promise.resolve([]),
  ]).then(([sportsbook, exchange, casino, costs]) => ({ sportsbook, exchange, casino, costs }));
}

/** `GET /api/admin/earnings`: revenue by product, bonus cost, partner commission and net revenue per bucket and currency. */
export async function earningsReport(db: Database, query: EarningsQuery): Promise<EarningsReport> {
  const period = reportPeriod(query.from, query.to);
  const range = { start: new Date(period.startMs), end: new Date(period.endMs) };
  const parts = await revenueParts(db, range, calendarBuckets(query.groupBy), { scope: allPlayers, currency: query.currency }, true);
  return { from: period.from, to: period.to, groupBy: query.groupBy, periods: periodBuckets(period, query.groupBy), ...earningsRowsAndTotals(parts) };
}

const earningsCsvFigures = ['currency', 'sportsbookGgr', 'exchangeGgr', 'casinoGgr', 'ggr', 'bonusCost', 'partnerCommission', 'netRevenue'] as const;

/** The report as CSV: one line per bucket and currency, then one `total` line per currency. */
export function earningsCsv(report: EarningsReport): string {
  const line = (period: string, figures: EarningsReport['totals'][number]) => [period, ...earningsCsvFigures.map((name) => figures[name])];
  return csvDocument(['period', ...earningsCsvFigures], [...report.rows.map((row) => line(row.period, row)), ...report.totals.map((total) => line('total', total))]);
}

export function earningsCsvFilename(query: EarningsQuery): string {
  return `earnings-${query.from}-${query.to}-${query.groupBy}${query.currency ? `-${query.currency}` : ''}.csv`;
}

/** `GET /api/admin/dashboard`: the period's figures beside the previous period of the same length; an agent's cover only their players. */
export async function dashboard(db: Database, viewer: AuthContext, query: ReportPeriodQuery): Promise<Dashboard> {
  const period = reportPeriod(query.from, query.to);
  const previous = previousPeriod(period);
  const scope = playerScopeOf(viewer, 'dashboard.read');
  const currentStart = new Date(period.startMs);
  const range = { start: new Date(previous.startMs), end: new Date(period.endMs) };
  const halves = periodHalves(currentStart);
  const [revenue, sportsbookTurnover, casinoTurnover, exchangeMatched, payments, openLiability, active, registered, firsts] = await Promise.all([
    revenueParts(db, range, halves, { scope }, false),
    dashboardRepo.sportsbookTurnover(db, range, halves, scope),
    dashboardRepo.casinoTurnover(db, range, halves, scope),
    dashboardRepo.exchangeMatched(db, range, halves, scope),
    dashboardRepo.playerPayments(db, range, halves, scope),
    dashboardRepo.openLiability(db, [currentStart, range.end], scope),
    dashboardRepo.activePlayers(db, range, halves, scope),
    dashboardRepo.registeredPlayers(db, range, halves, scope),
    dashboardRepo.firstDepositors(db, range, halves, scope),
  ]);
  return {
    period: { from: period.from, to: period.to },
    previousPeriod: { from: previous.from, to: previous.to },
    ownPlayersOnly: scope.cashAgentId !== null,
    players: { current: playersOf(active, registered, firsts, 'current'), previous: playersOf(active, registered, firsts, 'previous') },
    money: dashboardMoney({ revenue, sportsbookTurnover, casinoTurnover, exchangeMatched, deposits: payments.deposits, withdrawals: payments.withdrawals, openLiability }),
  };
}
