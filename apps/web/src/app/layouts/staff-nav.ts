import type { ComponentType } from 'react';
import {
  IconAffiliate,
  IconArrowsExchange,
  IconCalendarEvent,
  IconCards,
  IconCash,
  IconCashBanknote,
  IconCoins,
  IconCreditCard,
  IconFileText,
  IconHistory,
  IconLayoutDashboard,
  IconMail,
  IconMailForward,
  IconMessages,
  IconPhoto,
  IconReceipt,
  IconReportMoney,
  IconSettings,
  IconShieldCheck,
  IconTicket,
  IconUserDollar,
  IconUsers,
  IconUserShield,
  IconWallet,
  type IconProps,
} from '@tabler/icons-react';
import { hasPermission, isScopedToOwnPlayers } from '@oddsmith/core';
import { paths } from '../../config/paths';
import { staffScreenPermissions, type StaffScreen } from '../../config/staff-permissions';

/**
 * One menu entry: a back-office screen, shown to the roles holding its permission; `ownOnly`
 * entries (a cash agent's own float) only to the roles holding it for themselves.
 */
export type StaffNavItem = { key: StaffScreen; to: string; icon: ComponentType<IconProps>; ownOnly?: boolean };
export type StaffNavSection = { key: string; items: StaffNavItem[] };

/** The admin paths without a parameter. */
type FixedAdminPath = { [K in keyof typeof paths.admin]: (typeof paths.admin)[K] extends { getHref: () => string } ? K : never }[keyof typeof paths.admin];

/** A menu entry for the staff screen whose path has its name. */
const item = (key: StaffScreen & FixedAdminPath, icon: ComponentType<IconProps>): StaffNavItem => ({ key, to: paths.admin[key].getHref(), icon });

/** The back-office sidebar: every staff route without a parameter, grouped as an operator thinks. */
export const staffNavSections: StaffNavSection[] = [
  { key: 'overview', items: [item('dashboard', IconLayoutDashboard), item('users', IconUsers), { ...item('myFloat', IconWallet), ownOnly: true }, item('agents', IconUserDollar)] },
  { key: 'sportsbook', items: [item('events', IconCalendarEvent), item('tickets', IconTicket), item('riskManagement', IconShieldCheck)] },
  { key: 'exchange', items: [item('exchangeEvents', IconArrowsExchange), item('exchangeTickets', IconReceipt)] },
  { key: 'casino', items: [item('casinoSlotGames', IconCards)] },
  { key: 'money', items: [item('deposits', IconCash), item('withdrawals', IconCashBanknote), item('paymentMethods', IconCreditCard), item('payments', IconWallet), item('earnings', IconReportMoney)] },
  { key: 'partners', items: [item('partners', IconAffiliate), item('partnerWithdrawals', IconCoins)] },
  { key: 'content', items: [item('bannersGallery', IconPhoto), item('emailTemplates', IconMail), item('pages', IconFileText)] },
  { key: 'operations', items: [item('supportChat', IconMessages), item('messages', IconMailForward), item('history', IconHistory), item('staff', IconUserShield), item('settings', IconSettings)] },
];

/** The sidebar a role sees: the entries whose screen permission the role holds (core's matrix). */
export function visibleStaffNav(role: string | null | undefined): StaffNavSection[] {
  const visible = (item: StaffNavItem) => {
    const permission = staffScreenPermissions[item.key];
    return hasPermission(role, permission) && (!item.ownOnly || isScopedToOwnPlayers(role, permission));
  };
  return staffNavSections
    .map((section) => ({ ...section, items: section.items.filter(visible) }))
    .filter((section) => section.items.length > 0);
}
