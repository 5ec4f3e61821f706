import type { Role } from '@oddsmith/core';
import type { AuthContext } from '../plugins/auth';
import { AppError } from './app-error';

/** Staff who may move money or change how money moves (payment methods, approvals, balance transfers). */
export const moneyStaffRoles = ['admin', 'manager', 'finance'] as const satisfies readonly Role[];

export function requireRoleIn(auth: AuthContext, allowed: readonly Role[]): void {
  if (!allowed.includes(auth.role)) {
    throw new AppError('FORBIDDEN', 403, 'Your role may not perform this action.');
  }
}
