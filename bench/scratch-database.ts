import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../apps/server/src/db/client';
import { runMigrations } from '../apps/server/src/db/migrate';

/** Runs `work` on a freshly created and migrated PostgreSQL database beside `adminUrl`'s, dropped afterwards. */
export async function withScratchDatabase<T>(adminUrl: string, work: (handle: DatabaseHandle, url: string) => Promise<T>): Promise<T> {
  const name = `oddsmith_bench_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = openDatabase({ databaseUrl: url.toString(), dataDir: 'memory://' });
  try {
    await runMigrations(handle);
    return await work(handle, url.toString());
  } finally {
    await handle.close();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}
