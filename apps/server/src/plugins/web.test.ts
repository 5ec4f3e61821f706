import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { testDatabases, useSuiteApp } from '../test/app';

const pglite = testDatabases[0] ?? { name: 'pglite' as const, adminUrl: undefined };

const script = `export const answer = ${JSON.stringify('x'.repeat(2000))};\n`;
const indexHtml = `<!doctype html><title>Oddsmith</title><script type="module" src="/assets/app-Ab12Cd34.js"></script>${' '.repeat(500)}`;

/** A dist folder as the web build writes it: hashed assets and index.html, each with .br and .gz siblings. */
function useCompressedDist(): string {
  const distDir = mkdtempSync(join(tmpdir(), 'oddsmith-dist-'));
  mkdirSync(join(distDir, 'assets'));
  mkdirSync(join(distDir, 'locales', 'en'), { recursive: true });
  const write = (path: string, text: string, compressed: boolean) => {
    writeFileSync(join(distDir, path), text);
    if (!compressed) return;
    writeFileSync(join(distDir, `${path}.br`), brotliCompressSync(text));
    writeFileSync(join(distDir, `${path}.gz`), gzipSync(text));
  };
  write('index.html', indexHtml, true);
  write('assets/app-Ab12Cd34.js', script, true);
  write('assets/tiny-Ef56Gh78.js', 'export {};\n', false);
  write('locales/en/translation.json', '{"hello":"Hello"}', false);
  afterAll(() => rmSync(distDir, { recursive: true, force: true }));
  return distDir;
}

describe('static web app: precompressed files and caching', () => {
  const testApp = useSuiteApp(pglite, { webDistDir: useCompressedDist() });
  const get = (url: string, headers: Record<string, string> = {}) => testApp.app.inject({ url, headers });

  it('sends the brotli copy of a hashed asset to a client that takes br, cached for a year', async () => {
    const response = await get('/assets/app-Ab12Cd34.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
    expect(response.rawPayload.length).toBeLessThan(script.length / 10);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(script);
  });

  it('sends the gzip copy to a client without br, and the file itself to one that takes neither', async () => {
    const gzip = await get('/assets/app-Ab12Cd34.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(Number(gzip.headers['content-length'])).toBe(gzip.rawPayload.length);
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(script);

    const choices: Record<string, string>[] = [{}, { 'accept-encoding': 'identity' }, { 'accept-encoding': 'br;q=0, gzip;q=0' }];
    for (const headers of choices) {
      const plain = await get('/assets/app-Ab12Cd34.js', headers);
      expect(plain.statusCode).toBe(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers.vary).toMatch(/accept-encoding/i);
      expect(plain.body).toBe(script);
      expect(Number(plain.headers['content-length'])).toBe(script.length);
      expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  it('falls back to the file itself when no compressed copy was written', async () => {
    const response = await get('/assets/tiny-Ef56Gh78.js', { 'accept-encoding': 'br, gzip' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe('export {};\n');
  });

  it('answers 304 to a revalidation with the etag it sent', async () => {
    const first = await get('/assets/app-Ab12Cd34.js', { 'accept-encoding': 'br' });
    const etag = String(first.headers.etag);
    expect(etag).toBeTruthy();
    const again = await get('/assets/app-Ab12Cd34.js', { 'accept-encoding': 'br', 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it('sends index.html for client routes compressed, revalidated on every use (no-cache, etag, 304)', async () => {
    for (const url of ['/', '/inplay', '/caff/admin/dashboard', '/index.html']) {
      const response = await get(url, { 'accept-encoding': 'br, gzip' });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-encoding'], url).toBe('br');
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.headers.vary, url).toMatch(/accept-encoding/i);
      expect(response.headers['content-type'], url).toMatch(/^text\/html/);
      expect(Number(response.headers['content-length']), url).toBe(response.rawPayload.length);
      expect(brotliDecompressSync(response.rawPayload).toString(), url).toBe(indexHtml);
    }
    const gzip = await get('/inplay', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(indexHtml);
    const plain = await get('/inplay');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(indexHtml);
    expect(Number(plain.headers['content-length'])).toBe(indexHtml.length);

    const etag = String(gzip.headers.etag);
    expect(etag).not.toBe(String(plain.headers.etag));
    const revalidated = await get('/inplay', { 'accept-encoding': 'gzip', 'if-none-match': etag });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.rawPayload.length).toBe(0);
  });

  it('revalidates files without a content hash (locales)', async () => {
    const locale = await get('/locales/en/translation.json', { 'accept-encoding': 'br' });
    expect(locale.json()).toEqual({ hello: 'Hello' });
    expect(locale.headers['cache-control']).toBe('no-cache');
  });

  it('keeps a missing asset a 404, never index.html', async () => {
    const response = await get('/assets/gone-00000000.js', { 'accept-encoding': 'br' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});
