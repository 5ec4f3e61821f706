import type { FastifyInstance } from 'fastify';
import { afterEach, expect } from 'vitest';
import { reconcile } from '../modules/ledger';
import { loginDemo, useSuiteApp, type TestDatabase } from './app';

/** Every money test calls this after each scenario: the ledger sums to zero and every cache is proven. */
export async function expectLedgerReconciled(app: FastifyInstance): Promise<void> {
  const report = await reconcile(app.db);
  expect(report.mismatches).toEqual([]);
  expect(report.totalCents).toBe(0);
  expect(report.debitsPendingCents).toBe(report.creditsPendingCents);
  expect(report.ok).toBe(true);
}

/**
 * A money suite: the demo-seeded suite app and the demo staff member's token, handed to `ready`
 * before the first test, and the ledger reconciled after every test.
 */
export function useMoneySuite(database: TestDatabase, ready: (suite: { app: FastifyInstance; staff: string }) => unknown): void {
  const testApp = useSuiteApp(database, { seedDemo: true }, async () => {
    await ready({ app: testApp.app, staff: await loginDemo(testApp.app, 'staff') });
  });
  afterEach(async () => {
    await expectLedgerReconciled(testApp.app);
  });
}
