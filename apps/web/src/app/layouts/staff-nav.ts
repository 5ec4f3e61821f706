import type { ComponentType } from 'react';
import {
  IconArrowsExchange,
  IconCalendarEvent,
  IconCards,
  IconCash,
  IconCashBanknote,
  IconCreditCard,
  IconFileText,
  IconHistory,
  IconLayoutDashboard,
  IconMail,
  IconMessages,
  IconPhoto,
  IconReceipt,
  IconReportMoney,
  IconSettings,
  IconShieldCheck,
  IconTicket,
  IconUsers,
  IconWallet,
  type IconProps,
} from '@tabler/icons-react';
import { hasPermission } from '@oddsmith/core';
import { paths } from '../../config/paths';
import { staffScreenPermissions, type StaffScreen } from '../../config/staff-permissions';

/** One menu entry: a back-office screen, shown to the roles holding its permission. */
export type StaffNavItem = { key: StaffScreen; to: string; icon: ComponentType<IconProps> };
export type StaffNavSection = { key: string; items: StaffNavItem[] };

/** The back-office sidebar: every staff route without a parameter, grouped as an operator thinks. */
export const staffNavSections: StaffNavSection[] = [
  {
    key: 'overview',
    items: [
      { key: 'dashboard', to: paths.admin.dashboard.getHref(), icon: IconLayoutDashboard },
      { key: 'users', to: paths.admin.users.getHref(), icon: IconUsers },
    ],
  },
  {
    key: 'sportsbook',
    items: [
      { key: 'events', to: paths.admin.events.getHref(), icon: IconCalendarEvent },
      { key: 'tickets', to: paths.admin.tickets.getHref(), icon: IconTicket },
      { key: 'riskManagement', to: paths.admin.riskManagement.getHref(), icon: IconShieldCheck },
    ],
  },
  {
    key: 'exchange',
    items: [
      { key: 'exchangeEvents', to: paths.admin.exchangeEvents.getHref(), icon: IconArrowsExchange },
      { key: 'exchangeTickets', to: paths.admin.exchangeTickets.getHref(), icon: IconReceipt },
    ],
  },
  {
    key: 'casino',
    items: [{ key: 'casinoSlotGames', to: paths.admin.casinoSlotGames.getHref(), icon: IconCards }],
  },
  {
    key: 'money',
    items: [
      { key: 'deposits', to: paths.admin.deposits.getHref(), icon: IconCash },
      { key: 'withdrawals', to: paths.admin.withdrawals.getHref(), icon: IconCashBanknote },
      { key: 'paymentMethods', to: paths.admin.paymentMethods.getHref(), icon: IconCreditCard },
      { key: 'payments', to: paths.admin.payments.getHref(), icon: IconWallet },
      { key: 'earnings', to: paths.admin.earnings.getHref(), icon: IconReportMoney },
    ],
  },
  {
    key: 'content',
    items: [
      { key: 'bannersGallery', to: paths.admin.bannersGallery.getHref(), icon: IconPhoto },
      { key: 'emailTemplates', to: paths.admin.emailTemplates.getHref(), icon: IconMail },
      { key: 'pages', to: paths.admin.pages.getHref(), icon: IconFileText },
    ],
  },
  {
    key: 'operations',
    items: [
      { key: 'supportChat', to: paths.admin.supportChat.getHref(), icon: IconMessages },
      { key: 'history', to: paths.admin.history.getHref(), icon: IconHistory },
      { key: 'settings', to: paths.admin.settings.getHref(), icon: IconSettings },
    ],
  },
];

/** The sidebar a role sees: the entries whose screen permission the role holds (core's matrix). */
export function visibleStaffNav(role: string | null | undefined): StaffNavSection[] {
  const visible = (item: StaffNavItem) => hasPermission(role, staffScreenPermissions[item.key]);
  return staffNavSections
    .map((section) => ({ ...section, items: section.items.filter(visible) }))
    .filter((section) => section.items.length > 0);
}
