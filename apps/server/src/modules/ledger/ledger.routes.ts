import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { success } from '../../lib/envelope';
import { reconcileResponseSchema } from './ledger.schemas';
import { reconcile } from './ledger.service';

/** Staff-only by the /api/admin guard. */
export const ledgerRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/api/admin/reconcile',
    {
      schema: {
        tags: ['admin', 'ledger'],
        security: [{ bearer: [] }],
        summary: 'Prove the ledger: balances sum to zero and each equals its transfers',
        response: { 200: reconcileResponseSchema },
      },
    },
    async () => {
      const report = await reconcile(fastify.db);
      return success({ ...report, checkedAt: new Date().toISOString() }, report.ok ? 'The ledger reconciles.' : 'The ledger does NOT reconcile.');
    },
  );
};
