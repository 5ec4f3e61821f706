import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { demoAccounts, newPage, useSuiteBrowser } from './support/browser';
import { rotateAndVerifyLatestRound } from './support/casino';
import { logInThroughForm } from './support/session';

/** Spins the slot on screen once: the reels stay on screen at least 2.5 s, and the round is over when Spin is enabled again. */
async function spinOnce(page: Page, roundTimeoutMs: number): Promise<void> {
  const spin = page.getByRole('button', { name: 'Spin' });
  await expect.poll(() => spin.isEnabled(), { timeout: 20_000 }).toBe(true);
  const started = Date.now();
  await spin.click();
  await page.getByTestId('spin-result').waitFor({ timeout: 20_000 });
  expect(Date.now() - started).toBeGreaterThanOrEqual(2500);
  await expect.poll(() => spin.isEnabled(), { timeout: roundTimeoutMs, interval: 500 }).toBe(true);
  expect(Number(await page.getByTestId('fairness-nonce').innerText())).toBeGreaterThan(0);
}

describe('casino', () => {
  const suite = useSuiteBrowser();

  it('spins the video slot once (at least 2.5 s on screen), rotates the seed and verifies that round in the browser', async () => {
    const { context, page } = await newPage(suite.browser);
    try {
      await logInThroughForm(page, demoAccounts.player.username, demoAccounts.player.password);
      await page.goto('/slot');
      // Free spins play out on their own.
      await spinOnce(page, 150_000);
      await rotateAndVerifyLatestRound(page);
      await page.getByText('The recomputed outcome equals the stored round').waitFor({ timeout: 10_000 });
    } finally {
      await context.close();
    }
  }, 240_000);

  it('spins the classic slot once on 5 lines, rotates the seed and verifies that round in the browser', async () => {
    const { context, page } = await newPage(suite.browser);
    try {
      await logInThroughForm(page, demoAccounts.player.username, demoAccounts.player.password);
      await page.goto('/slot?game=classic-slot');
      await page.getByRole('heading', { name: 'Classic Sevens' }).first().waitFor({ timeout: 20_000 });
      await spinOnce(page, 20_000);
      await rotateAndVerifyLatestRound(page);
      expect(new URL(page.url()).searchParams.get('game')).toBe('classic-slot');
      expect(new URL(page.url()).searchParams.get('lines')).toBe('5');
      await page.getByText('The recomputed outcome equals the stored round').waitFor({ timeout: 10_000 });
    } finally {
      await context.close();
    }
  }, 120_000);
});
