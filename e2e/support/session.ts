import { expect } from 'vitest';
import type { Page } from 'playwright-core';

/** Waits until the SPA has stopped redirecting: the same URL for `quietMs` with no spinner. */
export async function settledPath(page: Page, quietMs = 400, timeoutMs = 15_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  let last = page.url();
  let stableSince = Date.now();
  while (Date.now() < deadline) {
    await page.waitForTimeout(100);
    const now = page.url();
    const loading = await page.getByRole('status', { name: 'Loading…' }).count();
    if (now !== last || loading > 0) {
      last = now;
      stableSince = Date.now();
    } else if (Date.now() - stableSince >= quietMs) {
      return new URL(now).pathname.replace(/\/+$/, '') || '/';
    }
  }
  throw new Error(`page did not settle; last URL ${last}`);
}

/** Logs in through the real login form and waits for the landing redirect. */
export async function logInThroughForm(page: Page, username: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Username or e-mail').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL((url) => url.pathname !== '/login', { timeout: 15_000 });
}

/** Logs out through the header's account menu. */
export async function logOutThroughMenu(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Your account' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('persist:root') ?? '')).not.toContain('"isLoggedIn":true');
}
