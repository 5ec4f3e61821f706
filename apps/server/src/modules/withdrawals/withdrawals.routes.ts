import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { assertExists } from '@oddsmith/core';
import { registerDecisionRoutes } from '../../lib/decision-routes';
import { success } from '../../lib/envelope';
import {
  approveWithdrawalBodySchema,
  ownWithdrawalsQuerySchema,
  rejectWithdrawalBodySchema,
  withdrawalBodySchema,
  withdrawalDecisionResponseSchema,
  withdrawalParamsSchema,
  withdrawalResponseSchema,
  withdrawalsQuerySchema,
  withdrawalsResponseSchema,
} from '@oddsmith/core';
import * as service from './withdrawals.service';

export const withdrawalsRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const security = [{ bearer: [] }];

  fastify.post(
    '/api/bank/withdrawals',
    {
      config: { access: 'user' },
      schema: {
        tags: ['bank'],
        security,
        summary: 'Request a withdrawal: the amount is held at once; it cannot be cancelled by the player',
        body: withdrawalBodySchema,
        response: { 201: withdrawalResponseSchema },
      },
    },
    async (request, reply) => {
      const payload = await service.requestWithdrawal(fastify.db, assertExists(request.auth), request.body);
      return reply.code(201).send(success(payload, 'Withdrawal requested.'));
    },
  );

  fastify.get(
    '/api/bank/withdrawals',
    {
      config: { access: 'user' },
      schema: { tags: ['bank'], security, summary: "The caller's withdrawals, newest first", querystring: ownWithdrawalsQuerySchema, response: { 200: withdrawalsResponseSchema } },
    },
    async (request) => success(await service.listWithdrawalsPage(fastify.db, request.query, assertExists(request.auth).userId)),
  );

  fastify.get(
    '/api/admin/withdrawals',
    { config: { access: 'payments.read' }, schema: { tags: ['admin', 'bank'], security, summary: 'Withdrawal queue', querystring: withdrawalsQuerySchema, response: { 200: withdrawalsResponseSchema } } },
    async (request) => success(await service.listWithdrawalsPage(fastify.db, request.query)),
  );

  registerDecisionRoutes(fastify, {
    path: '/api/admin/withdrawals',
    access: 'payments.approve',
    tags: ['admin', 'bank'],
    params: withdrawalParamsSchema,
    response: withdrawalDecisionResponseSchema,
    approve: { summary: 'Mark paid: the hold is posted', body: approveWithdrawalBodySchema, message: 'Withdrawal approved.', textOf: (body) => body.reason },
    reject: { summary: 'Reject with a reason: the hold is voided', body: rejectWithdrawalBodySchema, message: 'Withdrawal rejected; the funds are back.', textOf: (body) => body.reason },
    decide: service.decideWithdrawal,
  });
};
