import { createHash } from 'node:crypto';
import MarkdownIt from 'markdown-it';
import mjml2html from 'mjml';
import sanitizeHtml from 'sanitize-html';
import { fillMailHtml, fillMailText, mailLayoutMjml, type MailLanguage, type MailTemplateContent } from '@oddsmith/core';

/**
 * Markdown without HTML (`html: false` shows any tag as text) and links only to https, mailto or a
 * `{{variable}}` (core's check refuses anything else before a template is saved).
 */
const markdown = new MarkdownIt({ html: false, linkify: false, breaks: true, typographer: false });
// markdown-it hands over the normalised (percent-encoded) target: `{{link}}` arrives as `%7B%7Blink%7D%7D`.
markdown.validateLink = (url) => /^(https:|mailto:|(\{\{|%7B%7B)[A-Za-z][A-Za-z0-9]*(\}\}|%7D%7D)$)/i.test(url.trim());

/** Defence in depth after Markdown: only these tags and attributes reach the layout. */
const sanitizeOptions: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'em', 'a', 'ul', 'ol', 'li', 'h1', 'h2', 'h3', 'blockquote', 'hr', 'code'],
  allowedAttributes: { a: ['href'] },
  allowedSchemes: ['https', 'mailto'],
  allowProtocolRelative: false,
};

/** Markdown encodes the braces of a `{{link}}` target; the placeholder is put back for filling. */
function restorePlaceholders(html: string): string {
  return html.replace(/%7B%7B([A-Za-z][A-Za-z0-9]*)%7D%7D/g, '{{$1}}');
}

export function markdownToSafeHtml(body: string): string {
  return restorePlaceholders(sanitizeHtml(markdown.render(body), sanitizeOptions));
}

/** Compiled layouts by hash of language, subject and body: a template compiles once per content. */
const compiled = new Map<string, string>();
const compiledMax = 200;

/** The responsive HTML of a body in the branded layout, placeholders still in (values are filled per mail). */
export async function compileMailHtml(language: MailLanguage, subject: string, body: string): Promise<string> {
  const cacheKey = createHash('sha256').update(`${language}\u0000${subject}\u0000${body}`).digest('hex');
  const hit = compiled.get(cacheKey);
  if (hit !== undefined) return hit;
  const result = await mjml2html(mailLayoutMjml(language, markdownToSafeHtml(body), subject), { validationLevel: 'strict', keepComments: false });
  if (result.errors.length > 0) throw new Error(`mail layout did not compile: ${result.errors.map((error) => error.formattedMessage).join('; ')}`);
  if (compiled.size >= compiledMax) compiled.clear();
  compiled.set(cacheKey, result.html);
  return result.html;
}

export type RenderedMail = { subject: string; html: string; text: string };

/** One mail from a template's content: subject and text as typed, the HTML part escaped. */
export async function renderMailContent(language: MailLanguage, content: MailTemplateContent, values: Record<string, string>): Promise<RenderedMail> {
  const subject = fillMailText(content.subject, values, true);
  const html = fillMailHtml(await compileMailHtml(language, content.subject, content.body), values);
  return { subject, html, text: fillMailText(content.text, values) };
}
