import { isAdminRole, isStaffRole } from '@oddsmith/core';
import { paths } from '../../config/paths';

/** Route groups of the seed's section 2 table. */
export const routeGroups = ['guestOnly', 'open', 'partnerLanding', 'root', 'staff', 'admin', 'player', 'partner'] as const;
export type RouteGroup = (typeof routeGroups)[number];

export type Viewer = { isLoggedIn: boolean; role: string | null | undefined };
export type AccessDecision = { allow: true } | { allow: false; redirect: string };

const allow: AccessDecision = { allow: true };
const redirect = (to: string): AccessDecision => ({ allow: false, redirect: to });

const isPlayer = (viewer: Viewer) => viewer.isLoggedIn && viewer.role === 'player';
/** A partner (affiliate) is never staff, whatever core's "any role but player" says. */
const isPartner = (viewer: Viewer) => viewer.isLoggedIn && viewer.role === 'partner';
const isStaff = (viewer: Viewer) => viewer.isLoggedIn && !isPartner(viewer) && isStaffRole(viewer.role);

/** The guard of every route, as a pure function of the group and who is looking. */
export function decideAccess(group: RouteGroup, viewer: Viewer): AccessDecision {
  switch (group) {
    case 'guestOnly':
      return viewer.isLoggedIn ? redirect(paths.root.getHref()) : allow;
    case 'open':
      return allow;
    case 'partnerLanding':
      // Our issue: a player is sent away whatever the case of the role ('Player' in the original).
      return viewer.isLoggedIn && viewer.role?.toLowerCase() === 'player' ? redirect(paths.root.getHref()) : allow;
    case 'root':
      if (isPlayer(viewer)) return redirect(paths.inplay.getHref(4));
      if (isStaff(viewer)) return redirect(paths.admin.dashboard.getHref());
      if (isPartner(viewer)) return redirect(paths.partnerDashboard.getHref());
      return allow;
    case 'staff':
      return isStaff(viewer) ? allow : redirect(paths.root.getHref());
    case 'admin':
      if (!isStaff(viewer)) return redirect(paths.root.getHref());
      return isAdminRole(viewer.role) ? allow : redirect(paths.denyAccess.getHref());
    case 'player':
      if (isPartner(viewer)) return redirect(paths.partnerDashboard.getHref());
      return isPlayer(viewer) ? allow : redirect(paths.login.getHref());
    case 'partner':
      if (isPartner(viewer)) return allow;
      return viewer.isLoggedIn ? redirect(paths.root.getHref()) : redirect(paths.partnerLogin.getHref());
  }
}
