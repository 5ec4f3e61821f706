import i18next, { type InitOptions } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { createLanguageDetector } from './language-detector';
import { createTranslationBackend } from './translation-backend';

export const languages = ['en', 'es', 'hi'] as const;
export type Language = (typeof languages)[number];
export const fallbackLanguage: Language = 'en';
export const translationLoadPath = '/locales/{{lng}}/translation.json';

export const i18nOptions: InitOptions = {
  fallbackLng: fallbackLanguage,
  supportedLngs: [...languages],
  nonExplicitSupportedLngs: true,
  load: 'languageOnly',
  ns: ['translation'],
  defaultNS: 'translation',
  interpolation: { escapeValue: false },
};

/** Keeps `<html lang>` in step with the language, for screen readers and fonts. */
function followLanguage(lng: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = lng;
}

export function initI18n(): Promise<unknown> {
  i18next.on('languageChanged', followLanguage);
  // The backend loads `translationLoadPath`; the detector looks where `languageDetection` says (language-detector.ts).
  return i18next.use(createTranslationBackend(translationLoadPath)).use(createLanguageDetector()).use(initReactI18next).init(i18nOptions);
}

export { i18next };
