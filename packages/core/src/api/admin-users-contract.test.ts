import { describe, expect, it } from 'vitest';
import { registerAdminUserBodySchema, registrationChartQuerySchema, usersQuerySchema } from './admin-users-contract';

describe('admin-users contract', () => {
  it('pages the users list with defaults, a trimmed search and a known role', () => {
    expect(usersQuerySchema.parse({ search: '  ann ' })).toEqual({ page: 1, perPage: 20, search: 'ann' });
    expect(usersQuerySchema.safeParse({ role: 'owner' }).success).toBe(false);
    expect(usersQuerySchema.safeParse({ page: 101, perPage: 100 }).error?.issues[0]?.path).toEqual(['page']);
  });

  it('reads the chart period as 1 to 365 days, 30 by default', () => {
    expect(registrationChartQuerySchema.parse({})).toEqual({ days: 30 });
    expect(registrationChartQuerySchema.parse({ days: '7' })).toEqual({ days: 7 });
    expect(registrationChartQuerySchema.safeParse({ days: 366 }).success).toBe(false);
  });

  it('creates staff accounts only', () => {
    const body = { username: ' ann ', email: 'ann@example.com', password: 'secret-enough', role: 'support' };
    expect(registerAdminUserBodySchema.parse(body)).toEqual({ ...body, username: 'ann' });
    expect(registerAdminUserBodySchema.safeParse({ ...body, role: 'player' }).success).toBe(false);
  });
});
