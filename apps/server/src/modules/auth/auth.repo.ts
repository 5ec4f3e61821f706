import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { emailVerifications, passwordResets, users, type OneTimeTokenTable } from '../../db/schema';

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

/**
 * Counts a failed login atomically: failures older than the window start a new count. Returns the
 * count after this failure.
 */
export async function incrementFailedLogins(tx: Executor, userId: string, now: Date, windowStart: Date): Promise<number> {
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
