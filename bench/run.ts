import { reportCalibration } from './calibration.bench';
import { reportCasino } from './casino.bench';
import { reportExchangeApi } from './exchange-api.bench';
import { reportExchange } from './exchange.bench';
import { benchFeed } from './feed.bench';
import { goalSections, goalsTable } from './goals';
import { benchLedger } from './ledger.bench';
import { benchLists } from './lists.bench';
import { benchNotifications } from './notifications.bench';
import { reportPlacementInstances } from './placement-instances.bench';
import { reportPlacement } from './placement.bench';
import { reportReports } from './reports.bench';
import { reportSettlement } from './settlement.bench';
import { reportWeb } from './web.bench';

/**
 * `BENCH_ONLY=placement,settlement` runs only the named sections (all when unset). The sections with
 * one of issue 18's goals run first (placement, exchange-api, settlement, lists, feed, web), then the
 * others; the run ends with the goals table (bench/goals.ts).
 */
const only = new Set((process.env.BENCH_ONLY ?? '').split(',').map((name) => name.trim()).filter(Boolean));
const wanted = (section: string) => only.size === 0 || only.has(section);

const seconds = Math.min(60, Math.max(1, Number(process.env.BENCH_SECONDS ?? 10)));
/** A scratch database is created and dropped on this server for each PostgreSQL section. */
const url = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
if (!url) console.log('PostgreSQL sections skipped: set BENCH_DATABASE_URL or TEST_DATABASE_URL to a PostgreSQL server (a scratch database is created and dropped).');

// ---- The goal sections ---------------------------------------------------------------------------

if (wanted('placement')) await reportPlacement(url, seconds * 1000);

// Exchange orders through the API: 50 players on one market, beside the raw single-debit baseline.
if (wanted('exchange-api')) await reportExchangeApi(url, seconds * 1000);

if (wanted('settlement')) await reportSettlement(url);

// Event lists and the event page under 50 connections beside bare Fastify (PGlite in memory; PostgreSQL too with a database URL).
if (wanted('lists')) await benchLists();

// Feed fan-out to 1,000 and 10,000 socket.io clients (PGlite in memory, no database URL needed).
if (wanted('feed')) await benchFeed();

// Web first load of / and /inplay: JS gzip per route (build manifest and Chromium) against 200 KB, Lighthouse mobile against 95 (needs `npm run build`).
if (wanted('web')) await reportWeb();

// ---- The other sections --------------------------------------------------------------------------

// Ledger throughput on PostgreSQL next to a raw UPDATE baseline, BENCH_SECONDS each (default 10).
if (url && wanted('ledger')) {
  const [ledger, raw] = await benchLedger(url, seconds * 1000);
  for (const result of [ledger, raw]) {
    if (!result) continue;
    console.log(`${result.name.padEnd(40)} ${result.operations.toString().padStart(8)} ops in ${result.seconds.toFixed(1)} s = ${result.perSecond.toFixed(0)}/s`);
  }
  if (ledger && raw) console.log(`ratio ledger / raw UPDATE: ${(ledger.perSecond / raw.perSecond).toFixed(3)} (10 concurrent workers each)`);
}

// The same placements over HTTP through a round-robin proxy: one server process, then two (`BENCH_ONLY=placement-instances`).
if (wanted('placement-instances')) await reportPlacementInstances(url, seconds * 1000);

// Dashboard and earnings over a year of synthetic activity, beside a count(*) over the ledger.
if (wanted('reports')) await reportReports(url);

// Notifications to 1,000 players on private channels (notify in one transaction, push after commit) beside a raw socket.io emit (PGlite in memory).
if (wanted('notifications')) await benchNotifications();

// Matching engine beside nodejs-order-book on one seeded stream (in memory, no database needed).
if (wanted('exchange')) reportExchange();

// Casino: simulated RTP beside the exact one, 99% confidence interval, rounds/s (in memory, no database needed).
if (wanted('casino')) reportCasino();

// Sports calibration: simulated matches beside real statistics, every offered market's price beside its win rate (in memory).
if (wanted('calibration')) reportCalibration();

if (goalSections.some(wanted)) for (const line of goalsTable(wanted)) console.log(line);
