// Compiles the server for production: one ES module, apps/server/dist/server.js, with our own code
// and @oddsmith/core (TypeScript source) bundled in, and every other package left to node_modules
// (PGlite, argon2 and friends load native or wasm files from their own folders).
import { rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const serverDir = dirname(fileURLToPath(import.meta.url));
const outdir = join(serverDir, 'dist');

/** Bare imports stay external, except the workspace's own TypeScript packages. */
const externalPackagesExceptWorkspace = {
  name: 'external-packages-except-workspace',
  setup(esbuild) {
    esbuild.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@oddsmith/') ? undefined : { path: args.path, external: true }));
  },
};

rmSync(outdir, { recursive: true, force: true });
const started = performance.now();
await build({
  entryPoints: [join(serverDir, 'src', 'server.ts')],
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  sourcemap: 'linked',
  plugins: [externalPackagesExceptWorkspace],
  logLevel: 'warning',
});
console.log(`server built in ${Math.round(performance.now() - started)} ms: ${join(outdir, 'server.js')}`);
