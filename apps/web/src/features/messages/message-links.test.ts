import { describe, expect, it } from 'vitest';
import { linkParts } from './message-links';

describe('linkParts', () => {
  it('finds http and https links and leaves the sentence punctuation out', () => {
    expect(linkParts('See https://oddsmith.example/promo?a=1&b=2. Or http://x.org/a_(b)!')).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'link', text: 'https://oddsmith.example/promo?a=1&b=2', href: 'https://oddsmith.example/promo?a=1&b=2' },
      { kind: 'text', text: '. Or ' },
      { kind: 'link', text: 'http://x.org/a_(b', href: 'http://x.org/a_(b' },
      { kind: 'text', text: ')!' },
    ]);
  });

  it('never links anything but http(s): javascript:, data:, a bare www. and markup stay text', () => {
    const text = 'javascript:alert(1) data:text/html,<b>x</b> www.example.com <a href="https://evil.example">x</a>';
    const parts = linkParts(text);
    expect(parts.filter((part) => part.kind === 'link').map((part) => part.href)).toEqual(['https://evil.example/']);
    expect(parts.map((part) => part.text).join('')).toBe(text);
    expect(linkParts('JAVASCRIPT://%0aalert(1)')).toEqual([{ kind: 'text', text: 'JAVASCRIPT://%0aalert(1)' }]);
  });

  it('keeps plain text as one part', () => {
    expect(linkParts('Hello\nthere')).toEqual([{ kind: 'text', text: 'Hello\nthere' }]);
    expect(linkParts('')).toEqual([]);
  });
});
