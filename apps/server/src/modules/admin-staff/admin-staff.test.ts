import { expect, it } from 'vitest';
import { seedDemo } from '../../db/seed-demo';
import { bearer, describeEachDatabase, loginAs, useSuiteApp } from '../../test/app';

type ErrorBody = { code: string; field?: string; message: string };
type Member = { id: string; username: string; role: string; status: string; activeSessions: number };

describeEachDatabase('staff accounts', (database) => {
  let adminToken: string;
  const testApp = useSuiteApp(database, {}, async () => {
    await seedDemo(testApp.app.db);
    adminToken = await loginAs(testApp.app, 'admin', 'AdminPass123');
  });

  const call = (token: string, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: Record<string, unknown>) => testApp.app.inject({ method, url, headers: bearer(token), payload });
  const create = async (username: string, role: string, token = adminToken) => {
    const made = await call(token, 'POST', '/api/admin/register-admin-user', { username, email: `${username}@example.com`, password: 'GoodPassword123', role });
    expect(made.statusCode).toBe(201);
    return made.json().response.user.id as string;
  };
  const list = async (query = '') => (await call(adminToken, 'GET', `/api/admin/staff?perPage=100${query}`)).json().response.list as Member[];

  it('lists staff only (never players), with roles, statuses and live sessions', async () => {
    const members = await list();
    expect(members.map((member) => member.username)).toEqual(expect.arrayContaining(['admin', 'staff', 'support', 'finance', 'risk', 'agent']));
    expect(members.some((member) => member.username === 'player')).toBe(false);
    expect(members.find((member) => member.username === 'admin')?.activeSessions).toBeGreaterThanOrEqual(1);
    expect((await list('&role=finance')).map((member) => member.username)).toContain('finance');
  });

  it('admin changes a role: the member is signed out, signs in with the new role, History has before and after', async () => {
    const id = await create('staff_promote', 'support');
    const token = await loginAs(testApp.app, 'staff_promote', 'GoodPassword123');
    const changed = await call(adminToken, 'PATCH', `/api/admin/staff/${id}`, { role: 'finance', reason: 'Moved to the payments team' });
    expect(changed.json().response.member).toMatchObject({ role: 'finance', activeSessions: 0 });
    expect((await call(token, 'GET', '/api/admin/users')).statusCode).toBe(401);
    const again = await loginAs(testApp.app, 'staff_promote', 'GoodPassword123');
    expect((await call(again, 'GET', '/api/admin/payments')).statusCode).toBe(200);
    const history = (await call(adminToken, 'GET', `/api/admin/history?action=staff.update&targetId=${id}`)).json().response.list;
    expect(history[0]).toMatchObject({ actorUsername: 'admin', targetLabel: 'staff_promote', detail: { before: { role: 'support' }, after: { role: 'finance' }, reason: 'Moved to the payments team' } });
  });

  it('disables and enables a member, and signs one out everywhere', async () => {
    const id = await create('staff_disable', 'risk');
    const token = await loginAs(testApp.app, 'staff_disable', 'GoodPassword123');
    expect((await call(adminToken, 'PATCH', `/api/admin/staff/${id}`, { status: 'blocked', reason: 'Left the company' })).json().response.member.status).toBe('blocked');
    expect((await call(token, 'GET', '/api/admin/users')).statusCode).toBe(401);
    expect((await testApp.app.inject({ method: 'POST', url: '/api/front/login', payload: { username: 'staff_disable', password: 'GoodPassword123' } })).statusCode).toBe(403);
    await call(adminToken, 'PATCH', `/api/admin/staff/${id}`, { status: 'active', reason: 'Came back' });
    const back = await loginAs(testApp.app, 'staff_disable', 'GoodPassword123');
    expect((await call(adminToken, 'POST', `/api/admin/staff/${id}/sign-out`, { reason: 'Lost laptop' })).json().response.member.activeSessions).toBe(0);
    expect((await call(back, 'GET', '/api/admin/users')).statusCode).toBe(401);
  });

  it('refuses a change of your own account, the last active admin, a player target, bad input and every non-admin', async () => {
    const admins = await list('&role=admin&status=active');
    const self = admins.find((member) => member.username === 'admin')?.id as string;
    const own = await call(adminToken, 'PATCH', `/api/admin/staff/${self}`, { role: 'support', reason: 'Demote myself' });
    expect([own.statusCode, own.json<ErrorBody>().code]).toEqual([403, 'STAFF_SELF']);
    const secondAdmin = await create('admin_two', 'admin');
    const secondToken = await loginAs(testApp.app, 'admin_two', 'GoodPassword123');
    // Every other admin demoted, then the second admin tries to demote the first, who is the last one.
    for (const member of admins.filter((each) => each.id !== self)) await call(adminToken, 'PATCH', `/api/admin/staff/${member.id}`, { role: 'manager', reason: 'Fewer admins' });
    const demoteFirst = await call(secondToken, 'PATCH', `/api/admin/staff/${self}`, { role: 'manager', reason: 'Take over' });
    expect(demoteFirst.statusCode).toBe(200);
    const last = await call(await loginAs(testApp.app, 'admin_two', 'GoodPassword123'), 'PATCH', `/api/admin/staff/${secondAdmin}`, { status: 'blocked', reason: 'x'.repeat(3) });
    expect(last.json<ErrorBody>().code).toBe('STAFF_SELF');
    const player = (await call(await loginAs(testApp.app, 'admin_two', 'GoodPassword123'), 'GET', '/api/admin/users?search=player&role=player')).json().response.list[0].id;
    const playerTarget = await call(await loginAs(testApp.app, 'admin_two', 'GoodPassword123'), 'PATCH', `/api/admin/staff/${player}`, { role: 'admin', reason: 'Promote a player' });
    expect(playerTarget.statusCode).toBe(404);
    const noChange = await call(await loginAs(testApp.app, 'admin_two', 'GoodPassword123'), 'PATCH', `/api/admin/staff/${self}`, { reason: 'Nothing' });
    expect([noChange.statusCode, noChange.json<ErrorBody>().field]).toEqual([400, 'role']);
    const manager = await loginAs(testApp.app, 'staff', 'StaffPass123');
    expect((await call(manager, 'GET', '/api/admin/staff')).statusCode).toBe(403);
    expect((await call(manager, 'PATCH', `/api/admin/staff/${secondAdmin}`, { role: 'support', reason: 'Take over' })).statusCode).toBe(403);
  });

  it('keeps one active admin when the last two demote each other at the same time (PostgreSQL locks)', async () => {
    // The previous test left admin_two the only active admin.
    const root = await loginAs(testApp.app, 'admin_two', 'GoodPassword123');
    const a = await create('admin_race_a', 'admin', root);
    const b = await create('admin_race_b', 'admin', root);
    const rootId = (await call(root, 'GET', '/api/admin/staff?search=admin_two')).json().response.list[0].id as string;
    expect((await call(await loginAs(testApp.app, 'admin_race_a', 'GoodPassword123'), 'PATCH', `/api/admin/staff/${rootId}`, { role: 'manager', reason: 'Fewer admins' })).statusCode).toBe(200);
    const [tokenA, tokenB] = [await loginAs(testApp.app, 'admin_race_a', 'GoodPassword123'), await loginAs(testApp.app, 'admin_race_b', 'GoodPassword123')];
    const results = await Promise.all([call(tokenA, 'PATCH', `/api/admin/staff/${b}`, { role: 'support', reason: 'Race' }), call(tokenB, 'PATCH', `/api/admin/staff/${a}`, { role: 'support', reason: 'Race' })]);
    // One wins; the other is refused as the last admin (409) or, if it came second, already signed out (401).
    expect(results.filter((result) => result.statusCode === 200)).toHaveLength(1);
    expect(results.every((result) => [200, 401, 409].includes(result.statusCode))).toBe(true);
    const survivor = results[0]?.statusCode === 200 ? 'admin_race_a' : 'admin_race_b';
    const remaining = (await call(await loginAs(testApp.app, survivor, 'GoodPassword123'), 'GET', '/api/admin/staff?role=admin&status=active')).json().response.list;
    expect(remaining.map((member: Member) => member.username)).toEqual([survivor]);
  });
});
