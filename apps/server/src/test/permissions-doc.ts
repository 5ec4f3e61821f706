import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { permissionMatrix, permissions, staffRoles, type RouteAccess } from '@oddsmith/core';
import { repoRoot } from '../config';

/** docs/permissions.md: the tables between these markers are generated from the code. */
export const permissionsDocPath = resolve(repoRoot, 'docs/permissions.md');
const markers = {
  matrix: ['<!-- permission-matrix:start -->', '<!-- permission-matrix:end -->'],
  routes: ['<!-- route-access:start -->', '<!-- route-access:end -->'],
} as const;

/** The permission × role table, one row a permission. */
export function renderMatrixTable(): string {
  const header = `| permission | what it allows | ${staffRoles.join(' | ')} |`;
  const rule = `|---|---|${staffRoles.map(() => ':-:').join('|')}|`;
  const rows = permissions.map((permission) => {
    const { roles, what } = permissionMatrix[permission];
    const cells = staffRoles.map((role) => ((roles as readonly string[]).includes(role) ? (role === 'agent' ? 'own players' : 'yes') : ''));
    return `| \`${permission}\` | ${what} | ${cells.join(' | ')} |`;
  });
  return [header, rule, ...rows].join('\n');
}

/** Every governed route with what it declares, sorted by path then method. */
export function renderRouteTable(routeAccess: ReadonlyMap<string, RouteAccess>): string {
  const rows = [...routeAccess.entries()]
    .filter(([key]) => !key.startsWith('HEAD '))
    .map(([key, access]) => {
      const [method = '', url = ''] = key.split(' ');
      return { method, url, access };
    })
    .sort((a, b) => a.url.localeCompare(b.url) || a.method.localeCompare(b.method))
    .map(({ method, url, access }) => `| ${method} | \`${url}\` | ${access === 'public' || access === 'user' || access === 'player' || access === 'partner' ? access : `\`${access}\``} |`);
  return ['| method | route | access |', '|---|---|---|', ...rows].join('\n');
}

function replaceBetween(text: string, [start, end]: readonly [string, string], body: string): string {
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  if (from < 0 || to < from) throw new Error(`docs/permissions.md lacks the markers ${start} ... ${end}`);
  return `${text.slice(0, from + start.length)}\n${body}\n${text.slice(to)}`;
}

/** The doc as it should read for this code: its prose kept, both tables regenerated. */
export function expectedPermissionsDoc(routeAccess: ReadonlyMap<string, RouteAccess>, current = readFileSync(permissionsDocPath, 'utf8')): string {
  const withMatrix = replaceBetween(current, markers.matrix, renderMatrixTable());
  return replaceBetween(withMatrix, markers.routes, renderRouteTable(routeAccess));
}

export function writePermissionsDoc(routeAccess: ReadonlyMap<string, RouteAccess>): void {
  writeFileSync(permissionsDocPath, expectedPermissionsDoc(routeAccess));
}
