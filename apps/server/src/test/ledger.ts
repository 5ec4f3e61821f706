import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { reconcile } from '../modules/ledger';

/** Every money test calls this after each scenario: the ledger sums to zero and every cache is proven. */
export async function expectLedgerReconciled(app: FastifyInstance): Promise<void> {
  const report = await reconcile(app.db);
  expect(report.mismatches).toEqual([]);
  expect(report.totalCents).toBe(0);
  expect(report.debitsPendingCents).toBe(report.creditsPendingCents);
  expect(report.ok).toBe(true);
}
