import { describe, expect, it } from 'vitest';
import { decideAccess, routeGroups, type RouteGroup, type Viewer } from './access';

const guest: Viewer = { isLoggedIn: false, role: null };
const player: Viewer = { isLoggedIn: true, role: 'player' };
const admin: Viewer = { isLoggedIn: true, role: 'admin' };
const manager: Viewer = { isLoggedIn: true, role: 'manager' };
const agent: Viewer = { isLoggedIn: true, role: 'agent' };
const partner: Viewer = { isLoggedIn: true, role: 'partner' };

const allow = { allow: true };
const to = (redirect: string) => ({ allow: false, redirect });

/** One decision a viewer, in the order guest, player, admin, manager, partner. */
const row = (...decisions: unknown[]): [Viewer, unknown][] => decisions.map((decision, i) => [[guest, player, admin, manager, partner][i]!, decision]);

/** Every group for every kind of viewer: the seed's section 2 and 6 tables. */
const table: Record<RouteGroup, [Viewer, unknown][]> = {
  guestOnly: row(allow, to('/'), to('/'), to('/'), to('/')),
  open: row(allow, allow, allow, allow, allow),
  partnerLanding: row(allow, to('/'), allow, allow, allow),
  root: row(allow, to('/inplay/?spid=4'), to('/caff/admin/dashboard'), to('/caff/admin/dashboard'), to('/partner/dashboard')),
  staff: row(to('/'), to('/'), allow, allow, to('/')),
  admin: row(to('/'), to('/'), allow, to('/deny-access'), to('/')),
  player: row(to('/login'), allow, to('/login'), to('/login'), to('/partner/dashboard')),
  partner: row(to('/partner/login'), to('/'), to('/'), to('/'), allow),
};

describe('decideAccess', () => {
  it('covers every route group', () => {
    expect(Object.keys(table).sort()).toEqual([...routeGroups].sort());
  });

  for (const group of routeGroups) {
    for (const [viewer, expected] of table[group]) {
      it(`${group} for ${viewer.isLoggedIn ? viewer.role : 'guest'}`, () => {
        expect(decideAccess(group, viewer)).toEqual(expected);
      });
    }
  }

  it('any non-player role is staff (a cash agent too), never admin', () => {
    expect(decideAccess('staff', agent)).toEqual(allow);
    expect(decideAccess('admin', agent)).toEqual(to('/deny-access'));
    expect(decideAccess('root', agent)).toEqual(to('/caff/admin/dashboard'));
  });

  it('the partner landing sends a player away whatever the case of the role', () => {
    expect(decideAccess('partnerLanding', { isLoggedIn: true, role: 'Player' })).toEqual(to('/'));
    expect(decideAccess('partnerLanding', { isLoggedIn: true, role: 'PLAYER' })).toEqual(to('/'));
  });

  it('a partner is never staff: the back-office and the player screens send them to their dashboard by way of /', () => {
    expect(decideAccess('staff', partner)).toEqual(to('/'));
    expect(decideAccess('root', partner)).toEqual(to('/partner/dashboard'));
    expect(decideAccess('partner', agent)).toEqual(to('/'));
    expect(decideAccess('partner', { isLoggedIn: false, role: 'partner' })).toEqual(to('/partner/login'));
  });

  it('a role alone does not log anyone in', () => {
    expect(decideAccess('staff', { isLoggedIn: false, role: 'admin' })).toEqual(to('/'));
    expect(decideAccess('player', { isLoggedIn: false, role: 'player' })).toEqual(to('/login'));
    expect(decideAccess('root', { isLoggedIn: false, role: 'player' })).toEqual(allow);
  });

  it('a logged-in user without a role sees the landing rather than a redirect loop', () => {
    expect(decideAccess('root', { isLoggedIn: true, role: null })).toEqual(allow);
    expect(decideAccess('staff', { isLoggedIn: true, role: null })).toEqual(to('/'));
  });
});
