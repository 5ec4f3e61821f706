import { desc, eq } from 'drizzle-orm';
import { countRows } from '../../lib/query';
import type { Executor, Transaction } from '../../db/client';
import { auditLog, users } from '../../db/schema';

export type AuditEntry = {
  actorId: string | null;
  action: string;
  targetType: string;
  targetId: string | null;
  detail: Record<string, unknown>;
};

/** Written in the same transaction as the action it records. */
export async function recordAudit(tx: Transaction, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values(entry);
}

export async function listAudit(tx: Executor, limit: number, offset: number) {
  return tx
    .select({
      id: auditLog.id,
      actorId: auditLog.actorId,
      actorUsername: users.username,
      action: auditLog.action,
      targetType: auditLog.targetType,
      targetId: auditLog.targetId,
      detail: auditLog.detail,
      createdAt: auditLog.createdAt,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit)
    .offset(offset);
}

export async function countAudit(tx: Executor): Promise<number> {
  return countRows(tx, auditLog);
}
