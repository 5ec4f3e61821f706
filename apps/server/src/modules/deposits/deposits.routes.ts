import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { assertExists } from '@oddsmith/core';
import { AppError } from '../../lib/app-error';
import { registerPaymentQueueRoutes } from '../../lib/decision-routes';
import { success } from '../../lib/envelope';
import { verifyBodySignature } from '../../lib/hmac';
import { bearerRoutes } from '../../lib/route-options';
import { sandboxSignatureHeader, sandboxWebhookPath } from '../sandbox';
import { providerSettings } from '../payment-methods';
import {
  approveDepositBodySchema,
  depositBodySchema,
  depositParamsSchema,
  depositResponseSchema,
  depositsQuerySchema,
  depositsResponseSchema,
  depositWebhookBodySchema,
  depositWebhookResponseSchema,
  ownDepositsQuerySchema,
  rejectDepositBodySchema,
} from '@oddsmith/core';
import * as service from './deposits.service';

declare module 'fastify' {
  interface FastifyRequest {
    rawBody?: string;
  }
}

export const depositsRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.post(
    '/api/bank/deposits',
    bearerRoutes(['bank'])('user', { summary: 'Start a deposit: pending until the provider or staff confirm', body: depositBodySchema, response: { 201: depositResponseSchema } }),
    async (request, reply) => {
      const payload = await service.createDeposit(fastify.db, assertExists(request.auth), request.body, await providerSettings(fastify.db, fastify.config.paymentsSandbox));
      return reply.code(201).send(success(payload, payload.deposit.redirectUrl ? 'Continue to the payment page.' : 'Deposit created; transfer the amount quoting the reference.'));
    },
  );

  registerPaymentQueueRoutes(fastify, 'deposits', {
    lists: { own: "The caller's deposits, newest first", staff: 'Deposit queue', ownQuery: ownDepositsQuerySchema, staffQuery: depositsQuerySchema, response: depositsResponseSchema, list: service.listDepositsPage },
    decisions: { params: depositParamsSchema, response: depositResponseSchema, decide: service.decideDeposit },
    approve: { summary: 'Confirm a manual deposit: the wallet is credited', body: approveDepositBodySchema, message: 'Deposit approved.', textOf: (body) => body.reason },
    reject: { summary: 'Refuse a manual deposit with a reason', body: rejectDepositBodySchema, message: 'Deposit rejected.', textOf: (body) => body.reason },
  });

  // Without PAYMENTS_SANDBOX there is no sandbox provider, so nobody may report its payments: the
  // route does not exist (404), whatever the signature.
  if (!fastify.config.paymentsSandbox) return;

  // The webhook needs the exact bytes it was signed over: its own JSON parser keeps them.
  await fastify.register(async (webhook) => {
    webhook.removeContentTypeParser('application/json');
    webhook.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      request.rawBody = String(body);
      try {
        done(null, JSON.parse(String(body)));
      } catch {
        done(new AppError('INVALID_JSON', 400, 'body: the request body is not valid JSON.', 'body'), undefined);
      }
    });
    webhook.withTypeProvider<ZodTypeProvider>().post(
      sandboxWebhookPath,
      {
        config: { access: 'public' },
        // Before the body is validated: a forged request learns nothing, not even what is wrong with it.
        preValidation: async (request) => {
          const header = request.headers[sandboxSignatureHeader];
          if (!verifyBodySignature(fastify.config.sandboxWebhookSecret, request.rawBody ?? '', typeof header === 'string' ? header : undefined)) {
            throw new AppError('WEBHOOK_SIGNATURE_INVALID', 401, 'Invalid webhook signature.');
          }
        },
        schema: { tags: ['bank', 'sandbox'], summary: `Sandbox provider webhook, HMAC-SHA256 signed (${sandboxSignatureHeader}: sha256=<hex>)`, body: depositWebhookBodySchema, response: { 200: depositWebhookResponseSchema } },
      },
      async (request) => success(await service.handleSandboxWebhook(fastify.db, request.body)),
    );
  });
};
