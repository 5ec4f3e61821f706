import { eq, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '../db/client';
import { settings } from '../db/schema';
import { settingsChannel } from './settings-cache';

/** One operator setting's stored value (code owns the defaults; a row overrides them). */
export async function findSetting(tx: Executor, key: string): Promise<Record<string, unknown> | undefined> {
  const rows = await tx.select({ value: settings.value }).from(settings).where(eq(settings.key, key)).limit(1);
  return rows[0]?.value;
}

/** Writes the row and notifies `settingsChannel` (sent at commit) so every instance drops its cached settings. */
export async function upsertSetting(tx: Transaction, key: string, value: Record<string, unknown>): Promise<void> {
  await tx.execute(sql`select pg_notify(${settingsChannel}, ${key})`);
  await tx
    .insert(settings)
    .values({ key, value })
    .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: sql`now()` } });
}
