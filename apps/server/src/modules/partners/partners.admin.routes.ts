import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminPartnerDetailResponseSchema,
  adminPartnersQuerySchema,
  adminPartnersResponseSchema,
  adminPartnerWithdrawalsQuerySchema,
  adminPartnerWithdrawalsResponseSchema,
  assertExists,
  partnerHistoryQuerySchema,
  partnerHistoryResponseSchema,
  partnerParamsSchema,
  partnerRecentTxnQuerySchema,
  partnerRecentTxnResponseSchema,
  partnerWithdrawalDecisionBodySchema,
  partnerWithdrawalDecisionResponseSchema,
  updatePartnerBodySchema,
} from '@oddsmith/core';
import { success } from '../../lib/envelope';
import { bearerRoutes } from '../../lib/route-options';
import * as admin from './partners.admin';
import { decidePartnerWithdrawal, staffWithdrawalsPage } from './partners.withdrawals';

/** The staff's partner screens: permission `partners.manage`. */
export const adminPartnerRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const route = bearerRoutes(['admin-partners']);
  const { db } = fastify;

  fastify.get('/api/admin/partners', route('partners.manage', { summary: 'Partners, searched by username, e-mail, name or code', querystring: adminPartnersQuerySchema, response: { 200: adminPartnersResponseSchema } }), async (request) =>
    success(await admin.partnersPage(db, request.query)),
  );

  fastify.get('/api/admin/partners/:id', route('partners.manage', { summary: 'One partner: codes, players, NGR, commission, balance', params: partnerParamsSchema, response: { 200: adminPartnerDetailResponseSchema } }), async (request) =>
    success(await admin.readPartnerDetail(db, request.params.id)),
  );

  fastify.patch(
    '/api/admin/partners/:id',
    route('partners.manage', { summary: "Change a partner's revenue share or status (audited)", params: partnerParamsSchema, body: updatePartnerBodySchema, response: { 200: adminPartnerDetailResponseSchema } }),
    async (request) => success(await admin.updatePartner(db, assertExists(request.auth), request.params.id, request.body), 'Partner updated.'),
  );

  fastify.get('/api/admin/partner-history', route('partners.manage', { summary: "The commission job's day records, newest first", querystring: partnerHistoryQuerySchema, response: { 200: partnerHistoryResponseSchema } }), async (request) =>
    success(await admin.partnerHistoryPage(db, request.query)),
  );

  fastify.get(
    '/api/admin/partner-recent-txn',
    route('partners.manage', { summary: 'Recent partner ledger movements: commissions and withdrawals', querystring: partnerRecentTxnQuerySchema, response: { 200: partnerRecentTxnResponseSchema } }),
    async (request) => success(await admin.partnerRecentTxnPage(db, request.query)),
  );

  fastify.get(
    '/api/admin/partner-withdrawals',
    route('partners.manage', { summary: 'Partner withdrawal requests, newest first', querystring: adminPartnerWithdrawalsQuerySchema, response: { 200: adminPartnerWithdrawalsResponseSchema } }),
    async (request) => success(await staffWithdrawalsPage(db, request.query)),
  );

  fastify.post(
    '/api/admin/partner-withdrawal',
    route('partners.manage', { summary: 'Approve (pay out) or reject (return) a partner withdrawal', body: partnerWithdrawalDecisionBodySchema, response: { 200: partnerWithdrawalDecisionResponseSchema } }),
    async (request) => success(await decidePartnerWithdrawal(db, assertExists(request.auth), request.body), request.body.action === 'approve' ? 'Withdrawal paid.' : 'Withdrawal rejected; the funds are back.'),
  );
};
