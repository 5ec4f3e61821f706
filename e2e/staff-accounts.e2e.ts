import { describe, expect, it } from 'vitest';
import { call } from './support/api';
import { baseUrl, demoAccounts, newPage, useSuiteBrowser } from './support/browser';
import { logInThroughForm, settledPath } from './support/session';

describe('staff accounts: admin creates a support account, which sees only what support may', () => {
  const suite = useSuiteBrowser();

  it('admin creates the account on the staff screen; support signs in, has its screens and actions, and no others; History keeps the creation', async () => {
    const username = `sup_${Date.now().toString(36)}`;
    const password = 'SupportDesk2026!';
    const admin = await newPage(suite.browser);
    await logInThroughForm(admin.page, demoAccounts.admin.username, demoAccounts.admin.password);
    await admin.page.goto('/caff/admin/staff');
    await admin.page.getByRole('button', { name: 'New staff account' }).click();
    const dialog = admin.page.getByRole('dialog', { name: 'New staff account' });
    await dialog.getByRole('textbox', { name: 'Username' }).fill(username);
    await dialog.getByRole('textbox', { name: 'E-mail' }).fill(`${username}@example.com`);
    await dialog.locator('input[type=password]').fill(password);
    await dialog.getByRole('button', { name: 'Create account' }).click();
    await expect.poll(() => admin.page.getByRole('table', { name: 'Staff accounts' }).getByText(username, { exact: true }).isVisible(), { timeout: 20_000 }).toBe(true);
    await admin.context.close();

    const support = await newPage(suite.browser);
    await logInThroughForm(support.page, username, password);
    await support.page.waitForURL(/\/caff\/admin\/dashboard/, { timeout: 20_000 });
    await expect.poll(() => support.page.getByRole('link', { name: 'Users', exact: true }).first().isVisible(), { timeout: 15_000 }).toBe(true);
    for (const hidden of ['Settings', 'Staff accounts', 'History', 'Pages', 'Earnings']) expect(await support.page.getByRole('link', { name: hidden, exact: true }).count(), hidden).toBe(0);
    await support.page.goto('/caff/admin/staff');
    expect(await settledPath(support.page)).toBe('/caff/admin/staff');
    expect(await support.page.getByText('Not part of your role').isVisible()).toBe(true);
    // Support may look a player up and block them (users.manage), with a reason.
    await support.page.goto('/caff/admin/users');
    await support.page.getByRole('table', { name: 'Users' }).getByText('agentplayer').click();
    await expect.poll(() => support.page.getByRole('button', { name: 'Block' }).isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await support.page.getByRole('button', { name: 'Transfer balance' }).count()).toBe(0);
    await support.context.close();

    const { token } = await call<{ token: string }>('/api/front/login', { method: 'POST', body: { username, password } });
    for (const path of ['/api/admin/staff', '/api/admin/settings', '/api/admin/history', '/api/admin/pages']) {
      expect((await fetch(`${baseUrl()}${path}`, { headers: { Authorization: `Bearer ${token}` } })).status, path).toBe(403);
    }
    const adminToken = (await call<{ token: string }>('/api/front/login', { method: 'POST', body: demoAccounts.admin })).token;
    const history = await call<{ list: { action: string; targetLabel: string | null; detail: { after?: { role?: string } } }[] }>('/api/admin/history?action=user.register_staff', { token: adminToken });
    expect(history.list.find((entry) => entry.targetLabel === username)?.detail.after?.role).toBe('support');
  }, 120_000);
});
