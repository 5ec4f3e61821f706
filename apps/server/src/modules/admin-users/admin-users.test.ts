import { describe, expect, it } from 'vitest';
import { seedDemo } from '../../db/seed-demo';
import { bearer, useSuiteApp, describeEachDatabase, loginAs, registerPlayer, loginDemo } from '../../test/app';
import { fillDays } from './admin-users.service';

type ErrorBody = { code: string; field?: string; message: string };

describeEachDatabase('admin users and the /api/admin guard', (database) => {
  let adminToken: string;
  let staffToken: string;
  let playerToken: string;

  const testApp = useSuiteApp(database, {}, async () => {
    await seedDemo(testApp.app.db);
    adminToken = await loginDemo(testApp.app, 'admin');
    staffToken = await loginDemo(testApp.app, 'staff');
    playerToken = await loginDemo(testApp.app, 'player');
  });

  const registerStaff = (token: string, payload: Record<string, unknown>) =>
    testApp.app.inject({ method: 'POST', url: '/api/admin/register-admin-user', headers: bearer(token), payload });

  const adminPaths = [
    ['GET', '/api/admin/users'],
    ['GET', '/api/admin/registration_chart'],
    ['GET', '/api/admin/outbox'],
    ['GET', '/api/admin/history'],
    ['POST', '/api/admin/register-admin-user'],
    ['GET', '/api/admin/no-such-route'],
    ['POST', '/api/admin/transfer-balance'],
    ['GET', '/api/%61dmin/users'],
    ['GET', '/API/Admin/users'],
  ] as const;

  it.each(adminPaths)('%s %s: 401 without a token, 403 for a player', async (method, url) => {
    const anonymous = await testApp.app.inject({ method, url });
    expect(anonymous.statusCode).toBe(401);
    const player = await testApp.app.inject({ method, url, headers: bearer(playerToken), payload: method === 'POST' ? {} : undefined });
    expect(player.statusCode).toBe(403);
    expect(player.json<ErrorBody>().code).toBe('FORBIDDEN');
  });

  it('lets staff reach a known route and see 404 for an unknown one', async () => {
    expect((await testApp.app.inject({ method: 'GET', url: '/api/admin/users', headers: bearer(staffToken) })).statusCode).toBe(200);
    const unknown = await testApp.app.inject({ method: 'GET', url: '/api/admin/no-such-route', headers: bearer(staffToken) });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json<ErrorBody>().code).toBe('NOT_FOUND');
  });

  it('refuses register-admin-user to staff who are not admin', async () => {
    const response = await registerStaff(staffToken, { username: 'sneaky', email: 'sneaky@example.com', password: 'GoodPassword123', role: 'admin' });
    expect(response.statusCode).toBe(403);
  });

  it('refuses a common password for a staff account too', async () => {
    const response = await registerStaff(adminToken, { username: 'weakstaff', email: 'weakstaff@example.com', password: 'Q1w2e3r4t5', role: 'support' });
    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorBody>().field).toBe('password');
  });

  it('lets an admin create a staff account, audited in the history', async () => {
    const response = await registerStaff(adminToken, { username: 'support1', email: 'support1@example.com', password: 'GoodPassword123', role: 'support' });
    expect(response.statusCode).toBe(201);
    expect(response.json().response.user).toMatchObject({ username: 'support1', role: 'support' });
    expect(await loginAs(testApp.app, 'support1', 'GoodPassword123')).toEqual(expect.any(String));

    const history = await testApp.app.inject({ method: 'GET', url: '/api/admin/history', headers: bearer(staffToken) });
    const entry = history.json().response.list[0];
    expect(entry).toMatchObject({ action: 'user.register_staff', actorUsername: 'admin', targetType: 'user', targetLabel: 'support1', detail: { after: { username: 'support1', role: 'support' } } });
  });

  it('refuses a player role for a staff account', async () => {
    const response = await registerStaff(adminToken, { username: 'notstaff', email: 'notstaff@example.com', password: 'GoodPassword123', role: 'player' });
    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorBody>().field).toBe('role');
  });

  it('lists, searches and pages users with a capped page size', async () => {
    for (const suffix of ['p1', 'p2', 'p3']) await registerPlayer(testApp.app, `list_${suffix}`);
    const page = await testApp.app.inject({ method: 'GET', url: '/api/admin/users?search=user_list&perPage=2&page=2', headers: bearer(staffToken) });
    expect(page.statusCode).toBe(200);
    const body = page.json().response;
    expect(body).toMatchObject({ total: 3, perPage: 2, currentPage: 2 });
    expect(body.list).toHaveLength(1);
    expect(body.list[0]).toHaveProperty('dateOfBirth', '1990-05-17');

    const players = await testApp.app.inject({ method: 'GET', url: '/api/admin/users?role=player&perPage=100', headers: bearer(staffToken) });
    expect(players.json().response.list.every((user: { role: string }) => user.role === 'player')).toBe(true);
    const wildcard = await testApp.app.inject({ method: 'GET', url: '/api/admin/users?search=%25', headers: bearer(staffToken) });
    expect(wildcard.json().response.total).toBe(0);
    const tooBig = await testApp.app.inject({ method: 'GET', url: '/api/admin/users?perPage=1000', headers: bearer(staffToken) });
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json<ErrorBody>().field).toBe('perPage');
  });

  it('shows one user by id with the player balance from the ledger, 404 for an unknown id', async () => {
    const list = await testApp.app.inject({ method: 'GET', url: '/api/admin/users?search=player@oddsmith.test', headers: bearer(staffToken) });
    const player = list.json().response.list[0];
    const one = await testApp.app.inject({ method: 'GET', url: `/api/admin/users/${player.id}`, headers: bearer(staffToken) });
    expect(one.json().response.user).toMatchObject({ username: 'player', balance: 1000, emailVerified: true });
    const missing = await testApp.app.inject({ method: 'GET', url: '/api/admin/users/00000000-0000-4000-8000-000000000000', headers: bearer(staffToken) });
    expect(missing.statusCode).toBe(404);
  });

  it('charts registrations per day with zero days filled', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/admin/registration_chart?days=7', headers: bearer(staffToken) });
    const rows = response.json().response.userRegistrations as { date: string; count: number }[];
    expect(rows).toHaveLength(7);
    expect(rows[6]?.date).toBe(new Date().toISOString().slice(0, 10));
    expect(rows[6]?.count).toBeGreaterThanOrEqual(6);
    expect(rows.slice(0, 6).every((row) => row.count === 0)).toBe(true);
  });

  it('limits a cash agent to the players attributed to them, and keeps the outbox and audit log from them', async () => {
    const created = await registerStaff(adminToken, { username: 'cashagent1', email: 'cashagent1@example.com', password: 'AgentPass1234', role: 'agent' });
    expect(created.statusCode).toBe(201);
    const agentId = created.json<{ response: { user: { id: string } } }>().response.user.id;
    const attributed = await testApp.app.inject({
      method: 'POST',
      url: '/api/front/register',
      cookies: { cashAgentId: agentId },
      payload: { username: 'agentplayer1', email: 'agentplayer1@example.com', password: 'GoodPassword123', dateOfBirth: '1990-01-01' },
    });
    expect(attributed.statusCode).toBe(201);
    const ownPlayerId = attributed.json<{ response: { user: { id: string } } }>().response.user.id;
    const other = await registerPlayer(testApp.app, 'notagents');
    const agentToken = await loginAs(testApp.app, 'cashagent1', 'AgentPass1234');

    const list = await testApp.app.inject({ method: 'GET', url: '/api/admin/users?perPage=100', headers: bearer(agentToken) });
    expect(list.statusCode).toBe(200);
    const listed = list.json<{ response: { list: { id: string }[]; total: number } }>().response;
    expect(listed.list.map((row) => row.id)).toEqual([ownPlayerId]);
    expect(listed.total).toBe(1);
    expect((await testApp.app.inject({ method: 'GET', url: `/api/admin/users/${ownPlayerId}`, headers: bearer(agentToken) })).statusCode).toBe(200);
    expect((await testApp.app.inject({ method: 'GET', url: `/api/admin/users/${other.user.id}`, headers: bearer(agentToken) })).statusCode).toBe(404);
    // No other player's money: withdrawals (payout details), deposits, payments and their CSV, the ledger.
    for (const url of ['/api/admin/outbox', '/api/admin/history', '/api/admin/withdrawals', '/api/admin/deposits', '/api/admin/payments', '/api/admin/payments?format=csv', '/api/admin/reconcile', '/api/admin/tickets', '/api/admin/risk/overview']) {
      const refused = await testApp.app.inject({ method: 'GET', url, headers: bearer(agentToken) });
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json<ErrorBody>().code).toBe('FORBIDDEN');
    }
    const history = (userId: string) => testApp.app.inject({ method: 'GET', url: `/api/admin/user-credit-history?userId=${userId}`, headers: bearer(agentToken) });
    expect((await history(ownPlayerId)).statusCode).toBe(200);
    expect((await history(other.user.id)).statusCode).toBe(404);
    const chart = await testApp.app.inject({ method: 'GET', url: '/api/admin/registration_chart?days=1', headers: bearer(agentToken) });
    expect(chart.json<{ response: { userRegistrations: { count: number }[] } }>().response.userRegistrations).toEqual([expect.objectContaining({ count: 1 })]);
  });

  it('shows the mail outbox to the admin only (outbox.read)', async () => {
    const refused = await testApp.app.inject({ method: 'GET', url: '/api/admin/outbox?perPage=5', headers: bearer(staffToken) });
    expect(refused.statusCode).toBe(403);
    expect(refused.json<ErrorBody>().code).toBe('FORBIDDEN');
    const response = await testApp.app.inject({ method: 'GET', url: '/api/admin/outbox?perPage=5', headers: bearer(adminToken) });
    expect(response.statusCode).toBe(200);
    const body = response.json().response;
    expect(body.list.length).toBeGreaterThan(0);
    expect(body.list[0]).toEqual(expect.objectContaining({ to: expect.any(String), subject: expect.any(String), text: expect.any(String) }));
  });
});

describe('fillDays', () => {
  it('returns one row per day, oldest first, zeros for missing days', () => {
    const nowMs = Date.UTC(2026, 2, 2, 15, 0, 0);
    expect(fillDays([{ date: '2026-03-01', count: 4 }], 3, nowMs)).toEqual([
      { date: '2026-02-28', count: 0 },
      { date: '2026-03-01', count: 4 },
      { date: '2026-03-02', count: 0 },
    ]);
  });
});
