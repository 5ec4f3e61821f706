import type { FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { hasPermission, isPermission, type RouteAccess } from '@oddsmith/core';
import { AppError } from '../lib/app-error';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route: `public`, `user` (any logged-in account), `player`, `partner` or a staff permission. */
    access?: RouteAccess;
  }
  interface FastifyInstance {
    /** Every governed route with its declared access, `METHOD url` (the route × role test walks it). */
    routeAccess: ReadonlyMap<string, RouteAccess>;
  }
}

export type RouteKey = `${string} ${string}`;

/** The API and the probes are governed; the static web app and the API docs UI are not. */
function isGoverned(url: string): boolean {
  return url.startsWith('/api/') || url === '/healthz' || url === '/readyz';
}

function methodsOf(route: RouteOptions): string[] {
  return Array.isArray(route.method) ? route.method : [route.method];
}

function isRouteAccess(value: unknown): value is RouteAccess {
  return value === 'public' || value === 'user' || value === 'player' || value === 'partner' || isPermission(value);
}

/**
 * Every route declares who may call it (`config.access`), checked here before the route's own
 * hooks, validation and handler run: a route registered without a declaration stops the server from starting, so a new route cannot
 * ship unguarded. Staff permissions come from the one matrix in core (docs/permissions.md).
 */
export default fp(
  async (fastify) => {
    const table = new Map<string, RouteAccess>();
    fastify.decorate('routeAccess', table);

    /** The access hooks this plugin put on routes (a route's HEAD twin arrives with its GET's hooks). */
    const accessHooks = new WeakSet<object>();

    // The check is the first of the route's own onRequest hooks, on the routes that need one: a
    // public route (the hot reads, thousands a second) runs no access hook at all, and a path no
    // route matches has no access to check (the admin guard covers /api/admin there). Server-wide
    // onRequest hooks (security headers, the admin guard) still run before it.
    fastify.addHook('onRoute', (route) => {
      if (!isGoverned(route.url)) return;
      const access: unknown = route.config?.access;
      if (!isRouteAccess(access)) {
        throw new Error(`${methodsOf(route).join(',')} ${route.url} must declare config.access ('public', 'user', 'player', 'partner' or a permission); got ${String(access)}`);
      }
      for (const method of methodsOf(route)) table.set(`${method} ${route.url}`, access);
      if (access === 'public') return;
      const own = route.onRequest === undefined ? [] : Array.isArray(route.onRequest) ? route.onRequest : [route.onRequest];
      if (own.some((hook) => accessHooks.has(hook))) return;
      const checkAccess = async (request: FastifyRequest): Promise<void> => {
        await check(request, access);
      };
      accessHooks.add(checkAccess);
      route.onRequest = [checkAccess, ...own];
    });

    async function check(request: FastifyRequest, access: Exclude<RouteAccess, 'public'>): Promise<void> {
      const auth = await fastify.authenticate(request);
      if (access === 'user') return;
      const allowed = access === 'player' || access === 'partner' ? auth.role === access : hasPermission(auth.role, access);
      if (!allowed) {
        throw new AppError('FORBIDDEN', 403, 'Your role may not perform this action.');
      }
    }
  },
  { name: 'access', dependencies: ['auth'] },
);
