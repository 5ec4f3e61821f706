import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  assertExists,
  mailTemplateContentSchema,
  mailTemplateParamsSchema,
  mailTemplatePreviewBodySchema,
  mailTemplatePreviewResponseSchema,
  mailTemplateResponseSchema,
  mailTemplatesResponseSchema,
  mailTemplateTestResponseSchema,
} from '@oddsmith/core';
import { success } from '../../lib/envelope';
import { bearerRoutes } from '../../lib/route-options';
import * as service from './mail-templates.service';

const base = '/api/admin/email-templates';
const one = `${base}/:key/:language`;

/** Staff edit the e-mail templates (`content.edit`): list, read, save, reset, preview, send a test to themselves. */
export const mailTemplateRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const route = bearerRoutes(['admin', 'mail']);
  const params = mailTemplateParamsSchema;

  fastify.get(base, route('content.edit', { summary: 'Every e-mail template with its languages and whether staff customised it', response: { 200: mailTemplatesResponseSchema } }), async () => success(await service.listTemplates(fastify.db)));

  fastify.get(one, route('content.edit', { summary: 'One template in one language: content, variables, sample values and defaults', params, response: { 200: mailTemplateResponseSchema } }), async (request) => success(await service.getTemplate(fastify.db, request.params)));

  fastify.put(one, route('content.edit', { summary: 'Save a template (unknown variables, HTML and unsafe links are a 400)', params, body: mailTemplateContentSchema, response: { 200: mailTemplateResponseSchema } }), async (request) => success(await service.updateTemplate(fastify.db, assertExists(request.auth), request.params, request.body), 'Template saved.'));

  fastify.post(`${one}/reset`, route('content.edit', { summary: 'Reset a template to its default', params, response: { 200: mailTemplateResponseSchema } }), async (request) => success(await service.resetTemplate(fastify.db, assertExists(request.auth), request.params), 'Template reset to default.'));

  fastify.post(`${one}/preview`, route('content.edit', { summary: 'Render a draft or the saved template with sample (or given) values', params, body: mailTemplatePreviewBodySchema, response: { 200: mailTemplatePreviewResponseSchema } }), async (request) => success(await service.previewTemplate(fastify.db, request.params, request.body)));

  fastify.post(`${one}/test`, route('content.edit', { summary: "Queue the rendered mail to the caller's own e-mail through the outbox", params, body: mailTemplatePreviewBodySchema, response: { 200: mailTemplateTestResponseSchema } }), async (request) => success(await service.sendTestTemplate(fastify.db, assertExists(request.auth), request.params, request.body), 'Test e-mail queued.'));
};
