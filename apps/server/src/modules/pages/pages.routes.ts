import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminPageResponseSchema,
  adminPagesQuerySchema,
  adminPagesResponseSchema,
  assertExists,
  createPageBodySchema,
  pageLanguageBodySchema,
  pageParamsSchema,
  pageVersionParamsSchema,
  pageVersionsParamsSchema,
  pageVersionsQuerySchema,
  pageVersionsResponseSchema,
  publicPageParamsSchema,
  publicPageQuerySchema,
  publicPageResponseSchema,
  savePageBodySchema,
} from '@oddsmith/core';
import { success } from '../../lib/envelope';
import { bearerRoutes, publicRoutes } from '../../lib/route-options';
import * as service from './pages.service';

export const pagesRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const route = bearerRoutes(['pages']);
  const open = publicRoutes(['pages']);
  const db = fastify.db;

  fastify.get('/api/pages/:idOrSlug', open({ summary: 'A published page (by id or slug) in the language asked, else English, as sanitised HTML', params: publicPageParamsSchema, querystring: publicPageQuerySchema, response: { 200: publicPageResponseSchema } }), async (request) => success(await service.readPublicPage(db, request.params.idOrSlug, request.query.lang)));

  fastify.get('/api/admin/pages', route('pages.edit', { summary: 'CMS pages, last edited first (filters: status, language)', querystring: adminPagesQuerySchema, response: { 200: adminPagesResponseSchema } }), async (request) => success(await service.listPagesPage(db, request.query)));

  fastify.post('/api/admin/pages', route('pages.edit', { summary: 'Create a page with its first language (a draft)', body: createPageBodySchema, response: { 201: adminPageResponseSchema } }), async (request, reply) => reply.code(201).send(success(await service.createPage(db, assertExists(request.auth), request.body), 'Page created.')));

  fastify.get('/api/admin/pages/:id', route('pages.edit', { summary: 'One page with every language’s latest version', params: pageParamsSchema, response: { 200: adminPageResponseSchema } }), async (request) => success(await service.getPage(db, request.params.id)));

  fastify.put('/api/admin/pages/:id', route('pages.edit', { summary: 'Save one language as a new version (draft save; readers keep the published one)', params: pageParamsSchema, body: savePageBodySchema, response: { 200: adminPageResponseSchema } }), async (request) => success(await service.savePage(db, assertExists(request.auth), request.params.id, request.body), 'Page saved.'));

  fastify.post('/api/admin/pages/:id/publish', route('pages.edit', { summary: 'Publish a language’s latest version', params: pageParamsSchema, body: pageLanguageBodySchema, response: { 200: adminPageResponseSchema } }), async (request) => success(await service.setPublished(db, assertExists(request.auth), request.params.id, request.body.language, true), 'Page published.'));

  fastify.post('/api/admin/pages/:id/unpublish', route('pages.edit', { summary: 'Hide a language from readers (back to draft)', params: pageParamsSchema, body: pageLanguageBodySchema, response: { 200: adminPageResponseSchema } }), async (request) => success(await service.setPublished(db, assertExists(request.auth), request.params.id, request.body.language, false), 'Page unpublished.'));

  fastify.get('/api/admin/pages/:id/versions', route('pages.edit', { summary: 'A language’s versions, newest first', params: pageVersionsParamsSchema, querystring: pageVersionsQuerySchema, response: { 200: pageVersionsResponseSchema } }), async (request) => success(await service.listVersionsPage(db, request.params.id, request.query)));

  fastify.post('/api/admin/pages/:id/versions/:versionId/restore', route('pages.edit', { summary: 'Restore a version: a new version with its content', params: pageVersionParamsSchema, response: { 200: adminPageResponseSchema } }), async (request) => success(await service.restoreVersion(db, assertExists(request.auth), request.params.id, request.params.versionId), 'Version restored.'));
};
