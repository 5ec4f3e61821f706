import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { assertExists } from '@oddsmith/core';
import { success } from '../../lib/envelope';
import { bearerRoutes } from '../../lib/route-options';
import { sandboxCompleteBodySchema, sandboxCompleteResponseSchema, sandboxParamsSchema, sandboxPaymentResponseSchema } from '@oddsmith/core';
import * as service from './sandbox.service';

/** Path of the merchant webhook the sandbox calls (the deposits module serves it). */
export const sandboxWebhookPath = '/api/bank/webhooks/sandbox';
export const sandboxSignatureHeader = 'x-sandbox-signature';

export const sandboxRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const route = bearerRoutes(['bank', 'sandbox']);

  fastify.get('/api/bank/sandbox/payments/:id', route('user', { summary: 'The sandbox hosted page: one payment', params: sandboxParamsSchema, response: { 200: sandboxPaymentResponseSchema } }), async (request) => success(await service.getPayment(fastify.db, assertExists(request.auth), request.params.id)));

  fastify.post(
    '/api/bank/sandbox/payments/:id/complete',
    route('user', { summary: "The hosted page's pay button: succeed or fail, then the signed webhook is delivered", params: sandboxParamsSchema, body: sandboxCompleteBodySchema, response: { 200: sandboxCompleteResponseSchema } }),
    async (request) => {
      // Delivered through the HTTP stack (raw body, signature check and all), as from outside.
      const send: service.WebhookSender = async (rawBody, signature) =>
        (await fastify.inject({ method: 'POST', url: sandboxWebhookPath, headers: { 'content-type': 'application/json', [sandboxSignatureHeader]: signature }, payload: rawBody })).statusCode;
      const payload = await service.completePayment(fastify.db, assertExists(request.auth), request.params.id, request.body.outcome, fastify.config.sandboxWebhookSecret, send);
      return success(payload, payload.webhook.delivered ? 'Payment reported to the merchant.' : 'The merchant did not accept the webhook.');
    },
  );
};
