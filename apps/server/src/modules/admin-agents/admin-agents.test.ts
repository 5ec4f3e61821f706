import { and, eq } from 'drizzle-orm';
import { afterEach, expect, it } from 'vitest';
import { auditLog, users } from '../../db/schema';
import { bearer, describeEachDatabase, loginAs, registration, useSuiteApp } from '../../test/app';
import { fundedPlayer, staffTokens } from '../../test/bank';
import { expectLedgerReconciled } from '../../test/ledger';

type Json = Record<string, unknown>;

describeEachDatabase('admin-agents: cash agents, their float and their players', (database) => {
  let staff: { admin: string; manager: string };
  let support: string;

  const testApp = useSuiteApp(database, {}, async () => {
    staff = await staffTokens(testApp.app);
    support = await loginAs(testApp.app, 'support', 'SupportPass123');
  });
  afterEach(async () => {
    await expectLedgerReconciled(testApp.app);
  });

  const call = (method: 'GET' | 'POST', url: string, token: string, payload?: Json) => testApp.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
  const transfer = (token: string, payload: Json) => call('POST', '/api/admin/transfer-balance', token, { requestId: crypto.randomUUID(), note: 'cash at the desk', ...payload });
  const createAgent = async (name: string) => {
    const created = await call('POST', '/api/admin/agents', staff.manager, { username: name, email: `${name}@example.com`, password: 'AgentPass1234' });
    expect(created.statusCode).toBe(201);
    const id = created.json().response.agent.id as string;
    return { id, token: await loginAs(testApp.app, name, 'AgentPass1234') };
  };
  /** A player registered through the agent's `?ca=` link (the `cashAgentId` cookie). */
  const registerThrough = async (suffix: string, cashAgentId: string) => {
    const response = await testApp.app.inject({ method: 'POST', url: '/api/front/register', payload: registration(suffix), cookies: { cashAgentId } });
    expect(response.statusCode).toBe(201);
    const [row] = await testApp.app.db.select().from(users).where(eq(users.usernameKey, `user_${suffix}`));
    return { id: response.json().response.user.id as string, token: response.json().response.token as string, cashAgentId: row?.cashAgentId ?? null };
  };
  const auditOf = async (action: string, targetId: string) => testApp.app.db.select().from(auditLog).where(and(eq(auditLog.action, action), eq(auditLog.targetId, targetId)));
  const balanceOf = async (token: string) => (await call('GET', '/api/front/user', token)).json().response.user.balance as number;

  it('staff with agents.manage create agents (audited); bad input names the field; other roles are refused', async () => {
    const agent = await createAgent('desk_agent');
    const [audit] = await auditOf('agent.create', agent.id);
    expect(audit?.detail).toMatchObject({ before: null, after: { username: 'desk_agent', role: 'agent', status: 'active' } });
    const duplicate = await call('POST', '/api/admin/agents', staff.admin, { username: 'Desk_Agent', email: 'other@example.com', password: 'AgentPass1234' });
    expect(duplicate.json()).toMatchObject({ code: 'USERNAME_TAKEN', field: 'username' });
    const badEmail = await call('POST', '/api/admin/agents', staff.admin, { username: 'desk_two', email: 'nope', password: 'AgentPass1234' });
    expect([badEmail.statusCode, badEmail.json().field]).toEqual([400, 'email']);
    for (const token of [support, agent.token]) {
      expect((await call('POST', '/api/admin/agents', token, { username: 'x_agent', email: 'x_agent@example.com', password: 'AgentPass1234' })).statusCode).toBe(403);
      expect((await call('GET', '/api/admin/agents', token)).statusCode).toBe(403);
    }
    const player = await fundedPlayer(testApp.app, 'agents_player_refused', 0);
    expect((await call('GET', '/api/admin/agents', player.token)).statusCode).toBe(403);
    const list = await call('GET', '/api/admin/agents?search=desk_agent', staff.manager);
    expect(list.json().response).toMatchObject({ total: 1, list: [{ id: agent.id, float: 0, playersCount: 0, status: 'active' }] });
  });

  it('?ca= attributes a registration to an active cash agent only; anything else registers without attribution', async () => {
    const agent = await createAgent('ca_agent');
    const blocked = await createAgent('ca_blocked');
    expect((await call('POST', `/api/admin/agents/${blocked.id}/status`, staff.admin, { status: 'blocked', reason: 'left the network' })).statusCode).toBe(200);
    const somePlayer = await fundedPlayer(testApp.app, 'ca_someone', 0);
    expect((await registerThrough('ca_ok', agent.id)).cashAgentId).toBe(agent.id);
    expect((await registerThrough('ca_upper', agent.id.toUpperCase())).cashAgentId).toBe(agent.id);
    expect((await registerThrough('ca_unknown', crypto.randomUUID())).cashAgentId).toBeNull();
    expect((await registerThrough('ca_garbage', 'agent7')).cashAgentId).toBeNull();
    expect((await registerThrough('ca_player', somePlayer.id)).cashAgentId).toBeNull();
    expect((await registerThrough('ca_blocked_agent', blocked.id)).cashAgentId).toBeNull();
    const list = await call('GET', `/api/admin/agents/${agent.id}/players`, staff.admin);
    expect(list.json().response.list.map((row: Json) => row.username)).toEqual(['user_ca_upper', 'user_ca_ok']);
  });

  it('funding, crediting and debiting show in the float history, the players list and the activity, with audit before/after', async () => {
    const agent = await createAgent('flow_agent');
    const player = await registerThrough('flow_player', agent.id);
    expect((await transfer(staff.manager, { userId: agent.id, amount: 100, direction: 'credit', note: 'float paid in' })).json().response).toMatchObject({ balance: 100, agentBalance: 100 });
    expect((await transfer(agent.token, { userId: player.id, amount: 40, direction: 'credit' })).json().response).toMatchObject({ balance: 40, agentBalance: 60 });
    expect((await transfer(agent.token, { userId: player.id, amount: 15, direction: 'debit' })).json().response).toMatchObject({ balance: 25, agentBalance: 75 });
    expect((await transfer(staff.manager, { userId: agent.id, amount: 5, direction: 'debit', note: 'float paid back' })).json().response).toMatchObject({ balance: 70, agentBalance: 70 });
    expect(await balanceOf(player.token)).toBe(25);

    const [credit] = await auditOf('balance.agent_transfer', player.id);
    expect(credit?.detail).toMatchObject({ before: { balanceCents: 0, floatCents: 100_00 }, after: { balanceCents: 40_00, floatCents: 60_00 }, reason: 'cash at the desk' });
    const [defund] = await auditOf('balance.agent_defunding', agent.id);
    expect(defund?.detail).toMatchObject({ before: { balanceCents: 75_00 }, after: { balanceCents: 70_00 }, reason: 'float paid back' });

    const history = (await call('GET', `/api/admin/agents/${agent.id}/float-history`, agent.token)).json().response;
    expect(history.total).toBe(4);
    expect(history.list.map((row: Json) => [row.code, row.amount])).toEqual([
      ['agent_defunding', -5],
      ['agent_debit', 15],
      ['agent_transfer', -40],
      ['agent_funding', 100],
    ]);
    expect(history.list[1].counterparty).toEqual({ userId: player.id, username: 'user_flow_player' });
    const me = (await call('GET', `/api/admin/agents/${agent.id}`, agent.token)).json().response.agent;
    expect(me).toMatchObject({ float: 70, playersCount: 1 });
    const players = (await call('GET', `/api/admin/agents/${agent.id}/players`, agent.token)).json().response;
    expect(players.list).toEqual([expect.objectContaining({ id: player.id, balance: 25 })]);
    const activity = (await call('GET', `/api/admin/agents/${agent.id}/activity`, agent.token)).json().response;
    expect(activity.list.map((row: Json) => [row.code, row.amount, (row.player as Json).userId])).toEqual([
      ['agent_debit', -15, player.id],
      ['agent_transfer', 40, player.id],
    ]);
  });

  it("an agent never reaches another agent's float or players, nor a player without agent (404), nor beyond the float (409 on amount)", async () => {
    const mine = await createAgent('scope_mine');
    const theirs = await createAgent('scope_theirs');
    const myPlayer = await registerThrough('scope_my_player', mine.id);
    const theirPlayer = await registerThrough('scope_their_player', theirs.id);
    const loner = await fundedPlayer(testApp.app, 'scope_loner', 10_00);
    await transfer(staff.admin, { userId: mine.id, amount: 20, direction: 'credit' });
    await transfer(staff.admin, { userId: theirs.id, amount: 20, direction: 'credit' });
    for (const url of [`/api/admin/agents/${theirs.id}`, `/api/admin/agents/${theirs.id}/players`, `/api/admin/agents/${theirs.id}/float-history`, `/api/admin/agents/${theirs.id}/activity`]) {
      expect((await call('GET', url, mine.token)).statusCode, url).toBe(404);
    }
    expect((await call('POST', `/api/admin/agents/${theirs.id}/status`, mine.token, { status: 'blocked', reason: 'x' })).statusCode).toBe(403);
    for (const target of [theirPlayer.id, loner.id, theirs.id]) {
      for (const direction of ['credit', 'debit']) {
        const refused = await transfer(mine.token, { userId: target, amount: 1, direction });
        expect([refused.statusCode, refused.json().field]).toEqual([404, 'userId']);
      }
    }
    expect((await call('GET', `/api/admin/users/${theirPlayer.id}`, mine.token)).statusCode).toBe(404);
    expect((await call('GET', `/api/admin/user-credit-history?userId=${loner.id}`, mine.token)).statusCode).toBe(404);
    const beyond = await transfer(mine.token, { userId: myPlayer.id, amount: 20.01, direction: 'credit' });
    expect([beyond.statusCode, beyond.json().code, beyond.json().field]).toEqual([409, 'LEDGER_INSUFFICIENT_FUNDS', 'amount']);
    const malformed = await transfer(mine.token, { userId: myPlayer.id, amount: '1.234', direction: 'credit' });
    expect([malformed.statusCode, malformed.json().field]).toEqual([400, 'amount']);
    expect((await call('GET', `/api/admin/agents/${mine.id}`, mine.token)).json().response.agent.float).toBe(20);
    expect(await balanceOf(myPlayer.token)).toBe(0);
    expect(await balanceOf(theirPlayer.token)).toBe(0);
  });

  it('blocking an agent (with a reason, audited) stops their login and their links; unblocking restores them', async () => {
    const agent = await createAgent('block_agent');
    const missingReason = await call('POST', `/api/admin/agents/${agent.id}/status`, staff.manager, { status: 'blocked' });
    expect([missingReason.statusCode, missingReason.json().field]).toEqual([400, 'reason']);
    const notAnAgent = await fundedPlayer(testApp.app, 'block_not_agent', 0);
    expect((await call('POST', `/api/admin/agents/${notAnAgent.id}/status`, staff.manager, { status: 'blocked', reason: 'x' })).statusCode).toBe(404);
    const blocked = await call('POST', `/api/admin/agents/${agent.id}/status`, staff.manager, { status: 'blocked', reason: 'cash short at audit' });
    expect(blocked.json().response.agent.status).toBe('blocked');
    expect((await call('GET', `/api/admin/agents/${agent.id}`, agent.token)).statusCode).toBe(403);
    const login = await testApp.app.inject({ method: 'POST', url: '/api/front/login', payload: { username: 'block_agent', password: 'AgentPass1234' } });
    expect(login.json().code).toBe('AUTH_BLOCKED');
    await call('POST', `/api/admin/agents/${agent.id}/status`, staff.manager, { status: 'blocked', reason: 'again' });
    expect(await auditOf('agent.block', agent.id)).toEqual([expect.objectContaining({ detail: { before: { status: 'active' }, after: { status: 'blocked' }, reason: 'cash short at audit' } })]);
    await call('POST', `/api/admin/agents/${agent.id}/status`, staff.manager, { status: 'active', reason: 'settled' });
    expect(await auditOf('agent.unblock', agent.id)).toHaveLength(1);
    expect((await loginAs(testApp.app, 'block_agent', 'AgentPass1234')).length).toBeGreaterThan(0);
  });

  (database.name === 'postgres' ? it : it.skip)(
    'parallel credits beyond the float: exactly the affordable ones move, the float never goes below zero; a replayed requestId moves once',
    async () => {
      const agent = await createAgent('race_agent');
      const players: { id: string; token: string }[] = [];
      for (let index = 0; index < 4; index += 1) players.push(await registerThrough(`race_player_${index}`, agent.id));
      await transfer(staff.admin, { userId: agent.id, amount: 100, direction: 'credit' });
      const address = await testApp.app.listen({ port: 0, host: '127.0.0.1' });
      const post = (body: Json) =>
        fetch(`${address}/api/admin/transfer-balance`, { method: 'POST', headers: { ...bearer(agent.token), 'content-type': 'application/json' }, body: JSON.stringify({ note: 'race', ...body }) }).then(async (response) => ({
          status: response.status,
          body: (await response.json()) as { code?: string; field?: string },
        }));
      const credits = await Promise.all(Array.from({ length: 24 }, (_, index) => post({ userId: players[index % 4]?.id, amount: 15, direction: 'credit', requestId: `race-credit-${index}` })));
      expect(credits.filter((response) => response.status === 200)).toHaveLength(6);
      const refused = credits.filter((response) => response.status !== 200);
      expect(refused).toHaveLength(18);
      expect(refused.every((response) => response.status === 409 && response.body.code === 'LEDGER_INSUFFICIENT_FUNDS' && response.body.field === 'amount')).toBe(true);
      expect((await call('GET', `/api/admin/agents/${agent.id}`, agent.token)).json().response.agent.float).toBe(10);
      // Debits from one player (balance 15 or more) in parallel: never below zero on the player's side.
      const richest = players[0];
      const before = await balanceOf(richest?.token ?? '');
      const debits = await Promise.all(Array.from({ length: 10 }, (_, index) => post({ userId: richest?.id, amount: 10, direction: 'debit', requestId: `race-debit-${index}` })));
      const debited = debits.filter((response) => response.status === 200).length;
      expect(debited).toBe(Math.floor(before / 10));
      expect(await balanceOf(richest?.token ?? '')).toBe(before - debited * 10);
      const replays = await Promise.all(Array.from({ length: 8 }, () => post({ userId: players[1]?.id, amount: 5, direction: 'credit', requestId: 'race-replay-0001' })));
      expect(replays.every((response) => response.status === 200)).toBe(true);
      expect((await call('GET', `/api/admin/agents/${agent.id}`, agent.token)).json().response.agent.float).toBe(10 + debited * 10 - 5);
      expect(await auditOf('balance.agent_transfer', players[1]?.id ?? '')).toHaveLength(credits.filter((response, index) => index % 4 === 1 && response.status === 200).length + 1);
    },
    60_000,
  );
});
