import { and, asc, desc, eq, gt, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { staffRoles, type StaffQuery } from '@oddsmith/core';
import type { Executor, Transaction } from '../../db/client';
import { sessions, users } from '../../db/schema';
import { containsPattern, countRows, lockRow } from '../../lib/query';

function staffWhere(query: Omit<StaffQuery, 'page' | 'perPage'>): SQL | undefined {
  const conditions: (SQL | undefined)[] = [inArray(users.role, [...staffRoles])];
  if (query.search) {
    const pattern = containsPattern(query.search.toLowerCase());
    conditions.push(or(ilike(users.usernameKey, pattern), ilike(users.email, pattern)));
  }
  if (query.role) conditions.push(eq(users.role, query.role));
  if (query.status) conditions.push(eq(users.status, query.status));
  return and(...conditions);
}

/** Staff accounts with their live sessions counted in the same query. */
export async function listStaff(tx: Executor, query: StaffQuery, limit: number, offset: number, now: Date) {
  // Spelled out: inside a select list drizzle leaves a column unqualified, and `id` would be the session's.
  const activeSessions = sql<number>`(select count(*)::int from sessions s where s.user_id = "users"."id" and s.revoked_at is null and s.expires_at > ${now.toISOString()}::timestamptz)`;
  return tx
    .select({ user: users, activeSessions })
    .from(users)
    .where(staffWhere(query))
    .orderBy(asc(users.role), asc(users.usernameKey), desc(users.id))
    .limit(limit)
    .offset(offset);
}

export async function countStaff(tx: Executor, query: StaffQuery): Promise<number> {
  return countRows(tx, users, staffWhere(query));
}

export async function lockUser(tx: Transaction, userId: string) {
  return lockRow(tx, users, eq(users.id, userId));
}

/** Every active admin, row-locked in id order (before the target), so two demotions cannot both pass the last-admin rule. */
export async function lockActiveAdmins(tx: Transaction): Promise<string[]> {
  const rows = await tx.select({ id: users.id }).from(users).where(and(eq(users.role, 'admin'), eq(users.status, 'active'))).orderBy(asc(users.id)).for('update');
  return rows.map((row) => row.id);
}

export async function countActiveSessions(tx: Executor, userId: string, now: Date): Promise<number> {
  return countRows(tx, sessions, and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)));
}
