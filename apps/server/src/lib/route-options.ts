import type { FastifyContextConfig, FastifySchema } from 'fastify';

/** Who may call a route (plugins/access.ts; docs/permissions.md lists them). */
export type Access = NonNullable<FastifyContextConfig['access']>;

/** The OpenAPI security of every route that reads the caller's token. */
export const bearerSecurity = [{ bearer: [] }];

/** What a route's schema declares besides its tags: its summary and zod schemas (querystring, params, body, response). */
type RouteSchema = FastifySchema & { summary: string };

/**
 * The options of the routes of one module that need a signed-in caller: `route(access, schema)`
 * gives `{ config: { access }, schema }` with the module's tags and the bearer security. The schema's
 * zod types stay as they are, so `request.query` / `request.body` / `request.params` are still inferred.
 */
export function bearerRoutes(tags: string[]) {
  return <const S extends RouteSchema>(access: Access, schema: S) => ({ config: { access }, schema: { tags, security: bearerSecurity, ...schema } });
}

/** The options of the public routes of one module: `route(schema)` is `{ config: { access: 'public' }, schema }` with the module's tags. */
export function publicRoutes(tags: string[]) {
  return <const S extends RouteSchema>(schema: S) => ({ config: { access: 'public' as const }, schema: { tags, ...schema } });
}
