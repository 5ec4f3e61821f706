import i18next, { type InitOptions } from 'i18next';
import HttpBackend, { type HttpBackendOptions } from 'i18next-http-backend';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';

export const languages = ['en', 'es', 'hi'] as const;
export type Language = (typeof languages)[number];
export const fallbackLanguage: Language = 'en';
export const translationLoadPath = '/locales/{{lng}}/translation.json';

type RequestCallback = Parameters<NonNullable<HttpBackendOptions['request']>>[3];
type FetchLike = (url: string, init?: RequestInit) => Promise<Pick<Response, 'status' | 'ok' | 'text'>>;

/**
 * The backend's request. It always reports a reply's status, and a missing reply as status 0, so the
 * backend's own rule holds: 5xx or no response is retryable, 4xx is not.
 */
export function createTranslationRequest(fetchImpl: FetchLike = (url, init) => fetch(url, init)) {
  return (_options: HttpBackendOptions, url: string, _payload: object | string, callback: RequestCallback): void => {
    fetchImpl(url, { headers: { Accept: 'application/json' } }).then(
      async (response) => {
        if (!response.ok) {
          callback(new Error(`status ${response.status}`), { status: response.status, data: '' });
          return;
        }
        callback(null, { status: response.status, data: await response.text() });
      },
      (error: unknown) => {
        callback(error instanceof Error ? error : new Error('no response'), { status: 0, data: '' });
      },
    );
  };
}

export function isRetryableTranslationStatus(status: number): boolean {
  return status === 0 || (status >= 500 && status < 600);
}

export const backendOptions: HttpBackendOptions = {
  loadPath: translationLoadPath,
  request: createTranslationRequest(),
};

export const i18nOptions: InitOptions<HttpBackendOptions> = {
  fallbackLng: fallbackLanguage,
  supportedLngs: [...languages],
  nonExplicitSupportedLngs: true,
  load: 'languageOnly',
  ns: ['translation'],
  defaultNS: 'translation',
  interpolation: { escapeValue: false },
  backend: backendOptions,
  detection: {
    order: ['querystring', 'cookie', 'localStorage', 'sessionStorage', 'navigator', 'htmlTag'],
    lookupQuerystring: 'lng',
    caches: ['localStorage'],
  },
};

/** Keeps `<html lang>` in step with the language, for screen readers and fonts. */
function followLanguage(lng: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = lng;
}

export function initI18n(): Promise<unknown> {
  i18next.on('languageChanged', followLanguage);
  return i18next.use(HttpBackend).use(LanguageDetector).use(initReactI18next).init<HttpBackendOptions>(i18nOptions);
}

export { i18next };
