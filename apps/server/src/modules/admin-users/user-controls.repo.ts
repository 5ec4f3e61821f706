import { desc, eq } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/client';
import { sessions, userNotes, users } from '../../db/schema';
import { insertedRow } from '../../lib/transaction';

/** Sessions a user's page lists (the newest). */
export const userSessionsShown = 20;
/** Notes a user's page lists (the newest). */
export const userNotesShown = 100;

export async function listNotes(tx: Executor, userId: string) {
  return tx
    .select({ id: userNotes.id, body: userNotes.body, authorId: userNotes.authorId, authorUsername: users.username, createdAt: userNotes.createdAt })
    .from(userNotes)
    .leftJoin(users, eq(users.id, userNotes.authorId))
    .where(eq(userNotes.userId, userId))
    .orderBy(desc(userNotes.createdAt), desc(userNotes.id))
    .limit(userNotesShown);
}

export async function insertNote(tx: Transaction, note: { userId: string; authorId: string; body: string }) {
  return insertedRow(await tx.insert(userNotes).values(note).returning(), 'user note');
}

export async function listSessions(tx: Executor, userId: string) {
  return tx.select().from(sessions).where(eq(sessions.userId, userId)).orderBy(desc(sessions.createdAt), desc(sessions.id)).limit(userSessionsShown);
}
