import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { settings } from '../../db/schema';

export async function findSetting(tx: Executor, key: string): Promise<Record<string, unknown> | undefined> {
  const rows = await tx.select({ value: settings.value }).from(settings).where(eq(settings.key, key)).limit(1);
  return rows[0]?.value;
}
