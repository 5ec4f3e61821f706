import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { assertExists, bannerGalleryResponseSchema, bannerImageParamsSchema, miscActionSchema, publicBannersQuerySchema, publicBannersResponseSchema } from '@oddsmith/core';
import { success } from '../../lib/envelope';
import { bearerRoutes, publicRoutes } from '../../lib/route-options';
import { contentTypeOfFile } from './banners.images';
import * as service from './banners.service';
import type { ImageStorage } from './banners.storage';
import { multipartLimits, readUpload, refuseOversizedUpload } from './banners.upload';

/** A rendition never changes under its key (a new upload is a new key). */
const immutableCache = 'public, max-age=31536000, immutable';

export type BannersRoutesOptions = { storage: ImageStorage };

export const bannersRoutes: FastifyPluginAsyncZod<BannersRoutesOptions> = async (fastify, options) => {
  const { storage } = options;
  const route = bearerRoutes(['admin', 'banners']);
  const open = publicRoutes(['banners']);
  // Registered in this plugin only: the rest of the API keeps refusing multipart bodies.
  await fastify.register(multipart, { limits: multipartLimits });

  fastify.post(
    '/api/admin/banners-gallery',
    { ...route('content.edit', { summary: 'Upload a banner (multipart: image file + fields); answers the gallery', response: { 201: bannerGalleryResponseSchema } }), onRequest: refuseOversizedUpload },
    async (request, reply) => {
      const upload = await readUpload(request);
      return reply.code(201).send(success(await service.uploadBanner(fastify.db, storage, assertExists(request.auth), upload), 'Banner uploaded.'));
    },
  );

  fastify.post('/api/admin/misc-actions', route('content.edit', { summary: 'Banner gallery actions by actionType (fetchGallery, updateBanner, toggleBanner, deleteBanner, reorderBanners)', body: miscActionSchema, response: { 200: bannerGalleryResponseSchema } }), async (request) =>
    success(await service.miscAction(fastify.db, storage, assertExists(request.auth), request.body), 'Done.'),
  );

  fastify.get('/api/banners', open({ summary: 'Banners shown now to an audience in a language, in order', querystring: publicBannersQuerySchema, response: { 200: publicBannersResponseSchema } }), async (request) =>
    success(await service.shownBanners(fastify.db, request.query, new Date())),
  );

  fastify.get('/api/banners/images/:key/:file', open({ summary: 'A banner image rendition (immutable)', params: bannerImageParamsSchema }), async (request, reply) => {
    const body = await service.readImage(storage, request.params.key, request.params.file);
    return reply.type(contentTypeOfFile(request.params.file)).header('Cache-Control', immutableCache).header('X-Content-Type-Options', 'nosniff').header('Content-Disposition', 'inline').send(body);
  });
};
