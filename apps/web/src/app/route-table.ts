import type { RouteObject } from 'react-router';

/**
 * The part of a route table that can match a pathname with this first segment (issue 18).
 * `useRoutes` flattens and ranks the whole table it is given on every render of the component that
 * calls it: for the app's 65 routes about 20 ms of a phone's main thread in the first render, one
 * piece of work React cannot slice. Every leaf path of the app is absolute and starts with a fixed
 * segment (`/inplay`, `/game/:id`, `/caff/admin/...`), so a pathname's first segment rules out most
 * of the table. Kept: the leaves whose first segment is that segment, a parameter or the splat, any
 * relative path, and the layouts that keep a child. The kept layouts are copies that keep their
 * `element`, so React sees the same elements whichever table matched them.
 */
export function routesForFirstSegment(routes: RouteObject[], segment: string): RouteObject[] {
  const kept: RouteObject[] = [];
  for (const route of routes) {
    if (route.children) {
      const children = routesForFirstSegment(route.children, segment);
      const unchanged = children.length === route.children.length && children.every((child, index) => child === route.children?.[index]);
      if (children.length > 0) kept.push(unchanged ? route : { ...route, children });
    } else if (mayMatch(route.path, segment)) {
      kept.push(route);
    }
  }
  return kept;
}

function mayMatch(path: string | undefined, segment: string): boolean {
  if (path === undefined || !path.startsWith('/')) return true;
  const first = firstSegmentOf(path);
  return first === segment || first === '*' || first.startsWith(':');
}

/** `/game/12` → `game`; `/` → ``. */
export function firstSegmentOf(pathname: string): string {
  const end = pathname.indexOf('/', 1);
  return pathname.slice(1, end === -1 ? undefined : end);
}

/** One pruned table per first segment, built on first use. */
export function routeTableCache(routes: RouteObject[]): (pathname: string) => RouteObject[] {
  const tables = new Map<string, RouteObject[]>();
  return (pathname) => {
    const segment = firstSegmentOf(pathname);
    let table = tables.get(segment);
    if (!table) {
      table = routesForFirstSegment(routes, segment);
      tables.set(segment, table);
    }
    return table;
  };
}
