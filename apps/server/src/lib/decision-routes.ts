import type { FastifyContextConfig } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { assertExists } from '@oddsmith/core';
import type { Database } from '../db/client';
import type { AuthContext } from './auth-context';
import { success } from './envelope';

type ZodFastify = Parameters<FastifyPluginAsyncZod>[0];
type Decision = 'approve' | 'reject';

interface DecisionRoute<B extends z.ZodType> {
  summary: string;
  body: B;
  /** The envelope message of a successful decision. */
  message: string;
  /** The free text of the decision the service records (a reason or a note). */
  textOf: (body: z.output<B>) => string | undefined;
}

/**
 * `POST <path>/:id/approve` and `POST <path>/:id/reject` of a staff queue (deposits, withdrawals,
 * balance approvals): both call the module's `decide(db, auth, id, decision, text)`.
 */
export function registerDecisionRoutes<A extends z.ZodType, J extends z.ZodType>(
  fastify: ZodFastify,
  spec: {
    path: string;
    access: NonNullable<FastifyContextConfig['access']>;
    tags: string[];
    params: z.ZodType<{ id: string }>;
    response: z.ZodType;
    approve: DecisionRoute<A>;
    reject: DecisionRoute<J>;
    decide: (db: Database, auth: AuthContext, id: string, decision: Decision, text: string | undefined) => Promise<unknown>;
  },
): void {
  const security = [{ bearer: [] }];
  const add = <B extends z.ZodType>(decision: Decision, route: DecisionRoute<B>) =>
    fastify.post(
      `${spec.path}/:id/${decision}`,
      {
        config: { access: spec.access },
        schema: { tags: spec.tags, security, summary: route.summary, params: spec.params, body: route.body, response: { 200: spec.response } },
      },
      async (request) =>
        success(await spec.decide(fastify.db, assertExists(request.auth), request.params.id, decision, route.textOf(request.body as z.output<B>)), route.message),
    );
  add('approve', spec.approve);
  add('reject', spec.reject);
}
