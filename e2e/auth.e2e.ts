import { describe, expect, it } from 'vitest';
import { demoAccounts, newPage, useSuiteBrowser } from './support/browser';
import { logInThroughForm, logOutThroughMenu, settledPath } from './support/session';

describe('logging in and out through the real forms', () => {
  const suite = useSuiteBrowser();

  it('a player logs in, sees the balance in the header, and logs out', async () => {
    const { context, page } = await newPage(suite.browser);
    await logInThroughForm(page, demoAccounts.player.username, demoAccounts.player.password);
    expect(await settledPath(page)).toBe('/inplay');
    expect(new URL(page.url()).searchParams.get('spid')).toBe('4');
    // Other browser tests move the demo player's money: the header shows whatever the wallet holds.
    await expect.poll(() => page.locator('header').innerText()).toMatch(/\d{1,3}(,\d{3})*\.\d{2} EUR/);
    await logOutThroughMenu(page);
    expect(['/', '/login']).toContain(await settledPath(page));
    await page.goto('/bank');
    expect(await settledPath(page)).toBe('/login');
    await context.close();
  });

  it('staff log in to the dashboard and log out', async () => {
    const { context, page } = await newPage(suite.browser);
    await logInThroughForm(page, demoAccounts.staff.username, demoAccounts.staff.password);
    expect(await settledPath(page)).toBe('/caff/admin/dashboard');
    await logOutThroughMenu(page);
    await page.goto('/caff/admin/users');
    expect(await settledPath(page)).toBe('/');
    await context.close();
  });

  it("a wrong password shows the server's message on the login screen", async () => {
    const { context, page } = await newPage(suite.browser);
    await page.goto('/login');
    await page.getByRole('textbox', { name: 'Username or e-mail', exact: true }).fill('staff');
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('WrongPassword1');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect.poll(() => page.getByRole('alert').innerText()).toContain('Invalid username or password.');
    expect(await settledPath(page)).toBe('/login');
    await context.close();
  });

  it('a new player registers through the form and lands in play', async () => {
    const { context, page } = await newPage(suite.browser);
    const name = `e2e${Date.now().toString(36)}`;
    await page.goto('/register');
    await page.getByRole('textbox', { name: 'Username', exact: true }).fill(name);
    await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(`${name}@example.com`);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('GoodPassword123');
    await page.getByRole('textbox', { name: 'Date of birth', exact: true }).fill('1990-04-12');
    const adult = page.getByRole('checkbox');
    if ((await adult.count()) > 0) await adult.first().check();
    const reloaded = page.waitForEvent('load', { timeout: 20_000 });
    await page.getByRole('button', { name: 'Create account' }).click();
    await reloaded;
    expect(await settledPath(page)).toBe('/inplay');
    await expect.poll(() => page.locator('header').innerText()).toContain('0.00');
    await context.close();
  });
});
