import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { success } from '../../lib/envelope';
import { bearerRoutes } from '../../lib/route-options';
import {
  assertExists,
  adminSettleTicketRequestSchema,
  adminTicketDetailSchema,
  adminTicketListSchema,
  adminTicketParamsSchema,
  adminTicketQuerySchema,
  adminVoidTicketRequestSchema,
  envelopeOf,
} from '@oddsmith/core';
import * as staff from './settlement.staff';

/** Staff tickets: `tickets.read` to look, `tickets.settle` to void or settle (docs/permissions.md). */
export const settlementRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const route = bearerRoutes(['admin', 'betting']);
  const detailResponse = { 200: envelopeOf(adminTicketDetailSchema) };

  fastify.get('/api/admin/tickets', route('tickets.read', { summary: 'Sportsbook tickets, newest first, filtered and paged', querystring: adminTicketQuerySchema, response: { 200: envelopeOf(adminTicketListSchema) } }), async (request) => success(await staff.listTickets(fastify.db, request.query)));

  fastify.get('/api/admin/tickets/:id', route('tickets.read', { summary: 'One ticket with its ledger transfers and audit trail', params: adminTicketParamsSchema, response: detailResponse }), async (request) => success(await staff.ticketDetail(fastify.db, request.params.id)));

  fastify.post('/api/admin/tickets/:id/void', route('tickets.settle', { summary: 'Void a ticket (refund the stake, reversing any payout) with a reason', params: adminTicketParamsSchema, body: adminVoidTicketRequestSchema, response: detailResponse }), async (request) => success(await staff.voidTicket(fastify.db, assertExists(request.auth), request.params.id, request.body.reason), 'Ticket voided.'));

  fastify.post('/api/admin/tickets/:id/settle', route('tickets.settle', { summary: 'Settle an open ticket by hand or resettle a settled one, with a reason', params: adminTicketParamsSchema, body: adminSettleTicketRequestSchema, response: detailResponse }), async (request) => success(await staff.settleTicketByHand(fastify.db, assertExists(request.auth), request.params.id, request.body), 'Ticket settled.'));
};
