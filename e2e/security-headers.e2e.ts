import { describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { demoAccounts, newPage, useSuiteBrowser } from './support/browser';
import { logInThroughForm, settledPath } from './support/session';

type Violation = { directive: string; blocked: string };

declare global {
  interface Window {
    cspViolations?: Violation[];
    injectedScriptRan?: boolean;
  }
}

/**
 * A page that records every CSP violation: the browser's `securitypolicyviolation` events (through
 * an init script, which the policy does not govern) and console errors that name the policy.
 */
async function watchedPage(browser: Browser): Promise<{ context: BrowserContext; page: Page; consoleErrors: string[] }> {
  const { context, page } = await newPage(browser);
  await context.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.cspViolations?.push({ directive: event.effectiveDirective, blocked: event.blockedURI });
    });
  });
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /content security policy/i.test(message.text())) consoleErrors.push(message.text());
  });
  return { context, page, consoleErrors };
}

const violationsOf = (page: Page) => page.evaluate(() => window.cspViolations ?? []);

describe('security headers: the built web app runs under its Content-Security-Policy', () => {
  const suite = useSuiteBrowser();

  it.each(['/', '/login'])('%s renders with no CSP violation', async (path) => {
    const { context, page, consoleErrors } = await watchedPage(suite.browser);
    const response = await page.goto(path);
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
    await settledPath(page);
    expect(await page.locator('#root').innerText()).not.toBe('');
    // The inline boot script in the head ran (the CSP allows it by its hash): it set the shell's language.
    expect(await page.evaluate(() => document.documentElement.getAttribute('data-boot-lang'))).toBe('en');
    expect(await violationsOf(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it("a player's live page (API and socket.io) has no CSP violation", async () => {
    const { context, page, consoleErrors } = await watchedPage(suite.browser);
    await logInThroughForm(page, demoAccounts.player.username, demoAccounts.player.password);
    expect(await settledPath(page)).toBe('/inplay');
    const sockets: string[] = [];
    page.on('websocket', (socket) => sockets.push(socket.url()));
    await page.reload();
    await settledPath(page);
    await expect.poll(() => sockets.some((url) => url.includes('/socket.io/'))).toBe(true);
    expect(await violationsOf(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('blocks an injected inline <script>', async () => {
    const { context, page } = await watchedPage(suite.browser);
    await page.goto('/login');
    await settledPath(page);
    // Playwright reports the refused tag as an error; either way the script must not have run.
    await page.addScriptTag({ content: 'window.injectedScriptRan = true;' }).catch(() => undefined);
    expect(await page.evaluate(() => window.injectedScriptRan === true)).toBe(false);
    await expect.poll(async () => (await violationsOf(page)).map((violation) => violation.directive)).toContain('script-src-elem');
    await context.close();
  });

  it('the API docs UI renders under the same policy', async () => {
    const { context, page, consoleErrors } = await watchedPage(suite.browser);
    await page.goto('/api/docs/');
    await page.locator('.opblock').first().waitFor({ timeout: 30_000 });
    expect(await violationsOf(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
