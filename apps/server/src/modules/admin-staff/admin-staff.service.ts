import { isRole, isStaffRole, type StaffMember, type StaffPatch, type StaffQuery, type StaffRole } from '@oddsmith/core';
import type { Database, Executor, Transaction } from '../../db/client';
import type { UserRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { AuthContext } from '../../lib/auth-context';
import { pageOffset } from '../../lib/paging';
import { revokeUserSessions } from '../../lib/sessions.repo';
import { inTransaction } from '../../lib/transaction';
import { recordAudit } from '../audit';
import { findUserById, updateUser } from '../users';
import * as repo from './admin-staff.repo';

/**
 * Staff accounts, the admin's (`staff.manage`): list, change role, disable or enable, sign out. The
 * rules: nobody changes their own role or status or signs themselves out here, and the product
 * always keeps one active admin. Disabling ends every session of the member at once.
 */
function memberView(user: UserRow, activeSessions: number): StaffMember {
  if (!isRole(user.role) || !isStaffRole(user.role)) throw new Error(`not a staff role: ${user.role}`);
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    role: user.role as StaffRole,
    status: user.status === 'blocked' ? 'blocked' : 'active',
    createdAt: user.createdAt.toISOString(),
    lastLoginAt: user.lastLoginAt?.toISOString() ?? null,
    activeSessions,
  };
}

export async function listStaffPage(db: Database, query: StaffQuery, now = new Date()) {
  return db.transaction(async (tx) => {
    const rows = await repo.listStaff(tx, query, query.perPage, pageOffset(query), now);
    return { list: rows.map((row) => memberView(row.user, row.activeSessions)), total: await repo.countStaff(tx, query), perPage: query.perPage, currentPage: query.page };
  });
}

async function lockMember(tx: Transaction, actor: AuthContext, memberId: string): Promise<{ member: UserRow; activeAdmins: string[] }> {
  if (memberId === actor.userId) throw new AppError('STAFF_SELF', 403, 'id: you cannot change your own account here; ask another admin.', 'id');
  const activeAdmins = await repo.lockActiveAdmins(tx);
  const member = await repo.lockUser(tx, memberId);
  if (!member || !isStaffRole(member.role)) throw new AppError('STAFF_NOT_FOUND', 404, 'id: no such staff member.', 'id');
  return { member, activeAdmins };
}

function assertAdminRemains(member: UserRow, activeAdmins: readonly string[], patch: StaffPatch): void {
  const losesAdmin = member.role === 'admin' && member.status === 'active' && ((patch.role !== undefined && patch.role !== 'admin') || patch.status === 'blocked');
  if (losesAdmin && activeAdmins.filter((id) => id !== member.id).length === 0) {
    throw new AppError('STAFF_LAST_ADMIN', 409, 'role: the last active admin must stay an active admin.', patch.role !== undefined ? 'role' : 'status');
  }
}

async function view(tx: Executor, userId: string, now: Date): Promise<StaffMember> {
  const member = await findUserById(tx, userId);
  if (!member) throw new AppError('STAFF_NOT_FOUND', 404, 'id: no such staff member.', 'id');
  return memberView(member, await repo.countActiveSessions(tx, userId, now));
}

export async function patchStaff(db: Database, actor: AuthContext, memberId: string, patch: StaffPatch, now = new Date()): Promise<StaffMember> {
  return inTransaction(db, async (tx) => {
    const { member, activeAdmins } = await lockMember(tx, actor, memberId);
    assertAdminRemains(member, activeAdmins, patch);
    const role = patch.role ?? (member.role as StaffRole);
    const status = patch.status ?? (member.status === 'blocked' ? 'blocked' : 'active');
    if (role !== member.role || status !== member.status) {
      await updateUser(tx, memberId, { role, status, statusReason: status === 'blocked' ? patch.reason : null });
      // A new role or a block takes effect at once: the member signs in again (or cannot).
      await revokeUserSessions(tx, memberId, now);
      const before = { role: member.role, status: member.status };
      await recordAudit(tx, { actorId: actor.userId, action: 'staff.update', targetType: 'user', targetId: memberId, detail: { before, after: { role, status }, reason: patch.reason } });
    }
    return view(tx, memberId, now);
  });
}

export async function signOutStaff(db: Database, actor: AuthContext, memberId: string, reason: string, now = new Date()): Promise<StaffMember> {
  return inTransaction(db, async (tx) => {
    await lockMember(tx, actor, memberId);
    await revokeUserSessions(tx, memberId, now);
    await recordAudit(tx, { actorId: actor.userId, action: 'staff.sign_out', targetType: 'user', targetId: memberId, detail: { reason } });
    return view(tx, memberId, now);
  });
}
