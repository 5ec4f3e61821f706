import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isDatabaseReady } from './health.service';

/** Probes for load balancers and orchestrators; deliberately not enveloped. */
export const healthRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/healthz',
    { config: { access: 'public' }, schema: { tags: ['health'], summary: 'The process is up', response: { 200: z.object({ ok: z.literal(true) }) } } },
    async () => ({ ok: true as const }),
  );

  fastify.get(
    '/readyz',
    {
      config: { access: 'public' },
      schema: {
        tags: ['health'],
        summary: 'The database answers',
        response: {
          200: z.object({ ok: z.literal(true), db: z.literal('ok') }),
          503: z.object({ ok: z.literal(false), db: z.literal('down') }),
        },
      },
    },
    async (request, reply) => {
      if (await isDatabaseReady(fastify.db, request.log)) return { ok: true as const, db: 'ok' as const };
      return reply.code(503).send({ ok: false as const, db: 'down' as const });
    },
  );
};
