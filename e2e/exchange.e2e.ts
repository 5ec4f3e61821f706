import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { call, fundedPlayer } from './support/api';
import { demoAccounts } from './support/browser';
import { newPage, useSuiteBrowser } from './support/browser';
import { logInThroughForm } from './support/session';

const milli = (price: number) => Math.round(price * 1_000);

type MarketView = { id: string; runners: { id: string; name: string }[] };

async function adminToken(): Promise<string> {
  return (await call<{ token: string }>('/api/front/login', { method: 'POST', body: demoAccounts.admin })).token;
}

/** The player's balance in cents, read through the API as the player. */
async function balanceCents(player: { username: string; password: string }): Promise<number> {
  const { token } = await call<{ token: string }>('/api/front/login', { method: 'POST', body: { username: player.username, password: player.password } });
  const { user } = await call<{ user: { balance: number } }>('/api/front/user', { token });
  return Math.round(user.balance * 100);
}

/** A market of the test's own (staff create it, open, tomorrow, an empty book): no demo liquidity to match first. */
async function freshMarket(): Promise<{ marketId: string; runnerId: string; runnerName: string }> {
  const name = `Exchange Lions v Tigers ${Date.now().toString(36)}`;
  const startsAt = new Date(Date.now() + 24 * 3_600_000).toISOString();
  const event = await call<{ markets: { id: string }[] }>('/api/admin/exchange-events', {
    method: 'POST',
    token: await adminToken(),
    body: { source: 'manual', name, sportId: 1, startsAt, markets: [{ name: 'Match Odds', runners: ['Lions', 'Draw', 'Tigers'] }] },
  });
  const market = await call<MarketView>(`/api/exchange/markets/${event.markets[0]!.id}`);
  const runner = market.runners[0]!;
  return { marketId: market.id, runnerId: runner.id, runnerName: runner.name };
}

/** Staff settle the market with `runnerId` the winner (the staff exchange API). */
async function settleWinner(marketId: string, runnerId: string): Promise<void> {
  await call(`/api/admin/exchange-markets/${marketId}/result`, {
    method: 'POST',
    token: await adminToken(),
    body: { result: { kind: 'winner', runnerId }, reason: 'exchange browser test' },
  });
}

const runnerRow = (page: Page, runnerId: string) => page.getByTestId(`runner-${runnerId}`);

async function placeFromPanel(page: Page, side: 'back' | 'lay', stake: string) {
  await page.getByRole('textbox', { name: 'Stake' }).fill(stake);
  await page.getByRole('button', { name: side === 'back' ? 'Place back order' : 'Place lay order' }).click();
}

describe('exchange: two players trade one market live', () => {
  const suite = useSuiteBrowser();

  it('a back and a lay at the same price match; both see the match, their P&L and the ladder move live; staff settle to the cent', async () => {
    const { marketId, runnerId, runnerName } = await freshMarket();
    // 10.05 at 2.98 wins 19.899 -> 19.89 (rounded down) and owes 5% of it, 0.9945 -> 0.99 (half up).
    const price = 2.98;
    const stake = '10.05';
    const stakeCents = 1_005;
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

      // A backs at 2.98 on the empty book (typed 2.96, one tick up): it rests as the price to lay.
      await runnerRow(a.page, runnerId).locator('button[data-side="back"][data-best]').click();
      await a.page.getByRole('textbox', { name: 'Price' }).fill('2.96');
      await a.page.getByRole('button', { name: 'Higher price' }).click();
      await expect.poll(() => a.page.getByRole('textbox', { name: 'Price' }).inputValue()).toBe(String(price));
      await placeFromPanel(a.page, 'back', stake);
      await a.page.getByText('Unmatched (1)').waitFor();

      // B's ladder shows A's order live; B lays it at the same price.
      const offered = runnerRow(b.page, runnerId).getByRole('button', { name: `Lay at ${price}, €10 available` });
      await offered.waitFor({ timeout: 15_000 });
      await offered.click();
      await placeFromPanel(b.page, 'lay', stake);

      // Both see the match and their P&L on that runner, pushed by the server (no reload).
      const winCents = Math.floor((stakeCents * (milli(price) - 1_000)) / 1_000);
      const win = (winCents / 100).toFixed(2);
      await a.page.getByText('Matched (1)').waitFor({ timeout: 15_000 });
      await b.page.getByText('Matched (1)').waitFor({ timeout: 15_000 });
      await expect.poll(() => runnerRow(a.page, runnerId).textContent(), { timeout: 15_000 }).toContain(`+${win} EUR`);
      await expect.poll(() => runnerRow(b.page, runnerId).textContent(), { timeout: 15_000 }).toContain(`-${win} EUR`);
      await expect.poll(() => a.page.getByTestId('market-header').textContent(), { timeout: 15_000 }).toContain('Matched 10.05 EUR');

      // The ladder moved: the price is traded and no longer offered.
      await expect.poll(() => runnerRow(b.page, runnerId).textContent(), { timeout: 15_000 }).toContain(`Last traded ${price}`);
      expect(await runnerRow(a.page, runnerId).getByRole('button', { name: `Lay at ${price}, €10 available` }).count()).toBe(0);
      expect(await a.page.getByText(runnerName).count()).toBeGreaterThan(0);

      // Staff settle with the backed runner the winner: the backer wins stake x (price - 1) rounded
      // down to the cent, less 5% commission on the net winnings (half up); the layer loses the same.
      await settleWinner(marketId, runnerId);
      const commission = Math.floor((winCents * 500 + 5_000) / 10_000);
      expect(commission).toBe(99);
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
