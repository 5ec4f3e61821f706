import { describe, expect, it } from 'vitest';
import { call } from './support/api';
import { baseUrl, demoAccounts, newPage, useSuiteBrowser } from './support/browser';
import { logInThroughForm, settledPath } from './support/session';

describe('CMS pages: admin writes and publishes, a guest reads it', () => {
  const suite = useSuiteBrowser();

  it('admin creates a page, writes Markdown with a live preview and publishes; a guest reads it at /view-page/<slug>', async () => {
    const stamp = Date.now().toString(36);
    const title = `Promo rules ${stamp}`;
    const slug = `promo-rules-${stamp}`;
    const admin = await newPage(suite.browser);
    await logInThroughForm(admin.page, demoAccounts.admin.username, demoAccounts.admin.password);
    await admin.page.goto('/caff/admin/pages');
    // The starter pages are there from the first start.
    await expect.poll(() => admin.page.getByRole('table').getByRole('link', { name: 'Responsible gambling' }).isVisible(), { timeout: 20_000 }).toBe(true);
    await admin.page.getByRole('button', { name: 'New page' }).click();
    const dialog = admin.page.getByRole('dialog', { name: 'New page' });
    await dialog.getByRole('textbox', { name: 'Title' }).fill(title);
    expect(await dialog.getByRole('textbox', { name: 'Slug' }).inputValue()).toBe(slug);
    await dialog.getByRole('button', { name: 'Create and edit' }).click();
    await admin.page.waitForURL(/\/caff\/admin\/page\/edit\//, { timeout: 20_000 });
    const body = admin.page.getByRole('textbox', { name: /Body \(Markdown\)/ });
    await body.fill(`## Who may take part\n\nEvery **verified** player. See [the FAQ](/view-page/faq).`);
    await expect.poll(() => admin.page.getByRole('region', { name: 'Preview' }).getByRole('heading', { name: 'Who may take part' }).isVisible(), { timeout: 15_000 }).toBe(true);
    // Publish saves the typed body first (version 2; the new page's empty version 1 stays a draft in the history).
    await admin.page.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect.poll(() => admin.page.getByText('Published · version 2').isVisible(), { timeout: 15_000 }).toBe(true);
    await admin.context.close();

    const guest = await newPage(suite.browser, { width: 375, height: 800 });
    await guest.page.goto(`/view-page/${slug}`);
    await expect.poll(() => guest.page.getByRole('heading', { name: title, level: 1 }).isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await guest.page.getByRole('heading', { name: 'Who may take part' }).isVisible()).toBe(true);
    expect(await guest.page.getByRole('link', { name: 'the FAQ' }).getAttribute('href')).toBe('/view-page/faq');
    // The footer links to the starter pages.
    await guest.page.getByRole('link', { name: 'Responsible gambling' }).click();
    await expect.poll(() => guest.page.getByRole('heading', { name: 'Deposit limits' }).isVisible(), { timeout: 15_000 }).toBe(true);
    await guest.context.close();
  }, 120_000);

  it('a staff member who is not admin cannot open the pages screens, and the API answers 403', async () => {
    const { context, page } = await newPage(suite.browser);
    await logInThroughForm(page, demoAccounts.staff.username, demoAccounts.staff.password);
    await page.goto('/caff/admin/pages');
    expect(await settledPath(page)).not.toBe('/caff/admin/pages');
    await page.goto('/caff/admin/page/edit/00000000-0000-4000-8000-000000000000');
    expect(await settledPath(page)).not.toMatch(/^\/caff\/admin\/page\/edit/);
    await context.close();
    const { token } = await call<{ token: string }>('/api/front/login', { method: 'POST', body: demoAccounts.staff });
    const reply = await fetch(`${baseUrl()}/api/admin/pages`, { headers: { Authorization: `Bearer ${token}` } });
    expect(reply.status).toBe(403);
  }, 60_000);
});
