import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

const adminPrefix = '/api/admin';

/**
 * The one exception: the event score (seed: an admin GET) backs the score page
 * `/caff/admin/view-score/:id`, which the seed opens to all. Exact path only, GET only.
 */
export const openAdminPaths: readonly string[] = ['/api/admin/event-score'];

function isOpenAdminRequest(request: FastifyRequest, decoded: string): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = decoded.toLowerCase().replace(/\/+$/, '');
  return openAdminPaths.includes(path) && (request.routeOptions.url === undefined || openAdminPaths.includes(request.routeOptions.url));
}

function isAdminPath(path: string | undefined): boolean {
  if (!path) return false;
  const lower = path.toLowerCase();
  return lower === adminPrefix || lower.startsWith(`${adminPrefix}/`) || lower.startsWith(`${adminPrefix}?`);
}

/**
 * A raw URL that does not start with /api/admin (in any letter case) and has no percent-escape
 * cannot decode to an admin path, so `decodedPath` and `isAdminPath` of it would say no.
 */
const mayNameAdminPath = /^\/api\/admin|%/i;

function decodedPath(request: FastifyRequest): string {
  const raw = request.url.split('?')[0] ?? '';
  if (!raw.includes('%')) return raw;
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/**
 * The one guard for the whole `/api/admin` family: no token 401, non-staff 403, for every path,
 * known or not. It runs on onRequest at the root so unknown paths (404 handler) and the static
 * wildcard route are covered; both the matched route and the decoded URL are checked so a
 * percent-encoded path cannot slip past.
 */
export default fp(
  async (fastify) => {
    // Callback style: the common case (not an admin path) answers without a promise, and without
    // decoding or copying the URL (every request, the hot reads included, passes here).
    fastify.addHook('onRequest', (request, _reply, done) => {
      if (!mayNameAdminPath.test(request.url) && !isAdminPath(request.routeOptions.url)) return done();
      const path = decodedPath(request);
      if (!isAdminPath(request.routeOptions.url) && !isAdminPath(path)) return done();
      if (isOpenAdminRequest(request, path)) return done();
      fastify.requireStaff(request).then(() => done(), done);
    });
  },
  { name: 'admin-guard', dependencies: ['auth'] },
);
