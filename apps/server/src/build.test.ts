import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot } from './config';

const serverDir = join(repoRoot, 'apps', 'server');
const readyTimeoutMs = 60_000;

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function waitForHealth(baseUrl: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + readyTimeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`compiled server exited with code ${child.exitCode}`);
    const ok = await fetch(`${baseUrl}/healthz`).then((response) => response.ok, () => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('compiled server not healthy in time');
}

describe('the compiled server (npm run build, then npm start)', () => {
  // The real output folder: what `npm start` runs is what is tested (it is rebuilt by every build).
  const outdir = join(serverDir, 'dist');
  let child: ChildProcess | undefined;
  afterAll(() => {
    if (child?.exitCode === null) child.kill('SIGKILL');
  });

  it('bundles our code and core into one module that plain node runs: migrations, demo seed, API', async () => {
    const built = spawnSync(process.execPath, ['build.mjs'], { cwd: serverDir, encoding: 'utf8' });
    expect(built.stderr).toBe('');
    expect(built.status).toBe(0);
    const bundle = readFileSync(join(outdir, 'server.js'), 'utf8');
    // Core is TypeScript source: it must be inside the bundle, not imported at run time.
    expect(bundle).not.toMatch(/from ["']@oddsmith\/core["']/);
    expect(bundle).not.toMatch(/from ["'][^"']+\.ts["']/);

    const port = await freePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    child = spawn(process.execPath, [join(outdir, 'server.js')], {
      // Another working directory on purpose: the server finds its migrations and data folder itself.
      cwd: outdir,
      env: {
        PATH: process.env.PATH,
        PORT: String(port),
        HOST: '127.0.0.1',
        NODE_ENV: 'test',
        DATA_DIR: 'memory://',
        SEED_DEMO: 'true',
        FEED_ENABLED: 'false',
        LOG_LEVEL: 'warn',
        WEB_DIST_DIR: join(outdir, 'no-web-build'),
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    await waitForHealth(baseUrl, child);
    const login = await fetch(`${baseUrl}/api/front/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin', password: 'AdminPass123' }) });
    expect(login.status).toBe(200);

    const exited = new Promise<number | null>((resolve) => child?.once('exit', (code) => resolve(code)));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
  }, 120_000);
});
