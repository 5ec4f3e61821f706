import { defaultsEn } from './defaults-en';
import { defaultsEs } from './defaults-es';
import { defaultsHi } from './defaults-hi';

/**
 * Every e-mail the product sends is a template: a key, the variables it may use (declared once,
 * with a sample value for previews), and default content per language. Staff may override the
 * subject, the Markdown body (HTML part) and the text part per language; the defaults live here.
 */
export const mailLanguages = ['en', 'es', 'hi'] as const;
export type MailLanguage = (typeof mailLanguages)[number];
export const mailLanguageDefault: MailLanguage = 'en';

export function isMailLanguage(value: unknown): value is MailLanguage {
  return typeof value === 'string' && (mailLanguages as readonly string[]).includes(value);
}

/**
 * The mail language of an `Accept-Language` header: the first supported language by the header's
 * order of preference (`es-MX;q=0.9` counts as `es`), else the default.
 */
export function mailLanguageFromHeader(header: string | undefined): MailLanguage {
  const ranked = (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = Number(params.find((param) => param.trim().startsWith('q='))?.trim().slice(2) ?? '1');
      return { language: tag.trim().toLowerCase().split('-')[0] ?? '', q: Number.isFinite(q) ? q : 0, index };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked.map((entry) => entry.language).find(isMailLanguage) ?? mailLanguageDefault;
}

export const mailTemplateKeys = [
  'verifyEmail',
  'resetPassword',
  'passwordChanged',
  'depositCredited',
  'withdrawalPaid',
  'withdrawalRejected',
  'selfExclusionConfirmed',
  'timeOutConfirmed',
  'partnerPayout',
  'supportGuestReply',
] as const;
export type MailTemplateKey = (typeof mailTemplateKeys)[number];

export function isMailTemplateKey(value: unknown): value is MailTemplateKey {
  return typeof value === 'string' && (mailTemplateKeys as readonly string[]).includes(value);
}

/** `url` variables are the only ones a link may point to; their values must be http(s) URLs. */
export type MailVariableKind = 'text' | 'url';
export type MailVariable = { name: string; kind: MailVariableKind; sample: string };

/** The editable parts: `body` is Markdown (no HTML) placed in the fixed branded layout. */
export type MailTemplateContent = { subject: string; body: string; text: string };

const text = (name: string, sample: string): MailVariable => ({ name, kind: 'text', sample });
const url = (name: string, sample: string): MailVariable => ({ name, kind: 'url', sample });

const username = text('username', 'alex_88');
const amount = text('amount', '250.00 EUR');
const reference = text('reference', 'a1b2c3d4');

export const mailTemplateVariables: Record<MailTemplateKey, readonly MailVariable[]> = {
  verifyEmail: [username, url('link', 'https://oddsmith.example/login?verify=sample-token')],
  resetPassword: [username, url('link', 'https://oddsmith.example/reset-password?token=sample-token'), text('expiresInMinutes', '60')],
  passwordChanged: [username, text('changedAt', '2026-11-24 14:05 UTC'), url('resetLink', 'https://oddsmith.example/reset-password')],
  depositCredited: [username, amount, reference],
  withdrawalPaid: [username, amount, reference],
  withdrawalRejected: [username, amount, reference, text('reason', 'The payout details do not match the account holder.')],
  selfExclusionConfirmed: [username, text('until', '2027-05-24 14:05 UTC')],
  timeOutConfirmed: [username, text('until', '2026-12-01 14:05 UTC')],
  partnerPayout: [text('partnerName', 'Acme Media'), amount, text('period', '2026-10'), reference],
  supportGuestReply: [text('name', 'Alex'), text('answer', 'Your account is unlocked: please try to log in again.'), url('link', 'https://oddsmith.example/login')],
};

export const mailTemplateDefaults: Record<MailLanguage, Record<MailTemplateKey, MailTemplateContent>> = {
  en: defaultsEn,
  es: defaultsEs,
  hi: defaultsHi,
};

export function defaultMailTemplate(key: MailTemplateKey, language: MailLanguage): MailTemplateContent {
  return mailTemplateDefaults[language][key];
}

/** The sample values of a template's variables (previews and "send a test to me"). */
export function sampleMailValues(key: MailTemplateKey): Record<string, string> {
  return Object.fromEntries(mailTemplateVariables[key].map((variable) => [variable.name, variable.sample]));
}

/** The fixed layout's texts around the staff-edited body. */
export const mailLayoutTexts: Record<MailLanguage, { footer: string; brand: string; noReason: string }> = {
  en: { brand: 'Oddsmith', footer: 'You receive this e-mail because you have an Oddsmith account. Play responsibly: 18+ only.', noReason: 'No reason was given; please contact support.' },
  es: {
    brand: 'Oddsmith',
    footer: 'Recibes este correo porque tienes una cuenta en Oddsmith. Juega con responsabilidad: solo mayores de 18 años.',
    noReason: 'No se indicó ningún motivo; contacta con soporte.',
  },
  hi: { brand: 'Oddsmith', footer: 'आपको यह ई-मेल इसलिए मिला है क्योंकि आपका Oddsmith खाता है। ज़िम्मेदारी से खेलें: केवल 18+।', noReason: 'कोई कारण नहीं बताया गया; कृपया सहायता से संपर्क करें।' },
};
