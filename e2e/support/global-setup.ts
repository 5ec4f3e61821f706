import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export async function waitUntilReady(baseUrl: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early with code ${child.exitCode}`);
    try {
      const response = await fetch(`${baseUrl}/readyz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`server at ${baseUrl} not ready after ${timeoutMs} ms`);
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/**
 * The compiled server (`npm run build` made it, with the web app) on `port` with demo data, the
 * jobs and the live feed, an in-memory database unless `env` says otherwise (DATA_DIR).
 */
export function spawnServer(port: number, env: Record<string, string>): ChildProcess {
  const baseUrl = `http://127.0.0.1:${port}`;
  return spawn(process.execPath, ['--enable-source-maps', 'dist/server.js'], {
    cwd: join(root, 'apps', 'server'),
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: '',
      DATA_DIR: 'memory://',
      SEED_DEMO: 'true',
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      // Every browser test logs in from 127.0.0.1; the production limit (10 a minute) would refuse them.
      LOGIN_RATE_LIMIT_PER_MINUTE: '1000',
      // ...and as the same few demo accounts, registering from one address.
      LOGIN_RATE_LIMIT_PER_USERNAME: '1000',
      ACCOUNT_RATE_LIMIT_PER_HOUR: '1000',
      ACCOUNT_TARGET_RATE_LIMIT_PER_HOUR: '1000',
      // The live-sports tests watch the simulator move prices; bets are accepted and settled by the jobs.
      FEED_ENABLED: 'true',
      JOBS_ENABLED: 'true',
      PUBLIC_URL: baseUrl,
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}

/** Stops a server started by `spawnServer`: SIGTERM, then SIGKILL after 10 s. */
export async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  child.kill('SIGTERM');
  await new Promise((resolve) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      resolve(undefined);
    }, 10_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(undefined);
    });
  });
}

/**
 * Starts the real server once for all browser tests: the compiled server production runs
 * (`npm run build` made it, with the web app), an in-memory database and demo data.
 */
export default async function setup(project: TestProject) {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawnServer(port, {});
  await waitUntilReady(baseUrl, child, 90_000);
  project.provide('baseUrl', baseUrl);
  return () => stopServer(child);
}
