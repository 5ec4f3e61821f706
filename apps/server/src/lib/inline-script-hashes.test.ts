import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes } from './inline-script-hashes';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

describe('inlineScriptHashes', () => {
  it('hashes each inline script exactly as written between its tags', () => {
    const boot = '\n(function () { document.documentElement.dataset.x = "1"; })();\n';
    const html = `<!doctype html><head><script>${boot}</script><script type="module" crossorigin src="/assets/index-1.js"></script></head>`;
    expect(inlineScriptHashes(html)).toEqual([sha256(boot)]);
  });

  it('answers nothing for a page of script files only, and one source per distinct text', () => {
    expect(inlineScriptHashes('<script src="/a.js"></script><SCRIPT SRC="/b.js"></SCRIPT><script></script>')).toEqual([]);
    expect(inlineScriptHashes('<script>a()</script><script>a()</script><script>b()</script>')).toEqual([sha256('a()'), sha256('b()')]);
  });

  it('a changed character is a different source (an injected or edited script does not run)', () => {
    expect(inlineScriptHashes('<script>a()</script>')).not.toEqual(inlineScriptHashes('<script>a() </script>'));
  });
});
