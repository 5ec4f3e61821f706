import { readFileSync } from 'node:fs';
import Fastify from 'fastify';
import fp from 'fastify-plugin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasPermission, staffRoles, type RouteAccess, type StaffRole } from '@oddsmith/core';
import { seedDemo } from '../db/seed-demo';
import { bearer, createTestApp, describeEachDatabase, loginAs, registerPlayer, type TestApp, loginDemo } from '../test/app';
import { expectedPermissionsDoc, permissionsDocPath } from '../test/permissions-doc';
import accessPlugin from './access';

type Caller = 'guest' | 'player' | 'partner' | StaffRole;
const callers: readonly Caller[] = ['guest', 'player', 'partner', ...staffRoles];
const denialCodes = new Set(['AUTH_REQUIRED', 'AUTH_INVALID_TOKEN', 'FORBIDDEN']);
const someId = '00000000-0000-4000-8000-000000000000';

/** What a caller must get from a route that declares `access`: let through, or 401 / 403. */
function expectedOutcome(access: RouteAccess, caller: Caller): 'through' | 401 | 403 {
  if (access === 'public') return 'through';
  if (caller === 'guest') return 401;
  if (access === 'user') return 'through';
  if (access === 'player' || access === 'partner') return caller === access ? 'through' : 403;
  return caller !== 'player' && caller !== 'partner' && hasPermission(caller, access) ? 'through' : 403;
}

/** `/api/admin/users/{id}` (OpenAPI) and `/api/admin/users/:id` (Fastify) name one route. */
const fromOpenApiPath = (path: string) => path.replace(/\{([^}]+)\}/g, ':$1');
const withIds = (url: string) => url.replace(/:[A-Za-z]+/g, someId);

