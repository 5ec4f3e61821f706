import type { Permission } from '@oddsmith/core';
import type { paths } from './paths';

/**
 * The permission each back-office screen needs to be seen (docs/permissions.md). The router shows
 * a "not for your role" state without it, and the menu hides the entry; actions inside a screen
 * check their own permission with `useCan`.
 */
export const staffScreenPermissions = {
  dashboard: 'dashboard.read',
  users: 'users.read',
  user: 'users.read',
  agents: 'agents.manage',
  agent: 'agents.float',
  myFloat: 'agents.float',
  events: 'events.read',
  event: 'events.read',
  exchangeEvents: 'exchange.read',
  exchangeEvent: 'exchange.read',
  tickets: 'tickets.read',
  exchangeTickets: 'exchange.read',
  casinoSlotGames: 'casino.read',
  riskManagement: 'risk.read',
  deposits: 'payments.read',
  withdrawals: 'payments.read',
  paymentMethods: 'payments.read',
  earnings: 'earnings.read',
  partners: 'partners.manage',
  partner: 'partners.manage',
  partnerWithdrawals: 'partners.manage',
  supportChat: 'support.chat',
  messages: 'messages.send',
  bannersGallery: 'content.edit',
  settings: 'settings.read',
  emailTemplates: 'content.edit',
  userCreditHistory: 'ledger.read',
  history: 'audit.read',
  staff: 'staff.manage',
  payments: 'payments.read',
  exResults: 'exchange.read',
  pages: 'pages.edit',
  pageEdit: 'pages.edit',
} as const satisfies Record<keyof typeof paths.admin, Permission>;

export type StaffScreen = keyof typeof staffScreenPermissions;
