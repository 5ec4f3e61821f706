import { eq } from 'drizzle-orm';
import type { AdminUser, KycStatus, RgView, UserNote, UserSession } from '@oddsmith/core';
import type { Database, Transaction } from '../../db/client';
import { users, type UserRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { AuthContext } from '../../lib/auth-context';
import { assertInScope, playerScopeOf } from '../../lib/player-scope';
import { lockRow } from '../../lib/query';
import { revokeUserSessions } from '../../lib/sessions.repo';
import { inTransaction } from '../../lib/transaction';
import { recordAudit } from '../audit';
import { applyOperatorTimeOut, rgViewOfUser } from '../responsible-gambling';
import { findUserById, toAdminUserRow, updateUser } from '../users';
import * as repo from './user-controls.repo';

/**
 * A user's controls on their staff page: block and unblock (signing them out everywhere), KYC status,
 * notes, sessions, and their responsible-gambling limits (read-only but for an operator's time-out).
 * These act on players; a staff account is the admin's, on the staff screen (admin-staff).
 */
async function lockPlayer(tx: Transaction, actor: AuthContext, userId: string): Promise<UserRow> {
  const user = assertInScope(playerScopeOf(actor, 'users.manage'), await lockRow(tx, users, eq(users.id, userId)), 'id');
  if (user.role !== 'player') throw new AppError('USER_NOT_PLAYER', 403, 'id: a staff account is managed on the staff screen, by an admin.', 'id');
  return user;
}

async function readableUser(db: Database, actor: AuthContext, userId: string): Promise<UserRow> {
  return assertInScope(playerScopeOf(actor, 'users.read'), await findUserById(db, userId), 'id');
}

const audit = (tx: Transaction, actor: AuthContext, action: string, userId: string, detail: Record<string, unknown>) =>
  recordAudit(tx, { actorId: actor.userId, action, targetType: 'user', targetId: userId, detail });

/** Blocks (`blocked`) or unblocks (`active`) a player; a block ends every session at once. Idempotent. */
export async function setPlayerStatus(db: Database, actor: AuthContext, userId: string, status: 'active' | 'blocked', reason: string, now = new Date()): Promise<AdminUser> {
  return inTransaction(db, async (tx) => {
    const user = await lockPlayer(tx, actor, userId);
    if (user.status !== status) {
      await updateUser(tx, userId, { status, statusReason: status === 'blocked' ? reason : null });
      if (status === 'blocked') await revokeUserSessions(tx, userId, now);
      await audit(tx, actor, status === 'blocked' ? 'user.block' : 'user.unblock', userId, { before: { status: user.status }, after: { status }, reason });
    }
    return toAdminUserRow(tx, (await findUserById(tx, userId)) as UserRow);
  });
}

export async function setKycStatus(db: Database, actor: AuthContext, userId: string, kycStatus: KycStatus, reason: string): Promise<AdminUser> {
  return inTransaction(db, async (tx) => {
    const user = await lockPlayer(tx, actor, userId);
    if (user.kycStatus !== kycStatus) {
      await updateUser(tx, userId, { kycStatus });
      await audit(tx, actor, 'user.kyc', userId, { before: { kycStatus: user.kycStatus }, after: { kycStatus }, reason });
    }
    return toAdminUserRow(tx, (await findUserById(tx, userId)) as UserRow);
  });
}

/** Ends every session of a player now (they log in again); the sockets drop with them. */
export async function signOutPlayer(db: Database, actor: AuthContext, userId: string, reason: string, now = new Date()): Promise<void> {
  await inTransaction(db, async (tx) => {
    await lockPlayer(tx, actor, userId);
    await revokeUserSessions(tx, userId, now);
    await audit(tx, actor, 'user.sign_out', userId, { reason });
  });
}

export async function applyTimeOut(db: Database, actor: AuthContext, userId: string, days: number, reason: string, now = new Date()): Promise<RgView> {
  return inTransaction(db, async (tx) => {
    const user = await lockPlayer(tx, actor, userId);
    const timeOutUntil = await applyOperatorTimeOut(tx, userId, days, now);
    await audit(tx, actor, 'user.time_out', userId, { before: { timeOutUntil: timeOutUntil.before }, after: { timeOutUntil: timeOutUntil.after }, days, reason });
    return rgViewOfUser(tx, userId, user.currency, now);
  });
}

export async function userRg(db: Database, actor: AuthContext, userId: string): Promise<RgView> {
  const user = await readableUser(db, actor, userId);
  return db.transaction((tx) => rgViewOfUser(tx, userId, user.currency));
}

const noteView = (row: Awaited<ReturnType<typeof repo.listNotes>>[number]): UserNote => ({ ...row, createdAt: row.createdAt.toISOString() });

export async function userNotes(db: Database, actor: AuthContext, userId: string): Promise<UserNote[]> {
  await readableUser(db, actor, userId);
  return (await repo.listNotes(db, userId)).map(noteView);
}

/** A note on any user the staff member may manage (players, and for an admin, staff). */
export async function addNote(db: Database, actor: AuthContext, userId: string, body: string): Promise<UserNote> {
  return inTransaction(db, async (tx) => {
    assertInScope(playerScopeOf(actor, 'users.manage'), await findUserById(tx, userId), 'id');
    const note = await repo.insertNote(tx, { userId, authorId: actor.userId, body });
    await audit(tx, actor, 'user.note', userId, { after: { noteId: note.id, body } });
    const author = await findUserById(tx, actor.userId);
    return noteView({ ...note, authorUsername: author?.username ?? null });
  });
}

export async function userSessions(db: Database, actor: AuthContext, userId: string, now = new Date()): Promise<UserSession[]> {
  await readableUser(db, actor, userId);
  return (await repo.listSessions(db, userId)).map((row) => ({
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    revokedAt: row.revokedAt?.toISOString() ?? null,
    active: row.revokedAt === null && row.expiresAt.getTime() > now.getTime(),
  }));
}
