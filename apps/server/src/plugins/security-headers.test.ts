import { tmpdir } from 'node:os';
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { testDatabases, useSuiteApp, useWebDist } from '../test/app';

const pglite = testDatabases[0] ?? { name: 'pglite' as const, adminUrl: undefined };

/** `directive -> sources` of a Content-Security-Policy header. */
function cspOf(response: LightMyRequestResponse): Map<string, string[]> {
  const header = response.headers['content-security-policy'];
  expect(typeof header, `CSP on ${response.raw.req.url}`).toBe('string');
  const entries = String(header)
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .filter((words) => words[0])
    .map(([name, ...sources]) => [name ?? '', sources] as const);
  return new Map(entries);
}

function expectStrictHeaders(response: LightMyRequestResponse): void {
  const csp = cspOf(response);
  expect(csp.get('default-src')).toEqual(["'self'"]);
  expect(csp.get('script-src')).toEqual(["'self'"]);
  expect(csp.get('object-src')).toEqual(["'none'"]);
  expect(csp.get('base-uri')).toEqual(["'self'"]);
  expect(csp.get('form-action')).toEqual(["'self'"]);
  expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
  expect(csp.get('connect-src')).toEqual(expect.arrayContaining(["'self'", 'ws://localhost:3000', 'wss://localhost:3000']));
  expect(response.headers['x-frame-options']).toBe('DENY');
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  // Plain HTTP: no HSTS (it would pin a local run to HTTPS).
  expect(response.headers['strict-transport-security']).toBeUndefined();
}

