/** A piece of a message's plain text: text as written, or an http(s) link found in it. */
export type TextPart = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

/** A candidate link: `http://` or `https://` up to the next space or quote or angle bracket. */
const linkPattern = /https?:\/\/[^\s<>"'`]+/gi;
/** Punctuation that ends a sentence rather than the link ("see https://x.org/a."). */
const trailing = /[.,;:!?)\]}'"]+$/;

/** The link's own URL when it is a well-formed http(s) address, else null (it stays text). */
function safeHref(candidate: string): string | null {
  try {
    const url = new URL(candidate);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * Splits plain text into text and http(s) links. Nothing else becomes a link: `javascript:`,
 * `data:` or a bare `www.` stay text, and the text is never read as HTML.
 */
export function linkParts(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  const push = (piece: string) => {
    if (!piece) return;
    const previous = parts[parts.length - 1];
    if (previous?.kind === 'text') previous.text += piece;
    else parts.push({ kind: 'text', text: piece });
  };
  for (const match of text.matchAll(linkPattern)) {
    const start = match.index;
    const found = match[0].replace(trailing, '');
    const href = safeHref(found);
    push(text.slice(last, start));
    if (href) parts.push({ kind: 'link', text: found, href });
    else push(found);
    last = start + found.length;
  }
  push(text.slice(last));
  return parts;
}
