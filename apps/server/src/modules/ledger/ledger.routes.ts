import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { success } from '../../lib/envelope';
import { bearerSecurity } from '../../lib/route-options';
import { singleFlight } from '../../lib/single-flight';
import { reconcileResponseSchema } from '@oddsmith/core';
import { reconcile } from './ledger.service';

/** Reconciliation reads every transfer: at most this many runs a minute per staff member. */
export const reconcileRunsPerMinuteMax = 6;

/** `reconcile.run` (admin, finance). Requests arriving while a run is going share its answer. */
export const ledgerRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const reconcileOnce = singleFlight(async () => {
    const report = await reconcile(fastify.db);
    return { ...report, checkedAt: new Date().toISOString() };
  });
  fastify.get(
    '/api/admin/reconcile',
    {
      config: {
        access: 'reconcile.run',
        // The access check has run by now (app-level hook), so the caller is known.
        rateLimit: { max: reconcileRunsPerMinuteMax, timeWindow: '1 minute', keyGenerator: (request) => request.auth?.userId ?? request.ip },
      },
      schema: {
        tags: ['admin', 'ledger'],
        security: bearerSecurity,
        summary: 'Prove the ledger: balances sum to zero and each equals its transfers',
        response: { 200: reconcileResponseSchema },
      },
    },
    async () => {
      const report = await reconcileOnce();
      return success(report, report.ok ? 'The ledger reconciles.' : 'The ledger does NOT reconcile.');
    },
  );
};
