import { expect, it } from 'vitest';
import { seedDemo } from '../../db/seed-demo';
import { bearer, describeEachDatabase, loginAs, registerPlayer, useSuiteApp } from '../../test/app';

type ErrorBody = { code: string; field?: string; message: string };

describeEachDatabase('user controls on the staff user page', (database) => {
  const tokens: Record<string, string> = {};
  const testApp = useSuiteApp(database, {}, async () => {
    await seedDemo(testApp.app.db);
    for (const [name, password] of [['admin', 'AdminPass123'], ['staff', 'StaffPass123'], ['support', 'SupportPass123'], ['finance', 'FinancePass123'], ['agent', 'AgentPass123']] as const) {
      tokens[name] = await loginAs(testApp.app, name, password);
    }
  });

  const call = (token: string, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: Record<string, unknown>) => testApp.app.inject({ method, url, headers: bearer(token), payload });
  const me = (token: string) => testApp.app.inject({ method: 'GET', url: '/api/front/user', headers: bearer(token) });
  const userIdOf = async (username: string) => {
    const list = (await call(tokens.admin as string, 'GET', `/api/admin/users?search=${username}&perPage=100`)).json().response.list as { id: string; username: string }[];
    return list.find((row) => row.username === username)?.id as string;
  };
  const historyOf = async (userId: string) => (await call(tokens.admin as string, 'GET', `/api/admin/history?targetType=user&targetId=${userId}`)).json().response.list as { action: string; actorUsername: string; detail: Record<string, unknown> }[];

  it('blocks a player with a reason: every session ends at once, login is refused, History has before and after; unblock restores', async () => {
    const player = await registerPlayer(testApp.app, 'ctl_block');
    expect((await me(player.token)).statusCode).toBe(200);
    const blocked = await call(tokens.support as string, 'POST', `/api/admin/users/${player.user.id}/block`, { reason: 'Fraud review' });
    expect(blocked.statusCode).toBe(200);
    expect(blocked.json().response.user).toMatchObject({ status: 'blocked', statusReason: 'Fraud review' });
    expect((await me(player.token)).statusCode).toBe(401);
    const login = await testApp.app.inject({ method: 'POST', url: '/api/front/login', payload: { username: 'user_ctl_block', password: 'GoodPassword123' } });
    expect(login.statusCode).toBe(403);
    const listed = await call(tokens.staff as string, 'GET', '/api/admin/users?status=blocked&search=ctl_block');
    expect(listed.json().response.list.map((row: { username: string }) => row.username)).toEqual(['user_ctl_block']);

    const unblocked = await call(tokens.support as string, 'POST', `/api/admin/users/${player.user.id}/unblock`, { reason: 'Cleared by review' });
    expect(unblocked.json().response.user).toMatchObject({ status: 'active', statusReason: null });
    expect(await loginAs(testApp.app, 'user_ctl_block', 'GoodPassword123')).toEqual(expect.any(String));
    const history = await historyOf(player.user.id);
    expect(history.map((entry) => entry.action)).toEqual(['user.unblock', 'user.block']);
    expect(history[1]).toMatchObject({ actorUsername: 'support', detail: { before: { status: 'active' }, after: { status: 'blocked' }, reason: 'Fraud review' } });
  });

  it('refuses a block without a reason, by a role without users.manage, of a staff account, or of an unknown id, changing nothing', async () => {
    const player = await registerPlayer(testApp.app, 'ctl_refuse');
    const noReason = await call(tokens.support as string, 'POST', `/api/admin/users/${player.user.id}/block`, { reason: '' });
    expect([noReason.statusCode, noReason.json<ErrorBody>().field]).toEqual([400, 'reason']);
    expect((await call(tokens.finance as string, 'POST', `/api/admin/users/${player.user.id}/block`, { reason: 'Not mine to do' })).statusCode).toBe(403);
    const staffTarget = await call(tokens.support as string, 'POST', `/api/admin/users/${await userIdOf('admin')}/block`, { reason: 'Take over' });
    expect([staffTarget.statusCode, staffTarget.json<ErrorBody>().code]).toEqual([403, 'USER_NOT_PLAYER']);
    const unknown = await call(tokens.support as string, 'POST', '/api/admin/users/00000000-0000-4000-8000-000000000000/block', { reason: 'Nobody' });
    expect(unknown.statusCode).toBe(404);
    const badId = await call(tokens.support as string, 'POST', '/api/admin/users/not-a-uuid/block', { reason: 'Nobody' });
    expect([badId.statusCode, badId.json<ErrorBody>().field]).toEqual([400, 'id']);
    expect((await me(player.token)).statusCode).toBe(200);
    expect(await historyOf(player.user.id)).toEqual([]);
  });

  it('keeps notes (newest first), KYC status and sessions, each staff change in History', async () => {
    const player = await registerPlayer(testApp.app, 'ctl_notes');
    const url = `/api/admin/users/${player.user.id}`;
    expect((await call(tokens.support as string, 'POST', `${url}/notes`, { body: 'Called about a late withdrawal.' })).statusCode).toBe(201);
    expect((await call(tokens.staff as string, 'POST', `${url}/notes`, { body: 'Sent ID documents.' })).statusCode).toBe(201);
    const tooLong = await call(tokens.staff as string, 'POST', `${url}/notes`, { body: 'x'.repeat(2001) });
    expect([tooLong.statusCode, tooLong.json<ErrorBody>().field]).toEqual([400, 'body']);
    const notes = (await call(tokens.finance as string, 'GET', `${url}/notes`)).json().response.notes;
    expect(notes.map((note: { body: string; authorUsername: string }) => [note.authorUsername, note.body])).toEqual([['staff', 'Sent ID documents.'], ['support', 'Called about a late withdrawal.']]);

    const kyc = await call(tokens.staff as string, 'PATCH', `${url}/kyc`, { kycStatus: 'verified', reason: 'Passport checked' });
    expect(kyc.json().response.user.kycStatus).toBe('verified');
    const badKyc = await call(tokens.staff as string, 'PATCH', `${url}/kyc`, { kycStatus: 'maybe', reason: 'Unsure' });
    expect([badKyc.statusCode, badKyc.json<ErrorBody>().field]).toEqual([400, 'kycStatus']);

    const sessions = (await call(tokens.support as string, 'GET', `${url}/sessions`)).json().response.sessions;
    expect(sessions).toHaveLength(1);
    expect(sessions[0].active).toBe(true);
    expect((await call(tokens.support as string, 'POST', `${url}/sign-out`, { reason: 'Shared device' })).statusCode).toBe(200);
    expect((await me(player.token)).statusCode).toBe(401);
    const after = (await call(tokens.support as string, 'GET', `${url}/sessions`)).json().response.sessions;
    expect(after[0]).toMatchObject({ active: false, revokedAt: expect.any(String) });
    expect((await historyOf(player.user.id)).map((entry) => entry.action)).toEqual(['user.sign_out', 'user.kyc', 'user.note', 'user.note']);
  });

  it("shows a player's limits read-only and lets an operator apply a time-out that only extends", async () => {
    const player = await registerPlayer(testApp.app, 'ctl_rg');
    const url = `/api/admin/users/${player.user.id}`;
    expect((await call(tokens.finance as string, 'GET', `${url}/responsible-gambling`)).json().response).toMatchObject({ timeOutUntil: null, selfExcludedUntil: null });
    const applied = await call(tokens.support as string, 'POST', `${url}/time-out`, { days: 7, reason: 'Player asked on the phone' });
    expect(applied.statusCode).toBe(200);
    const until = new Date(applied.json().response.timeOutUntil).getTime();
    expect(until - Date.now()).toBeGreaterThan(6.9 * 86_400_000);
    const shorter = await call(tokens.support as string, 'POST', `${url}/time-out`, { days: 1, reason: 'Shorter by mistake' });
    expect(new Date(shorter.json().response.timeOutUntil).getTime()).toBe(until);
    const tooLong = await call(tokens.support as string, 'POST', `${url}/time-out`, { days: 43, reason: 'Too long' });
    expect([tooLong.statusCode, tooLong.json<ErrorBody>().field]).toEqual([400, 'days']);
    const bet = await testApp.app.inject({ method: 'GET', url: '/api/front/responsible-gambling', headers: bearer(player.token) });
    expect(bet.json().response.timeOutUntil).not.toBeNull();
    expect((await call(tokens.finance as string, 'POST', `${url}/time-out`, { days: 7, reason: 'Not mine' })).statusCode).toBe(403);
  });

  it("lets a cash agent read only their own players' notes and sessions, and act on none", async () => {
    const own = await userIdOf('agentplayer');
    const other = await userIdOf('player');
    expect((await call(tokens.agent as string, 'GET', `/api/admin/users/${own}/sessions`)).statusCode).toBe(200);
    expect((await call(tokens.agent as string, 'GET', `/api/admin/users/${other}/notes`)).statusCode).toBe(404);
    expect((await call(tokens.agent as string, 'POST', `/api/admin/users/${own}/block`, { reason: 'Agent tries' })).statusCode).toBe(403);
  });
});
