import { and, asc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/client';
import { emailVerifications, passwordResetRequests, passwordResets, users, type OneTimeTokenTable } from '../../db/schema';

export type OneTimeTokenKind = 'password_reset' | 'email_verification';

function tableOf(kind: OneTimeTokenKind): OneTimeTokenTable {
  return kind === 'password_reset' ? passwordResets : emailVerifications;
}

export async function insertOneTimeToken(
  tx: Executor,
  kind: OneTimeTokenKind,
  token: { userId: string; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await tx.insert(tableOf(kind)).values(token);
}

/**
 * Claims an unused, unexpired token: marks it used and returns its user, in one statement, so
 * two concurrent requests cannot both use it.
 */
export async function claimOneTimeToken(
  tx: Executor,
  kind: OneTimeTokenKind,
  tokenHash: string,
  now: Date,
): Promise<{ userId: string } | undefined> {
  const table = tableOf(kind);
  const rows = await tx
    .update(table)
    .set({ usedAt: now })
    .where(and(eq(table.tokenHash, tokenHash), isNull(table.usedAt), gt(table.expiresAt, now)))
    .returning({ userId: table.userId });
  return rows[0];
}

/** The user of an unused, unexpired token (a read: the claim still decides). */
export async function findLiveTokenOwner(tx: Executor, kind: OneTimeTokenKind, tokenHash: string, now: Date): Promise<string | undefined> {
  const table = tableOf(kind);
  const rows = await tx
    .select({ userId: table.userId })
    .from(table)
    .where(and(eq(table.tokenHash, tokenHash), isNull(table.usedAt), gt(table.expiresAt, now)))
    .limit(1);
  return rows[0]?.userId;
}

/** Marks every unused token of the user used (a completed reset voids the other links). */
export async function cancelUserTokens(tx: Transaction, kind: OneTimeTokenKind, userId: string, now: Date): Promise<void> {
  const table = tableOf(kind);
  await tx.update(table).set({ usedAt: now }).where(and(eq(table.userId, userId), isNull(table.usedAt)));
}

export async function insertPasswordResetRequest(tx: Transaction, email: string): Promise<void> {
  await tx.insert(passwordResetRequests).values({ email });
}

/**
 * Takes (deletes and returns) up to `limit` of the oldest reset requests, skipping rows another
 * instance holds; the caller's transaction makes the taking and the mailing one unit.
 */
export async function takePasswordResetRequests(tx: Transaction, limit: number): Promise<{ email: string; createdAt: Date }[]> {
  const oldest = tx
    .select({ id: passwordResetRequests.id })
    .from(passwordResetRequests)
    .orderBy(asc(passwordResetRequests.createdAt), asc(passwordResetRequests.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  return tx
    .delete(passwordResetRequests)
    .where(inArray(passwordResetRequests.id, oldest))
    .returning({ email: passwordResetRequests.email, createdAt: passwordResetRequests.createdAt });
}

/**
 * Counts a failed login atomically: failures older than the window start a new count. Returns the
 * count after this failure.
 */
export async function incrementFailedLogins(tx: Transaction, userId: string, now: Date, windowStart: Date): Promise<number> {
  const rows = await tx
    .update(users)
    .set({
      failedLoginCount: sql`case when ${users.lastFailedLoginAt} > ${windowStart} then ${users.failedLoginCount} + 1 else 1 end`,
      lastFailedLoginAt: now,
    })
    .where(eq(users.id, userId))
    .returning({ failedLoginCount: users.failedLoginCount });
  return rows[0]?.failedLoginCount ?? 0;
}
