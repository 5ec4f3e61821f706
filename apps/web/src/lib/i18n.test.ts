import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import HttpBackend from 'i18next-http-backend';
import { describe, expect, it } from 'vitest';
import { createTranslationRequest, i18nOptions, isRetryableTranslationStatus, languages, translationLoadPath } from './i18n';

const localesDir = join(__dirname, '../../public/locales');

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key));
}

function load(lng: string): unknown {
  return JSON.parse(readFileSync(join(localesDir, lng, 'translation.json'), 'utf8'));
}

/** Reads one namespace through the real backend with a fake network; returns the retry flag. */
function readWith(reply: () => Promise<Pick<Response, 'status' | 'ok' | 'text'>>) {
  const backend = new HttpBackend(undefined, {
    loadPath: translationLoadPath,
    request: createTranslationRequest(() => reply()),
  });
  return new Promise<{ error: unknown; retry: unknown }>((resolve) => {
    backend.read('en', 'translation', (error: unknown, retry: unknown) => resolve({ error, retry }));
  });
}

const reply = (status: number, body = '{}') => () =>
  Promise.resolve({ status, ok: status >= 200 && status < 300, text: () => Promise.resolve(body) });

describe('translations', () => {
  it('ships en, es and hi and nothing else', () => {
    expect(readdirSync(localesDir).sort()).toEqual([...languages].sort());
  });

  it('every locale file has exactly the same keys as English', () => {
    const english = keysOf(load('en')).sort();
    expect(english.length).toBeGreaterThan(100);
    for (const lng of languages) expect(keysOf(load(lng)).sort()).toEqual(english);
  });

  it('no translation is empty', () => {
    for (const lng of languages) {
      const flat = JSON.stringify(load(lng));
      expect(flat).not.toMatch(/:""/);
    }
  });

  it('keeps the render failure text of the seed in English', () => {
    expect((load('en') as { errors: { render: string } }).errors.render).toBe('Something went wrong.');
  });

  it('is configured as the seed says', () => {
    expect(i18nOptions.fallbackLng).toBe('en');
    expect(i18nOptions.ns).toEqual(['translation']);
    expect(i18nOptions.backend?.loadPath).toBe('/locales/{{lng}}/translation.json');
    expect(i18nOptions.detection).toEqual({
      order: ['querystring', 'cookie', 'localStorage', 'sessionStorage', 'navigator', 'htmlTag'],
      lookupQuerystring: 'lng',
      caches: ['localStorage'],
    });
  });
});

describe('translation loading retry rule', () => {
  it('5xx is retryable', async () => {
    expect((await readWith(reply(503))).retry).toBe(true);
    expect((await readWith(reply(500))).retry).toBe(true);
  });

  it('no response is retryable', async () => {
    const result = await readWith(() => Promise.reject(new TypeError('socket hang up')));
    expect(result.error).toBeTruthy();
    expect(result.retry).toBe(true);
  });

  it('4xx is not retryable', async () => {
    expect((await readWith(reply(404))).retry).toBe(false);
    expect((await readWith(reply(403))).retry).toBe(false);
  });

  it('a 200 loads the resources', async () => {
    const result = await readWith(reply(200, '{"hello":"world"}'));
    expect(result.error).toBeNull();
    expect(result.retry).toEqual({ hello: 'world' });
  });

  it('the pure rule agrees', () => {
    expect(isRetryableTranslationStatus(0)).toBe(true);
    expect(isRetryableTranslationStatus(502)).toBe(true);
    expect(isRetryableTranslationStatus(404)).toBe(false);
    expect(isRetryableTranslationStatus(200)).toBe(false);
  });
});
