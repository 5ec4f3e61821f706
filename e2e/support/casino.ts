import { expect } from 'vitest';
import type { Page } from 'playwright-core';

/**
 * On a casino game's screen: rotates the server seed (revealing the one just played on), opens the
 * newest round's verify link and waits for the verify page's verdict that the round was fair.
 */
export async function rotateAndVerifyLatestRound(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Rotate seed' }).click();
  await page.getByTestId('revealed-seed').waitFor({ timeout: 10_000 });
  const verify = page.getByRole('table', { name: 'Your rounds' }).getByRole('link', { name: 'Verify' }).first();
  await verify.waitFor({ timeout: 10_000 });
  await page.goto((await verify.getAttribute('href')) as string);
  await expect.poll(() => page.getByTestId('verify-verdict').innerText(), { timeout: 15_000 }).toBe('Verified: this round was fair');
}
