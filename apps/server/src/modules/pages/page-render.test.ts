import { describe, expect, it } from 'vitest';
import { renderPageHtml, sanitisePageHtml } from './page-render';

describe('page rendering', () => {
  it('renders Markdown with linkify; external links get rel, internal ones do not', () => {
    const html = renderPageHtml('# Title\n\nSee https://example.com and [FAQ](/view-page/faq) or [mail](mailto:a@b.co).');
    expect(html).toContain('<h1>Title</h1>');
    expect(html).toContain('<a href="https://example.com" rel="noopener noreferrer">https://example.com</a>');
    expect(html).toContain('<a href="/view-page/faq">FAQ</a>');
    expect(html).toContain('<a href="mailto:a@b.co">mail</a>');
  });

  it('shows raw HTML in the body as text (markdown-it html: false)', () => {
    expect(renderPageHtml('<b>x</b>')).toBe('<p>&lt;b&gt;x&lt;/b&gt;</p>\n');
  });

  it('the sanitiser strips scripts, styles, iframes and event handlers', () => {
    const html = sanitisePageHtml('<p onclick="x()">a</p><script>alert(1)</script><style>p{}</style><iframe src="https://e.com"></iframe><img src="https://e.com/a.png" onerror="alert(1)">');
    expect(html).toBe('<p>a</p><img src="https://e.com/a.png" />');
  });

  it('the sanitiser drops javascript:, data: and vbscript: URLs and keeps safe ones', () => {
    const html = sanitisePageHtml('<a href="javascript:alert(1)">a</a><a href="JaVaScRiPt:alert(1)">b</a><a href="data:text/html,x">c</a><img src="data:image/png;base64,AA"><a href="vbscript:x">d</a>');
    expect(html).not.toMatch(/javascript|data:|vbscript/i);
    expect(html).toBe('<a>a</a><a>b</a><a>c</a><a>d</a>');
  });

  it('a rel written by the author is replaced, and only external links get one', () => {
    expect(sanitisePageHtml('<a href="https://e.com" rel="opener">x</a>')).toBe('<a href="https://e.com" rel="noopener noreferrer">x</a>');
    expect(sanitisePageHtml('<a href="/faq" rel="opener">x</a>')).toBe('<a href="/faq">x</a>');
  });

  it('markdown-it refuses a javascript: link target on its own', () => {
    expect(renderPageHtml('[x](javascript:alert(1))')).not.toContain('href');
  });
});
