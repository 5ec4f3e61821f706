import { expect } from 'vitest';
import type { Page } from 'playwright-core';

/**
 * Waits until the SPA has stopped redirecting: the app has rendered, no spinner shows, and the URL
 * has stayed the same for `quietMs` with a screen title (h1) on the page, or for three times as
 * long without one (a few screens, like the score widget, have no title). Under load a redirect
 * chain can pause between steps, so a title is the stronger sign that a screen has arrived.
 * Returns the pathname without a trailing slash.
 */
export async function settledPath(page: Page, quietMs = 500, timeoutMs = 30_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  let last = page.url();
  let stableSince = Date.now();
  while (Date.now() < deadline) {
    await page.waitForTimeout(100);
    const now = page.url();
    // A navigation (the reload after login, a redirect) destroys the context: not rendered yet.
    const state = await page
      .evaluate(() => ({
        rendered: (document.getElementById('root')?.childElementCount ?? 0) > 0,
        titled: document.querySelector('#root h1') !== null,
      }))
      .catch(() => ({ rendered: false, titled: false }));
    const loading = await page.getByRole('status', { name: 'Loading…' }).count();
    if (now !== last || !state.rendered || loading > 0) {
      last = now;
      stableSince = Date.now();
      continue;
    }
    const quietFor = Date.now() - stableSince;
    if (quietFor >= (state.titled ? quietMs : quietMs * 3)) {
      return new URL(now).pathname.replace(/\/+$/, '') || '/';
    }
  }
  throw new Error(`page did not settle; last URL ${last}`);
}

/**
 * Logs in through the real login form. A successful login reloads the page (seed section 4), so
 * this waits for that reload's load event and then for the landing redirect to settle.
 */
export async function logInThroughForm(page: Page, username: string, password: string): Promise<void> {
  await page.goto('/login');
  await settledPath(page);
  await page.getByRole('textbox', { name: 'Username or e-mail', exact: true }).fill(username);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  const reloaded = page.waitForEvent('load', { timeout: 20_000 });
  await page.getByRole('button', { name: 'Log in' }).click();
  await reloaded;
  await settledPath(page);
}

/** Whether the persisted user state says logged in (redux-persist stores each slice as a JSON string). */
export async function persistedLoggedIn(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const root = localStorage.getItem('persist:root');
    if (!root) return false;
    const user = (JSON.parse(root) as { user?: string }).user;
    return user ? (JSON.parse(user) as { isLoggedIn?: boolean }).isLoggedIn === true : false;
  });
}

/** Logs out through the header's account menu and waits until the logged-out state is persisted. */
export async function logOutThroughMenu(page: Page): Promise<void> {
  expect(await persistedLoggedIn(page)).toBe(true);
  await page.getByRole('button', { name: 'Your account' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect.poll(() => persistedLoggedIn(page), { timeout: 15_000 }).toBe(false);
}
