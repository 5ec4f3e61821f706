import { and, eq, or } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/client';
import { users, type NewUserRow, type UserRow } from '../../db/schema';
import { findRow, uuidPattern } from '../../lib/query';
import { sessionsChanged } from '../../lib/session-cache';
import { insertedRow } from '../../lib/transaction';

export async function findUserById(tx: Executor, userId: string): Promise<UserRow | undefined> {
  return findRow(tx, users, eq(users.id, userId));
}

/** Login accepts a username or an e-mail, both compared lower-case. */
export async function findUserByLogin(tx: Executor, login: string): Promise<UserRow | undefined> {
  const key = login.toLowerCase();
  const rows = await tx
    .select()
    .from(users)
    .where(or(eq(users.usernameKey, key), eq(users.email, key)))
    .limit(2);
  // A username never contains '@' and an e-mail always does, so at most one row matches.
  return rows[0];
}

export async function findUserByEmail(tx: Executor, email: string): Promise<UserRow | undefined> {
  return findRow(tx, users, eq(users.email, email.toLowerCase()));
}

export async function findUserByUsername(tx: Executor, username: string): Promise<UserRow | undefined> {
  return findRow(tx, users, eq(users.usernameKey, username.toLowerCase()));
}

export async function insertUser(tx: Transaction, user: NewUserRow): Promise<UserRow> {
  return insertedRow(await tx.insert(users).values(user).returning(), 'user');
}

export type UserChanges = Partial<
  Pick<NewUserRow, 'passwordHash' | 'failedLoginCount' | 'lastFailedLoginAt' | 'lockedUntil' | 'lastLoginAt' | 'emailVerifiedAt' | 'status' | 'statusReason' | 'kycStatus' | 'role' | 'language' | 'country'>
>;

/** A new role or status also drops the user's sessions every instance keeps in memory, once `tx` commits. */
export async function updateUser(tx: Transaction, userId: string, changes: UserChanges): Promise<void> {
  await tx.update(users).set(changes).where(eq(users.id, userId));
  if (changes.role !== undefined || changes.status !== undefined) await sessionsChanged(tx, userId);
}

/**
 * The id of the active cash agent a `?ca=` link named, or null: an unknown id, another role or a
 * blocked agent attributes nothing (the registration goes ahead without it).
 */
export async function activeCashAgentId(tx: Executor, candidate: string | null): Promise<string | null> {
  if (candidate === null || !uuidPattern.test(candidate)) return null;
  const agent = await findRow(tx, users, and(eq(users.id, candidate.toLowerCase()), eq(users.role, 'agent'), eq(users.status, 'active')));
  return agent?.id ?? null;
}
