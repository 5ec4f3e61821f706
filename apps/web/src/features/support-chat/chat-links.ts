/** One piece of a chat message: plain text, or an http(s) link. */
export type ChatPart = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

const linkPattern = /https?:\/\/[^\s<>"'`]+/gi;
const trailingPunctuation = /[.,;:!?)\]}]+$/;

/** The URL when `text` is a well-formed http or https address, else null (anything else stays text). */
export function safeHref(text: string): string | null {
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * Splits plain text into text and http(s) links. Only `http://` and `https://` addresses become
 * links (`javascript:`, `data:` and markup stay text); the caller renders parts as React text and
 * anchors, never as HTML.
 */
export function chatParts(body: string): ChatPart[] {
  const parts: ChatPart[] = [];
  let last = 0;
  for (const match of body.matchAll(linkPattern)) {
    const raw = match[0].replace(trailingPunctuation, '');
    const start = match.index;
    const href = raw ? safeHref(raw) : null;
    if (!href) continue;
    if (start > last) parts.push({ kind: 'text', text: body.slice(last, start) });
    parts.push({ kind: 'link', text: raw, href });
    last = start + raw.length;
  }
  if (last < body.length) parts.push({ kind: 'text', text: body.slice(last) });
  return parts;
}
