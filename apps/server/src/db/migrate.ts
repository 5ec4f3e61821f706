import { resolve } from 'node:path';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type { PgDialect, PgSession } from 'drizzle-orm/pg-core';
import { repoRoot } from '../config';
import type { DatabaseHandle, Database } from './client';

/** From the repository root, so the compiled server (apps/server/dist/server.js) finds it too. */
export const migrationsFolder = resolve(repoRoot, 'apps/server/drizzle');

/** Arbitrary constant shared by every instance: "oddsmith migrations". */
const migrationLockId = 7_301_482_911;

type DialectAccess = { dialect: PgDialect; session: PgSession };

/**
 * Applies the committed migrations while holding a PostgreSQL advisory lock, so several instances
 * starting together migrate exactly once and the others wait, then find nothing to do.
 */
export async function runMigrations(handle: DatabaseHandle): Promise<void> {
  const migrations = readMigrationFiles({ migrationsFolder });
  await handle.withSessionConnection(async (connection) => {
    await connection.query(`select pg_advisory_lock(${migrationLockId})`);
    try {
      await applyMigrations(connection.drizzle, migrations);
    } finally {
      await connection.query(`select pg_advisory_unlock(${migrationLockId})`);
    }
  });
}

async function applyMigrations(db: Database, migrations: ReturnType<typeof readMigrationFiles>): Promise<void> {
  // Both drivers' migrate() are this one call; going through the dialect keeps one code path.
  const { dialect, session } = db as unknown as DialectAccess;
  await dialect.migrate(migrations, session, { migrationsFolder });
}
