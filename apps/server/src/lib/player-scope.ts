import { isScopedToOwnPlayers, type Permission } from '@oddsmith/core';
import type { AuthContext } from './auth-context';
import { AppError } from './app-error';

/** The players a staff member may see through one permission: all, or only their own (a cash agent). */
export type PlayerScope = { cashAgentId: string | null };

export function playerScopeOf(auth: AuthContext, permission: Permission): PlayerScope {
  return { cashAgentId: isScopedToOwnPlayers(auth.role, permission) ? auth.userId : null };
}

export function isInScope(scope: PlayerScope, user: { role: string; cashAgentId: string | null }): boolean {
  return scope.cashAgentId === null || (user.role === 'player' && user.cashAgentId === scope.cashAgentId);
}

/** A user outside the caller's scope is answered exactly like a missing one: nothing leaks. */
export function assertInScope<T extends { role: string; cashAgentId: string | null }>(scope: PlayerScope, user: T | null | undefined, field = 'userId'): T {
  if (!user || !isInScope(scope, user)) throw new AppError('USER_NOT_FOUND', 404, `${field}: no such user.`, field);
  return user;
}
