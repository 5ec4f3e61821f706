import { mailLayoutTexts, mailTemplateVariables, type MailLanguage, type MailTemplateContent, type MailTemplateKey, type MailVariable } from './catalogue';

/** `{{ name }}`: a variable; names are letters and digits, starting with a letter. */
const placeholderPattern = /\{\{\s*([^{}]*?)\s*\}\}/g;
const variableNamePattern = /^[A-Za-z][A-Za-z0-9]*$/;

export const mailSubjectMax = 200;
export const mailBodyMax = 20_000;

/** A refused template: the field (`subject`, `body`, `text`) and a message that names it. */
export type MailTemplateProblem = { field: keyof MailTemplateContent; message: string };

/** The variable names a text uses, in order of first use. */
export function extractMailVariables(source: string): string[] {
  const names = new Set<string>();
  for (const match of source.matchAll(placeholderPattern)) names.add(match[1] ?? '');
  return [...names];
}

function checkPlaceholders(field: keyof MailTemplateContent, source: string, declared: readonly MailVariable[]): MailTemplateProblem | null {
  const known = new Set(declared.map((variable) => variable.name));
  for (const name of extractMailVariables(source)) {
    if (!variableNamePattern.test(name) || !known.has(name)) {
      return { field, message: `${field}: unknown variable {{${name}}}; this template knows ${[...known].map((n) => `{{${n}}}`).join(', ')}` };
    }
  }
  // What is left after the placeholders must hold no stray braces (a typo like `{{name}` or `{link}}`).
  const rest = source.replace(placeholderPattern, '');
  if (rest.includes('{{') || rest.includes('}}')) return { field, message: `${field}: a variable is not closed; write it as {{name}}` };
  return null;
}

/** Markdown link targets: `[label](target)` and `[label]: target` references. */
const linkTargetPattern = /\]\(\s*<?([^)\s>]*)>?[^)]*\)|^\s*\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)/gm;
const htmlTagPattern = /<\/?[A-Za-z!?][^>]*>?/;

/**
 * The body is Markdown inside the fixed layout: no HTML at all (so no script, no inline handler,
 * no style), and a link may point only to a declared URL variable, an https address or mailto.
 */
function checkBody(body: string, declared: readonly MailVariable[]): MailTemplateProblem | null {
  const tag = htmlTagPattern.exec(body);
  if (tag) return { field: 'body', message: `body: HTML is not allowed (found ${tag[0].slice(0, 40)}); write Markdown` };
  for (const match of body.matchAll(linkTargetPattern)) {
    const target = match[1] ?? match[2] ?? '';
    const variable = /^\{\{([A-Za-z][A-Za-z0-9]*)\}\}$/.exec(target)?.[1];
    if (variable !== undefined) {
      const known = declared.find((candidate) => candidate.name === variable);
      if (known && known.kind !== 'url') return { field: 'body', message: `body: {{${variable}}} is not a link variable and cannot be a link target` };
      continue;
    }
    if (!/^(https:\/\/[^\s{}]+|mailto:[^\s{}]+)$/i.test(target)) {
      return { field: 'body', message: `body: a link must point to a link variable, an https:// address or mailto: (found ${target.slice(0, 60) || 'nothing'})` };
    }
  }
  return null;
}

function checkLength(field: keyof MailTemplateContent, value: string, max: number): MailTemplateProblem | null {
  if (value.trim() === '') return { field, message: `${field}: Required` };
  if (value.length > max) return { field, message: `${field}: at most ${max} characters` };
  return null;
}

/** The first problem of staff-edited content for `key`, or null when it may be saved. */
export function checkMailTemplate(key: MailTemplateKey, content: MailTemplateContent): MailTemplateProblem | null {
  const declared = mailTemplateVariables[key];
  if (/[\r\n]/.test(content.subject)) return { field: 'subject', message: 'subject: must be one line' };
  return (
    checkLength('subject', content.subject, mailSubjectMax) ??
    checkLength('body', content.body, mailBodyMax) ??
    checkLength('text', content.text, mailBodyMax) ??
    checkPlaceholders('subject', content.subject, declared) ??
    checkPlaceholders('body', content.body, declared) ??
    checkPlaceholders('text', content.text, declared) ??
    checkBody(content.body, declared)
  );
}

export function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

/**
 * The values a mail is rendered with: one per declared variable, url variables http(s) only. The
 * problem names `values.<name>` (the preview's own values) or null.
 */
export function checkMailValues(key: MailTemplateKey, values: Record<string, string>): string | null {
  for (const variable of mailTemplateVariables[key]) {
    const value = values[variable.name];
    if (value === undefined) return `values.${variable.name}: Required`;
    if (variable.kind === 'url' && !/^https?:\/\/\S+$/i.test(value)) return `values.${variable.name}: must be an http(s) address`;
  }
  return null;
}

/** Plain text with the values in place (the text part). A subject is one line: line breaks in values become spaces. */
export function fillMailText(source: string, values: Record<string, string>, oneLine = false): string {
  return source.replace(placeholderPattern, (_whole, name: string) => {
    const value = values[name] ?? '';
    return oneLine ? value.replace(/[\r\n]+/g, ' ') : value;
  });
}

/** Compiled HTML with the values in place, each escaped for HTML (text and attributes alike). */
export function fillMailHtml(html: string, values: Record<string, string>): string {
  return html.replace(placeholderPattern, (_whole, name: string) => escapeHtml(values[name] ?? ''));
}

/**
 * The fixed branded MJML layout around the body's HTML (already rendered from Markdown and
 * sanitised). Responsive by MJML: one column, 600 px at most, full width on a phone.
 */
export function mailLayoutMjml(language: MailLanguage, bodyHtml: string, title: string): string {
  const texts = mailLayoutTexts[language];
  return `<mjml lang="${language}">
  <mj-head>
    <mj-title>${escapeHtml(title)}</mj-title>
    <mj-attributes>
      <mj-all font-family="Helvetica, Arial, sans-serif" />
      <mj-text font-size="16px" line-height="1.5" color="#1f2933" padding="4px 8px" />
    </mj-attributes>
    <mj-style inline="inline">
      a { color: #0b7a4b; font-weight: bold; }
      h2 { font-size: 22px; margin: 0 0 12px; }
    </mj-style>
  </mj-head>
  <mj-body background-color="#f2f4f7">
    <mj-section background-color="#0b7a4b" padding="16px">
      <mj-column><mj-text color="#ffffff" font-size="22px" font-weight="bold">${escapeHtml(texts.brand)}</mj-text></mj-column>
    </mj-section>
    <mj-section background-color="#ffffff" padding="24px 16px">
      <mj-column><mj-text>${bodyHtml}</mj-text></mj-column>
    </mj-section>
    <mj-section padding="16px">
      <mj-column><mj-text font-size="12px" color="#6b7280" align="center">${escapeHtml(texts.footer)}</mj-text></mj-column>
    </mj-section>
  </mj-body>
</mjml>`;
}
