// Measures server start-up on the embedded database: milliseconds from launch until GET /healthz
// answers 200, first with an empty data folder (migrations and demo seed run), then again on the
// folder that run left behind. Usage: node scripts/startup-time.mjs [runs] [-- command args...]
// Default command: the compiled server (node apps/server/dist/server.js; run `npm run build` first).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const separator = process.argv.indexOf('--');
const runs = Number(process.argv[2] && process.argv[2] !== '--' ? process.argv[2] : 3);
const command = separator === -1 ? [process.execPath, 'apps/server/dist/server.js'] : process.argv.slice(separator + 1);
const readyTimeoutMs = 120_000;
const pollMs = 25;

async function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function startOnce(dataDir) {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(command[0], command.slice(1), {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    while (performance.now() - started < readyTimeoutMs) {
      if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
      const ok = await fetch(`http://127.0.0.1:${port}/healthz`).then((response) => response.ok, () => false);
      if (ok) return Math.round(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, pollMs));
    }
    throw new Error('server not ready in time');
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => (child.exitCode !== null ? resolve() : child.once('exit', resolve)));
  }
}

const fresh = [];
const existing = [];
for (let run = 0; run < runs; run += 1) {
  const dataDir = mkdtempSync(join(tmpdir(), 'oddsmith-startup-'));
  try {
    fresh.push(await startOnce(dataDir));
    existing.push(await startOnce(dataDir));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
console.log(`command: ${command.join(' ')}`);
console.log(`fresh data folder:    ${fresh.join(', ')} ms (median ${median(fresh)} ms)`);
console.log(`existing data folder: ${existing.join(', ')} ms (median ${median(existing)} ms)`);
