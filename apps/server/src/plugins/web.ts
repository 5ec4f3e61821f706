import { createReadStream } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { webDistExists } from '../config';
import { errorEnvelope } from '../lib/envelope';

/** Paths that are never the SPA: a miss there is a real 404, not index.html. */
const nonSpaPrefixes = ['/api/', '/socket.io/', '/locales/', '/assets/'];

function isSpaPath(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = request.url.split('?')[0] ?? '/';
  return path !== '/api' && !nonSpaPrefixes.some((prefix) => path.startsWith(prefix));
}

/**
 * Serves the built web app (WEB_DIST_DIR) and falls back to index.html for client routes.
 * Without a build the API still runs; a warning says how to build the web app.
 */
export default fp(
  async (fastify) => {
    const distDir = fastify.config.webDistDir;
    const hasDist = webDistExists(fastify.config);
    if (hasDist) {
      // Own context: the static wildcard route and its decorators stay out of the API's way.
      await fastify.register(async (web) => {
        await web.register(fastifyStatic, { root: distDir, wildcard: true, index: ['index.html'] });
      });
    } else {
      fastify.log.warn({ distDir }, 'web app not built: serving the API only (run `npm run build`)');
    }

    fastify.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
      if (hasDist && isSpaPath(request)) {
        return reply.type('text/html; charset=utf-8').send(createReadStream(join(distDir, 'index.html')));
      }
      const path = (request.url.split('?')[0] ?? '').slice(0, 200);
      return reply.code(404).send(errorEnvelope('NOT_FOUND', `Not found: ${request.method} ${path}`));
    });
  },
  { name: 'web', dependencies: ['config'] },
);
