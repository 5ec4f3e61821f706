import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { assertExists } from '@oddsmith/core';
import type { Database } from '../db/client';
import type { AuthContext } from './auth-context';
import { success } from './envelope';
import { type Access, bearerRoutes } from './route-options';

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
    access: Access;
    tags: string[];
    params: z.ZodType<{ id: string }>;
    response: z.ZodType;
    approve: DecisionRoute<A>;
    reject: DecisionRoute<J>;
    decide: (db: Database, auth: AuthContext, id: string, decision: Decision, text: string | undefined) => Promise<unknown>;
  },
): void {
  const options = bearerRoutes(spec.tags);
  const add = <B extends z.ZodType>(decision: Decision, route: DecisionRoute<B>) =>
    fastify.post(
      `${spec.path}/:id/${decision}`,
      options(spec.access, { summary: route.summary, params: spec.params, body: route.body, response: { 200: spec.response } }),
      async (request) =>
        success(await spec.decide(fastify.db, assertExists(request.auth), request.params.id, decision, route.textOf(request.body as z.output<B>)), route.message),
    );
  add('approve', spec.approve);
  add('reject', spec.reject);
}

/**
 * The two lists of a player payment (deposits, withdrawals): `GET /api/bank/<name>`, the caller's own,
 * and `GET /api/admin/<name>`, the staff queue (`payments.read`); both call the module's `list(db, query, ownerId?)`.
 */
export function registerPaymentListRoutes<Q extends object>(
  fastify: ZodFastify,
  spec: {
    name: 'deposits' | 'withdrawals';
    own: { summary: string; querystring: z.ZodType<Q> };
    staff: { summary: string; querystring: z.ZodType<Q> };
    response: z.ZodType;
    list: (db: Database, query: Q, ownerId?: string) => Promise<unknown>;
  },
): void {
  const response = { 200: spec.response };
  // The schemas validated the query; with Q generic the type provider's answer stays unresolved (`UndefinedToUnknown<Q>`).
  const queryOf = (request: { query: unknown }) => request.query as Q;
  fastify.get(`/api/bank/${spec.name}`, bearerRoutes(['bank'])('user', { ...spec.own, response }), async (request) =>
    success(await spec.list(fastify.db, queryOf(request), assertExists(request.auth).userId)),
  );
  fastify.get(`/api/admin/${spec.name}`, bearerRoutes(['admin', 'bank'])('payments.read', { ...spec.staff, response }), async (request) =>
    success(await spec.list(fastify.db, queryOf(request))),
  );
}
