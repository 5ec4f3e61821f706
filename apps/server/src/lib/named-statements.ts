import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import type { PgDialect, PgSession } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client';

/** What drizzle keeps on a database or transaction handle, reached for `executeNamed` alone. */
type HandleInternals = { session: PgSession; dialect: PgDialect };

const names = new Map<string, string>();

/** A statement name per text: its hash (the same text always gets the same name, on every connection). */
function nameOf(text: string): string {
  let name = names.get(text);
  if (!name) {
    name = `s_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
    names.set(text, name);
  }
  return name;
}

/**
 * `tx.execute(query)` as a named prepared statement, for the large statements a hot path sends
 * over and over under a lock (an exchange batch's lock and write, a placement batch's write):
 * PostgreSQL parses and plans each text once per connection, not on every call (a dozen CTEs cost
 * about a millisecond to plan). Only for statements whose text does not grow with their data
 * (arrays and JSON go as one parameter each): every distinct text stays prepared on every pooled
 * connection. PGlite's driver has no named statements and runs it as `execute` does.
 */
export function executeNamed(handle: Executor, query: SQL): Promise<unknown> {
  const { session, dialect } = handle as unknown as HandleInternals;
  const built = dialect.sqlToQuery(query);
  return session.prepareQuery(built, undefined, nameOf(built.sql), false).execute();
}
