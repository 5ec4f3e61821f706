import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ChildProcess } from 'node:child_process';
// The server's fastify typings (its plugins' declarations) for the server files this one reaches.
import type {} from '../../apps/server/src/app';
import { openDatabase } from '../../apps/server/src/db/client';
// The job's own file (not the module's index, whose routes need the server's fastify typings).
import { runPartnerCommissions } from '../../apps/server/src/modules/partners/partners.commission';
import { freePort, spawnServer, stopServer, waitUntilReady } from './global-setup';

const dayMs = 86_400_000;

/**
 * A server of the test's own on a PGlite directory on disk (not the suite's in-memory one), so the
 * test can stop it, run the daily partner commission job on the same database as the next day
 * would (the job only computes finished days), and start it again on the same port: the browser
 * contexts keep their origin and their sessions.
 */
export function useOwnServer() {
  const dataDir = mkdtempSync(join(tmpdir(), 'oddsmith-partners-'));
  let child: ChildProcess | null = null;
  let port = 0;
  const start = async () => {
    port = port || (await freePort());
    child = spawnServer(port, { DATA_DIR: dataDir });
    await waitUntilReady(`http://127.0.0.1:${port}`, child, 90_000);
  };
  const stop = async () => {
    if (child) await stopServer(child);
    child = null;
  };
  return {
    get baseUrl() {
      return `http://127.0.0.1:${port}`;
    },
    start,
    stop,
    /** Stops the server, runs the commission job "tomorrow" (today is then a finished day) and starts it again. */
    async runCommissionJobTomorrow(): Promise<{ days: string[]; credited: number }> {
      await stop();
      const handle = openDatabase({ databaseUrl: undefined, dataDir });
      try {
        return await runPartnerCommissions(handle.db, Date.now() + dayMs);
      } finally {
        await handle.close();
        await start();
      }
    },
    async dispose() {
      await stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
