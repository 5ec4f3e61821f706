import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

const adminPrefix = '/api/admin';

function isAdminPath(path: string | undefined): boolean {
  if (!path) return false;
  const lower = path.toLowerCase();
  return lower === adminPrefix || lower.startsWith(`${adminPrefix}/`) || lower.startsWith(`${adminPrefix}?`);
}

function decodedPath(request: FastifyRequest): string {
  const raw = request.url.split('?')[0] ?? '';
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
      if (isAdminPath(request.routeOptions.url) || isAdminPath(decodedPath(request))) {
        await fastify.requireStaff(request);
      }
    });
  },
  { name: 'admin-guard', dependencies: ['auth'] },
);
