import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { call, fundedPlayer } from './support/api';
import { newPage, useSuiteBrowser } from './support/browser';
import { logInThroughForm, settledPath } from './support/session';

type Option = { id: string; name: string; odds: number | 'suspended' };
type Market = { id: string; status: string; options: Option[] };
type Event = { id: string; name: string; status: string; marketsData: Market[] };

/** Screenshots are written only when a folder is named (a person looks at them). */
const shotDir = process.env.E2E_SCREENSHOT_DIR;
async function shot(page: Page, name: string): Promise<void> {
  if (!shotDir) return;
  mkdirSync(shotDir, { recursive: true });
  await page.screenshot({ path: join(shotDir, `${name}.png`), fullPage: false });
}

async function events(spid: number, type: 'inplay' | 'presports'): Promise<Event[]> {
  const payload = await call<{ events: Event[] }>(`/api/sports/events?spid=${spid}&type=${type}`);
  return payload.events.filter((event) => event.marketsData.some((market) => market.status === 'open' && market.options.every((o) => typeof o.odds === 'number')));
}

const openPrice = 'button[aria-pressed="false"]:not([disabled])';

/**
 * Picks one price from each of `count` listed event rows. Live rows come and go (a suspended market
 * disables its prices), so before each click it waits until enough rows with no pick yet have an
 * enabled, unpressed price, and after it until that many rows show a pick.
 */
async function pickFromRows(page: Page, count: number): Promise<void> {
  const rows = page.getByTestId('event-row');
  const pickedRows = rows.filter({ has: page.locator('button[aria-pressed="true"]') });
  const pickable = rows.filter({ has: page.locator(openPrice) }).filter({ hasNot: page.locator('button[aria-pressed="true"]') });
  const before = await pickedRows.count();
  for (let picked = 0; picked < count; picked += 1) {
    await expect.poll(() => pickable.count(), { timeout: 60_000, interval: 250 }).toBeGreaterThanOrEqual(count - picked);
    await pickable.first().locator(openPrice).first().click({ timeout: 10_000 });
    await expect.poll(() => pickedRows.count(), { timeout: 10_000 }).toBe(before + picked + 1);
  }
}

const slip = (page: Page) => page.locator('aside');
const headerText = (page: Page) => page.locator('header').innerText();

/** Places what the slip holds and returns the receipt's ticket ids. */
async function placeAndReadTickets(page: Page): Promise<string[]> {
  await slip(page).getByRole('button', { name: 'Place bet' }).click();
  const receipt = slip(page).getByTestId('bet-receipt');
  await receipt.waitFor({ timeout: 20_000 });
  const tickets = receipt.getByTestId('receipt-ticket');
  await expect.poll(() => tickets.first().getAttribute('data-status'), { timeout: 20_000 }).toBe('accepted');
  const ids = await tickets.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-ticket-id') ?? ''));
  return ids;
}

/** The desktop slip holds nothing: nothing to place again. */
async function expectEmptySlip(page: Page): Promise<void> {
  await slip(page).getByTestId('slip-empty').waitFor({ timeout: 10_000 });
  expect(await slip(page).getByTestId('slip-leg').count()).toBe(0);
  expect(await slip(page).getByRole('button', { name: 'Place bet' }).count()).toBe(0);
}

async function cashOut(page: Page, ticketId: string): Promise<number> {
  const card = page.locator(`[data-testid="ticket-card"][data-ticket-id="${ticketId}"]`);
  const offer = card.getByRole('button', { name: /^Cash out / });
  await offer.waitFor({ timeout: 30_000 });
  await offer.click();
  const dialog = page.getByRole('dialog', { name: 'Cash out' });
  // The quote can move while the dialog is open: the server then quotes again and the player confirms again.
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const confirm = dialog.getByRole('button', { name: /^Cash out / });
    await confirm.click();
    const done = page.getByText(/^Cashed out: /);
    const outcome = await Promise.race([
      done.waitFor({ timeout: 15_000 }).then(() => 'done' as const),
      dialog.getByText(/The cash-out value changed/).waitFor({ timeout: 15_000 }).then(() => 'changed' as const),
    ]);
    if (outcome === 'done') {
      const text = await done.innerText();
      const amount = /Cashed out: ([0-9.,]+)/.exec(text)?.[1] ?? '0';
      return Number(amount.replace(/,/g, ''));
    }
  }
  throw new Error('cash-out quote kept changing');
}

