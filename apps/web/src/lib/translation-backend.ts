import type { BackendModule, ReadCallback } from 'i18next';

type FetchLike = (url: string, init?: RequestInit) => Promise<Pick<Response, 'status' | 'ok' | 'text'>>;

/** A failed translation load is tried again (i18next retries a read called back with `true`) on 5xx or no reply, never on 4xx. */
export function isRetryableTranslationStatus(status: number): boolean {
  return status === 0 || (status >= 500 && status < 600);
}

/**
 * i18next's backend: one `translation.json` per language from `loadPath` (`{{lng}}`, `{{ns}}`).
 * Our own few lines in place of i18next-http-backend (about 2.5 KB gzip of every first load for
 * options we do not use); the retry rule is the same.
 */
export function createTranslationBackend(loadPath: string, fetchImpl: FetchLike = (url, init) => fetch(url, init)): BackendModule {
  return {
    type: 'backend',
    init: () => undefined,
    read(language: string, namespace: string, callback: ReadCallback) {
      const url = loadPath.replace('{{lng}}', encodeURIComponent(language)).replace('{{ns}}', encodeURIComponent(namespace));
      fetchImpl(url, { headers: { Accept: 'application/json' } }).then(
        async (response) => {
          if (!response.ok) {
            callback(new Error(`failed loading ${url}: status ${response.status}`), isRetryableTranslationStatus(response.status));
            return;
          }
          try {
            callback(null, JSON.parse(await response.text()) as Record<string, unknown>);
          } catch {
            callback(new Error(`failed parsing ${url} to json`), false);
          }
        },
        () => callback(new Error(`failed loading ${url}: no response`), isRetryableTranslationStatus(0)),
      );
    },
  };
}
