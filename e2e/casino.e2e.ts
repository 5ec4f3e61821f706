import { describe, expect, it } from 'vitest';
import { demoAccounts, newPage, useSuiteBrowser } from './support/browser';
import { logInThroughForm } from './support/session';

describe('casino', () => {
  const suite = useSuiteBrowser();

  it('spins the video slot once (at least 2.5 s on screen), rotates the seed and verifies that round in the browser', async () => {
    const { context, page } = await newPage(suite.browser);
    try {
      await logInThroughForm(page, demoAccounts.player.username, demoAccounts.player.password);
      await page.goto('/slot');
      const spin = page.getByRole('button', { name: 'Spin' });
      await expect.poll(() => spin.isEnabled(), { timeout: 20_000 }).toBe(true);
      const started = Date.now();
      await spin.click();
      await page.getByTestId('spin-result').waitFor({ timeout: 20_000 });
      expect(Date.now() - started).toBeGreaterThanOrEqual(2500);
      // Free spins play out on their own; the round is over when Spin is enabled again.
      await expect.poll(() => spin.isEnabled(), { timeout: 150_000, interval: 500 }).toBe(true);
      const nonceBefore = await page.getByTestId('fairness-nonce').innerText();
      expect(Number(nonceBefore)).toBeGreaterThan(0);
      await page.getByRole('button', { name: 'Rotate seed' }).click();
      await page.getByTestId('revealed-seed').waitFor({ timeout: 10_000 });
      const verify = page.getByRole('table', { name: 'Your rounds' }).getByRole('link', { name: 'Verify' }).first();
      await verify.waitFor({ timeout: 10_000 });
      await page.goto((await verify.getAttribute('href')) as string);
      await expect.poll(() => page.getByTestId('verify-verdict').innerText(), { timeout: 15_000 }).toBe('Verified: this round was fair');
      await page.getByText('The recomputed outcome equals the stored round').waitFor({ timeout: 10_000 });
    } finally {
      await context.close();
    }
  }, 240_000);
});
