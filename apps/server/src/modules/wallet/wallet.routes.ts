import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { success } from '../../lib/envelope';
import { bearerRoutes } from '../../lib/route-options';
import {
  assertExists,
  bankSummaryResponseSchema,
  creditHistoryQuerySchema,
  paymentsQuerySchema,
  paymentsResponseSchema,
  transactionsResponseSchema,
  transferBalanceBodySchema,
  transferBalanceResponseSchema,
  transferPendingResponseSchema,
  walletHistoryQuerySchema,
} from '@oddsmith/core';
import * as service from './wallet.service';

export const walletRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const playerRoute = bearerRoutes(['bank']);
  const staffRoute = bearerRoutes(['admin', 'bank']);

  fastify.get('/api/bank/transactions', playerRoute('user', { summary: "The caller's wallet movements", querystring: walletHistoryQuerySchema, response: { 200: transactionsResponseSchema } }), async (request) => success(await service.transactionsPage(fastify.db, assertExists(request.auth).userId, request.query)));

  fastify.get('/api/bank/summary', playerRoute('user', { summary: 'Balance, bonus, pending withdrawals and deposits', response: { 200: bankSummaryResponseSchema } }), async (request) => success(await service.walletSummary(fastify.db, assertExists(request.auth))));

  fastify.get('/api/admin/user-credit-history', staffRoute('ledger.read', { summary: "A player's wallet movements", querystring: creditHistoryQuerySchema, response: { 200: transactionsResponseSchema } }), async (request) => success(await service.creditHistoryPage(fastify.db, assertExists(request.auth), request.query)));

  fastify.get(
    '/api/admin/payments',
    // format=csv answers the CSV text itself.
    staffRoute('payments.read', { summary: 'All money movements (format=csv for a CSV download of the page)', querystring: paymentsQuerySchema, response: { 200: z.union([paymentsResponseSchema, z.string()]) } }),
    async (request, reply) => {
      const page = await service.paymentsPage(fastify.db, request.query);
      if (request.query.format === 'csv') {
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', 'attachment; filename="payments.csv"')
          .serializer((payload: unknown) => String(payload))
          .send(service.paymentsCsv(page.list));
      }
      return success(page);
    },
  );

  fastify.post(
    '/api/admin/transfer-balance',
    staffRoute('balance.transfer', {
      summary: 'Credit or debit a player (admin, manager, finance); agents credit their own players. A staff credit above the approval threshold answers 202 and waits for a second staff member',
      body: transferBalanceBodySchema,
      response: { 200: transferBalanceResponseSchema, 202: transferPendingResponseSchema },
    }),
    async (request, reply) => {
      const outcome = await service.transferBalance(fastify.db, assertExists(request.auth), request.body);
      if (outcome.moved) return reply.code(200).send(success(outcome.payload, 'Balance updated.'));
      const message =
        outcome.payload.pendingApproval.status === 'pending'
          ? 'This credit is above the approval threshold: it waits for a second staff member to approve it. No money has moved yet.'
          : `This request was already ${outcome.payload.pendingApproval.status} by a second staff member.`;
      return reply.code(202).send(success(outcome.payload, message));
    },
  );
};
