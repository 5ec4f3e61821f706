import { and, asc, count, desc, eq, gte, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { users, type UserRow } from '../../db/schema';
import type { UsersQuery } from './admin-users.schemas';

/** `%` and `_` in a search are literal characters, not wildcards. */
function likePattern(search: string): string {
  return `%${search.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

function usersFilter(query: UsersQuery): SQL | undefined {
  const conditions: SQL[] = [];
  if (query.search) {
    const pattern = likePattern(query.search);
    const match = or(ilike(users.usernameKey, pattern), ilike(users.email, pattern), sql`${users.id}::text = ${query.search}`);
    if (match) conditions.push(match);
  }
  if (query.role) conditions.push(eq(users.role, query.role));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

export async function listUsers(tx: Executor, query: UsersQuery, limit: number, offset: number): Promise<UserRow[]> {
  return tx
    .select()
    .from(users)
    .where(usersFilter(query))
    .orderBy(desc(users.createdAt), asc(users.id))
    .limit(limit)
    .offset(offset);
}

export async function countUsers(tx: Executor, query: UsersQuery): Promise<number> {
  const rows = await tx.select({ total: count() }).from(users).where(usersFilter(query));
  return rows[0]?.total ?? 0;
}

/** Registrations per UTC day since `since`; days without any are absent (the service fills them). */
export async function countRegistrationsByDay(tx: Executor, since: Date): Promise<{ date: string; count: number }[]> {
  const day = sql<string>`to_char(${users.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  return tx
    .select({ date: day, count: sql<number>`count(*)::int` })
    .from(users)
    .where(gte(users.createdAt, since))
    .groupBy(day)
    .orderBy(day)
    .limit(366);
}
