import { describe, expect, it } from 'vitest';
import { staffNavSections, visibleStaffNav } from './staff-nav';

const keys = (role: string) => visibleStaffNav(role).flatMap((section) => section.items.map((item) => item.key));
const allKeys = staffNavSections.flatMap((section) => section.items.map((item) => item.key));

describe('visibleStaffNav', () => {
  it('shows an admin every entry but a cash agent\'s own float', () => {
    expect(keys('admin')).toEqual(allKeys.filter((key) => key !== 'myFloat'));
  });
  it('hides the admin-only pages from other staff', () => {
    expect(keys('manager')).not.toContain('pages');
    expect(keys('manager')).toContain('withdrawals');
  });
  it('shows a cash agent only the dashboard, their players and their own float', () => {
    expect(keys('agent')).toEqual(['dashboard', 'users', 'myFloat']);
  });
  it('shows the cash agents list to the roles managing agents', () => {
    expect(keys('manager')).toContain('agents');
    expect(keys('finance')).toContain('agents');
    expect(keys('support')).not.toContain('agents');
  });
  it('shows support the player-facing screens, not risk, history or money settings', () => {
    expect(keys('support')).toEqual(expect.arrayContaining(['users', 'tickets', 'withdrawals', 'supportChat']));
    for (const key of ['riskManagement', 'history', 'settings', 'pages', 'earnings'] as const) expect(keys('support')).not.toContain(key);
  });
  it('shows nobody outside the staff matrix anything', () => {
    expect(visibleStaffNav('player')).toEqual([]);
    expect(visibleStaffNav(null)).toEqual([]);
  });
});
