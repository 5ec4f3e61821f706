import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { assertExists } from '@oddsmith/core';
import { registerPaymentQueueRoutes } from '../../lib/decision-routes';
import { success } from '../../lib/envelope';
import { bearerRoutes } from '../../lib/route-options';
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
  fastify.post('/api/bank/withdrawals', bearerRoutes(['bank'])('user', { summary: 'Request a withdrawal: the amount is held at once; it cannot be cancelled by the player', body: withdrawalBodySchema, response: { 201: withdrawalResponseSchema } }), async (request, reply) => reply.code(201).send(success(await service.requestWithdrawal(fastify.db, assertExists(request.auth), request.body), 'Withdrawal requested.')));

  registerPaymentQueueRoutes(fastify, 'withdrawals', {
    lists: { own: "The caller's withdrawals, newest first", staff: 'Withdrawal queue', ownQuery: ownWithdrawalsQuerySchema, staffQuery: withdrawalsQuerySchema, response: withdrawalsResponseSchema, list: service.listWithdrawalsPage },
    decisions: { params: withdrawalParamsSchema, response: withdrawalDecisionResponseSchema, decide: service.decideWithdrawal },
    approve: { summary: 'Mark paid: the hold is posted', body: approveWithdrawalBodySchema, message: 'Withdrawal approved.', textOf: (body) => body.reason },
    reject: { summary: 'Reject with a reason: the hold is voided', body: rejectWithdrawalBodySchema, message: 'Withdrawal rejected; the funds are back.', textOf: (body) => body.reason },
  });
};
