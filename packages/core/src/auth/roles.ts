/**
 * Every role the server knows. `player` and `partner` (an affiliate, with its own area under
 * `/api/partner`) are the non-staff roles; `agent` is a cash agent.
 */
export const roles = ['player', 'admin', 'manager', 'support', 'finance', 'risk', 'agent', 'partner'] as const;
export type Role = (typeof roles)[number];

export const staffRoles = ['admin', 'manager', 'support', 'finance', 'risk', 'agent'] as const satisfies readonly Role[];
export type StaffRole = (typeof staffRoles)[number];

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (roles as readonly string[]).includes(value);
}

/** Staff is any role other than player (seed section 6) and partner (an affiliate is not staff). */
export function isStaffRole(role: string | null | undefined): boolean {
  return typeof role === 'string' && (staffRoles as readonly string[]).includes(role);
}

export function isAdminRole(role: string | null | undefined): boolean {
  return role === 'admin';
}
