import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text files worth compressing; images and fonts are compressed already. */
const compressible = /\.(js|mjs|css|html|json|svg|txt|webmanifest|map)$/;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  // Dot folders (Vite's .vite/manifest.json) are never served.
  const nested = await Promise.all(
    entries
      .filter((entry) => !entry.name.startsWith('.'))
      .map((entry) => (entry.isDirectory() ? filesUnder(join(dir, entry.name)) : Promise.resolve([join(dir, entry.name)]))),
  );
  return nested.flat();
}

/** Writes `file.br` and `file.gz` beside `file`, each only when it is smaller than the original. */
async function compressFile(file: string): Promise<number> {
  const source = await readFile(file);
  const [br, gz] = await Promise.all([
    brotli(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: source.length } }),
    gzipAsync(source, { level: 9 }),
  ]);
  let written = 0;
  for (const [extension, bytes] of [['.br', br], ['.gz', gz]] as const) {
    if (bytes.length >= source.length) continue;
    await writeFile(file + extension, bytes);
    written += 1;
  }
  return written;
}

/**
 * After the build, precompresses every text file of the output (assets, index.html, locales) with
 * brotli (quality 11) and gzip (level 9), so the server sends them by Accept-Encoding without
 * compressing per request (apps/server/src/plugins/web.ts).
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'oddsmith:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir.startsWith('/') ? config.build.outDir : join(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = (await filesUnder(outDir)).filter((file) => compressible.test(file));
      const sizes = await Promise.all(files.map(async (file) => ((await stat(file)).size > 0 ? compressFile(file) : 0)));
      this.info?.(`precompressed ${files.length} files (${sizes.reduce((sum, count) => sum + count, 0)} .br/.gz written)`);
    },
  };
}
