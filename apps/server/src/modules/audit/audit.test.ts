import { expect, it } from 'vitest';
import { seedDemo } from '../../db/seed-demo';
import { bearer, describeEachDatabase, loginAs, registerPlayer, useSuiteApp } from '../../test/app';

type Row = { action: string; actorUsername: string | null; targetId: string | null; targetLabel: string | null; createdAt: string };

describeEachDatabase('history (the audit log browser)', (database) => {
  const tokens: Record<string, string> = {};
  const ids: Record<string, string> = {};
  let startedAt = '';
  const testApp = useSuiteApp(database, {}, async () => {
    await seedDemo(testApp.app.db);
    tokens.admin = await loginAs(testApp.app, 'admin', 'AdminPass123');
    tokens.support = await loginAs(testApp.app, 'support', 'SupportPass123');
    startedAt = new Date(Date.now() - 1000).toISOString();
    for (const name of ['hist_a', 'hist_b']) ids[name] = (await registerPlayer(testApp.app, name)).user.id;
    await testApp.app.inject({ method: 'POST', url: `/api/admin/users/${ids.hist_a}/notes`, headers: bearer(tokens.support as string), payload: { body: 'First call.' } });
    await testApp.app.inject({ method: 'POST', url: `/api/admin/users/${ids.hist_a}/block`, headers: bearer(tokens.admin as string), payload: { reason: 'Chargeback' } });
    await testApp.app.inject({ method: 'POST', url: `/api/admin/users/${ids.hist_b}/notes`, headers: bearer(tokens.admin as string), payload: { body: 'VIP.' } });
  });

  const history = async (query: string) => {
    const response = await testApp.app.inject({ method: 'GET', url: `/api/admin/history?perPage=100&${query}`, headers: bearer(tokens.admin as string) });
    expect(response.statusCode).toBe(200);
    return response.json().response as { list: Row[]; total: number };
  };

  it('filters by target user, staff member, action and period, newest first, with the target named', async () => {
    const ofA = await history(`targetType=user&targetId=${ids.hist_a}`);
    expect(ofA.list.map((row) => [row.action, row.actorUsername, row.targetLabel])).toEqual([['user.block', 'admin', 'user_hist_a'], ['user.note', 'support', 'user_hist_a']]);
    const facets = (await testApp.app.inject({ method: 'GET', url: '/api/admin/history/facets', headers: bearer(tokens.admin as string) })).json().response;
    const support = facets.actors.find((actor: { username: string }) => actor.username === 'support');
    expect(facets.actions).toEqual(expect.arrayContaining(['user.block', 'user.note']));
    expect((await history(`actorId=${support.id}`)).list.every((row) => row.actorUsername === 'support')).toBe(true);
    expect((await history(`action=user.note&from=${encodeURIComponent(startedAt)}`)).list.map((row) => row.targetId).sort()).toEqual([ids.hist_a, ids.hist_b].sort());
    expect((await history(`action=user.note&to=${encodeURIComponent(startedAt)}`)).total).toBe(0);
  });

  it('refuses bad filters with 400 naming the field, and players and roles without audit.read', async () => {
    const bad = async (query: string, field: string) => {
      const response = await testApp.app.inject({ method: 'GET', url: `/api/admin/history?${query}`, headers: bearer(tokens.admin as string) });
      expect([response.statusCode, response.json().field]).toEqual([400, field]);
    };
    await bad('actorId=nobody', 'actorId');
    await bad('from=yesterday', 'from');
    await bad('from=2026-02-01&to=2026-01-01', 'to');
    expect((await testApp.app.inject({ method: 'GET', url: '/api/admin/history', headers: bearer(tokens.support as string) })).statusCode).toBe(403);
  });
});
