import type { StaffRole } from './roles';

/**
 * The one permission matrix: what each staff role may do. The server checks a permission on every
 * staff route and the web shows or hides each screen and action from the same table.
 * docs/permissions.md renders it; a test keeps the two equal.
 *
 * Least privilege: money moves only for the roles whose job it is (finance approves payments, risk
 * settles tickets), only admins read the mail outbox or create staff, and a cash agent holds the few
 * permissions in `agentScopedPermissions`, always limited to the players attributed to them.
 */
export const permissionMatrix = {
  'dashboard.read': { roles: ['admin', 'manager', 'support', 'finance', 'risk', 'agent'], what: 'Dashboard figures and the registrations chart' },
  'users.read': { roles: ['admin', 'manager', 'support', 'finance', 'risk', 'agent'], what: 'Player list and player detail' },
  'users.manage': { roles: ['admin', 'manager', 'support'], what: 'Block a player, change their limits' },
  'staff.manage': { roles: ['admin'], what: 'Create staff accounts' },
  'events.read': { roles: ['admin', 'manager', 'support', 'risk'], what: 'Events and markets in the back-office' },
  'events.write': { roles: ['admin', 'manager', 'risk'], what: 'Create and edit events and markets: prices, status, scores' },
  'markets.result': { roles: ['admin', 'manager', 'risk'], what: "Publish or change a market's result (moves money)" },
  'tickets.read': { roles: ['admin', 'manager', 'support', 'finance', 'risk'], what: 'Sportsbook tickets with their ledger and audit trails' },
  'tickets.settle': { roles: ['admin', 'manager', 'risk'], what: 'Void, settle or resettle a ticket by hand (moves money)' },
  'risk.read': { roles: ['admin', 'manager', 'finance', 'risk'], what: 'Liability, exposures and players by profit' },
  'risk.write': { roles: ['admin', 'manager', 'risk'], what: 'Stake factors, market holds and the auto-suspend threshold' },
  'payments.read': { roles: ['admin', 'manager', 'support', 'finance', 'risk'], what: 'Deposits, withdrawals with payout details, all payments and their CSV' },
  'payments.approve': { roles: ['admin', 'manager', 'finance'], what: 'Approve or reject deposits and withdrawals (moves money)' },
  'paymentMethods.write': { roles: ['admin', 'manager', 'finance'], what: 'Create, edit and remove payment methods' },
  'ledger.read': { roles: ['admin', 'manager', 'support', 'finance', 'risk', 'agent'], what: "A player's wallet movements (credit history)" },
  'balance.transfer': { roles: ['admin', 'manager', 'finance', 'agent'], what: "Credit or debit a player's cash wallet (transfer-balance)" },
  'balance.approve': { roles: ['admin', 'manager', 'finance'], what: "Approve another staff member's large credit (four eyes)" },
  'reconcile.run': { roles: ['admin', 'finance'], what: 'Run the ledger reconciliation' },
  'outbox.read': { roles: ['admin'], what: 'Read the development mail outbox' },
  'audit.read': { roles: ['admin', 'manager'], what: 'The history of every staff action' },
  'exchange.read': { roles: ['admin', 'manager', 'support', 'finance', 'risk'], what: 'Exchange events, results and tickets' },
  'exchange.write': { roles: ['admin', 'manager', 'risk'], what: 'Create, suspend and result exchange events' },
  'casino.read': { roles: ['admin', 'manager', 'support', 'finance', 'risk'], what: 'Casino games with their rounds, turnover and GGR' },
  'casino.write': { roles: ['admin', 'manager'], what: 'Enable casino games, order the lobby and set stake limits' },
  'content.edit': { roles: ['admin', 'manager'], what: 'Banners and e-mail templates' },
  'pages.edit': { roles: ['admin'], what: 'CMS pages' },
  'settings.read': { roles: ['admin', 'manager', 'finance', 'risk'], what: 'Read the operator settings (limits, delays, margins, thresholds)' },
  'settings.manage': { roles: ['admin', 'manager'], what: 'Operator settings' },
  'earnings.read': { roles: ['admin', 'manager', 'finance'], what: 'Earnings (gross gaming revenue) reports' },
  'agents.manage': { roles: ['admin', 'manager', 'finance'], what: 'Create cash agents, fund or defund their float, block them' },
  'agents.float': { roles: ['admin', 'manager', 'finance', 'agent'], what: "A cash agent's float, its history and their players' activity" },
  'partners.manage': { roles: ['admin', 'manager', 'finance'], what: 'Partners, their history and payouts' },
  'support.chat': { roles: ['admin', 'manager', 'support'], what: 'Answer players in the support chat, manage canned replies' },
  'messages.send': { roles: ['admin', 'manager', 'support'], what: 'Send messages to one player or a segment of players' },
} as const satisfies Record<string, { roles: readonly StaffRole[]; what: string }>;

export type Permission = keyof typeof permissionMatrix;

export const permissions = Object.keys(permissionMatrix) as Permission[];

/**
 * The permissions a cash agent holds, each limited to the players attributed to the agent
 * (users.cash_agent_id): anything else about another player is a 403 or a 404. `agents.float` is
 * the agent's own float and their own players' activity, never another agent's.
 */
export const agentScopedPermissions = ['dashboard.read', 'users.read', 'ledger.read', 'balance.transfer', 'agents.float'] as const satisfies readonly Permission[];

/** Who may call a route: anyone, any logged-in account, players only, partners only, or staff holding a permission. */
export type RouteAccess = 'public' | 'user' | 'player' | 'partner' | Permission;

export function isPermission(value: unknown): value is Permission {
  return typeof value === 'string' && Object.hasOwn(permissionMatrix, value);
}

/** True when `role` holds `permission`; players, partners and unknown roles hold none. */
export function hasPermission(role: string | null | undefined, permission: Permission): boolean {
  if (!role) return false;
  return (permissionMatrix[permission].roles as readonly string[]).includes(role);
}

/** True when `role` holds `permission` only for the players attributed to it (a cash agent). */
export function isScopedToOwnPlayers(role: string | null | undefined, permission: Permission): boolean {
  return role === 'agent' && (agentScopedPermissions as readonly Permission[]).includes(permission);
}
