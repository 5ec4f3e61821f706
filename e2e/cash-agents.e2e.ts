import { describe, expect, it } from 'vitest';
import { call } from './support/api';
import { demoAccounts, newPage, useSuiteBrowser } from './support/browser';
import { logInThroughForm, settledPath } from './support/session';

async function adminToken(): Promise<string> {
  return (await call<{ token: string }>('/api/front/login', { method: 'POST', body: demoAccounts.admin })).token;
}

describe('cash agents: staff fund an agent, the agent brings and credits a player', () => {
  const suite = useSuiteBrowser();

  it('admin creates and funds an agent; a ?ca= visitor registers; the agent sees only them and credits them; the ledger reconciles', async () => {
    const stamp = Date.now().toString(36);
    const agentName = `desk_${stamp}`;
    const agentPassword = 'DeskAgentPass123';
    const playerName = `walkin_${stamp}`;
    const staff = await newPage(suite.browser);
    const visitor = await newPage(suite.browser);
    const agent = await newPage(suite.browser, { width: 375, height: 812 });
    try {
      // Staff create the agent and fund the float through the screens.
      await logInThroughForm(staff.page, demoAccounts.admin.username, demoAccounts.admin.password);
      await staff.page.goto('/caff/admin/agents');
      await staff.page.getByRole('button', { name: 'New cash agent' }).click();
      const create = staff.page.getByRole('dialog');
      await create.getByRole('textbox', { name: 'Username' }).fill(agentName);
      await create.getByRole('textbox', { name: 'E-mail' }).fill(`${agentName}@example.com`);
      await create.getByLabel('First password').fill(agentPassword);
      await create.getByRole('button', { name: 'Create agent' }).click();
      await create.waitFor({ state: 'hidden' });
      await staff.page.getByRole('button', { name: `Fund or defund: ${agentName}` }).click();
      const fund = staff.page.getByRole('dialog');
      await fund.getByRole('textbox', { name: /Amount/ }).fill('100');
      await fund.getByRole('textbox', { name: /Reason/ }).fill('cash paid in at the office');
      await fund.getByRole('button', { name: 'Fund', exact: true }).click();
      await fund.waitFor({ state: 'hidden' });
      const agentRow = staff.page.getByRole('row').filter({ hasText: agentName });
      await expect.poll(() => agentRow.innerText()).toContain('100.00');
      const [listed] = (await call<{ list: { id: string }[] }>(`/api/admin/agents?search=${agentName}`, { token: await adminToken() })).list;
      const agentId = listed?.id ?? '';
      expect(agentId).not.toBe('');

      // A visitor arrives through the agent's link and registers.
      await visitor.page.goto(`/?ca=${agentId}`);
      await settledPath(visitor.page);
      await visitor.page.goto('/register');
      await visitor.page.getByRole('textbox', { name: 'Username', exact: true }).fill(playerName);
      await visitor.page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(`${playerName}@example.com`);
      await visitor.page.getByRole('textbox', { name: 'Password', exact: true }).fill('WalkInPass123');
      await visitor.page.getByRole('textbox', { name: 'Date of birth', exact: true }).fill('1991-02-03');
      const adult = visitor.page.getByRole('checkbox');
      if ((await adult.count()) > 0) await adult.first().check();
      const registered = visitor.page.waitForEvent('load', { timeout: 20_000 });
      await visitor.page.getByRole('button', { name: 'Create account' }).click();
      await registered;
      expect(await settledPath(visitor.page)).toBe('/inplay');

      // The agent (on a phone) sees only that player and credits them from the float.
      await logInThroughForm(agent.page, agentName, agentPassword);
      await agent.page.goto('/caff/admin/users');
      await agent.page.getByText(playerName).first().waitFor();
      await expect.poll(() => agent.page.getByRole('table', { name: 'Users' }).locator('tbody tr').count()).toBe(1);
      await agent.page.getByText(playerName).first().click();
      const form = agent.page.getByRole('region', { name: 'Cash with this player' });
      await expect.poll(() => form.innerText()).toContain('100.00');
      await form.getByRole('textbox', { name: /Amount/ }).fill('40');
      await form.getByRole('textbox', { name: /Reason/ }).fill('cash received at the desk');
      await form.getByRole('button', { name: 'Credit from my float' }).click();
      await expect.poll(() => form.innerText()).toContain('60.00');
      await agent.page.goto('/caff/admin/my-float');
      await expect.poll(() => agent.page.getByRole('main').innerText()).toContain('60.00');

      // The player sees the money; the ledger still proves itself.
      await visitor.page.reload();
      await settledPath(visitor.page);
      await expect.poll(() => visitor.page.locator('header').innerText()).toContain('40.00');
      const report = await call<{ ok: boolean; totalCents: number }>('/api/admin/reconcile', { token: await adminToken() });
      expect(report).toMatchObject({ ok: true, totalCents: 0 });
    } finally {
      await staff.context.close();
      await visitor.context.close();
      await agent.context.close();
    }
  });
});
