import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  assertExists,
  createPartnerCampaignBodySchema,
  dayOf,
  partnerCampaignResponseSchema,
  partnerCampaignsResponseSchema,
  partnerClickBodySchema,
  partnerClickResponseSchema,
  partnerMeResponseSchema,
  partnerPlayersQuerySchema,
  partnerPlayersResponseSchema,
  partnerSummaryQuerySchema,
  partnerSummaryResponseSchema,
  partnerWithdrawalBodySchema,
  partnerWithdrawalResponseSchema,
  partnerWithdrawalsQuerySchema,
  partnerWithdrawalsResponseSchema,
  summaryPeriod,
} from '@oddsmith/core';
import { AppError } from '../../lib/app-error';
import { success } from '../../lib/envelope';
import { bearerRoutes, publicRoutes } from '../../lib/route-options';
import { partnerPlayersPage, partnerSummaryOf } from './partners.reports';
import * as service from './partners.service';
import { ownWithdrawalsPage, requestPartnerWithdrawal } from './partners.withdrawals';

/** The partner's own area (`partner` access: partners only) and the public click counter. */
export const partnerRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const route = bearerRoutes(['partners']);
  const open = publicRoutes(['partners']);
  const { db } = fastify;
  const userIdOf = (auth: { userId: string } | null) => assertExists(auth).userId;

  fastify.get('/api/partner/me', route('partner', { summary: 'The partner profile, balance, revenue share and codes', response: { 200: partnerMeResponseSchema } }), async (request) =>
    success(await service.partnerMe(db, userIdOf(request.auth))),
  );

  fastify.get(
    '/api/partner/summary',
    route('partner', { summary: 'Clicks, sign-ups, first depositors, NGR and commission for a period, by day and by campaign', querystring: partnerSummaryQuerySchema, response: { 200: partnerSummaryResponseSchema } }),
    async (request) => {
      const period = summaryPeriod(request.query, dayOf(Date.now()));
      if (!period.ok) throw new AppError('VALIDATION', 400, `${period.code}: ${period.message}`, period.code);
      return success(await db.transaction(async (tx) => partnerSummaryOf(tx, await service.requirePartner(tx, userIdOf(request.auth)), period.value)));
    },
  );

  fastify.get('/api/partner/campaigns', route('partner', { summary: "The partner's codes with clicks and sign-ups", response: { 200: partnerCampaignsResponseSchema } }), async (request) =>
    success({ campaigns: await service.listCampaigns(db, userIdOf(request.auth)) }),
  );

  fastify.post(
    '/api/partner/campaigns',
    route('partner', { summary: 'Create a code (unique ignoring case)', body: createPartnerCampaignBodySchema, response: { 201: partnerCampaignResponseSchema } }),
    async (request, reply) => reply.code(201).send(success({ campaign: await service.createCampaign(db, userIdOf(request.auth), request.body) }, 'Code created.')),
  );

  fastify.get(
    '/api/partner/players',
    route('partner', { summary: 'The referred players (masked usernames, no personal data)', querystring: partnerPlayersQuerySchema, response: { 200: partnerPlayersResponseSchema } }),
    async (request) => success(await db.transaction(async (tx) => partnerPlayersPage(tx, (await service.requirePartner(tx, userIdOf(request.auth))).partner.id, request.query))),
  );

  fastify.get(
    '/api/partner/withdrawals',
    route('partner', { summary: "The partner's withdrawals, newest first", querystring: partnerWithdrawalsQuerySchema, response: { 200: partnerWithdrawalsResponseSchema } }),
    async (request) => success(await ownWithdrawalsPage(db, userIdOf(request.auth), request.query)),
  );

  fastify.post(
    '/api/partner/withdrawals',
    route('partner', { summary: 'Request a payout: the amount is reserved until staff decide', body: partnerWithdrawalBodySchema, response: { 201: partnerWithdrawalResponseSchema } }),
    async (request, reply) => reply.code(201).send(success(await requestPartnerWithdrawal(db, userIdOf(request.auth), request.body), 'Withdrawal requested.')),
  );

  fastify.post(
    '/api/partner/click',
    { ...open({ summary: 'Count a visit through a partner code (once per visitor, code and day; nothing personal stored)', body: partnerClickBodySchema, response: { 200: partnerClickResponseSchema } }) },
    async (request) => {
      const visitor = { address: request.ip, userAgent: request.headers['user-agent'] ?? '' };
      return success({ recorded: await service.recordClick(db, fastify.config.jwtSecret, request.body.code, visitor, Date.now()) });
    },
  );
};
