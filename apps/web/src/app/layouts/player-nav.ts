import {
  IconArrowsExchange,
  IconBroadcast,
  IconBuildingBank,
  IconCalendarEvent,
  IconCards,
  IconTicket,
  IconTrophy,
  type IconProps,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { paths } from '../../config/paths';

/** A player area: its link, the path it owns (`match`) and its icon; `key` names the `nav.<key>` text. */
export type NavItem = { key: string; to: string; match: string; icon: ComponentType<IconProps> };

export const playerNavItems: NavItem[] = [
  { key: 'sports', to: paths.topNav.getHref('sports'), match: '/top-nav', icon: IconTrophy },
  { key: 'inplay', to: paths.inplay.getHref(4), match: paths.inplay.path, icon: IconBroadcast },
  { key: 'prematch', to: paths.presports.getHref(), match: paths.presports.path, icon: IconCalendarEvent },
  { key: 'casino', to: paths.casino.getHref(), match: '/casino', icon: IconCards },
  { key: 'exchange', to: paths.exchange.getHref(), match: paths.exchange.path, icon: IconArrowsExchange },
  { key: 'bank', to: paths.bank.getHref(), match: paths.bank.path, icon: IconBuildingBank },
  { key: 'myBets', to: paths.myBets.getHref(), match: paths.myBets.path, icon: IconTicket },
];

const withoutTrailingSlash = (path: string) => path.replace(/\/+$/, '') || '/';

/**
 * Whether the area owning `match` is on view at `pathname`: the same path with or without a
 * trailing slash, or a page below it (`/inplay`, `/inplay/`, `/top-nav/sports/football`), never a
 * sibling that only starts with the same letters (`/exchange-mybets/1` is not `/exchange`). The
 * query string is not part of `pathname`, so `/inplay/?spid=1` counts as `/inplay`.
 */
export function isNavActive(pathname: string, match: string): boolean {
  const current = withoutTrailingSlash(pathname.split(/[?#]/, 1)[0] ?? '');
  const area = withoutTrailingSlash(match);
  if (area === '/') return current === '/';
  return current === area || current.startsWith(`${area}/`);
}
