import { pageMarkdownOptions } from '@oddsmith/core';
import MarkdownIt from 'markdown-it';
import sanitizeHtml from 'sanitize-html';

/**
 * A page's Markdown becomes HTML once, when it is saved (the version row keeps both): markdown-it
 * with raw HTML off, then sanitize-html with an allow-list, so even a body that slipped past the
 * save checks cannot carry a script, an event handler or a javascript:/data: link to a reader.
 */
const markdown = new MarkdownIt(pageMarkdownOptions);

/** A link that leaves the site: absolute http(s) or protocol-relative. */
function isExternal(href: string): boolean {
  return /^(?:https?:)?\/\//i.test(href.trim());
}

const sanitizeOptions: sanitizeHtml.IOptions = {
  allowedTags: ['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'br', 'hr', 'ul', 'ol', 'li', 'blockquote', 'pre', 'code', 'em', 'strong', 's', 'a', 'img', 'table', 'thead', 'tbody', 'tr', 'th', 'td'],
  allowedAttributes: { a: ['href', 'title', 'rel'], img: ['src', 'alt', 'title'], ol: ['start'], th: ['style'], td: ['style'], code: ['class'] },
  allowedStyles: { th: { 'text-align': [/^(left|right|center)$/] }, td: { 'text-align': [/^(left|right|center)$/] } },
  allowedClasses: { code: [/^language-[a-z0-9-]+$/] },
  // Relative links (`/view-page/faq`, `#part`) stay; absolute ones only on these schemes.
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // An image whose source was refused would be an empty box.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
  transformTags: {
    a: (tagName, attribs) => {
      const { rel: _rel, ...rest } = attribs;
      return { tagName, attribs: rest.href && isExternal(rest.href) ? { ...rest, rel: 'noopener noreferrer' } : rest };
    },
  },
};

/** Any HTML through the page allow-list. */
export function sanitisePageHtml(html: string): string {
  return sanitizeHtml(html, sanitizeOptions);
}

/** A page body (Markdown) as the HTML readers get. */
export function renderPageHtml(body: string): string {
  return sanitisePageHtml(markdown.render(body));
}
