import type { LanguageDetectorModule } from 'i18next';

/** Where the language is looked for, first found first; the choice is kept in localStorage. */
export const languageDetection = {
  order: ['querystring', 'cookie', 'localStorage', 'sessionStorage', 'navigator', 'htmlTag'],
  lookupQuerystring: 'lng',
  caches: ['localStorage'],
} as const;

/** The storage key and cookie name i18next's browser detector used: a choice made before stays. */
export const languageStorageKey = 'i18nextLng';
const languageCookie = 'i18next';
/** Cookies are short; a longer value is not a language code. */
const cookieValueLengthMax = 64;

function storageValue(storage: () => Storage): string | null {
  try {
    return storage().getItem(languageStorageKey);
  } catch {
    return null; // storage blocked (privacy settings)
  }
}

function cookieValue(cookies: string): string | null {
  for (const part of cookies.split(';').slice(0, 100)) {
    const [name, ...rest] = part.trim().split('=');
    if (name === languageCookie) return decodeURIComponent(rest.join('=')).slice(0, cookieValueLengthMax) || null;
  }
  return null;
}

/** Every candidate in `languageDetection.order`; i18next takes the first it supports. */
export function detectLanguages(win: Window = window): string[] {
  const found: (string | null | undefined)[] = [
    new URLSearchParams(win.location.search).get(languageDetection.lookupQuerystring),
    cookieValue(win.document.cookie),
    storageValue(() => win.localStorage),
    storageValue(() => win.sessionStorage),
    ...(win.navigator.languages ?? []),
    win.navigator.language,
    win.document.documentElement.lang,
  ];
  return found.filter((value): value is string => typeof value === 'string' && value.length > 0);
}

/**
 * i18next's language detector: our own few lines in place of i18next-browser-languagedetector
 * (about 2 KB gzip of every first load), with its order, query parameter and storage key.
 */
export function createLanguageDetector(win: Window = window): LanguageDetectorModule {
  return {
    type: 'languageDetector',
    init: () => undefined,
    detect: () => detectLanguages(win),
    cacheUserLanguage(language: string) {
      try {
        win.localStorage.setItem(languageStorageKey, language);
      } catch {
        // storage blocked: the choice lasts for this page only
      }
    },
  };
}
