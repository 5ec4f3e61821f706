/** `?aff=` and `?ca=` on arrival become the `affiliateId` and `cashAgentId` cookies (30 days, path /). */

export const referralCookieDays = 30;
const secondsPerDay = 86_400;

export const referralParams = [
  { param: 'aff', cookie: 'affiliateId' },
  { param: 'ca', cookie: 'cashAgentId' },
] as const;

const valueLengthMax = 128;

/** The partner code of an arrival through `?aff=CODE` (the value the `affiliateId` cookie keeps), or null. */
export function affiliateCodeOf(search: string): string | null {
  const value = new URLSearchParams(search).get('aff')?.trim();
  return value && value.length <= valueLengthMax ? value : null;
}

export function referralCookieStrings(search: string): string[] {
  const query = new URLSearchParams(search);
  const cookies: string[] = [];
  for (const { param, cookie } of referralParams) {
    const value = query.get(param)?.trim();
    if (!value || value.length > valueLengthMax) continue;
    const maxAgeSeconds = referralCookieDays * secondsPerDay;
    cookies.push(`${cookie}=${encodeURIComponent(value)}; max-age=${maxAgeSeconds}; path=/; SameSite=Lax`);
  }
  return cookies;
}

export function saveReferralCookies(search: string = window.location.search, doc: Document = document): void {
  for (const cookie of referralCookieStrings(search)) doc.cookie = cookie;
}

export function readCookie(name: string, doc: Document = document): string | null {
  for (const part of doc.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}
