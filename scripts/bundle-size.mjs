#!/usr/bin/env node
/**
 * The JavaScript a route loads on first visit, from the web build's manifest (apps/web/dist/.vite/manifest.json):
 * the entry (index.html's script) and its static imports, plus each lazy chunk the route renders (the layout and
 * screen the router imports for it) and their static imports, each file counted once, gzip level 9.
 *
 *   node scripts/bundle-size.mjs [distDir]     prints one line per route and the chunks it loads with --verbose
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

/** What each measured route renders lazily, by source module (router.tsx). */
export const routeChunks = {
  '/': ['src/app/routes/landing-route.tsx'],
  '/inplay': ['src/app/layouts/player-layout.tsx', 'src/app/odds/inplay-route.tsx'],
};

/** First-load budget of the issue: JavaScript gzip per route. */
export const budgetBytes = 200 * 1024;

function closure(manifest, keys) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const child of manifest[key].imports ?? []) visit(child);
  };
  keys.forEach(visit);
  return seen;
}

/** `{ route, files: [{ file, gzip }], gzipBytes }` per route; a lazy module missing from the manifest is skipped (it is in the entry). */
export function measureRoutes(distDir, routes = routeChunks) {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8'));
  const entry = Object.keys(manifest).filter((key) => manifest[key].isEntry);
  const gzipOf = (file) => gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length;
  return Object.entries(routes).map(([route, lazy]) => {
    const keys = closure(manifest, [...entry, ...lazy.filter((key) => manifest[key]?.isDynamicEntry)]);
    const files = [...keys].map((key) => ({ file: manifest[key].file, gzip: gzipOf(manifest[key].file) })).sort((a, b) => b.gzip - a.gzip);
    return { route, files, gzipBytes: files.reduce((sum, file) => sum + file.gzip, 0) };
  });
}

export const kb = (bytes) => (bytes / 1024).toFixed(1);

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const distDir = resolve(args.find((arg) => !arg.startsWith('--')) ?? 'apps/web/dist');
  for (const { route, files, gzipBytes } of measureRoutes(distDir)) {
    const verdict = gzipBytes <= budgetBytes ? 'within' : 'OVER';
    console.log(`${route.padEnd(8)} ${kb(gzipBytes).padStart(7)} KB JS gzip in ${files.length} files (${verdict} the ${kb(budgetBytes)} KB budget)`);
    if (args.includes('--verbose')) for (const { file, gzip } of files) console.log(`           ${kb(gzip).padStart(7)} KB  ${file}`);
  }
}
