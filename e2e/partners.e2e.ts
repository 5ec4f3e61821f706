import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { call } from './support/api';
import { demoAccounts, useSuiteBrowser } from './support/browser';
import { useOwnServer } from './support/partners';
import { logInThroughForm, settledPath } from './support/session';

type Event = { id: string; status: string; marketsData: { status: string; options: { id: string; odds: number | 'suspended' }[] }[] };
type Summary = { totals: { clicks: number; signups: number; firstDepositors: number; ngr: number; commission: number } };

async function openPage(browser: Browser, baseURL: string, width = 1280): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width, height: 900 }, locale: 'en-US' });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  return context.newPage();
}

/** The session token the app keeps in its persisted `user` slice. */
const tokenOf = (page: Page) =>
  page.evaluate(() => {
    const root = JSON.parse(localStorage.getItem('persist:root') ?? '{}') as { user?: string };
    return (JSON.parse(root.user ?? '{}') as { token?: string }).token ?? '';
  });

/** Registers a partner through `/partner/register`; the page reloads into the partner dashboard. */
async function registerPartner(page: Page, username: string): Promise<void> {
  await page.goto('/partner/register');
  await settledPath(page);
  await page.getByRole('textbox', { name: 'Full name' }).fill('Browser Test Partner');
  await page.getByRole('textbox', { name: 'Username' }).fill(username);
  await page.getByRole('textbox', { name: 'E-mail' }).fill(`${username}@partner.example`);
  await page.getByLabel('Password', { exact: false }).first().fill('PartnerPass123');
  await page.getByRole('textbox', { name: 'Website' }).fill('https://partner.example');
  await page.getByRole('textbox', { name: 'Payout details' }).fill('Browser Test DE89370400440532013000');
  await page.getByRole('checkbox', { name: /partner programme terms/ }).check();
  const reloaded = page.waitForEvent('load', { timeout: 20_000 });
  await page.getByRole('button', { name: 'Create partner account' }).click();
  await reloaded;
  expect(await settledPath(page)).toBe('/partner/dashboard');
}

/** Creates a campaign code and copies its link with the copy button: the clipboard's text. */
async function createAndCopyLink(page: Page, code: string): Promise<string> {
  await page.getByRole('textbox', { name: 'Campaign code' }).fill(code);
  await page.getByRole('textbox', { name: 'Campaign name' }).fill('Browser test');
  await page.getByRole('button', { name: 'Create code' }).click();
  const copy = page.getByRole('button', { name: `Copy the link of ${code}` });
  await copy.click();
  await expect.poll(() => copy.textContent(), { timeout: 10_000 }).toContain('Copied');
  return page.evaluate(() => navigator.clipboard.readText());
}

/** The visitor registers through the player form (the `affiliateId` cookie rides along) and lands in play. */
async function registerPlayer(page: Page, username: string): Promise<void> {
  await page.goto('/register');
  await page.getByRole('textbox', { name: 'Username', exact: true }).fill(username);
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(`${username}@example.com`);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('GoodPassword123');
  await page.getByRole('textbox', { name: 'Date of birth', exact: true }).fill('1990-04-12');
  await page.getByRole('checkbox').first().check();
  const reloaded = page.waitForEvent('load', { timeout: 20_000 });
  await page.getByRole('button', { name: 'Create account' }).click();
  await reloaded;
  expect(await settledPath(page)).toBe('/inplay');
}

/** Deposits `amount` with the sandbox card (the bank's hosted payment page). */
async function depositWithSandboxCard(page: Page, amount: string): Promise<void> {
  await page.goto('/bank');
  await settledPath(page);
  await page.getByRole('radio', { name: 'Card (sandbox)' }).click();
  await page.getByRole('textbox', { name: 'Amount (EUR)' }).fill(amount);
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect.poll(() => new URL(page.url()).searchParams.get('sandboxPayment'), { timeout: 20_000 }).toBeTruthy();
  await page.getByRole('button', { name: /^Pay / }).click();
  await page.getByText('Deposit credited').waitFor({ timeout: 30_000 });
}

/** A 100.00 single on an open pre-match price (the live feed may move it: any change is accepted), then settled lost by staff (tickets.settle). */
async function loseABet(base: string, playerToken: string, adminToken: string): Promise<void> {
  const { events } = await call<{ events: Event[] }>('/api/sports/events?spid=4&type=presports', { base });
  const event = events.find((item) => item.marketsData[0]?.status === 'open' && typeof item.marketsData[0].options[0]?.odds === 'number');
  if (!event) throw new Error('no open pre-match price');
  const option = event.marketsData[0]!.options[0]!;
  const placed = await call<{ tickets: { id: string }[] }>('/api/sports/place-bet', {
    base,
    method: 'POST',
    token: playerToken,
    body: { betType: 'single', bets: [{ gameId: event.id, optionId: option.id, odds: option.odds, stake: 100 }], acceptOddsChanges: 'any', requestId: `partners-e2e-${Date.now()}` },
  });
  const ticketId = placed.tickets[0]!.id;
  await call(`/api/admin/tickets/${ticketId}/settle`, { base, method: 'POST', token: adminToken, body: { legs: [{ legIndex: 0, outcome: 'lost' }], reason: 'partners browser test: the selection lost' } });
}

