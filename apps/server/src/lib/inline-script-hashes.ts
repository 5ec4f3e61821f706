import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** An inline `<script>` (no `src`) and its text; the built page writes each as a plain tag. */
const inlineScript = /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi;

/**
 * The CSP sources (`'sha256-…'`) that let exactly these inline scripts of `html` run and no other:
 * the hash is of the script's text as it stands between its tags (CSP Level 2).
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, text = ''] of html.matchAll(inlineScript)) {
    if (text.trim() !== '') hashes.add(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

/** `inlineScriptHashes` of the built web app's index.html, none without a build. */
export function builtPageScriptHashes(webDistDir: string): string[] {
  const page = join(webDistDir, 'index.html');
  return existsSync(page) ? inlineScriptHashes(readFileSync(page, 'utf8')) : [];
}
