import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bootScriptTag, inlineBootScriptInto, withoutCommentLines } from './inline-boot-script';

const indexHtml = readFileSync(join(__dirname, '..', 'index.html'), 'utf8');
const bootScript = readFileSync(join(__dirname, '..', 'boot', 'theme-boot.js'), 'utf8');

describe('inlineBootScriptInto', () => {
  it("writes the boot script into index.html's head in place of its tag, without its comment lines", () => {
    const html = inlineBootScriptInto(indexHtml, bootScript);
    expect(html).not.toContain('/theme-boot.js');
    const inline = /<head>[\s\S]*?<script>\n([\s\S]*?)\n<\/script>[\s\S]*<\/head>/.exec(html)?.[1] ?? '';
    expect(inline).toBe(withoutCommentLines(bootScript));
    expect(inline).toContain("root.setAttribute('data-boot-lang', language);");
    expect(inline).not.toMatch(/^\s*\/\//m);
    // Before the shell's styles and body: it runs before the first paint.
    expect(html.indexOf(inline)).toBeLessThan(html.indexOf('<style>'));
  });

  it('leaves code lines as written (a "$" pattern, a comment after code, a URL)', () => {
    const script = "// about\na('$&'); // kept\n\n  /* global x */\nvar u = 'http://x';";
    expect(inlineBootScriptInto(`<head>${bootScriptTag}</head>`, script)).toBe("<head><script>\na('$&'); // kept\nvar u = 'http://x';\n</script></head>");
  });

  it('fails the build when the tag is gone or the script would close the tag early', () => {
    expect(() => inlineBootScriptInto('<head></head>', 'a();')).toThrow(/missing/);
    expect(() => inlineBootScriptInto(indexHtml, 'var s = "</script>";')).toThrow(/would end/);
  });
});
