import type { Role } from '@oddsmith/core';
import type { AuthContext } from '../plugins/auth';
import { AppError } from './app-error';

/** Staff who may move money or change how money moves (payment methods, approvals, balance transfers). */
export const moneyStaffRoles = ['admin', 'manager', 'finance'] as const satisfies readonly Role[];

/**
 * Staff who see the whole back-office. A cash agent is staff but limited to their own players
 * (PRODUCT.md section 1): no other players, no mail outbox (it holds reset links), no audit log.
 */
export const backOfficeRoles = ['admin', 'manager', 'support', 'finance', 'risk'] as const satisfies readonly Role[];

export function requireRoleIn(auth: AuthContext, allowed: readonly Role[]): void {
  if (!allowed.includes(auth.role)) {
    throw new AppError('FORBIDDEN', 403, 'Your role may not perform this action.');
  }
}
