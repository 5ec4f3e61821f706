import { describe, expect, it } from 'vitest';
import { staffRoles } from './roles';
import { agentScopedPermissions, hasPermission, isPermission, isScopedToOwnPlayers, permissionMatrix, permissions } from './permissions';

describe('permission matrix', () => {
  it('gives the admin every permission', () => {
    for (const permission of permissions) expect(hasPermission('admin', permission), permission).toBe(true);
  });

  it('gives players, partners, guests and unknown roles nothing', () => {
    for (const permission of permissions) {
      for (const role of ['player', 'partner', 'Player', '', null, undefined, 'root']) {
        expect(hasPermission(role, permission), `${String(role)} ${permission}`).toBe(false);
      }
    }
  });

  it('names only known staff roles', () => {
    for (const permission of permissions) {
      for (const role of permissionMatrix[permission].roles) expect(staffRoles).toContain(role);
    }
  });

  it('limits a cash agent to the scoped permissions, each only for their own players', () => {
    const agentHolds = permissions.filter((permission) => hasPermission('agent', permission));
    expect(agentHolds.sort()).toEqual([...agentScopedPermissions].sort());
    for (const permission of agentHolds) expect(isScopedToOwnPlayers('agent', permission)).toBe(true);
    expect(isScopedToOwnPlayers('admin', 'users.read')).toBe(false);
  });

  it('keeps the money-moving and secret-bearing permissions away from the roles that must not hold them', () => {
    for (const role of ['support', 'agent'] as const) {
      for (const permission of ['events.write', 'markets.result', 'tickets.settle', 'payments.approve', 'reconcile.run', 'outbox.read', 'staff.manage'] as const) {
        expect(hasPermission(role, permission), `${role} ${permission}`).toBe(false);
      }
    }
    expect(permissionMatrix['outbox.read'].roles).toEqual(['admin']);
    expect(permissionMatrix['staff.manage'].roles).toEqual(['admin']);
    expect([...permissionMatrix['reconcile.run'].roles].sort()).toEqual(['admin', 'finance']);
  });

  it('recognises permission names', () => {
    expect(isPermission('events.write')).toBe(true);
    expect(isPermission('toString')).toBe(false);
    expect(isPermission('public')).toBe(false);
  });
});
