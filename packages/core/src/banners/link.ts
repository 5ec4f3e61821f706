/**
 * Where a banner may send a click: an internal path (one leading `/`, not `//host`, no backslash)
 * or an absolute https URL. Everything else (`javascript:`, `data:`, `http:`, protocol-relative
 * `//evil`, control characters) is refused.
 */
export function isSafeBannerLink(link: string): boolean {
  if (link.length === 0 || /[\s\\]/.test(link) || [...link].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f)) return false;
  if (link.startsWith('/')) return !link.startsWith('//');
  if (!/^https:\/\//i.test(link)) return false;
  try {
    const url = new URL(link);
    return url.protocol === 'https:' && url.hostname.length > 0 && url.username === '' && url.password === '';
  } catch {
    return false;
  }
}
