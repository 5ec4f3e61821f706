import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { assertExists } from '@oddsmith/core';
import { success } from '../../lib/envelope';
import { bearerRoutes } from '../../lib/route-options';
import {
  adminMethodResponseSchema,
  adminMethodsResponseSchema,
  createPaymentMethodBodySchema,
  paymentMethodDeletedResponseSchema,
  paymentMethodParamsSchema,
  playerMethodsResponseSchema,
  updatePaymentMethodBodySchema,
} from '@oddsmith/core';
import * as service from './payment-methods.service';

export const paymentMethodsRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const route = bearerRoutes(['admin', 'bank']);
  const providers = () => service.providerSettings(fastify.db, fastify.config.paymentsSandbox);

  fastify.get('/api/bank/payment-methods', bearerRoutes(['bank'])('user', { summary: 'Enabled payment methods, in display order', response: { 200: playerMethodsResponseSchema } }), async () => success(await service.listPlayerMethods(fastify.db, await providers())));

  fastify.get('/api/admin/payment-methods', route('payments.read', { summary: 'All payment methods', response: { 200: adminMethodsResponseSchema } }), async () => success(await service.listAdminMethods(fastify.db)));

  fastify.post('/api/admin/payment-methods', route('paymentMethods.write', { summary: 'Create a payment method (admin, manager, finance)', body: createPaymentMethodBodySchema, response: { 201: adminMethodResponseSchema } }), async (request, reply) => reply.code(201).send(success(await service.createMethod(fastify.db, assertExists(request.auth), request.body, await providers()), 'Payment method created.')));

  fastify.put('/api/admin/payment-methods/:id', route('paymentMethods.write', { summary: 'Change a payment method (any subset of fields)', params: paymentMethodParamsSchema, body: updatePaymentMethodBodySchema, response: { 200: adminMethodResponseSchema } }), async (request) => success(await service.updateMethod(fastify.db, assertExists(request.auth), request.params.id, request.body, await providers()), 'Payment method updated.'));

  fastify.delete('/api/admin/payment-methods/:id', route('paymentMethods.write', { summary: 'Delete an unused payment method', params: paymentMethodParamsSchema, response: { 200: paymentMethodDeletedResponseSchema } }), async (request) => success(await service.deleteMethod(fastify.db, assertExists(request.auth), request.params.id), 'Payment method deleted.'));
};
