import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/** Where index.html asks for the boot script; the build writes the script's text in its place. */
export const bootScriptTag = '<script src="/theme-boot.js"></script>';

/** The script without its whole-line comments and blank lines: every page carries it. */
export function withoutCommentLines(script: string): string {
  return script
    .split('\n')
    .filter((line) => !/^\s*(\/\/.*|\/\*.*\*\/\s*)?$/.test(line))
    .join('\n');
}

/** `html` with the boot script's tag replaced by the script itself (one tag, its comment lines left out). */
export function inlineBootScriptInto(html: string, script: string): string {
  if (!html.includes(bootScriptTag)) throw new Error(`index.html: ${bootScriptTag} is missing`);
  if (script.includes('</script')) throw new Error('boot/theme-boot.js: "</script" would end the inline tag');
  return html.replace(bootScriptTag, () => `<script>\n${withoutCommentLines(script)}\n</script>`);
}

/**
 * The theme boot (boot/theme-boot.js) inline in index.html's head, in development and in the build:
 * the static shell paints without waiting for a script file (Lighthouse counted it as the one
 * render-blocking request, about 150 ms on its slow 4G). The server's CSP allows it by its hash,
 * read from the built index.html at start (apps/server/src/lib/inline-script-hashes.ts).
 */
export function inlineBootScript(): Plugin {
  const bootScriptPath = fileURLToPath(new URL('../boot/theme-boot.js', import.meta.url));
  return {
    name: 'oddsmith:inline-boot-script',
    transformIndexHtml: { order: 'pre', handler: (html) => inlineBootScriptInto(html, readFileSync(bootScriptPath, 'utf8')) },
  };
}
