import { describe, expect, it } from 'vitest';
import { isAdminDashboardMessage, isLocalDevOrigin } from './dev-messages';

describe('development messages', () => {
  it('accepts only local development origins', () => {
    expect(isLocalDevOrigin('http://localhost:5173')).toBe(true);
    expect(isLocalDevOrigin('http://127.0.0.1:3000')).toBe(true);
    expect(isLocalDevOrigin('http://localhost')).toBe(true);
    expect(isLocalDevOrigin('https://localhost:5173')).toBe(false);
    expect(isLocalDevOrigin('http://localhost.evil.com')).toBe(false);
    expect(isLocalDevOrigin('http://example.com')).toBe(false);
  });

  it('recognises the admin-dashboard message', () => {
    const data = { type: 'oddsmith:admin-dashboard' };
    expect(isAdminDashboardMessage({ origin: 'http://localhost:5173', data })).toBe(true);
    expect(isAdminDashboardMessage({ origin: 'http://evil.com', data })).toBe(false);
    expect(isAdminDashboardMessage({ origin: 'http://localhost:5173', data: { type: 'other' } })).toBe(false);
    expect(isAdminDashboardMessage({ origin: 'http://localhost:5173', data: 'oddsmith:admin-dashboard' })).toBe(false);
  });
});