describe('partners: a partner brings a player, earns revenue share and is paid out', () => {
  const suite = useSuiteBrowser();
  const server = useOwnServer();
  beforeAll(() => server.start(), 120_000);
  afterAll(() => server.dispose(), 60_000);

  it('registers, shares a link, sees the referred player lose, gets the commission and a payout approved; every balance exact', async () => {
    const stamp = Date.now().toString(36);
    const base = server.baseUrl;
    const partner = await openPage(suite.browser, base);
    await registerPartner(partner, `aff${stamp}`);
    const code = `E2E${stamp}`.toUpperCase();
    const link = await createAndCopyLink(partner, code);
    expect(link).toBe(`${base}/?aff=${code}`);

    // A new visitor arrives through the link: the cookie is stored and one click recorded.
    const visitor = await openPage(suite.browser, base, 375);
    await visitor.goto(link);
    await settledPath(visitor);
    const cookies = await visitor.context().cookies();
    expect(cookies.find((cookie) => cookie.name === 'affiliateId')).toMatchObject({ value: code, path: '/' });
    await registerPlayer(visitor, `ref${stamp}`);
    await depositWithSandboxCard(visitor, '100');
    const admin = await call<{ token: string }>('/api/front/login', { base, method: 'POST', body: demoAccounts.admin });
    await loseABet(base, await tokenOf(visitor), admin.token);

    // The partner sees the click, the sign-up, the first deposit and the NGR; no commission before the daily job.
    await partner.reload();
    await settledPath(partner);
    await expect.poll(() => partner.getByTestId('kpi-signups').innerText(), { timeout: 15_000 }).toBe('1');
    expect(await partner.getByTestId('kpi-clicks').innerText()).toBe('1');
    expect(await partner.getByTestId('kpi-firstDepositors').innerText()).toBe('1');
    expect(await partner.getByTestId('kpi-ngr').innerText()).toBe('100.00 EUR');
    expect(await partner.getByTestId('kpi-commission').innerText()).toBe('0.00 EUR');

    // The daily commission job runs for the day that has just ended: 25 % of 100.00.
    const run = await server.runCommissionJobTomorrow();
    expect(run.credited).toBeGreaterThanOrEqual(1);
    await partner.reload();
    await settledPath(partner);
    await expect.poll(() => partner.getByTestId('kpi-commission').innerText(), { timeout: 15_000 }).toBe('25.00 EUR');
    expect(await partner.getByTestId('partner-balance').innerText()).toBe('25.00 EUR');

    // The partner asks for 20.00 (the minimum); staff approve it in the payout queue.
    await partner.getByRole('textbox', { name: 'Amount (EUR)' }).fill('20');
    await partner.getByRole('button', { name: 'Request payout' }).click();
    await partner.getByText('Payout of 20.00 EUR requested').waitFor();
    await expect.poll(() => partner.getByTestId('partner-balance').innerText(), { timeout: 15_000 }).toBe('5.00 EUR');

    const staff = await openPage(suite.browser, base);
    await logInThroughForm(staff, demoAccounts.admin.username, demoAccounts.admin.password);
    await staff.goto('/caff/admin/partner-withdrawals');
    await settledPath(staff);
    const row = staff.getByRole('row').filter({ hasText: `aff${stamp}` }).filter({ hasText: '20.00 EUR' }).first();
    await row.getByRole('button', { name: 'Approve', exact: true }).click();
    await staff.getByRole('dialog', { name: 'Approve this payout?' }).getByRole('button', { name: 'Approve', exact: true }).click();
    await staff.getByText(`The payout to aff${stamp} is approved.`).waitFor();

    await partner.reload();
    await settledPath(partner);
    await expect.poll(() => partner.getByRole('table', { name: 'Payout history' }).textContent(), { timeout: 15_000 }).toContain('Paid');
    expect(await partner.getByTestId('partner-balance').innerText()).toBe('5.00 EUR');

    // Every balance is exact and the ledger reconciles.
    const partnerToken = await tokenOf(partner);
    const me = await call<{ partner: { balance: number; pendingWithdrawals: number } }>('/api/partner/me', { base, token: partnerToken });
    expect(me.partner).toMatchObject({ balance: 5, pendingWithdrawals: 0 });
    const summary = await call<Summary>('/api/partner/summary', { base, token: partnerToken });
    expect(summary.totals).toMatchObject({ clicks: 1, signups: 1, firstDepositors: 1, ngr: 100, commission: 25 });
    const player = await call<{ user: { balance: number } }>(`/api/front/user?user_id=${encodeURIComponent(await visitorId(visitor))}`, { base, token: await tokenOf(visitor) });
    expect(player.user.balance).toBe(0);
    const reconcile = await call<{ ok: boolean; mismatches: unknown[] }>('/api/admin/reconcile', { base, token: admin.token });
    expect(reconcile).toMatchObject({ ok: true, mismatches: [] });
  }, 300_000);
});

const visitorId = (page: Page) =>
  page.evaluate(() => {
    const root = JSON.parse(localStorage.getItem('persist:root') ?? '{}') as { user?: string };
    return (JSON.parse(root.user ?? '{}') as { user?: { id?: string } }).user?.id ?? '';
  });
