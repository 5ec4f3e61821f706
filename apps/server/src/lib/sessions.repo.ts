import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Executor, Transaction } from '../db/client';
import { sessions, users } from '../db/schema';
import { uuidIn } from './query';
import { sessionsChanged } from './session-cache';

/** Session rows back every JWT so that logout and password changes revoke at once. */
export async function insertSession(tx: Transaction, userId: string, expiresAt: Date): Promise<string> {
  const rows = await tx.insert(sessions).values({ userId, expiresAt }).returning({ id: sessions.id });
  const id = rows[0]?.id;
  if (!id) throw new Error('session insert returned nothing');
  return id;
}

export type ActiveSession = { sessionId: string; userId: string; role: string; status: string; expiresAt: Date };

/** The live session with its user's current role and status (a demoted user loses rights at once). */
export async function findActiveSession(tx: Executor, sessionId: string, now: Date): Promise<ActiveSession | undefined> {
  const rows = await tx
    .select({ sessionId: sessions.id, userId: users.id, role: users.role, status: users.status, expiresAt: sessions.expiresAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
    .limit(1);
  return rows[0];
}

/** The revokes below also drop the sessions every instance keeps in memory, once `tx` commits (session-cache.ts). */
export async function revokeSession(tx: Transaction, sessionId: string, now: Date): Promise<void> {
  const [revoked] = await tx.update(sessions).set({ revokedAt: now }).where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt))).returning({ userId: sessions.userId });
  if (revoked) await sessionsChanged(tx, revoked.userId);
}

export async function revokeUserSessions(tx: Transaction, userId: string, now: Date): Promise<void> {
  await tx.update(sessions).set({ revokedAt: now }).where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
  await sessionsChanged(tx, userId);
}

/** Revokes every session of the user except `keptSessionId` (a password change keeps the caller's). */
export async function revokeOtherUserSessions(tx: Transaction, userId: string, keptSessionId: string, now: Date): Promise<void> {
  await tx
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), ne(sessions.id, keptSessionId)));
  await sessionsChanged(tx, userId);
}

/** Of `sessionIds`, those still live (not revoked, not expired, user not blocked): the socket re-check. */
export async function findLiveSessionIds(tx: Executor, sessionIds: readonly string[], now: Date): Promise<Set<string>> {
  if (sessionIds.length === 0) return new Set();
  const rows = await tx
    .select({ id: sessions.id })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(uuidIn(sessions.id, sessionIds), isNull(sessions.revokedAt), gt(sessions.expiresAt, now), ne(users.status, 'blocked')));
  return new Set(rows.map((row) => row.id));
}