describe('security headers', () => {
  const testApp = useSuiteApp(pglite, { webDistDir: useWebDist('{}'), publicUrl: 'http://localhost:3000' });

  it.each(['/', '/login', '/caff/admin/dashboard', '/locales/en/translation.json', '/healthz', '/api/front/user', '/api/front/nothing-here'])(
    '%s: strict CSP, no framing, nosniff, referrer policy',
    async (url) => {
      expectStrictHeaders(await testApp.app.inject({ url }));
    },
  );

  it('scripts run only from our origin: no inline script, no eval, anywhere', async () => {
    for (const url of ['/', '/caff/admin/view-score/x', '/api/front/user']) {
      const scripts = cspOf(await testApp.app.inject({ url })).get('script-src') ?? [];
      expect(scripts).not.toContain("'unsafe-inline'");
      expect(scripts).not.toContain("'unsafe-eval'");
    }
  });

  it('the embeddable score page may be framed by any site; nothing else may', async () => {
    const framed = await testApp.app.inject({ url: '/caff/admin/view-score/x' });
    expect(framed.statusCode).toBe(200);
    expect(cspOf(framed).get('frame-ancestors')).toEqual(['*']);
    expect(framed.headers['x-frame-options']).toBeUndefined();
    expect(framed.headers['x-content-type-options']).toBe('nosniff');
    for (const url of ['/caff/admin/view-score', '/caff/admin/view-scores/x', '/caff/admin/dashboard?next=/caff/admin/view-score/x']) {
      const response = await testApp.app.inject({ url });
      expect(cspOf(response).get('frame-ancestors'), url).toEqual(["'none'"]);
      expect(response.headers['x-frame-options'], url).toBe('DENY');
    }
  });

  it('the hot reads, which write their security headers with the answer, carry them on every path', async () => {
    const list = '/api/sports/events?spid=1&type=inplay';
    // The first request is a miss (the handler answers), the second a hit (the route's onRequest hook).
    const miss = await testApp.app.inject({ url: list });
    const hit = await testApp.app.inject({ url: list });
    const etag = String(hit.headers.etag);
    for (const response of [miss, hit]) {
      expect(response.statusCode).toBe(200);
      expectStrictHeaders(response);
      expect(response.headers).toMatchObject({ 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-cache', vary: 'accept-encoding', etag, 'content-length': String(hit.rawPayload.length) });
    }
    const cases = [
      { method: 'GET', url: list, headers: { 'accept-encoding': 'gzip' }, status: 200, encoding: 'gzip' },
      { method: 'GET', url: list, headers: { 'accept-encoding': 'gzip, deflate, br, zstd' }, status: 200, encoding: 'br' },
      { method: 'GET', url: list, headers: { 'if-none-match': etag }, status: 304 },
      { method: 'HEAD', url: list, headers: {}, status: 200 },
      { method: 'GET', url: '/api/sports/events?spid=abc', headers: {}, status: 400 },
      { method: 'GET', url: '/api/sports/events/not-a-uuid', headers: {}, status: 400 },
      { method: 'GET', url: '/api/sports/events/00000000-0000-4000-8000-000000000000', headers: {}, status: 404 },
      { method: 'HEAD', url: '/api/sports/events/00000000-0000-4000-8000-000000000000', headers: {}, status: 404 },
    ] as const;
    for (const { method, url, headers, status, ...expected } of cases) {
      const response = await testApp.app.inject({ method, url, headers });
      const what = `${method} ${url} ${JSON.stringify(headers)}`;
      expect(response.statusCode, what).toBe(status);
      expectStrictHeaders(response);
      if (status === 304) {
        expect(response.headers.etag, what).toBe(etag);
        expect(response.headers['content-length'], what).toBeUndefined();
        expect(response.rawPayload.length, what).toBe(0);
      }
      if (method === 'HEAD' && status === 200) {
        expect(response.headers['content-length'], what).toBe(String(hit.rawPayload.length));
        expect(response.rawPayload.length, what).toBe(0);
      }
      if ('encoding' in expected) {
        expect(response.headers['content-encoding'], what).toBe(expected.encoding);
        expect(response.headers['content-length'], what).toBe(String(response.rawPayload.length));
      }
    }
  });

  it('ignores a forged X-Forwarded-Proto without TRUST_PROXY: no HSTS', async () => {
    const response = await testApp.app.inject({ url: '/', headers: { 'x-forwarded-proto': 'https' } });
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });
});

describe("security headers: the built page's inline boot script", () => {
  const boot = "\n(function () { document.documentElement.setAttribute('data-boot-lang', 'en'); })();\n";
  const page = `<!doctype html><head><script>${boot}</script><script type="module" crossorigin src="/assets/index-1.js"></script></head>`;
  const testApp = useSuiteApp(pglite, { webDistDir: useWebDist('{}', page), publicUrl: 'http://localhost:3000' });
  const bootHash = `'sha256-${createHash('sha256').update(boot, 'utf8').digest('base64')}'`;

  it('may run by its hash, on every answer (the page, the API, a hot read); no other inline script may', async () => {
    const list = '/api/sports/events?spid=1&type=inplay';
    // The list twice: a miss (its handler answers), then a hit (the route's onRequest hook).
    for (const url of ['/', '/inplay', '/api/front/user', list, list]) {
      const scripts = cspOf(await testApp.app.inject({ url })).get('script-src');
      expect(scripts, url).toEqual(["'self'", bootHash]);
    }
  });
});

describe('security headers behind a TLS-terminating proxy (TRUST_PROXY)', () => {
  const testApp = useSuiteApp(pglite, { webDistDir: join(tmpdir(), 'oddsmith-no-dist'), trustProxy: ['loopback'] });

  it('sends HSTS only for requests that came over HTTPS', async () => {
    const secure = await testApp.app.inject({ url: '/healthz', headers: { 'x-forwarded-proto': 'https' } });
    expect(secure.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const plain = await testApp.app.inject({ url: '/healthz', headers: { 'x-forwarded-proto': 'http' } });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
  });

  it('the hot reads too, written with their answer (miss, hit, 304)', async () => {
    const list = '/api/sports/events?spid=1&type=inplay';
    const https = { 'x-forwarded-proto': 'https' };
    const miss = await testApp.app.inject({ url: list, headers: https });
    const hit = await testApp.app.inject({ url: list, headers: https });
    const notModified = await testApp.app.inject({ url: list, headers: { ...https, 'if-none-match': String(hit.headers.etag) } });
    expect([miss.statusCode, hit.statusCode, notModified.statusCode]).toEqual([200, 200, 304]);
    for (const response of [miss, hit, notModified]) expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const plain = await testApp.app.inject({ url: list, headers: { 'x-forwarded-proto': 'http' } });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    expect(plain.headers['content-security-policy']).toBeDefined();
  });
});
