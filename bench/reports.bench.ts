import { sql } from 'drizzle-orm';
import { dayOf } from '../packages/core/src/reports';
import { rowsOf } from '../apps/server/src/lib/transaction';
import { dashboard, earningsReport } from '../apps/server/src/modules/admin-reports/admin-reports.service';
import { medianMs, seedSyntheticYear } from '../apps/server/src/modules/admin-reports/admin-reports.synthetic';
import { withScratchDatabase } from './scratch-database';

const dayMs = 86_400_000;
const runs = 9;

/**
 * `npm run bench`: the dashboard and earnings answers over a year of synthetic activity (the speed
 * test's data), each the median of `runs`, beside a baseline measured in the same run on the same
 * data: a plain `select count(*)` over the ledger's transfers.
 */
export async function reportReports(adminUrl: string | undefined): Promise<void> {
  if (!adminUrl) {
    console.log('reports bench skipped: set BENCH_DATABASE_URL or TEST_DATABASE_URL.');
    return;
  }
  await withScratchDatabase(adminUrl, async (handle) => {
    const seededAt = performance.now();
    const transfers = await seedSyntheticYear(handle.db);
    console.log(`reports: seeded ${transfers} ledger transfers (a year) in ${((performance.now() - seededAt) / 1000).toFixed(1)} s`);
    const agentId = rowsOf<{ id: string }>(await handle.db.execute(sql`select id from users where username_key = 'synagent'`))[0]?.id ?? '';
    const to = dayOf(Date.now());
    const daysBack = (days: number) => dayOf(Date.now() - (days - 1) * dayMs);
    const staff = { userId: agentId, role: 'admin' } as never;
    const cases: [string, () => Promise<unknown>][] = [
      ['baseline: select count(*) from ledger_transfers', () => handle.db.execute(sql`select count(*) from ledger_transfers`)],
      ['dashboard, today', () => dashboard(handle.db, staff, { from: to, to })],
      ['dashboard, 30 days', () => dashboard(handle.db, staff, { from: daysBack(30), to })],
      ['dashboard, 30 days, cash agent', () => dashboard(handle.db, { userId: agentId, role: 'agent' } as never, { from: daysBack(30), to })],
      ['earnings, 30 days by day', () => earningsReport(handle.db, { from: daysBack(30), to, groupBy: 'day' })],
      ['earnings, 90 days by week', () => earningsReport(handle.db, { from: daysBack(90), to, groupBy: 'week' })],
      ['earnings, a year by month', () => earningsReport(handle.db, { from: daysBack(365), to, groupBy: 'month' })],
    ];
    for (const [label, work] of cases) console.log(`${label.padEnd(48)} ${(await medianMs(work, runs)).toFixed(1).padStart(8)} ms (median of ${runs})`);
  });
}
