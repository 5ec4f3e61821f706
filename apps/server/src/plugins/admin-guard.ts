import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

const adminPrefix = '/api/admin';

/**
 * The one exception: the event score (seed: an admin GET) backs the score page
 * `/caff/admin/view-score/:id`, which the seed opens to all. Exact path only, GET only.
 */
export const openAdminPaths: readonly string[] = ['/api/admin/event-score'];

function isOpenAdminRequest(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = decodedPath(request).toLowerCase().replace(/\/+$/, '');
  return openAdminPaths.includes(path) && (request.routeOptions.url === undefined || openAdminPaths.includes(request.routeOptions.url));
}

function isAdminPath(path: string | undefined): boolean {
  if (!path) return false;
  const lower = path.toLowerCase();
  return lower === adminPrefix || lower.startsWith(`${adminPrefix}/`) || lower.startsWith(`${adminPrefix}?`);
}

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
    fastify.addHook('onRequest', async (request) => {
      if (isOpenAdminRequest(request)) return;
      if (isAdminPath(request.routeOptions.url) || isAdminPath(decodedPath(request))) {
        await fastify.requireStaff(request);
      }
    });
  },
  { name: 'admin-guard', dependencies: ['auth'] },
);
