import { centsToAmount, type DashboardMoney, type DashboardPlayers, type EarningsRow, type RevenueFigures } from '@oddsmith/core';
import type { BucketCount, CurrencyFigure } from './admin-reports.dashboard.repo';
import type { BucketAmount, LedgerCost } from './admin-reports.repo';

/** Pure assembly of the statements' rows into the contract's figures (cents until the wire). */

export type RevenueParts = { sportsbook: BucketAmount[]; exchange: BucketAmount[]; casino: BucketAmount[]; costs: LedgerCost[] };

type RevenueCents = { sportsbookGgr: number; exchangeGgr: number; casinoGgr: number; bonusCost: number; partnerCommission: number };

const zeroRevenue = (): RevenueCents => ({ sportsbookGgr: 0, exchangeGgr: 0, casinoGgr: 0, bonusCost: 0, partnerCommission: 0 });

const keyOf = (bucket: string, currency: string) => `${bucket}\u0000${currency}`;

/** Revenue cents per (bucket, currency), every part added where its rows fall. */
export function revenueByBucket(parts: RevenueParts): Map<string, { bucket: string; currency: string; cents: RevenueCents }> {
  const cells = new Map<string, { bucket: string; currency: string; cents: RevenueCents }>();
  const cell = (bucket: string, currency: string) => {
    const key = keyOf(bucket, currency);
    const found = cells.get(key) ?? { bucket, currency, cents: zeroRevenue() };
    cells.set(key, found);
    return found.cents;
  };
  for (const row of parts.sportsbook) cell(row.bucket, row.currency).sportsbookGgr += row.cents;
  for (const row of parts.exchange) cell(row.bucket, row.currency).exchangeGgr += row.cents;
  for (const row of parts.casino) cell(row.bucket, row.currency).casinoGgr += row.cents;
  for (const row of parts.costs) {
    const target = cell(row.bucket, row.currency);
    target.bonusCost += row.bonusCents;
    target.partnerCommission += row.partnerCents;
  }
  return cells;
}

/** Net revenue: GGR of the three products, less bonus cost, less partner commission. */
export function netRevenueCents(cents: RevenueCents): number {
  return ggrCents(cents) - cents.bonusCost - cents.partnerCommission;
}

export function ggrCents(cents: Pick<RevenueCents, 'sportsbookGgr' | 'exchangeGgr' | 'casinoGgr'>): number {
  return cents.sportsbookGgr + cents.exchangeGgr + cents.casinoGgr;
}

export function revenueFigures(currency: string, cents: RevenueCents): RevenueFigures {
  return {
    currency,
    sportsbookGgr: centsToAmount(cents.sportsbookGgr),
    exchangeGgr: centsToAmount(cents.exchangeGgr),
    casinoGgr: centsToAmount(cents.casinoGgr),
    ggr: centsToAmount(ggrCents(cents)),
    bonusCost: centsToAmount(cents.bonusCost),
    partnerCommission: centsToAmount(cents.partnerCommission),
    netRevenue: centsToAmount(netRevenueCents(cents)),
  };
}

/** The report's rows (bucket, then currency) and each currency's totals over the whole period. */
export function earningsRowsAndTotals(parts: RevenueParts): { rows: EarningsRow[]; totals: RevenueFigures[] } {
  const cells = [...revenueByBucket(parts).values()].sort((a, b) => a.bucket.localeCompare(b.bucket) || a.currency.localeCompare(b.currency));
  const totals = new Map<string, RevenueCents>();
  for (const { currency, cents } of cells) {
    const total = totals.get(currency) ?? zeroRevenue();
    for (const name of Object.keys(total) as (keyof RevenueCents)[]) total[name] += cents[name];
    totals.set(currency, total);
  }
  return {
    rows: cells.map(({ bucket, currency, cents }) => ({ period: bucket, ...revenueFigures(currency, cents) })),
    totals: [...totals.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([currency, cents]) => revenueFigures(currency, cents)),
  };
}

export type DashboardParts = {
  revenue: RevenueParts;
  sportsbookTurnover: CurrencyFigure[];
  casinoTurnover: CurrencyFigure[];
  exchangeMatched: CurrencyFigure[];
  deposits: CurrencyFigure[];
  withdrawals: CurrencyFigure[];
  openLiability: CurrencyFigure[];
};

type Half = 'current' | 'previous';

function sumOf(rows: readonly CurrencyFigure[], half: Half, currency: string, field: 'cents' | 'count' = 'cents'): number {
  return rows.reduce((sum, row) => (row.bucket === half && row.currency === currency ? sum + row[field] : sum), 0);
}

function moneyOf(parts: DashboardParts, revenue: ReturnType<typeof revenueByBucket>, half: Half, currency: string): DashboardMoney {
  const ggr = revenue.get(keyOf(half, currency))?.cents ?? zeroRevenue();
  const sportsbookTurnover = sumOf(parts.sportsbookTurnover, half, currency);
  const casinoTurnover = sumOf(parts.casinoTurnover, half, currency);
  return {
    turnover: centsToAmount(sportsbookTurnover + casinoTurnover),
    sportsbookTurnover: centsToAmount(sportsbookTurnover),
    casinoTurnover: centsToAmount(casinoTurnover),
    ggr: centsToAmount(ggrCents(ggr)),
    sportsbookGgr: centsToAmount(ggr.sportsbookGgr),
    exchangeGgr: centsToAmount(ggr.exchangeGgr),
    casinoGgr: centsToAmount(ggr.casinoGgr),
    openLiability: centsToAmount(sumOf(parts.openLiability, half, currency)),
    exchangeMatched: centsToAmount(sumOf(parts.exchangeMatched, half, currency)),
    deposits: centsToAmount(sumOf(parts.deposits, half, currency)),
    depositCount: sumOf(parts.deposits, half, currency, 'count'),
    withdrawals: centsToAmount(sumOf(parts.withdrawals, half, currency)),
    withdrawalCount: sumOf(parts.withdrawals, half, currency, 'count'),
  };
}

const isZeroMoney = (money: DashboardMoney) => Object.values(money).every((value) => value === 0);

/** One entry per currency with any figure in either period, in currency order. */
export function dashboardMoney(parts: DashboardParts): { currency: string; current: DashboardMoney; previous: DashboardMoney }[] {
  const revenue = revenueByBucket(parts.revenue);
  const lists = [parts.sportsbookTurnover, parts.casinoTurnover, parts.exchangeMatched, parts.deposits, parts.withdrawals, parts.openLiability];
  const currencies = new Set([...lists.flat().map((row) => row.currency), ...[...revenue.values()].map((cell) => cell.currency)]);
  return [...currencies]
    .sort()
    .map((currency) => ({ currency, current: moneyOf(parts, revenue, 'current', currency), previous: moneyOf(parts, revenue, 'previous', currency) }))
    .filter((entry) => !isZeroMoney(entry.current) || !isZeroMoney(entry.previous));
}

export function playersOf(active: BucketCount[], registered: BucketCount[], firsts: BucketCount[], half: Half): DashboardPlayers {
  const countIn = (rows: BucketCount[]) => rows.find((row) => row.bucket === half)?.count ?? 0;
  return { active: countIn(active), registered: countIn(registered), firstDepositors: countIn(firsts) };
}
