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
interface DecisionSpec<A extends z.ZodType, J extends z.ZodType> {
  path: string;
  access: Access;
  tags: string[];
  params: z.ZodType<{ id: string }>;
  response: z.ZodType;
  approve: DecisionRoute<A>;
  reject: DecisionRoute<J>;
  decide: (db: Database, auth: AuthContext, id: string, decision: Decision, text: string | undefined) => Promise<unknown>;
}

export function registerDecisionRoutes<A extends z.ZodType, J extends z.ZodType>(fastify: ZodFastify, spec: DecisionSpec<A, J>): void {
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
 * The staff queue of a player payment (deposits, withdrawals): `GET /api/bank/<name>`, the caller's own
 * list; `GET /api/admin/<name>`, the queue (`payments.read`); and its approve / reject decisions
 * (`payments.approve`). The lists call the module's `list(db, query, ownerId?)`.
 */
export function registerPaymentQueueRoutes<Q extends object, A extends z.ZodType, J extends z.ZodType>(
  fastify: ZodFastify,
  name: 'deposits' | 'withdrawals',
  spec: {
    lists: { own: string; staff: string; ownQuery: z.ZodType<Q>; staffQuery: z.ZodType<Q>; response: z.ZodType; list: (db: Database, query: Q, ownerId?: string) => Promise<unknown> };
    decisions: { params: z.ZodType<{ id: string }>; response: z.ZodType; decide: DecisionSpec<A, J>['decide'] };
    approve: DecisionRoute<A>;
    reject: DecisionRoute<J>;
  },
): void {
  const { lists } = spec;
  const response = { 200: lists.response };
  // The schemas validated the query; with Q generic the type provider's answer stays unresolved (`UndefinedToUnknown<Q>`).
  const queryOf = (request: { query: unknown }) => request.query as Q;
  fastify.get(`/api/bank/${name}`, bearerRoutes(['bank'])('user', { summary: lists.own, querystring: lists.ownQuery, response }), async (request) =>
    success(await lists.list(fastify.db, queryOf(request), assertExists(request.auth).userId)),
  );
  fastify.get(`/api/admin/${name}`, bearerRoutes(['admin', 'bank'])('payments.read', { summary: lists.staff, querystring: lists.staffQuery, response }), async (request) =>
    success(await lists.list(fastify.db, queryOf(request))),
  );
  registerDecisionRoutes(fastify, { path: `/api/admin/${name}`, access: 'payments.approve', tags: ['admin', 'bank'], ...spec.decisions, approve: spec.approve, reject: spec.reject });
}
