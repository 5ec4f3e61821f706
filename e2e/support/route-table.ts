/** Every route of the seed's section 2, with a concrete path to visit. */
export const routeGroups = {
  guestOnly: ['/reset-password', '/register', '/login', '/partner/register', '/partner/login'],
  openToAll: ['/deny-access', '/view-page/about', '/caff/admin/view-score/1'],
  partnerLanding: ['/partner'],
  root: ['/'],
  staff: [
    '/caff/admin/dashboard',
    '/caff/admin/users',
    '/caff/admin/users/00000000-0000-0000-0000-000000000000',
    '/caff/admin/events',
    '/caff/admin/events/1',
    '/caff/admin/exchange-events',
    '/caff/admin/exchange-events/1',
    '/caff/admin/tickets',
    '/caff/admin/exchange-tickets',
    '/caff/admin/casino-slot-games',
    '/caff/admin/risk-management',
    '/caff/admin/deposits',
    '/caff/admin/withdrawals',
    '/caff/admin/payment-methods',
    '/caff/admin/earnings',
    '/caff/admin/support/chat',
    '/caff/admin/banners-gallery',
    '/caff/admin/settings',
    '/caff/admin/email-templates',
    '/caff/admin/user-credit-history/00000000-0000-0000-0000-000000000000',
    '/caff/admin/history',
    '/caff/admin/payments',
    '/caff/admin/ex/results/1',
  ],
  adminOnly: ['/caff/admin/pages', '/caff/admin/page/edit/1'],
  player: [
    '/top-nav/today',
    '/top-nav/today/soccer',
    '/top-nav-filter/competition/1',
    '/presports',
    '/inplay',
    '/game/1',
    '/exchange',
    '/exchange/1',
    '/exchange-mybets/1',
    '/casino/',
    '/casino/roulette',
    '/casino/blackjack',
    '/slot',
    '/my-bets',
    '/search',
    '/notifications',
    '/messages',
    '/profile',
    '/bank',
  ],
} as const;

export type Persona = 'guest' | 'player' | 'staff' | 'admin';
export type RouteGroup = keyof typeof routeGroups;

const playerHome = '/inplay';
const staffHome = '/caff/admin/dashboard';

/**
 * Where a persona ends up (pathname) after visiting a path of a group, per the seed's table.
 * `null` means it stays on the path it visited.
 */
export function expectedLanding(persona: Persona, group: RouteGroup): string | null {
  const home = persona === 'player' ? playerHome : persona === 'guest' ? '/' : staffHome;
  switch (group) {
    case 'guestOnly':
      return persona === 'guest' ? null : home;
    case 'openToAll':
      return null;
    case 'partnerLanding':
      return persona === 'player' ? playerHome : null;
    case 'root':
      return home;
    case 'staff':
      return persona === 'guest' ? '/' : persona === 'player' ? playerHome : null;
    case 'adminOnly':
      if (persona === 'admin') return null;
      if (persona === 'staff') return '/deny-access';
      return persona === 'guest' ? '/' : playerHome;
    case 'player':
      // Others are sent to /login; a logged-in staff member is then sent on from /login to /.
      if (persona === 'player') return null;
      return persona === 'guest' ? '/login' : staffHome;
  }
}
