/**
 * CMS pages (issue 15, PRODUCT.md section 9): the rules both the server and the editor's preview
 * follow. Pure: no I/O, no clock.
 */

/** The languages a page may be written in; `en` is the fallback a reader gets when theirs is missing. */
export const pageLanguages = ['en', 'es', 'hi'] as const;
export type PageLanguage = (typeof pageLanguages)[number];
export const pageFallbackLanguage: PageLanguage = 'en';

/** Per language: a draft until published; publishing shows the saved version it points at. */
export const pageStatuses = ['draft', 'published'] as const;
export type PageStatus = (typeof pageStatuses)[number];

/** Why a version exists: a staff save, a restore of an older version, or the starter content. */
export const pageVersionOrigins = ['save', 'restore', 'starter'] as const;
export type PageVersionOrigin = (typeof pageVersionOrigins)[number];

export const pageSlugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const pageSlugLengthMax = 80;
export const pageTitleLengthMax = 200;
/** Long enough for full terms and conditions; bounded so a save stays a small request. */
export const pageBodyLengthMax = 100_000;

/**
 * The markdown-it options of every rendering (server and the editor's preview), so the preview
 * matches what readers get: no raw HTML (it is shown as text), bare URLs become links.
 */
export const pageMarkdownOptions = { html: false, linkify: true, typographer: false, breaks: false } as const;

/** `&#106;` / `&#x6a;` back to their characters, so `java&#115;cript:` is seen for what it is. */
function decodeNumericEntities(text: string): string {
  return text.replace(/&#(x[0-9a-f]+|\d+);?/gi, (_, code: string) => {
    const value = code.startsWith('x') || code.startsWith('X') ? Number.parseInt(code.slice(1), 16) : Number.parseInt(code, 10);
    return Number.isFinite(value) && value > 0 && value <= 0x10ffff ? String.fromCodePoint(value) : '';
  });
}

/** What a reader's browser would see once entities, control characters and spaces are gone. */
function normalisedForScan(body: string): string {
  return decodeNumericEntities(body)
    .replace(/&colon;/gi, ':')
    .replace(/&tab;|&newline;/gi, '')
    // Control characters and spaces (browsers drop them inside a URL scheme).
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0020\u007f]+/g, ' ');
}

export type UnsafeMarkdownKind = 'script' | 'eventHandler' | 'javascriptUrl';

/**
 * The first unsafe construct in a Markdown body, or null. The renderer would neutralise these
 * anyway (raw HTML off, sanitiser after); refusing them on save tells the author at once that the
 * page would not show what they wrote.
 */
export function unsafeMarkdownKind(body: string): UnsafeMarkdownKind | null {
  const scan = normalisedForScan(body);
  if (/<\s*script\b/i.test(body) || /<\s*script\b/i.test(scan)) return 'script';
  // An on* attribute inside a tag, or `onerror=` written bare (prose never glues a word to `=`).
  if (/<[a-z][^>]*\son[a-z]+\s*=/i.test(scan) || /\bon[a-z]+=/i.test(body)) return 'eventHandler';
  if (/(?:java|vb)\s*script\s*:/i.test(scan)) return 'javascriptUrl';
  return null;
}

export const unsafeMarkdownMessages: Record<UnsafeMarkdownKind, string> = {
  script: 'must not contain <script> tags',
  eventHandler: 'must not contain inline event handlers (onerror=, onclick=, ...)',
  javascriptUrl: 'must not contain javascript: links',
};

/** The first `lengthMax` characters of a body as one line (audit entries, version lists). */
export function pageExcerpt(body: string, lengthMax = 160): string {
  const line = body.replace(/\s+/g, ' ').trim();
  return line.length <= lengthMax ? line : `${line.slice(0, lengthMax - 1)}…`;
}

/** The language a reader gets: theirs when published, else the fallback's, else none. */
export function pickPageLanguage(requested: string | undefined, published: readonly PageLanguage[]): PageLanguage | null {
  const wanted = pageLanguages.find((language) => language === requested);
  if (wanted && published.includes(wanted)) return wanted;
  return published.includes(pageFallbackLanguage) ? pageFallbackLanguage : null;
}
