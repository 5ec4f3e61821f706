/** Staff roles that may void and settle tickets by hand (the server answers 403 to the others). */
export const ticketActionRoles: readonly string[] = ['admin', 'manager', 'risk'];

export function canActOnTickets(role: string | null): boolean {
  return role !== null && ticketActionRoles.includes(role);
}

/** The signed-in role, read from the `user` slice without importing the auth feature. */
export const selectStaffRole = (state: { user: { user: { role: string } | null } }) => state.user.user?.role ?? null;
