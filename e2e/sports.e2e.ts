import { describe, expect, it } from 'vitest';
import { baseUrl, demoAccounts, newPage, useSuiteBrowser } from './support/browser';
import { logInThroughForm } from './support/session';

type Option = { id: string; name: string; odds: number | 'suspended' };
type Market = { id: string; status: string; options: Option[] };
type Event = { id: string; marketsData: Market[] };

async function staffToken(): Promise<string> {
  const reply = await fetch(`${baseUrl()}/api/front/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: demoAccounts.staff.username, password: demoAccounts.staff.password }),
  });
  const body = (await reply.json()) as { response?: { token?: string }; token?: string };
  const token = body.response?.token ?? body.token;
  if (!token) throw new Error('staff login failed');
  return token;
}

async function inplayCricket(): Promise<Event[]> {
  const reply = await fetch(`${baseUrl()}/api/sports/events?spid=4&type=inplay`);
  const body = (await reply.json()) as { response: { events: Event[] } };
  return body.response.events;
}

/** Sets new odds on a market through the staff API (this takes the event over from the feed). */
async function setOdds(token: string, market: Market, bump: number): Promise<void> {
  const options = market.options.map((option) => ({ id: option.id, odds: Math.round(((typeof option.odds === 'number' ? option.odds : 2) + bump) * 100) / 100 }));
  const reply = await fetch(`${baseUrl()}/api/admin/markets/${encodeURIComponent(market.id)}`, {
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify({ status: 'open', options }),
  });
  if (!reply.ok) throw new Error(`PATCH market failed: ${reply.status}`);
}

describe('live sports', () => {
  const suite = useSuiteBrowser();

  it('a player on /inplay?spid=4 sees an odds button change without a reload', async () => {
    await expect.poll(async () => (await inplayCricket()).length, { timeout: 60_000, interval: 1000 }).toBeGreaterThan(0);
    const { context, page } = await newPage(suite.browser);
    await logInThroughForm(page, demoAccounts.player.username, demoAccounts.player.password);
    await page.goto('/inplay?spid=4');
    const rows = page.getByTestId('event-row');
    await expect.poll(() => rows.count(), { timeout: 30_000 }).toBeGreaterThan(0);
    const buttons = page.locator('[data-testid="event-row"] button[aria-pressed]');
    const snapshot = () => buttons.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('aria-label') ?? '').join('|'));
    const before = await snapshot();
    let navigations = 0;
    page.on('framenavigated', () => (navigations += 1));
    // The simulator moves prices on its own; if it is slow, staff move one.
    const deadline = Date.now() + 30_000;
    while (Date.now() < deadline && (await snapshot()) === before) await page.waitForTimeout(500);
    if ((await snapshot()) === before) {
      const token = await staffToken();
      const [event] = await inplayCricket();
      const market = event?.marketsData[0];
      if (!market) throw new Error('no market to move');
      await setOdds(token, market, 0.37);
    }
    await expect.poll(snapshot, { timeout: 30_000 }).not.toBe(before);
    expect(navigations).toBe(0);
    await context.close();
  });

  it("a staff edit of odds appears on a player's open event page", async () => {
    const events = await inplayCricket();
    const event = events[events.length - 1];
    if (!event) throw new Error('no live cricket event');
    const { context, page } = await newPage(suite.browser);
    await logInThroughForm(page, demoAccounts.player.username, demoAccounts.player.password);
    await page.goto(`/game/${event.id}`);
    await expect.poll(() => page.getByTestId('market').count(), { timeout: 30_000 }).toBeGreaterThan(0);
    const token = await staffToken();
    const full = (await (await fetch(`${baseUrl()}/api/sports/events/${event.id}`)).json()) as { response: { event: Event } };
    const market = full.response.event.marketsData[0];
    if (!market) throw new Error('no market');
    const target = 7.77;
    const reply = await fetch(`${baseUrl()}/api/admin/markets/${encodeURIComponent(market.id)}`, {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({ status: 'open', options: market.options.map((option, index) => ({ id: option.id, odds: index === 0 ? target : 1.5 })) }),
    });
    expect(reply.ok).toBe(true);
    const first = market.options[0];
    if (!first) throw new Error('no option');
    await expect.poll(() => page.getByRole('button', { name: new RegExp(`^${first.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} — .*: 7\\.77$`) }).count(), { timeout: 20_000 }).toBeGreaterThan(0);
    await context.close();
  });
});

async function sportEventIds(spid: number, type: 'inplay' | 'presports'): Promise<Set<string>> {
  const reply = await fetch(`${baseUrl()}/api/sports/events?spid=${spid}&type=${type}&perPage=100`);
  const body = (await reply.json()) as { response: { events: Event[] } };
  return new Set(body.response.events.map((event) => event.id));
}

describe('sports lists', () => {
  const suite = useSuiteBrowser();

  it('/top-nav/sports/football shows football after the player chose cricket', async () => {
    const { context, page } = await newPage(suite.browser);
    await logInThroughForm(page, demoAccounts.player.username, demoAccounts.player.password);
    await page.goto('/top-nav/sports?spid=1');
    const tabs = page.getByRole('navigation', { name: 'Sports' });
    await tabs.getByRole('link', { name: /Cricket/ }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('spid'), { timeout: 10_000 }).toBe('4');
    const rows = page.getByTestId('event-row');
    // The address changes a moment before the screen renders its new list: wait for cricket rows.
    await expect.poll(() => rows.first().getAttribute('data-sport-id', { timeout: 1_000 }).catch(() => null), { timeout: 30_000 }).toBe('4');

    await page.goto('/top-nav/sports/football');
    await expect.poll(() => tabs.locator('a[aria-current="page"]').textContent(), { timeout: 10_000 }).toMatch(/Football/);
    await expect.poll(() => rows.count(), { timeout: 30_000 }).toBeGreaterThan(0);
    const sports = await rows.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-sport-id')));
    expect(new Set(sports)).toEqual(new Set(['1']));
    const soccer = await sportEventIds(1, 'presports');
    expect(soccer.has((await rows.first().getAttribute('data-event-id')) ?? '')).toBe(true);
    await context.close();
  });

  it('in-play fits at least 10 events on a 1366x850 desktop, prices under one 1 / X / 2 heading per competition', async () => {
    const { context, page } = await newPage(suite.browser, { width: 1366, height: 850 });
    await logInThroughForm(page, demoAccounts.player.username, demoAccounts.player.password);
    await page.goto('/inplay/?spid=4');
    const rows = page.getByTestId('event-row');
    await expect.poll(() => rows.count(), { timeout: 30_000 }).toBeGreaterThanOrEqual(10);
    const visible = () =>
      rows.evaluateAll((nodes) => nodes.filter((node) => node.getBoundingClientRect().top >= 0 && node.getBoundingClientRect().bottom <= window.innerHeight).length);
    await expect.poll(visible, { timeout: 10_000 }).toBeGreaterThanOrEqual(10);
    // The team names sit left of the prices, never inside a price button.
    const priceTexts = await page.locator('[data-testid="event-row"] button[aria-pressed]').allTextContents();
    expect(priceTexts.length).toBeGreaterThan(0);
    for (const text of priceTexts) expect(text.trim()).toMatch(/^[\d./+-]*$/);
    expect(await page.getByTestId('column-headings').count()).toBeGreaterThan(0);
    await context.close();
  });
});
