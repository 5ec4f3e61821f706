import { and, asc, desc, eq, gte, isNotNull, lt, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { HistoryQuery } from '@oddsmith/core';
import { countRows, eqWhenSet, pageRows } from '../../lib/query';
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

export type HistoryFilters = Omit<HistoryQuery, 'page' | 'perPage'>;

function historyWhere(filters: HistoryFilters): SQL | undefined {
  return and(
    eqWhenSet(auditLog.actorId, filters.actorId),
    eqWhenSet(auditLog.action, filters.action),
    eqWhenSet(auditLog.targetType, filters.targetType),
    eqWhenSet(auditLog.targetId, filters.targetId),
    filters.from ? gte(auditLog.createdAt, filters.from) : undefined,
    filters.to ? lt(auditLog.createdAt, filters.to) : undefined,
  );
}

const actor = alias(users, 'actor');
const target = alias(users, 'target');

export async function listAudit(tx: Executor, filters: HistoryFilters, limit: number, offset: number) {
  const query = tx
    .select({
      id: auditLog.id,
      actorId: auditLog.actorId,
      actorUsername: actor.username,
      action: auditLog.action,
      targetType: auditLog.targetType,
      targetId: auditLog.targetId,
      targetLabel: target.username,
      detail: auditLog.detail,
      createdAt: auditLog.createdAt,
    })
    .from(auditLog)
    .leftJoin(actor, eq(actor.id, auditLog.actorId))
    // A target id is a user's id only for the user-like targets; the text comparison never casts a non-uuid.
    .leftJoin(target, and(eq(auditLog.targetType, 'user'), sql`${target.id}::text = ${auditLog.targetId}`))
    .where(historyWhere(filters))
    .$dynamic();
  return pageRows(query, [desc(auditLog.createdAt), desc(auditLog.id)], limit, offset);
}

export async function countAudit(tx: Executor, filters: HistoryFilters): Promise<number> {
  return countRows(tx, auditLog, historyWhere(filters));
}

/** Every action and target type in the log, and every staff member who acted, for History's filters. */
export async function auditFacets(tx: Executor) {
  const actions = await tx.selectDistinct({ value: auditLog.action }).from(auditLog).orderBy(asc(auditLog.action)).limit(500);
  const targetTypes = await tx.selectDistinct({ value: auditLog.targetType }).from(auditLog).orderBy(asc(auditLog.targetType)).limit(100);
  const actors = await tx
    .selectDistinct({ id: users.id, username: users.username })
    .from(auditLog)
    .innerJoin(users, eq(users.id, auditLog.actorId))
    .where(isNotNull(auditLog.actorId))
    .orderBy(asc(users.username))
    .limit(500);
  return { actions: actions.map((row) => row.value), targetTypes: targetTypes.map((row) => row.value), actors };
}