describe('betting: betslip, placement, my bets and cash-out', () => {
  const suite = useSuiteBrowser();

  it('builds and places a multi, sees a live odds change in the slip, finds the ticket and cashes out a single', async () => {
    await expect.poll(async () => (await events(1, 'presports')).length, { timeout: 60_000, interval: 1000 }).toBeGreaterThanOrEqual(3);
    const account = await fundedPlayer();
    const { context, page } = await newPage(suite.browser, { width: 1366, height: 900 });
    await logInThroughForm(page, account.username, account.password);
    await expect.poll(() => headerText(page), { timeout: 15_000 }).toContain('500.00');

    // A multi from three pre-match events: the return shows before placing.
    await page.goto('/presports?spid=1');
    await settledPath(page);
    await pickFromRows(page, 3);
    await expect.poll(() => slip(page).getByTestId('slip-leg').count()).toBe(3);
    // Three picks make a multi by themselves, named with their combined odds.
    expect(await slip(page).getByRole('tab', { name: 'Multi' }).getAttribute('aria-selected')).toBe('true');
    expect(await slip(page).getByTestId('slip-headline').innerText()).toMatch(/^Treble @ [0-9]+\.[0-9]{2}$/);
    await slip(page).getByRole('textbox', { name: 'Stake', exact: true }).fill('5');
    await expect.poll(() => slip(page).getByTestId('slip-return').innerText()).toMatch(/[1-9][0-9,]*\.[0-9]{2}/);
    expect(await slip(page).getByTestId('slip-return').innerText()).not.toMatch(/^0\.00/);
    await shot(page, 'slip-desktop-dark');
    const [multiId] = await placeAndReadTickets(page);
    expect(multiId).toBeTruthy();
    await expect.poll(() => headerText(page), { timeout: 15_000 }).toContain('495.00');
    // The receipt names the bet and its three selections, not an internal id.
    const receipt = slip(page).getByTestId('bet-receipt');
    expect(await receipt.getByTestId('receipt-title').innerText()).toMatch(/^Treble @ /);
    expect(await receipt.getByTestId('receipt-leg').count()).toBe(3);
    expect(await receipt.innerText()).not.toContain(multiId ?? '');
    await shot(page, 'slip-desktop-receipt');

    // The placed selections have left the slip: another page does not bring them (or their stake) back.
    await page.goto('/presports?spid=1');
    await settledPath(page);
    await expectEmptySlip(page);
    expect(await page.locator('[data-testid="event-row"] button[aria-pressed="true"]').count()).toBe(0);

    // Live selections: the simulator moves their prices and the slip shows the move (or a suspension).
    await page.goto('/inplay?spid=1');
    await settledPath(page);
    await pickFromRows(page, 3);
    const changed = slip(page).locator('[data-testid="leg-odds"][data-move], [data-testid="leg-suspended"], [data-testid="slip-odds-changed"]');
    await expect.poll(() => changed.count(), { timeout: 60_000, interval: 500 }).toBeGreaterThan(0);
    await shot(page, 'slip-desktop-odds-change');
    await slip(page).getByRole('button', { name: 'Clear all' }).click();

    // My bets lists the multi.
    await page.goto('/my-bets');
    await settledPath(page);
    const multiCard = page.locator(`[data-testid="ticket-card"][data-ticket-id="${multiId}"]`);
    await multiCard.waitFor({ timeout: 15_000 });
    expect(await multiCard.innerText()).toContain('Multi');
    expect(await multiCard.getByTestId('ticket-leg').count()).toBe(3);

    // A pre-match single is accepted at once; cashing it out pays into the balance.
    await page.goto('/presports?spid=1');
    await settledPath(page);
    await pickFromRows(page, 1);
    // One selection: the slip is on Singles with that selection's stake as its one stake field.
    expect(await slip(page).getByRole('tab', { name: 'Singles' }).getAttribute('aria-selected')).toBe('true');
    expect(await slip(page).getByRole('textbox').count()).toBe(1);
    await slip(page).getByRole('textbox', { name: /^Stake on / }).fill('5');
    const [singleId] = await placeAndReadTickets(page);
    await expect.poll(() => headerText(page), { timeout: 15_000 }).toContain('490.00');
    // "Keep selections": the selection comes back with its stake cleared, also after another page.
    await slip(page).getByRole('button', { name: 'Keep selections' }).click();
    await expect.poll(() => slip(page).getByTestId('slip-leg').count()).toBe(1);
    await page.goto('/my-bets');
    await settledPath(page);
    await expect.poll(() => slip(page).getByTestId('slip-leg').count()).toBe(1);
    expect(await slip(page).getByRole('textbox', { name: /^Stake on / }).inputValue()).toBe('');
    await slip(page).getByRole('button', { name: 'Place bet' }).click();
    await expect.poll(() => slip(page).getByTestId('slip-error').innerText()).toBe('Enter a stake');
    await slip(page).getByRole('button', { name: 'Clear all' }).click();
    await expectEmptySlip(page);
    await shot(page, 'my-bets-desktop-dark');
    const paid = await cashOut(page, singleId ?? '');
    expect(paid).toBeGreaterThan(0);
    const expected = (49_000 + Math.round(paid * 100)) / 100;
    await expect.poll(() => headerText(page), { timeout: 15_000 }).toContain(expected.toFixed(2));
    await page.getByRole('tab', { name: 'Settled' }).click();
    const settled = page.locator(`[data-testid="ticket-card"][data-ticket-id="${singleId}"]`);
    await expect.poll(() => settled.getAttribute('data-status'), { timeout: 15_000 }).toBe('cashed_out');
    await context.close();

    // The slip on a phone, light theme: picks gather in the slip bar, which opens the slip in a drawer.
    const phone = await newPage(suite.browser, { width: 390, height: 844 });
    await logInThroughForm(phone.page, account.username, account.password);
    await phone.page.getByRole('button', { name: 'Open the menu' }).click();
    await phone.page.getByRole('button', { name: 'Switch to light mode' }).last().click();
    await phone.page.keyboard.press('Escape');
    await phone.page.goto('/presports?spid=1');
    await settledPath(phone.page);
    await pickFromRows(phone.page, 3);
    const bar = phone.page.getByTestId('slip-bar');
    expect(await phone.page.getByRole('dialog').count()).toBe(0);
    expect(await bar.getByTestId('slip-bar-count').innerText()).toBe('3');
    expect(await bar.getByTestId('slip-bar-odds').innerText()).toMatch(/^Treble @ [0-9]+\.[0-9]{2}$/);
    // Scrolled to the end, the last row's prices sit above the bar.
    await phone.page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const lastPrice = await phone.page.getByTestId('event-row').last().locator('button').last().boundingBox();
    const barBox = await bar.boundingBox();
    expect(lastPrice && barBox && lastPrice.y + lastPrice.height <= barBox.y).toBe(true);
    await shot(phone.page, 'slip-phone-bar-light');
    await bar.getByRole('button', { name: 'Open slip' }).click();
    const drawer = phone.page.getByRole('dialog');
    await drawer.waitFor();
    await drawer.getByRole('textbox', { name: 'Stake', exact: true }).fill('2');
    // The drawer slides in: the picture waits until it has stopped moving.
    await phone.page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
    await shot(phone.page, 'slip-phone-light');
    await drawer.getByRole('button', { name: 'Close the betslip' }).click();
    await phone.page.goto('/my-bets');
    await settledPath(phone.page);
    await phone.page.getByTestId('ticket-card').first().waitFor();
    await shot(phone.page, 'my-bets-phone-light');
    await phone.context.close();
    // Its own waits (the feed's first pre-match events, a live price move, cash-out re-quotes: up to
    // 60 s each) do not fit the suite's 60 s default.
  }, 180_000);
});
