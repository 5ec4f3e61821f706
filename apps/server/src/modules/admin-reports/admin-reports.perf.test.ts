import { dayOf, type EarningsQuery } from '@oddsmith/core';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../lib/transaction';
import { createTestApp, testDatabases, type TestApp } from '../../test/app';
import * as repo from './admin-reports.repo';
import * as service from './admin-reports.service';
import { calendarBuckets } from './admin-reports.sql';
import { medianMs, seedSyntheticYear, timedRuns } from './admin-reports.synthetic';

/**
 * The bar: with a year of activity (about 400,000 ledger transfers, 120,000 tickets and
 * 120,000 casino rounds, seeded by INSERT … SELECT generate_series) every dashboard answer and the
 * earnings of up to 90 days stay under 200 ms on PostgreSQL. Each is timed as the fastest of several
 * runs (the machine is shared), and the plans are checked to read the period through the indexes.
 * A whole year of earnings reads every settled ticket and round of the year (no rollup table yet): it
 * is held to a looser bar, a second.
 */
const postgres = testDatabases.find((database) => database.name === 'postgres');
const runs = 7;
const budgetMs = 200;
const dayMs = 86_400_000;

describe.skipIf(!postgres?.adminUrl)('admin reports: a year of activity on PostgreSQL', () => {
  let testApp: TestApp;
  let app: FastifyInstance;
  let agentId = '';
  const to = dayOf(Date.now());
  const from30 = dayOf(Date.now() - 29 * dayMs);

  beforeAll(async () => {
    testApp = await createTestApp({ name: 'postgres', adminUrl: postgres?.adminUrl });
    app = testApp.app;
    const started = performance.now();
    const transfers = await seedSyntheticYear(app.db);
    console.log(`seeded ${transfers} ledger transfers in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    expect(transfers).toBeGreaterThan(300_000);
    agentId = rowsOf<{ id: string }>(await app.db.execute(sql`select id from users where username_key = 'synagent'`))[0]?.id ?? '';
  }, 180_000);

  afterAll(async () => {
    await testApp?.close();
  });

  const staff = { userId: '00000000-0000-0000-0000-000000000000', role: 'admin' } as const;

  const answers: [string, () => Promise<unknown>][] = [
    ['dashboard, 30 days', () => service.dashboard(app.db, staff as never, { from: from30, to })],
    ['dashboard, today', () => service.dashboard(app.db, staff as never, { from: to, to })],
    ['dashboard, 30 days, cash agent', () => service.dashboard(app.db, { userId: agentId, role: 'agent' } as never, { from: from30, to })],
    ['earnings, 30 days by day', () => service.earningsReport(app.db, { from: from30, to, groupBy: 'day' } satisfies EarningsQuery)],
    ['earnings, 90 days by week', () => service.earningsReport(app.db, { from: dayOf(Date.now() - 89 * dayMs), to, groupBy: 'week' })],
  ];

  // The fastest of the runs meets the bar: the query can answer in time; a run slowed by the rest of
  // the suite sharing the machine does not fail it (the bench prints the median beside a baseline).
  it.each(answers)('%s answers under 200 ms (fastest of the runs)', async (name, work) => {
    const times = await timedRuns(work, runs);
    console.log(`${name.padEnd(34)} fastest ${times[0]?.toFixed(1)} ms, median ${times[Math.floor(runs / 2)]?.toFixed(1)} ms`);
    expect(times[0]).toBeLessThan(budgetMs);
  });

  it('a whole year of earnings by month answers under a second (median)', async () => {
    const ms = await medianMs(() => service.earningsReport(app.db, { from: dayOf(Date.now() - 364 * dayMs), to, groupBy: 'month' }), runs);
    console.log(`earnings, a year by month           ${ms.toFixed(1)} ms`);
    expect(ms).toBeLessThan(1_000);
  });

  it('reads a 30-day period through the time indexes, never a whole table', async () => {
    const range = { start: new Date(Date.now() - 30 * dayMs), end: new Date() };
    const plans: string[] = [];
    const capture = { execute: async (query: ReturnType<typeof sql>) => {
      const result = await app.db.execute(sql`explain ${query}`);
      plans.push(rowsOf<{ 'QUERY PLAN': string }>(result).map((row) => row['QUERY PLAN']).join('\n'));
      return result;
    } };
    const filter = { scope: { cashAgentId: null } };
    await repo.sportsbookGgr(capture as never, range, calendarBuckets('day'), filter);
    await repo.casinoGgr(capture as never, range, calendarBuckets('day'), filter);
    await repo.ledgerCosts(capture as never, range, calendarBuckets('day'), undefined);
    for (const plan of plans) {
      expect(plan).not.toMatch(/Seq Scan on (tickets|casino_rounds|ledger_transfers)/);
      expect(plan).toMatch(/Index|Bitmap/);
    }
  });
});
