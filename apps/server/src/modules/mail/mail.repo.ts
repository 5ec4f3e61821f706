import { count, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { mailOutbox } from '../../db/schema';

export async function insertOutboxMail(tx: Executor, mail: { toAddress: string; subject: string; bodyText: string }): Promise<string> {
  const rows = await tx.insert(mailOutbox).values(mail).returning({ id: mailOutbox.id });
  const id = rows[0]?.id;
  if (!id) throw new Error('outbox insert returned nothing');
  return id;
}

export async function markOutboxMail(tx: Executor, id: string, result: { sentAt: Date } | { error: string }): Promise<void> {
  await tx.update(mailOutbox).set(result).where(eq(mailOutbox.id, id));
}

export async function listOutbox(tx: Executor, limit: number, offset: number) {
  return tx
    .select({ id: mailOutbox.id, to: mailOutbox.toAddress, subject: mailOutbox.subject, text: mailOutbox.bodyText, createdAt: mailOutbox.createdAt })
    .from(mailOutbox)
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(limit)
    .offset(offset);
}

export async function countOutbox(tx: Executor): Promise<number> {
  const rows = await tx.select({ total: count() }).from(mailOutbox);
  return rows[0]?.total ?? 0;
}