describeEachDatabase('every route × every role', (database) => {
  let testApp: TestApp;
  const tokens = new Map<Caller, string>();
  let routes: { method: string; url: string; access: RouteAccess }[] = [];

  beforeAll(async () => {
    testApp = await createTestApp(database);
    const { app } = testApp;
    await seedDemo(app.db);
    const admin = await loginDemo(app, 'admin');
    for (const role of staffRoles) {
      if (role === 'admin') continue;
      const username = `matrix_${role}`;
      const created = await app.inject({ method: 'POST', url: '/api/admin/register-admin-user', headers: bearer(admin), payload: { username, email: `${username}@example.com`, password: 'GoodPassword123', role } });
      expect(created.statusCode).toBe(201);
      tokens.set(role, await loginAs(app, username, 'GoodPassword123'));
    }
    tokens.set('admin', admin);
    tokens.set('player', (await registerPlayer(app, 'matrix_player')).token);
    const partner = await app.inject({
      method: 'POST',
      url: '/api/partner/register',
      payload: { kind: 'company', name: 'Matrix Media', username: 'matrix_partner', email: 'matrix_partner@example.com', password: 'GoodPassword123', payoutMethod: 'bank_transfer', payoutDetails: 'IBAN GB33BUKB20201555555555', termsAccepted: true, currency: 'EUR' },
    });
    expect(partner.statusCode).toBe(201);
    tokens.set('partner', partner.json<{ response: { token: string } }>().response.token);

    const openApi = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{ paths: Record<string, Record<string, unknown>> }>();
    const documented = Object.entries(openApi.paths).flatMap(([path, operations]) => Object.keys(operations).map((method) => ({ method: method.toUpperCase(), url: fromOpenApiPath(path) })));
    routes = documented.map(({ method, url }) => ({ method, url, access: app.routeAccess.get(`${method} ${url}`) as RouteAccess }));
    // Logging out revokes the caller's token: call it last.
    routes.sort((a, b) => Number(a.url === '/api/front/logout') - Number(b.url === '/api/front/logout'));
  });

  afterAll(async () => {
    await testApp.close();
  });

  it('finds a declared access for every route in the OpenAPI document', () => {
    expect(routes.length).toBeGreaterThan(60);
    expect(routes.filter((route) => route.access === undefined).map((route) => `${route.method} ${route.url}`)).toEqual([]);
  });

  it('documents every route of the app, and docs/permissions.md matches the code', () => {
    const documented = new Set(routes.map((route) => `${route.method} ${route.url}`));
    const undocumented = [...testApp.app.routeAccess.keys()].filter((key) => !key.startsWith('HEAD ') && !documented.has(key));
    expect(undocumented).toEqual([]);
    // Regenerate with `npm run docs:permissions` after changing the matrix or a route.
    expect(readFileSync(permissionsDocPath, 'utf8')).toBe(expectedPermissionsDoc(testApp.app.routeAccess));
  });

  it('checks the HEAD twin of every guarded GET route as its GET', async () => {
    const guardedHeads = [...testApp.app.routeAccess].filter(([key, access]) => key.startsWith('HEAD ') && access !== 'public' && !key.includes('/api/admin'));
    expect(guardedHeads.length).toBeGreaterThan(0);
    const wrong: string[] = [];
    for (const [key] of guardedHeads) {
      const response = await testApp.app.inject({ method: 'HEAD', url: withIds(key.slice('HEAD '.length)) });
      if (response.statusCode !== 401) wrong.push(`${key}: ${response.statusCode}`);
    }
    expect(wrong).toEqual([]);
  });

  it('guards the routes that move money or reveal secrets with their own permission', () => {
    const critical: Record<string, RouteAccess> = {
      'POST /api/admin/events': 'events.write',
      'PATCH /api/admin/events/:id': 'events.write',
      'POST /api/admin/events/:id/markets': 'events.write',
      'PATCH /api/admin/markets/:id': 'events.write',
      'POST /api/admin/markets/:id/result': 'markets.result',
      'POST /api/admin/tickets/:id/void': 'tickets.settle',
      'POST /api/admin/tickets/:id/settle': 'tickets.settle',
      'POST /api/admin/deposits/:id/approve': 'payments.approve',
      'POST /api/admin/withdrawals/:id/approve': 'payments.approve',
      'GET /api/admin/withdrawals': 'payments.read',
      'GET /api/admin/payments': 'payments.read',
      'POST /api/admin/payment-methods': 'paymentMethods.write',
      'POST /api/admin/transfer-balance': 'balance.transfer',
      'POST /api/admin/balance-approvals/:id/approve': 'balance.approve',
      'POST /api/admin/balance-approvals/:id/reject': 'balance.approve',
      'PUT /api/admin/balance-approvals/settings': 'settings.manage',
      'PATCH /api/admin/settings/:group': 'settings.manage',
      'POST /api/admin/register-admin-user': 'staff.manage',
      'GET /api/admin/outbox': 'outbox.read',
      'GET /api/admin/reconcile': 'reconcile.run',
      'GET /api/admin/history': 'audit.read',
    };
    for (const [key, access] of Object.entries(critical)) expect(testApp.app.routeAccess.get(key), key).toBe(access);
  });

  for (const caller of callers) {
    it(`answers ${caller} on every route exactly as the matrix says`, async () => {
      const token = tokens.get(caller);
      const wrong: string[] = [];
      for (const route of routes) {
        const response = await testApp.app.inject({
          method: route.method as 'GET',
          url: withIds(route.url),
          headers: token ? bearer(token) : {},
          ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
        });
        const code = String(response.headers['content-type']).includes('json') ? response.json<{ code?: string }>().code : undefined;
        const expected = expectedOutcome(route.access, caller);
        const denied = code !== undefined && denialCodes.has(code);
        const ok = expected === 'through' ? !denied && response.statusCode !== 500 : response.statusCode === expected && denied;
        if (!ok) wrong.push(`${route.method} ${route.url} (${route.access}): expected ${expected}, got ${response.statusCode} ${code ?? ''}`);
      }
      expect(wrong).toEqual([]);
    });
  }
});

// The access plugin needs an `auth` plugin; a stand-in is enough to boot it.
const authStandIn = fp(
  async (instance) => {
    instance.decorate('authenticate', async () => ({ userId: someId, role: 'admin' as const, sessionId: someId }));
  },
  { name: 'auth' },
);

describe('a route without a declared access', () => {
  it('stops the app from starting', async () => {
    const app = Fastify({ logger: false });
    await app.register(authStandIn);
    await app.register(accessPlugin);
    void app.register(async (routes) => {
      routes.get('/api/front/declared', { config: { access: 'public' } }, async () => ({ ok: true }));
      routes.get('/api/admin/forgotten', async () => ({ ok: true }));
    });
    await expect(app.ready()).rejects.toThrow(/\/api\/admin\/forgotten must declare config\.access/);
    await app.close().catch(() => undefined);
  });

  it('refuses an unknown permission name', async () => {
    const app = Fastify({ logger: false });
    await app.register(authStandIn);
    await app.register(accessPlugin);
    void app.register(async (routes) => {
      routes.get('/api/admin/typo', { config: { access: 'events.wirte' as RouteAccess } }, async () => ({ ok: true }));
    });
    await expect(app.ready()).rejects.toThrow(/must declare config\.access/);
    await app.close().catch(() => undefined);
  });
});
