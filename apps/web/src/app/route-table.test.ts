import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { appRoutes } from './router';
import { firstSegmentOf, routeTableCache, routesForFirstSegment } from './route-table';

function leafPaths(routes: RouteObject[]): string[] {
  return routes.flatMap((route) => (route.children ? leafPaths(route.children) : route.path ? [route.path] : []));
}

/** A pathname each route path matches: parameters filled in, the splat given two segments. */
function exampleOf(path: string): string {
  const filled = path.replace(/:[\w-]+/g, 'x1').replace(/\*$/, 'nope/deeper');
  return filled.startsWith('/') ? filled : `/${filled}`;
}

/** What a match renders: each matched route's element, outermost first. */
function elementsMatched(routes: RouteObject[], pathname: string) {
  return matchRoutes(routes, pathname)?.map((match) => match.route.element) ?? null;
}

describe('route table by first segment', () => {
  const pathnames = [
    ...leafPaths(appRoutes).map(exampleOf),
    '/',
    '/nope',
    '/inplay/extra',
    '/caff/admin/nope',
    '/caff/admin/view-score/7',
    '/caff',
    '/game',
  ];

  it.each(pathnames)('%s matches the same elements as the whole table', (pathname) => {
    const table = routesForFirstSegment(appRoutes, firstSegmentOf(pathname));
    expect(elementsMatched(table, pathname)).toEqual(elementsMatched(appRoutes, pathname));
    expect(elementsMatched(table, pathname)).not.toBeNull();
  });

  it('keeps a small part of the table for a player screen', () => {
    const all = leafPaths(appRoutes).length;
    expect(leafPaths(routesForFirstSegment(appRoutes, 'inplay')).length).toBeLessThan(all / 4);
  });

  it('builds one table per first segment and reuses it', () => {
    const tableFor = routeTableCache(appRoutes);
    expect(tableFor('/game/1')).toBe(tableFor('/game/2'));
    expect(tableFor('/game/1')).not.toBe(tableFor('/inplay'));
  });

  it('reads the first segment', () => {
    expect(firstSegmentOf('/')).toBe('');
    expect(firstSegmentOf('/inplay')).toBe('inplay');
    expect(firstSegmentOf('/caff/admin/users')).toBe('caff');
  });
});
