import type { ReactNode } from 'react';
import { Navigate, Outlet } from 'react-router';
import { useAppSelector } from '../hooks';
import { decideAccess, type RouteGroup } from './access';

/** Renders the child routes when the viewer may see them, else redirects. */
export function RouteGuard({ group, children }: { group: RouteGroup; children?: ReactNode }) {
  const isLoggedIn = useAppSelector((state) => state.user.isLoggedIn);
  const role = useAppSelector((state) => state.user.user?.role ?? null);
  const decision = decideAccess(group, { isLoggedIn, role });
  if (!decision.allow) return <Navigate to={decision.redirect} replace />;
  return children ?? <Outlet />;
}
