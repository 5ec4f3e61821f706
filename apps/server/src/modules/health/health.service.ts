import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';

export async function isDatabaseReady(db: Database, log: FastifyBaseLogger): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch (error) {
    log.error({ err: error }, 'readiness check failed');
    return false;
  }
}
