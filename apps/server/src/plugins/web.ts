import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { webDistExists } from '../config';
import { acceptedEncodings } from '../lib/accept-encoding';
import { errorEnvelope } from '../lib/envelope';

/** Paths that are never the SPA: a miss there is a real 404, not index.html. */
const nonSpaPrefixes = ['/api/', '/socket.io/', '/locales/', '/assets/'];

/** Content-hashed build output: a changed file gets a new name, so a browser may keep it for a year. */
export const immutableCacheControl = 'public, max-age=31536000, immutable';
/** Everything else (index.html, locales, favicon): stored, but revalidated (etag) before each use. */
export const revalidateCacheControl = 'no-cache';

/** The precompressed siblings the web build writes beside each file (`x.js.br`, `x.js.gz`), best first. */
const encodings = [
  { name: 'br', extension: '.br' },
  { name: 'gzip', extension: '.gz' },
] as const;

function isSpaPath(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = request.url.split('?')[0] ?? '/';
  return path !== '/api' && !nonSpaPrefixes.some((prefix) => path.startsWith(prefix));
}

/** True for a file under the build's `assets/` folder (also its `.br` / `.gz` sibling). */
function isHashedAsset(distDir: string, filePath: string): boolean {
  return relative(distDir, filePath).startsWith(`assets${sep}`);
}

/** index.html for a client route, precompressed when the client takes it, revalidated by etag. */
async function sendIndex(distDir: string, request: FastifyRequest, reply: FastifyReply) {
  const accepted = acceptedEncodings(request.headers['accept-encoding']);
  const base = join(distDir, 'index.html');
  let chosen: { path: string; encoding?: string; size: number; mtime: Date } | undefined;
  for (const { name, extension } of encodings) {
    if (!accepted.has(name) && !accepted.has('*')) continue;
    const info = await stat(base + extension).catch(() => undefined);
    if (info) {
      chosen = { path: base + extension, encoding: name, size: info.size, mtime: info.mtime };
      break;
    }
  }
  if (!chosen) {
    const info = await stat(base);
    chosen = { path: base, size: info.size, mtime: info.mtime };
  }
  const etag = `W/"${chosen.size.toString(16)}-${chosen.mtime.getTime().toString(16)}${chosen.encoding ? `-${chosen.encoding}` : ''}"`;
  reply.header('cache-control', revalidateCacheControl).header('vary', 'accept-encoding').header('etag', etag);
  reply.header('last-modified', chosen.mtime.toUTCString());
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  reply.type('text/html; charset=utf-8').header('content-length', chosen.size);
  if (chosen.encoding) reply.header('content-encoding', chosen.encoding);
  return reply.send(request.method === 'HEAD' ? '' : createReadStream(chosen.path));
}

/**
 * Serves the built web app (WEB_DIST_DIR) and falls back to index.html for client routes.
 * The build writes brotli and gzip copies of each text file; the one Accept-Encoding allows is sent
 * (`vary: accept-encoding`). Files under /assets carry a content hash in their name and are cached
 * for a year (`immutable`); index.html and the rest are revalidated on each use.
 * Without a build the API still runs; a warning says how to build the web app.
 */
export default fp(
  async (fastify) => {
    const distDir = fastify.config.webDistDir;
    const hasDist = webDistExists(fastify.config);
    if (hasDist) {
      // Own context: the static wildcard route and its decorators stay out of the API's way.
      await fastify.register(async (web) => {
        await web.register(fastifyStatic, {
          root: distDir,
          wildcard: true,
          index: ['index.html'],
          preCompressed: true,
          setHeaders: (reply, filePath) => {
            reply.header('cache-control', isHashedAsset(distDir, filePath) ? immutableCacheControl : revalidateCacheControl);
          },
        });
      });
    } else {
      fastify.log.warn({ distDir }, 'web app not built: serving the API only (run `npm run build`)');
    }

    fastify.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
      if (hasDist && isSpaPath(request)) return sendIndex(distDir, request, reply);
      const path = (request.url.split('?')[0] ?? '').slice(0, 200);
      return reply.code(404).send(errorEnvelope('NOT_FOUND', `Not found: ${request.method} ${path}`));
    });
  },
  { name: 'web', dependencies: ['config'] },
);
