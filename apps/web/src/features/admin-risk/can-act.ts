/** Staff roles that may change risk controls (the server answers 403 to the others). */
export const riskActionRoles: readonly string[] = ['admin', 'manager', 'risk'];

export function canActOnRisk(role: string | null): boolean {
  return role !== null && riskActionRoles.includes(role);
}

/** The signed-in role, read from the `user` slice without importing the auth feature. */
export const selectStaffRole = (state: { user: { user: { role: string } | null } }) => state.user.user?.role ?? null;
