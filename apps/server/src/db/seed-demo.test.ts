import { expect, it } from 'vitest';
import { reconcile, userBalances } from '../modules/ledger';
import { findUserByUsername } from '../modules/users';
import { bearer, useSuiteApp, describeEachDatabase, loginAs, loginDemo } from '../test/app';
import { demoUsers, seedDemo } from './seed-demo';

describeEachDatabase('demo seed', (database) => {
  const testApp = useSuiteApp(database, {}, async () => {
    // Twice: the seed is idempotent (no duplicate accounts, opening balances move once).
    await seedDemo(testApp.app.db);
    await seedDemo(testApp.app.db);
  });

  const user = async (username: string) => {
    const row = await findUserByUsername(testApp.app.db, username);
    if (!row) throw new Error(`demo user ${username} missing`);
    return row;
  };

  it.each([
    ['admin', 'AdminPass123', 'admin'],
    ['staff', 'StaffPass123', 'manager'],
    ['support', 'SupportPass123', 'support'],
    ['finance', 'FinancePass123', 'finance'],
    ['risk', 'RiskPass123', 'risk'],
    ['agent', 'AgentPass123', 'agent'],
    ['player', 'PlayerPass123', 'player'],
    ['agentplayer', 'PlayerPass123', 'player'],
    ['partner', 'PartnerPass123', 'partner'],
  ])('%s logs in with its documented password and has role %s', async (username, password, role) => {
    const token = await loginAs(testApp.app, username, password);
    const me = await testApp.app.inject({ method: 'GET', url: '/api/front/user', headers: bearer(token) });
    expect(me.json().response.user).toMatchObject({ username, role });
  });

  it('lists every staff role once, and nothing else', () => {
    expect(Object.values(demoUsers).map((demo) => demo.role).sort()).toEqual(['admin', 'agent', 'finance', 'manager', 'partner', 'player', 'player', 'risk', 'support']);
  });

  it('attributes agentplayer (not player) to the cash agent, who sees only that player', async () => {
    const agent = await user('agent');
    expect((await user('agentplayer')).cashAgentId).toBe(agent.id);
    expect((await user('player')).cashAgentId).toBeNull();
    const token = await loginAs(testApp.app, 'agent', 'AgentPass123');
    const list = await testApp.app.inject({ method: 'GET', url: '/api/admin/users?perPage=100', headers: bearer(token) });
    expect(list.json().response.list.map((row: { username: string }) => row.username)).toEqual(['agentplayer']);
  });

  it('opens the balances once: player 1,000.00, agentplayer 250.00, the agent float 500.00', async () => {
    expect((await userBalances(testApp.app.db, (await user('player')).id, 'EUR')).cashCents).toBe(100_000);
    expect((await userBalances(testApp.app.db, (await user('agentplayer')).id, 'EUR')).cashCents).toBe(25_000);
    expect((await userBalances(testApp.app.db, (await user('agent')).id, 'EUR')).agentCents).toBe(50_000);
    expect((await reconcile(testApp.app.db)).ok).toBe(true);
  });

  it('seeds the sandbox card method only when the server runs the sandbox', async () => {
    const staff = await loginDemo(testApp.app, 'admin');
    const providers = async () => {
      const response = await testApp.app.inject({ method: 'GET', url: '/api/admin/payment-methods', headers: bearer(staff) });
      return response.json().response.methods.map((method: { provider: string }) => method.provider) as string[];
    };
    expect(await providers()).not.toContain('sandbox');
    await seedDemo(testApp.app.db, { paymentsSandbox: true });
    expect(await providers()).toContain('sandbox');
  });
});
