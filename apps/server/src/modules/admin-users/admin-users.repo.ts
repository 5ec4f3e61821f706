import { and, asc, desc, eq, gte, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { UsersQuery } from '@oddsmith/core';
import { containsPattern, countRows } from '../../lib/query';
import type { Executor } from '../../db/client';
import { users, type UserRow } from '../../db/schema';
import type { PlayerScope } from '../../lib/player-scope';

/** The users a scope may see: all of them, or (for a cash agent) only the players attributed to them. */
function scopeConditions(scope: PlayerScope): SQL[] {
  return scope.cashAgentId === null ? [] : [eq(users.cashAgentId, scope.cashAgentId), eq(users.role, 'player')];
}

function usersFilter(query: UsersQuery, scope: PlayerScope): SQL | undefined {
  const conditions: SQL[] = scopeConditions(scope);
  if (query.search) {
    const pattern = containsPattern(query.search.toLowerCase());
    const match = or(ilike(users.usernameKey, pattern), ilike(users.email, pattern), sql`${users.id}::text = ${query.search}`);
    if (match) conditions.push(match);
  }
  if (query.role) conditions.push(eq(users.role, query.role));
  if (query.status) conditions.push(eq(users.status, query.status));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

export async function listUsers(tx: Executor, query: UsersQuery, scope: PlayerScope, limit: number, offset: number): Promise<UserRow[]> {
  return tx
    .select()
    .from(users)
    .where(usersFilter(query, scope))
    .orderBy(desc(users.createdAt), asc(users.id))
    .limit(limit)
    .offset(offset);
}

export async function countUsers(tx: Executor, query: UsersQuery, scope: PlayerScope): Promise<number> {
  return countRows(tx, users, usersFilter(query, scope));
}

/** Registrations per UTC day since `since`; days without any are absent (the service fills them). */
export async function countRegistrationsByDay(tx: Executor, since: Date, scope: PlayerScope): Promise<{ date: string; count: number }[]> {
  const day = sql<string>`to_char(${users.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  return tx
    .select({ date: day, count: sql<number>`count(*)::int` })
    .from(users)
    .where(and(gte(users.createdAt, since), ...scopeConditions(scope)))
    .groupBy(day)
    .orderBy(day)
    .limit(366);
}
