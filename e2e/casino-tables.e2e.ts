import { describe, expect, it } from 'vitest';
import { demoAccounts, newPage, useSuiteBrowser } from './support/browser';
import { rotateAndVerifyLatestRound } from './support/casino';
import { logInThroughForm } from './support/session';

describe('casino table games', () => {
  const suite = useSuiteBrowser();

  it('spins the roulette wheel on a split and red, rotates the seed and verifies that round in the browser', async () => {
    const { context, page } = await newPage(suite.browser);
    try {
      await logInThroughForm(page, demoAccounts.player.username, demoAccounts.player.password);
      await page.goto('/casino/roulette');
      await page.getByRole('button', { name: 'Split 17-20' }).click({ timeout: 20_000 });
      await page.getByRole('button', { name: 'Red' }).click();
      await page.getByRole('button', { name: 'Spin' }).click();
      const result = page.getByTestId('roulette-result');
      await result.waitFor({ timeout: 20_000 });
      expect(await result.innerText()).toMatch(/Total return/);
      await rotateAndVerifyLatestRound(page);
    } finally {
      await context.close();
    }
  }, 120_000);

  it('deals a blackjack round, resumes it after a reload and plays it to the end with the legal actions', async () => {
    const { context, page } = await newPage(suite.browser);
    try {
      await logInThroughForm(page, demoAccounts.player.username, demoAccounts.player.password);
      await page.goto('/casino/blackjack');
      await page.getByRole('button', { name: 'Deal' }).click({ timeout: 20_000 });
      await page.getByTestId('player-hand-0').waitFor({ timeout: 10_000 });
      const actions = page.getByTestId('blackjack-actions');
      if (await actions.isVisible()) {
        await page.reload();
        await actions.waitFor({ timeout: 10_000 });
        expect(await page.getByRole('button', { name: 'Deal' }).isVisible()).toBe(false);
      }
      for (let i = 0; i < 6 && (await actions.isVisible()); i++) {
        // Until the table has answered the last action: an answer the player can give is enabled again, or the round is over.
        await page.waitForFunction(
          () => {
            const panel = document.querySelector('[data-testid="blackjack-actions"]');
            return !panel || [...panel.querySelectorAll('button')].some((button) => /Stand|No insurance/.test(button.textContent ?? '') && !button.disabled);
          },
          undefined,
          { timeout: 10_000 },
        );
        if (!(await actions.isVisible())) break;
        const noInsurance = actions.getByRole('button', { name: 'No insurance' });
        const answer = (await noInsurance.isVisible()) && (await noInsurance.isEnabled()) ? 'No insurance' : 'Stand';
        await actions.getByRole('button', { name: answer }).click({ timeout: 10_000 });
      }
      await page.getByTestId('blackjack-summary').waitFor({ timeout: 10_000 });
      expect(await page.getByTestId('dealer-hand').getByTestId('card-hidden').count()).toBe(0);
    } finally {
      await context.close();
    }
  }, 120_000);
});
