import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { i18nOptions, languages, translationLoadPath } from './i18n';
import { createLanguageDetector, detectLanguages, languageDetection, languageStorageKey } from './language-detector';
import { createTranslationBackend, isRetryableTranslationStatus } from './translation-backend';

const localesDir = join(__dirname, '../../public/locales');

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key));
}

function load(lng: string): unknown {
  return JSON.parse(readFileSync(join(localesDir, lng, 'translation.json'), 'utf8'));
}

/** Reads one namespace through the app's backend with a fake network; returns the retry flag (or the resources). */
function readWith(reply: () => Promise<Pick<Response, 'status' | 'ok' | 'text'>>, urls: string[] = []) {
  const backend = createTranslationBackend(translationLoadPath, (url) => {
    urls.push(url);
    return reply();
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
    expect(translationLoadPath).toBe('/locales/{{lng}}/translation.json');
    expect(languageDetection).toEqual({
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

  it('a 200 loads the resources, from the language\'s file', async () => {
    const urls: string[] = [];
    const result = await readWith(reply(200, '{"hello":"world"}'), urls);
    expect(result.error).toBeNull();
    expect(result.retry).toEqual({ hello: 'world' });
    expect(urls).toEqual(['/locales/en/translation.json']);
  });

  it('a reply that is not JSON is an error, not retried', async () => {
    const result = await readWith(reply(200, '<html>'));
    expect(result.error).toBeTruthy();
    expect(result.retry).toBe(false);
  });

  it('the pure rule agrees', () => {
    expect(isRetryableTranslationStatus(0)).toBe(true);
    expect(isRetryableTranslationStatus(502)).toBe(true);
    expect(isRetryableTranslationStatus(404)).toBe(false);
    expect(isRetryableTranslationStatus(200)).toBe(false);
  });
});

describe('language detection', () => {
  function windowWith({ search = '', cookie = '', stored = null as string | null, languages: browser = [] as string[], lang = '' }) {
    const storage = new Map<string, string>(stored ? [[languageStorageKey, stored]] : []);
    const localStorage = { getItem: (key: string) => storage.get(key) ?? null, setItem: (key: string, value: string) => void storage.set(key, value) };
    const win = {
      location: { search },
      document: { cookie, documentElement: { lang } },
      localStorage,
      sessionStorage: { getItem: () => null },
      navigator: { languages: browser, language: browser[0] ?? '' },
    } as unknown as Window;
    return { win, storage };
  }

  it('looks in the order of the seed: query, cookie, localStorage, sessionStorage, browser, <html lang>', () => {
    const { win } = windowWith({ search: '?lng=hi', cookie: 'a=1; i18next=es', stored: 'en', languages: ['es-ES', 'en'], lang: 'en' });
    expect(detectLanguages(win)).toEqual(['hi', 'es', 'en', 'es-ES', 'en', 'es-ES', 'en']);
    expect(detectLanguages(windowWith({ languages: ['hi-IN'] }).win)).toEqual(['hi-IN', 'hi-IN']);
    expect(detectLanguages(windowWith({}).win)).toEqual([]);
  });

  it('keeps the chosen language in localStorage, and a blocked storage is no failure', () => {
    const { win, storage } = windowWith({});
    createLanguageDetector(win).cacheUserLanguage?.('es');
    expect(storage.get(languageStorageKey)).toBe('es');
    const blocked = { ...win, localStorage: { getItem: () => { throw new Error('blocked'); }, setItem: () => { throw new Error('blocked'); } } } as unknown as Window;
    expect(() => createLanguageDetector(blocked).cacheUserLanguage?.('es')).not.toThrow();
    expect(detectLanguages(blocked)).toEqual([]);
  });
});
