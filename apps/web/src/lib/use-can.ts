import { useSelector } from 'react-redux';
import { hasPermission, type Permission } from '@oddsmith/core';

type WithUser = { user: { user: { role: string } | null } };

/** The signed-in role, read from the seed's `user` slice without importing the auth feature. */
export const selectRole = (state: WithUser) => state.user.user?.role ?? null;

/** Whether the signed-in user holds `permission` in core's matrix (the server checks it too). */
export function useCan(permission: Permission): boolean {
  const role = useSelector(selectRole);
  return hasPermission(role, permission);
}
