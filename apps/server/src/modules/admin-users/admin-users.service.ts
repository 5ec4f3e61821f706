import type { AdminUser, RegisterAdminUserBody, UsersQuery } from '@oddsmith/core';
import { hashPassword } from '../../lib/passwords';
import type { Database } from '../../db/client';
import { pageOffset } from '../../lib/paging';
import { assertInScope, playerScopeOf } from '../../lib/player-scope';
import type { AuthContext } from '../../lib/auth-context';
import { recordAudit } from '../audit';
import { checkAccountFields, createAccount, findUserById, toAdminUserRow } from '../users';
import * as repo from './admin-users.repo';

const dayMs = 86_400_000;

export async function listUsersPage(db: Database, viewer: AuthContext, query: UsersQuery) {
  const scope = playerScopeOf(viewer, 'users.read');
  return db.transaction(async (tx) => {
    const rows = await repo.listUsers(tx, query, scope, query.perPage, pageOffset(query));
    const list: AdminUser[] = [];
    for (const row of rows) list.push(await toAdminUserRow(tx, row));
    return { list, total: await repo.countUsers(tx, query, scope), perPage: query.perPage, currentPage: query.page };
  });
}

export async function userById(db: Database, viewer: AuthContext, userId: string): Promise<AdminUser> {
  const row = assertInScope(playerScopeOf(viewer, 'users.read'), await findUserById(db, userId), 'id');
  return toAdminUserRow(db, row);
}

/** The last `days` UTC days ending today, oldest first, with zero for days without registrations. */
export function fillDays(counts: readonly { date: string; count: number }[], days: number, nowMs: number) {
  const byDate = new Map(counts.map((row) => [row.date, row.count]));
  const todayStartMs = Math.floor(nowMs / dayMs) * dayMs;
  return Array.from({ length: days }, (_, index) => {
    const date = new Date(todayStartMs - (days - 1 - index) * dayMs).toISOString().slice(0, 10);
    return { date, count: byDate.get(date) ?? 0 };
  });
}

/** Registrations per day; a cash agent counts only the players attributed to them. */
export async function registrationChart(db: Database, viewer: AuthContext, days: number) {
  const nowMs = Date.now();
  const since = new Date(Math.floor(nowMs / dayMs) * dayMs - (days - 1) * dayMs);
  const counts = await repo.countRegistrationsByDay(db, since, playerScopeOf(viewer, 'dashboard.read'));
  return { userRegistrations: fillDays(counts, days, nowMs) };
}

/** Admin creates a staff account; the audit row commits with it or not at all. */
export async function registerStaffUser(db: Database, actor: AuthContext, body: RegisterAdminUserBody): Promise<AdminUser> {
  const fields = await checkAccountFields(body);
  const passwordHash = await hashPassword(fields.password);
  return db.transaction(async (tx) => {
    const account = { ...fields, role: body.role, dateOfBirth: null, phone: null, currency: 'EUR', attribution: { affiliateId: null, cashAgentId: null } };
    const user = await createAccount(tx, account, passwordHash);
    await recordAudit(tx, {
      actorId: actor.userId,
      action: 'user.register_staff',
      targetType: 'user',
      targetId: user.id,
      detail: { after: { username: user.username, role: user.role } },
    });
    return toAdminUserRow(tx, user);
  });
}
