import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { baseUrl, demoAccounts, newPage, useSuiteBrowser } from './support/browser';
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

async function call<T>(path: string, init: { method?: string; body?: unknown; token?: string } = {}): Promise<T> {
  const reply = await fetch(`${baseUrl()}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const body = (await reply.json()) as { response: T; message?: string };
  if (!reply.ok) throw new Error(`${path}: ${reply.status} ${body.message ?? ''}`);
  return body.response;
}

/** A player of this test's own, funded by the admin with 500.00 (the demo player's balance stays untouched). */
async function fundedPlayer(): Promise<{ username: string; password: string }> {
  const username = `bettor_${Date.now().toString(36)}`;
  const password = 'BettorPass123';
  const { user } = await call<{ user: { id: string } }>('/api/front/register', {
    method: 'POST',
    body: { username, email: `${username}@example.com`, password, dateOfBirth: '1990-01-01' },
  });
  const admin = await call<{ token: string }>('/api/front/login', { method: 'POST', body: demoAccounts.admin });
  await call('/api/admin/transfer-balance', {
    method: 'POST',
    token: admin.token,
    body: { userId: user.id, amount: 500, direction: 'credit', note: 'betting browser test', requestId: `fund-${username}` },
  });
  return { username, password };
}

async function events(spid: number, type: 'inplay' | 'presports'): Promise<Event[]> {
  const payload = await call<{ events: Event[] }>(`/api/sports/events?spid=${spid}&type=${type}`);
  return payload.events.filter((event) => event.marketsData.some((market) => market.status === 'open' && market.options.every((o) => typeof o.odds === 'number')));
}

/** Clicks the first priced button of each listed event row until `count` selections are in the slip. */
async function pickFromRows(page: Page, count: number): Promise<void> {
  const rows = page.getByTestId('event-row');
  await expect.poll(() => rows.count(), { timeout: 30_000 }).toBeGreaterThanOrEqual(count);
  let picked = 0;
  const total = await rows.count();
  for (let index = 0; index < total && picked < count; index += 1) {
    const button = rows.nth(index).locator('button[aria-pressed="false"]:not([disabled])').first();
    if ((await button.count()) === 0) continue;
    await button.click();
    picked += 1;
    await expect.poll(() => rows.nth(index).locator('button[aria-pressed="true"]').count()).toBe(1);
  }
  expect(picked).toBe(count);
}

const slip = (page: Page) => page.locator('aside');
const headerText = (page: Page) => page.locator('header').innerText();

/** Places what the slip holds and returns the receipt's ticket ids. */
async function placeAndReadTickets(page: Page): Promise<string[]> {
  await slip(page).getByRole('button', { name: 'Place bet' }).click();
  const receipt = slip(page).getByTestId('bet-receipt');
  await receipt.waitFor({ timeout: 20_000 });
  await expect.poll(() => receipt.getByTestId('receipt-ticket').first().getAttribute('data-status'), { timeout: 20_000 }).toBe('accepted');
  const texts = await receipt.getByText(/^Ticket /).allInnerTexts();
  return texts.map((text) => text.replace(/^Ticket /, '').trim());
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
    await slip(page).getByRole('tab', { name: 'Multi' }).click();
    await slip(page).getByRole('textbox', { name: 'Stake', exact: true }).fill('5');
    await expect.poll(() => slip(page).getByTestId('slip-return').innerText()).toMatch(/[1-9][0-9,]*\.[0-9]{2}/);
    expect(await slip(page).getByTestId('slip-return').innerText()).not.toMatch(/^0\.00/);
    await shot(page, 'slip-desktop-dark');
    const [multiId] = await placeAndReadTickets(page);
    expect(multiId).toBeTruthy();
    await expect.poll(() => headerText(page), { timeout: 15_000 }).toContain('495.00');
    await slip(page).getByRole('button', { name: 'Clear slip' }).click();

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
    await slip(page).getByRole('tab', { name: 'Singles' }).click();
    await slip(page).getByRole('textbox', { name: /^Stake on (?!each)/ }).fill('5');
    const [singleId] = await placeAndReadTickets(page);
    await expect.poll(() => headerText(page), { timeout: 15_000 }).toContain('490.00');
    await page.goto('/my-bets');
    await settledPath(page);
    await shot(page, 'my-bets-desktop-dark');
    const paid = await cashOut(page, singleId ?? '');
    expect(paid).toBeGreaterThan(0);
    const expected = (49_000 + Math.round(paid * 100)) / 100;
    await expect.poll(() => headerText(page), { timeout: 15_000 }).toContain(expected.toFixed(2));
    await page.getByRole('tab', { name: 'Settled' }).click();
    const settled = page.locator(`[data-testid="ticket-card"][data-ticket-id="${singleId}"]`);
    await expect.poll(() => settled.getAttribute('data-status'), { timeout: 15_000 }).toBe('cashed_out');
    await context.close();

    // The slip on a phone, light theme: a floating button opens it in a drawer.
    const phone = await newPage(suite.browser, { width: 390, height: 844 });
    await logInThroughForm(phone.page, account.username, account.password);
    await phone.page.getByRole('button', { name: 'Open the menu' }).click();
    await phone.page.getByRole('button', { name: 'Switch to light mode' }).last().click();
    await phone.page.keyboard.press('Escape');
    await phone.page.goto('/presports?spid=1');
    await settledPath(phone.page);
    const rows = phone.page.getByTestId('event-row');
    await expect.poll(() => rows.count(), { timeout: 30_000 }).toBeGreaterThan(0);
    await rows.first().locator('button[aria-pressed="false"]:not([disabled])').first().click();
    const drawer = phone.page.getByRole('dialog');
    await drawer.waitFor();
    await drawer.getByRole('tab', { name: 'Singles' }).click();
    await drawer.getByRole('textbox', { name: /^Stake on (?!each)/ }).fill('2');
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
