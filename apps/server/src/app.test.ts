import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDatabases, type TestApp } from './test/app';

const pglite = testDatabases[0] ?? { name: 'pglite' as const, adminUrl: undefined };

describe('app shell', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp(pglite, { webDistDir: join(tmpdir(), 'oddsmith-no-dist') });
  });
  afterAll(async () => {
    await testApp?.close();
  });

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
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp(pglite, { webDistDir: join(tmpdir(), 'oddsmith-no-dist'), nodeEnv: 'production', jwtSecret: 'p'.repeat(40), jwtSecretIsDefault: false, apiDocs: false, paymentsSandbox: false });
  });
  afterAll(async () => {
    await testApp?.close();
  });

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
  let testApp: TestApp;
  let distDir: string;
  beforeAll(async () => {
    distDir = mkdtempSync(join(tmpdir(), 'oddsmith-dist-'));
    writeFileSync(join(distDir, 'index.html'), '<!doctype html><title>Oddsmith</title>');
    mkdirSync(join(distDir, 'locales', 'en'), { recursive: true });
    writeFileSync(join(distDir, 'locales', 'en', 'translation.json'), '{"hello":"Hello"}');
    testApp = await createTestApp(pglite, { webDistDir: distDir });
  });
  afterAll(async () => {
    await testApp?.close();
    rmSync(distDir, { recursive: true, force: true });
  });

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
