import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { loadConfig, memoryDataDir } from './config';
import { testDatabases, useSuiteApp, useWebDist } from './test/app';

const pglite = testDatabases[0] ?? { name: 'pglite' as const, adminUrl: undefined };

describe('app shell', () => {
  const testApp = useSuiteApp(pglite, { webDistDir: join(tmpdir(), 'oddsmith-no-dist') });

  it('answers health and readiness probes', async () => {
    expect((await testApp.app.inject({ url: '/healthz' })).json()).toEqual({ ok: true });
    expect((await testApp.app.inject({ url: '/readyz' })).json()).toEqual({ ok: true, db: 'ok' });
  });

  it('publishes every API route in /api/openapi.json with schemas', async () => {
    const response = await testApp.app.inject({ url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json<{ paths: Record<string, Record<string, { responses?: object; tags?: string[] }>> }>();
    const expected = [
      ['/healthz', 'get'],
      ['/readyz', 'get'],
      ['/api/front/register', 'post'],
      ['/api/front/login', 'post'],
      ['/api/front/logout', 'post'],
      ['/api/front/user', 'get'],
      ['/api/front/reset-password', 'post'],
      ['/api/front/verify-email', 'post'],
      ['/api/front/change-password', 'post'],
      ['/api/front/risk-management', 'post'],
      ['/api/admin/users', 'get'],
      ['/api/admin/users/{id}', 'get'],
      ['/api/admin/registration_chart', 'get'],
      ['/api/admin/register-admin-user', 'post'],
      ['/api/admin/outbox', 'get'],
      ['/api/admin/history', 'get'],
    ] as const;
    for (const [path, method] of expected) {
      const operation = document.paths[path]?.[method];
      expect(operation, `${method} ${path}`).toBeDefined();
      expect(operation?.responses, `${method} ${path} responses`).toBeDefined();
      expect(operation?.tags?.length, `${method} ${path} tags`).toBeGreaterThan(0);
    }
    expect((await testApp.app.inject({ url: '/api/docs/' })).statusCode).toBe(200);
  });

  it('answers unknown API paths with a 404 envelope, not the SPA', async () => {
    const response = await testApp.app.inject({ url: '/api/front/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ status: 'error', code: 'NOT_FOUND', response: null });
  });
});

describe('API documentation switched off (production default)', () => {
  const testApp = useSuiteApp(pglite, { webDistDir: join(tmpdir(), 'oddsmith-no-dist'), nodeEnv: 'production', jwtSecret: 'p'.repeat(40), jwtSecretIsDefault: false, apiDocs: false, paymentsSandbox: false });

  it('serves neither the docs UI nor the OpenAPI document', async () => {
    for (const url of ['/api/docs', '/api/docs/', '/api/docs/static/index.html', '/api/docs/json', '/api/openapi.json']) {
      const response = await testApp.app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toMatchObject({ code: 'NOT_FOUND' });
    }
    expect((await testApp.app.inject({ url: '/healthz' })).statusCode).toBe(200);
  });
});

describe('web plugin with a built web app', () => {
  const testApp = useSuiteApp(pglite, { webDistDir: useWebDist('{"hello":"Hello"}') });

  it('serves index.html for client routes and files from the dist folder', async () => {
    const route = await testApp.app.inject({ url: '/caff/admin/dashboard' });
    expect(route.statusCode).toBe(200);
    expect(route.body).toContain('<title>Oddsmith</title>');
    const locale = await testApp.app.inject({ url: '/locales/en/translation.json' });
    expect(locale.json()).toEqual({ hello: 'Hello' });
  });

  it('keeps misses under /api and /locales as 404s, and guards /api/admin first', async () => {
    expect((await testApp.app.inject({ url: '/api/nothing' })).statusCode).toBe(404);
    expect((await testApp.app.inject({ url: '/locales/xx/translation.json' })).statusCode).toBe(404);
    expect((await testApp.app.inject({ url: '/api/admin/anything' })).statusCode).toBe(401);
  });
});

describe('request log', () => {
  const lines: string[] = [];
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildApp({
      config: loadConfig({ NODE_ENV: 'test' }),
      overrides: { dataDir: memoryDataDir, seedDemo: false, logLevel: 'info', databaseUrl: undefined, redisUrl: undefined, webDistDir: join(tmpdir(), 'oddsmith-no-dist') },
      logStream: { write: (line) => lines.push(line) },
    });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('redacts one-time link tokens from logged URLs', async () => {
    await app.inject({ url: '/reset-password?token=SecretResetToken123' });
    await app.inject({ url: '/login?lang=en&verify=SecretVerifyToken456&x=1' });
    const requests = lines.map((line) => JSON.parse(line) as { msg: string; req?: { url: string } }).filter((entry) => entry.req);
    expect(requests.map((entry) => entry.req?.url)).toEqual(['/reset-password?token=[redacted]', '/login?lang=en&verify=[redacted]&x=1']);
    expect(lines.join('\n')).not.toMatch(/SecretResetToken123|SecretVerifyToken456/);
  });

  type LogLine = { msg: string; reqId?: string; req?: { url: string } };
  const logged = (from: number) => lines.slice(from).map((line) => JSON.parse(line) as LogLine);

  it("writes each of a request's lines with its request id", async () => {
    const from = lines.length;
    expect((await app.inject({ method: 'POST', url: '/api/front/login', payload: {} })).statusCode).toBe(400);
    const entries = logged(from);
    expect(entries.map((entry) => entry.msg)).toEqual(['incoming request', 'request completed']);
    const [reqId] = entries.map((entry) => entry.reqId);
    expect(reqId).toMatch(/^[0-9a-f-]{36}$/);
    expect(entries.every((entry) => entry.reqId === reqId)).toBe(true);
    // Another request, another id (a handler's own lines: lib/lazy-request-logger.test.ts).
    const next = lines.length;
    await app.inject({ url: '/healthz' });
    const others = logged(next).map((entry) => entry.reqId);
    expect(others).toHaveLength(2);
    expect(others).not.toContain(reqId);
  });

  it('writes no info line for the hot reads (logged at warn)', async () => {
    const from = lines.length;
    expect((await app.inject({ url: '/api/sports/events?spid=1&type=inplay' })).statusCode).toBe(200);
    expect((await app.inject({ url: '/api/sports/events?spid=1&type=inplay' })).statusCode).toBe(200);
    expect(logged(from).filter((entry) => entry.reqId)).toEqual([]);
  });
});

describe('TRUST_PROXY as a hop count', () => {
  const testApp = useSuiteApp(pglite, { trustProxy: 1, loginRateLimitPerMinute: 2 });

  it('takes the client address from X-Forwarded-For behind one proxy', async () => {
    const login = (address: string) =>
      testApp.app.inject({ method: 'POST', url: '/api/front/login', headers: { 'x-forwarded-for': address }, payload: { username: 'nobody', password: 'WrongPassword1' } });
    const codes: number[] = [];
    for (const address of ['203.0.113.1', '203.0.113.1', '203.0.113.1', '203.0.113.2']) codes.push((await login(address)).statusCode);
    expect(codes).toEqual([401, 401, 429, 401]);
    // A forged hop in front of the real client does not help: the proxy appended the real one.
    expect((await login('198.51.100.7, 203.0.113.1')).statusCode).toBe(429);
  });
});
