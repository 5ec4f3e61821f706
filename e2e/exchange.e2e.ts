import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { nextPrice } from '@oddsmith/core';
import { call, fundedPlayer } from './support/api';
import { demoAccounts } from './support/browser';
import { newPage, useSuiteBrowser } from './support/browser';
import { logInThroughForm } from './support/session';

type Level = { price: number; size: number };
type Summary = { id: string; status: string; inPlay: boolean; runners: { id: string; name: string; bestBack: Level | null; bestLay: Level | null }[] };

const milli = (price: number) => Math.round(price * 1_000);

/** The player's balance in cents, read through the API as the player. */
async function balanceCents(player: { username: string; password: string }): Promise<number> {
  const { token } = await call<{ token: string }>('/api/front/login', { method: 'POST', body: { username: player.username, password: player.password } });
  const { user } = await call<{ user: { balance: number } }>('/api/front/user', { token });
  return Math.round(user.balance * 100);
}

/** Staff settle the market with `runnerId` the winner (the staff exchange API). */
async function settleWinner(marketId: string, runnerId: string): Promise<void> {
  const admin = await call<{ token: string }>('/api/front/login', { method: 'POST', body: demoAccounts.admin });
  await call(`/api/admin/exchange-markets/${marketId}/result`, {
    method: 'POST',
    token: admin.token,
    body: { result: { kind: 'winner', runnerId }, reason: 'exchange browser test' },
  });
}

/**
 * An open, pre-match demo market with a runner whose best back and best lay leave a free tick
 * between them: a back there rests alone at the top of the book, so the lay at the same price
 * matches it and not the demo liquidity.
 */
async function marketWithGap(): Promise<{ marketId: string; runnerId: string; runnerName: string; price: number }> {
  const lobby = await call<{ list: Summary[] }>('/api/exchange/markets?state=upcoming&perPage=100');
  for (const market of lobby.list.filter((row) => row.status === 'open' && !row.inPlay)) {
    for (const runner of market.runners) {
      if (!runner.bestBack || !runner.bestLay) continue;
      const gap = nextPrice(milli(runner.bestBack.price));
      if (gap < milli(runner.bestLay.price)) return { marketId: market.id, runnerId: runner.id, runnerName: runner.name, price: gap / 1_000 };
    }
  }
  throw new Error('no demo market with a free tick between its best prices');
}

const runnerRow = (page: Page, runnerId: string) => page.getByTestId(`runner-${runnerId}`);

async function placeFromPanel(page: Page, side: 'back' | 'lay', stake: string) {
  await page.getByRole('textbox', { name: 'Stake' }).fill(stake);
  await page.getByRole('button', { name: side === 'back' ? 'Place back order' : 'Place lay order' }).click();
}

describe('exchange: two players trade one market live', () => {
  const suite = useSuiteBrowser();

  it('a back and a lay at the same price match; both see the match, their P&L and the ladder move live; staff settle to the cent', async () => {
    const { marketId, runnerId, runnerName, price } = await marketWithGap();
    const backer = await fundedPlayer('exback');
    const layer = await fundedPlayer('exlay');
    const a = await newPage(suite.browser);
    const b = await newPage(suite.browser, { width: 390, height: 844 });
    try {
      await logInThroughForm(a.page, backer.username, backer.password);
      await logInThroughForm(b.page, layer.username, layer.password);
      await a.page.goto(`/exchange/${marketId}`);
      await b.page.goto(`/exchange/${marketId}`);
      await runnerRow(a.page, runnerId).waitFor();
      await runnerRow(b.page, runnerId).waitFor();

      // A backs one tick above the best back price: it rests as the best price to lay.
      await runnerRow(a.page, runnerId).locator('button[data-side="back"][data-best]').click();
      await a.page.getByRole('button', { name: 'Higher price' }).click();
      await expect.poll(() => a.page.getByRole('textbox', { name: 'Price' }).inputValue()).toBe(String(price));
      await placeFromPanel(a.page, 'back', '10');
      await a.page.getByText('Unmatched (1)').waitFor();

      // B's ladder shows A's order live; B lays it at the same price.
      const offered = runnerRow(b.page, runnerId).getByRole('button', { name: `Lay at ${price}, €10 available` });
      await offered.waitFor({ timeout: 15_000 });
      await offered.click();
      await placeFromPanel(b.page, 'lay', '10');

      // Both see the match and their P&L on that runner, pushed by the server (no reload).
      const win = ((10 * (milli(price) - 1_000)) / 1_000).toFixed(2);
      await a.page.getByText('Matched (1)').waitFor({ timeout: 15_000 });
      await b.page.getByText('Matched (1)').waitFor({ timeout: 15_000 });
      await expect.poll(() => runnerRow(a.page, runnerId).textContent(), { timeout: 15_000 }).toContain(`+${win} EUR`);
      await expect.poll(() => runnerRow(b.page, runnerId).textContent(), { timeout: 15_000 }).toContain(`-${win} EUR`);
      await expect.poll(() => a.page.getByTestId('market-header').textContent(), { timeout: 15_000 }).toContain('Matched 10.00 EUR');

      // The ladder moved: the price is traded and no longer offered.
      await expect.poll(() => runnerRow(b.page, runnerId).textContent(), { timeout: 15_000 }).toContain(`Last traded ${price}`);
      expect(await runnerRow(a.page, runnerId).getByRole('button', { name: `Lay at ${price}, €10 available` }).count()).toBe(0);
      expect(await a.page.getByText(runnerName).count()).toBeGreaterThan(0);

      // Staff settle with the backed runner the winner: the backer wins stake x (price - 1) rounded
      // down to the cent, less 5% commission on the net winnings (half up); the layer loses the same.
      await settleWinner(marketId, runnerId);
      const winCents = Math.floor((1_000 * (milli(price) - 1_000)) / 1_000);
      const commission = Math.floor((winCents * 500 + 5_000) / 10_000);
      expect(await balanceCents(backer)).toBe(500_00 + winCents - commission);
      expect(await balanceCents(layer)).toBe(500_00 - winCents);
      await a.page.goto(`/exchange-mybets/${marketId}`);
      const summary = a.page.getByTestId('position-summary');
      await expect.poll(() => summary.textContent(), { timeout: 15_000 }).toContain(`Commission${(commission / 100).toFixed(2)} EUR`);
      expect(await summary.textContent()).toContain(`Net+${((winCents - commission) / 100).toFixed(2)} EUR`);
    } finally {
      await a.context.close();
      await b.context.close();
    }
  });
});
