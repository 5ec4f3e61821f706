import { describe, expect, it } from 'vitest';
import {
  defaultMailTemplate,
  mailLanguageFromHeader,
  mailLanguages,
  mailTemplateDefaults,
  mailTemplateKeys,
  mailTemplateVariables,
  sampleMailValues,
} from './catalogue';
import { checkMailTemplate, checkMailValues, escapeHtml, extractMailVariables, fillMailHtml, fillMailText, mailLayoutMjml } from './template';

const reset = defaultMailTemplate('resetPassword', 'en');

describe('the template catalogue', () => {
  it('has every template in every language, each valid and using only its declared variables', () => {
    for (const language of mailLanguages) {
      expect(Object.keys(mailTemplateDefaults[language]).sort()).toEqual([...mailTemplateKeys].sort());
      for (const key of mailTemplateKeys) {
        const content = defaultMailTemplate(key, language);
        expect(checkMailTemplate(key, content), `${key}/${language}`).toBeNull();
        const declared = mailTemplateVariables[key].map((variable) => variable.name);
        for (const name of extractMailVariables(content.subject + content.body + content.text)) expect(declared).toContain(name);
      }
    }
  });

  it('gives every variable a sample value and url variables an https sample', () => {
    for (const key of mailTemplateKeys) {
      expect(checkMailValues(key, sampleMailValues(key))).toBeNull();
      for (const variable of mailTemplateVariables[key]) if (variable.kind === 'url') expect(variable.sample).toMatch(/^https:\/\//);
    }
  });

  it('reads the mail language from Accept-Language by preference, else English', () => {
    expect(mailLanguageFromHeader('es-MX,es;q=0.9,en;q=0.8')).toBe('es');
    expect(mailLanguageFromHeader('fr-FR,hi;q=0.5,en;q=0.4')).toBe('hi');
    expect(mailLanguageFromHeader('en;q=0.2,hi;q=0.9')).toBe('hi');
    expect(mailLanguageFromHeader('de')).toBe('en');
    expect(mailLanguageFromHeader(undefined)).toBe('en');
  });
});

describe('checking staff edits', () => {
  it('refuses an unknown variable in any part, naming the field and the variable', () => {
    expect(checkMailTemplate('resetPassword', { ...reset, subject: 'Hi {{foo}}' })).toMatchObject({ field: 'subject', message: expect.stringContaining('{{foo}}') });
    expect(checkMailTemplate('resetPassword', { ...reset, body: 'Hi {{ amount }}' })).toMatchObject({ field: 'body', message: expect.stringContaining('unknown variable {{amount}}') });
    expect(checkMailTemplate('resetPassword', { ...reset, text: 'Hi {{user-name}}' })).toMatchObject({ field: 'text' });
  });

  it('refuses unclosed variables, empty parts and a multi-line subject', () => {
    expect(checkMailTemplate('resetPassword', { ...reset, body: 'Hi {{username}' })).toMatchObject({ field: 'body', message: expect.stringContaining('not closed') });
    expect(checkMailTemplate('resetPassword', { ...reset, text: '  ' })).toMatchObject({ field: 'text', message: 'text: Required' });
    expect(checkMailTemplate('resetPassword', { ...reset, subject: 'a\nBcc: x' })).toMatchObject({ field: 'subject' });
  });

  it('refuses any HTML in the body: scripts, inline handlers, images', () => {
    for (const body of ['<script>alert(1)</script>', 'Hi <img src=x onerror=alert(1)>', '<a href="https://x.test">x</a>', '<!-- x -->', '<svg/onload=alert(1)>']) {
      expect(checkMailTemplate('resetPassword', { ...reset, body }), body).toMatchObject({ field: 'body', message: expect.stringContaining('HTML is not allowed') });
    }
    // A lone "<" in prose is fine.
    expect(checkMailTemplate('resetPassword', { ...reset, body: 'Stakes < 5 EUR and 3 > 2 [go]({{link}})' })).toBeNull();
  });

  it('lets links point only to url variables, https or mailto', () => {
    expect(checkMailTemplate('resetPassword', { ...reset, body: '[x](javascript:alert(1))' })).toMatchObject({ field: 'body', message: expect.stringContaining('javascript:alert(1') });
    expect(checkMailTemplate('resetPassword', { ...reset, body: '[x](http://evil.test)' })).toMatchObject({ field: 'body' });
    expect(checkMailTemplate('resetPassword', { ...reset, body: '[x]: data:text/html,hi\n\n[x]' })).toMatchObject({ field: 'body' });
    expect(checkMailTemplate('resetPassword', { ...reset, body: '[x]({{username}})' })).toMatchObject({ field: 'body', message: expect.stringContaining('not a link variable') });
    expect(checkMailTemplate('resetPassword', { ...reset, body: '[x]({{link}}) [help](https://help.test/a?b=1) [mail](mailto:help@x.test)' })).toBeNull();
  });
});

describe('rendering', () => {
  it('escapes values in the HTML part and keeps them as typed in the text part', () => {
    const values = { username: '<b>"Al" & \'Bo\'</b>' };
    expect(fillMailHtml('<p>Hi {{username}}</p><a href="{{ username }}">', values)).toBe(
      '<p>Hi &lt;b&gt;&quot;Al&quot; &amp; &#39;Bo&#39;&lt;/b&gt;</p><a href="&lt;b&gt;&quot;Al&quot; &amp; &#39;Bo&#39;&lt;/b&gt;">',
    );
    expect(fillMailText('Hi {{username}}', values)).toBe('Hi <b>"Al" & \'Bo\'</b>');
    expect(escapeHtml('<>&"\'')).toBe('&lt;&gt;&amp;&quot;&#39;');
  });

  it('keeps a subject on one line whatever the values hold', () => {
    expect(fillMailText('Hi {{username}}', { username: 'a\r\nBcc: b' }, true)).toBe('Hi a Bcc: b');
  });

  it('checks the values a mail is rendered with: each declared one, url ones http(s)', () => {
    expect(checkMailValues('resetPassword', { username: 'a', expiresInMinutes: '60' })).toBe('values.link: Required');
    expect(checkMailValues('resetPassword', { ...sampleMailValues('resetPassword'), link: 'javascript:alert(1)' })).toBe('values.link: must be an http(s) address');
  });

  it('wraps the body in the branded layout in the mail language, the title escaped', () => {
    const mjml = mailLayoutMjml('es', '<p>Hola</p>', 'A & B');
    expect(mjml).toContain('<mjml lang="es">');
    expect(mjml).toContain('<mj-title>A &amp; B</mj-title>');
    expect(mjml).toContain('<p>Hola</p>');
    expect(mjml).toContain('Juega con responsabilidad');
  });
});
