import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { assertExists } from '@oddsmith/core';
import { registerDecisionRoutes } from '../../lib/decision-routes';
import { success } from '../../lib/envelope';
import { bearerRoutes } from '../../lib/route-options';
import {
  approvalSettingsBodySchema,
  approvalSettingsResponseSchema,
  approveBalanceApprovalBodySchema,
  balanceApprovalParamsSchema,
  balanceApprovalResponseSchema,
  balanceApprovalsQuerySchema,
  balanceApprovalsResponseSchema,
  rejectBalanceApprovalBodySchema,
} from '@oddsmith/core';
import * as service from './balance-approvals.service';

/** Four eyes on large staff credits (docs/bank-api.md, "Approval of large credits"). */
export const balanceApprovalsRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const tags = ['admin', 'bank'];
  const route = bearerRoutes(tags);

  fastify.get('/api/admin/balance-approvals', route('payments.read', { summary: 'Staff credits waiting for a second approval (pending first), then the decided ones', querystring: balanceApprovalsQuerySchema, response: { 200: balanceApprovalsResponseSchema } }), async (request) => success(await service.listApprovalsPage(fastify.db, request.query)));

  registerDecisionRoutes(fastify, {
    path: '/api/admin/balance-approvals',
    access: 'balance.approve',
    tags,
    params: balanceApprovalParamsSchema,
    response: balanceApprovalResponseSchema,
    approve: {
      summary: 'Approve another staff member’s credit: the money moves now, once',
      body: approveBalanceApprovalBodySchema,
      message: 'Credit approved; the money has moved.',
      textOf: (body) => body.note,
    },
    reject: {
      summary: 'Reject another staff member’s credit with a reason: nothing moves',
      body: rejectBalanceApprovalBodySchema,
      message: 'Credit rejected; no money moved.',
      textOf: (body) => body.reason,
    },
    decide: service.decideApproval,
  });

  fastify.get('/api/admin/balance-approvals/settings', route('settings.manage', { summary: 'The approval threshold per currency', response: { 200: approvalSettingsResponseSchema } }), async () => success(await service.approvalSettings(fastify.db)));

  fastify.put('/api/admin/balance-approvals/settings', route('settings.manage', { summary: 'Change the approval threshold of some currencies (audited)', body: approvalSettingsBodySchema, response: { 200: approvalSettingsResponseSchema } }), async (request) => success(await service.setApprovalSettings(fastify.db, assertExists(request.auth), request.body), 'Approval thresholds saved.'));
};
