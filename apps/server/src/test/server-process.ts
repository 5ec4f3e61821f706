import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { repoRoot } from '../config';

/**
 * The real server as a child process, for tests that must kill it (crash safety). The command lives
 * here and only here: to run the compiled server instead, change `serverCommand` (for example
 * `args: ['apps/server/dist/server.js']`) and every such test follows.
 */
export const serverCommand: { command: string; args: readonly string[]; cwd: string } = {
  command: process.execPath,
  args: ['--import', 'tsx', 'apps/server/src/server.ts'],
  cwd: repoRoot,
};

/** How long a start may take (migrations on a fresh database included) before the test gives up. */
export const serverStartTimeoutMs = 45_000;
const healthPollIntervalMs = 100;
/** The child's output kept for failure messages (its tail). */
const outputKeptCharsMax = 20_000;
/** Variables passed through from the test process; everything else comes from `env` explicitly. */
const inheritedEnvNames = ['PATH', 'HOME', 'TMPDIR', 'LANG'] as const;

export type ServerProcess = {
  readonly baseUrl: string;
  readonly port: number;
  readonly pid: number;
  /** True once the process has exited, however it ended. */
  exited: () => boolean;
  /** The signal that ended the process (null while it runs or when it exited by itself). */
  exitSignal: () => NodeJS.Signals | null;
  /** SIGKILL (no graceful close, as a crash or an OOM kill) and wait for the exit. */
  kill: () => Promise<void>;
  /** The tail of the child's stdout and stderr. */
  output: () => string;
};

/** A port nobody listens on right now (the OS picks it; it is released before the server binds it). */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('no TCP port from the OS');
  return address.port;
}

function waitForExit(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/**
 * Spawns the server with `env` (plus PATH and HOME) listening on 127.0.0.1:`port`, and resolves
 * once GET /healthz answers 200. Fails, with the child's output, if it exits first or takes longer
 * than `serverStartTimeoutMs`; the child is killed then.
 */
export async function startServer(port: number, env: Record<string, string>): Promise<ServerProcess> {
  const inherited = Object.fromEntries(inheritedEnvNames.flatMap((name) => (process.env[name] === undefined ? [] : [[name, process.env[name]]])));
  const child = spawn(serverCommand.command, serverCommand.args, {
    cwd: serverCommand.cwd,
    env: { ...inherited, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-outputKeptCharsMax);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const pid = child.pid;
  if (pid === undefined) throw new Error(`could not spawn ${serverCommand.command}`);
  const server: ServerProcess = {
    baseUrl: `http://127.0.0.1:${port}`,
    port,
    pid,
    exited: () => child.exitCode !== null || child.signalCode !== null,
    exitSignal: () => child.signalCode,
    kill: async () => {
      if (!server.exited()) child.kill('SIGKILL');
      await waitForExit(child);
    },
    output: () => output,
  };
  try {
    await waitForHealth(server);
  } catch (error) {
    await server.kill();
    throw error;
  }
  return server;
}

async function waitForHealth(server: ServerProcess): Promise<void> {
  const deadline = Date.now() + serverStartTimeoutMs;
  while (Date.now() < deadline) {
    if (server.exited()) throw new Error(`the server exited while starting:\n${server.output()}`);
    const healthy = await fetch(`${server.baseUrl}/healthz`, { signal: AbortSignal.timeout(2_000) }).then(
      (response) => response.status === 200,
      () => false,
    );
    if (healthy) return;
    await sleep(healthPollIntervalMs);
  }
  throw new Error(`the server did not answer /healthz within ${serverStartTimeoutMs} ms:\n${server.output()}`);
}
