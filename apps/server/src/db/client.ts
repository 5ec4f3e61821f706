import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;

/** One query type over both drivers: code never knows whether it runs on PGlite or PostgreSQL. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** What a repository function takes as its required first parameter, named `tx` by convention. */
export type Executor = Database | Transaction;

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Runs `work` on one dedicated connection (advisory locks are per session). */
  withSessionConnection: <T>(work: (connection: SessionConnection) => Promise<T>) => Promise<T>;
  close: () => Promise<void>;
};

export type SessionConnection = {
  query: (text: string, params?: unknown[]) => Promise<unknown>;
  drizzle: Database;
};

export type DatabaseOptions = {
  databaseUrl: string | undefined;
  /** Absolute PGlite directory or `memory://`. */
  dataDir: string;
  /** Told when an idle pooled connection drops (a database restart, an administrator's terminate). */
  onIdleConnectionError?: (error: Error) => void;
};

/** Pool size stays small: PostgreSQL connections are expensive and instances scale out. */
const poolSizeMax = 10;

export function openDatabase(options: DatabaseOptions): DatabaseHandle {
  return options.databaseUrl ? openPostgres(options.databaseUrl, options.onIdleConnectionError) : openPglite(options.dataDir);
}

function openPostgres(databaseUrl: string, onIdleConnectionError: ((error: Error) => void) | undefined): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: poolSizeMax });
  // The pool drops a broken idle connection and opens a new one on demand; without a listener the
  // error event would crash the process instead.
  pool.on('error', (error) => onIdleConnectionError?.(error));
  const db = drizzleNodePg(pool, { schema });
  return {
    db,
    kind: 'postgres',
    async withSessionConnection(work) {
      const client = await pool.connect();
      try {
        return await work({ query: (text, params) => client.query(text, params), drizzle: drizzleNodePg(client, { schema }) });
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

function openPglite(dataDir: string): DatabaseHandle {
  if (dataDir !== 'memory://') mkdirSync(dataDir, { recursive: true });
  const client = new PGlite(dataDir);
  const db = drizzlePglite(client, { schema });
  return {
    db,
    kind: 'pglite',
    // PGlite is a single connection already.
    withSessionConnection: (work) => work({ query: (text, params) => client.query(text, params), drizzle: db }),
    close: () => client.close(),
  };
}
