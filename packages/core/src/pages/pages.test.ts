import { describe, expect, it } from 'vitest';
import { pageExcerpt, pageSlugPattern, pickPageLanguage, unsafeMarkdownKind } from './pages';

describe('unsafeMarkdownKind', () => {
  it('accepts ordinary Markdown, including the words "on" and "script" in prose', () => {
    expect(unsafeMarkdownKind('# Terms\n\nRead [our FAQ](/view-page/faq) or https://example.com. The script of a film; one = 1.')).toBeNull();
    expect(unsafeMarkdownKind('Write to [us](mailto:help@example.com).')).toBeNull();
  });

  it('finds script tags, also spaced or upper case', () => {
    expect(unsafeMarkdownKind('<script>alert(1)</script>')).toBe('script');
    expect(unsafeMarkdownKind('text < SCRIPT src=x>')).toBe('script');
  });

  it('finds inline event handlers in tags and bare', () => {
    expect(unsafeMarkdownKind('<img src=x onerror="alert(1)">')).toBe('eventHandler');
    expect(unsafeMarkdownKind('<a href="#" onClick = "x()">a</a>')).toBe('eventHandler');
    expect(unsafeMarkdownKind('onmouseover=alert(1)')).toBe('eventHandler');
  });

  it('finds javascript: links, also hidden behind entities or whitespace', () => {
    expect(unsafeMarkdownKind('[x](javascript:alert(1))')).toBe('javascriptUrl');
    expect(unsafeMarkdownKind('[x](JaVaScRiPt:alert(1))')).toBe('javascriptUrl');
    expect(unsafeMarkdownKind('[x](java&#115;cript:alert(1))')).toBe('javascriptUrl');
    expect(unsafeMarkdownKind('[x](java\tscript&colon;alert(1))')).toBe('javascriptUrl');
    expect(unsafeMarkdownKind('[x](vbscript:msgbox)')).toBe('javascriptUrl');
  });
});

describe('page helpers', () => {
  it('slugs are lower-case words joined by single hyphens', () => {
    expect(pageSlugPattern.test('responsible-gambling')).toBe(true);
    expect(pageSlugPattern.test('faq2')).toBe(true);
    for (const bad of ['Terms', 'a--b', '-a', 'a-', 'a b', 'ñ', '']) expect(pageSlugPattern.test(bad)).toBe(false);
  });

  it('an excerpt is one trimmed line, cut with an ellipsis', () => {
    expect(pageExcerpt('# A\n\n  b  c ')).toBe('# A b c');
    expect(pageExcerpt('x'.repeat(20), 10)).toBe(`${'x'.repeat(9)}…`);
  });

  it('a reader gets their language when published, else English, else nothing', () => {
    expect(pickPageLanguage('es', ['en', 'es'])).toBe('es');
    expect(pickPageLanguage('hi', ['en', 'es'])).toBe('en');
    expect(pickPageLanguage('fr', ['en'])).toBe('en');
    expect(pickPageLanguage(undefined, ['en'])).toBe('en');
    expect(pickPageLanguage('es', ['es'])).toBe('es');
    expect(pickPageLanguage('hi', ['es'])).toBeNull();
  });
});
