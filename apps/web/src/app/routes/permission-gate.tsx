import type { ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { hasPermission } from '@oddsmith/core';
import { NotForRole } from '../../components/not-for-role';
import { paths } from '../../config/paths';
import { staffScreenPermissions, type StaffScreen } from '../../config/staff-permissions';
import { selectRole } from '../../lib/use-can';

/** Shows a back-office screen only to roles holding its permission; the others see why not. */
export function PermissionGate({ screen, children }: { screen: StaffScreen; children: ReactNode }) {
  const role = useSelector(selectRole);
  if (!hasPermission(role, staffScreenPermissions[screen])) return <NotForRole role={role} homeHref={paths.admin.dashboard.getHref()} />;
  return children;
}
