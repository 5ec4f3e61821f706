import { describe, expect, it } from 'vitest';
import { call, fundedPlayer } from './support/api';
import { demoAccounts, newPage, useSuiteBrowser } from './support/browser';
import { logInThroughForm } from './support/session';

type Ticket = { id: string; status: string; placedAt: string; acceptAt: string | null };

async function tokenOf(account: { username: string; password: string }): Promise<string> {
  return (await call<{ token: string }>('/api/front/login', { method: 'POST', body: account })).token;
}

/** A staff-made event of the test's own, with one market at evens, put in play. */
async function liveMarket(admin: string): Promise<{ eventId: string; optionId: string }> {
  const name = `Delay ${Date.now().toString(36)}`;
  const startTime = new Date(Date.now() + 3_600_000).toISOString();
  const { event } = await call<{ event: { id: string } }>('/api/admin/events', { method: 'POST', token: admin, body: { sportId: 1, competitionName: 'Settings League', home: `${name} A`, away: `${name} B`, startTime } });
  const withMarket = await call<{ event: { marketsData: { options: { id: string }[] }[] } }>(`/api/admin/events/${event.id}/markets`, {
    method: 'POST',
    token: admin,
    body: { name: 'Match Winner', type: 'match-winner', options: [{ name: `${name} A`, odds: 2 }, { name: `${name} B`, odds: 2 }] },
  });
  await call(`/api/admin/events/${event.id}`, { method: 'PATCH', token: admin, body: { status: 'live' } });
  return { eventId: event.id, optionId: withMarket.event.marketsData[0]!.options[0]!.id };
}

async function placeLiveSingle(token: string, market: { eventId: string; optionId: string }): Promise<Ticket> {
  const { tickets } = await call<{ tickets: Ticket[] }>('/api/sports/place-bet', {
    method: 'POST',
    token,
    body: { useBonus: false, acceptOddsChanges: 'none', requestId: `settings-${Date.now()}-${Math.floor(Math.random() * 1e6)}`, betType: 'single', bets: [{ gameId: market.eventId, optionId: market.optionId, odds: 2, stake: 1 }], totalStake: 0 },
  });
  return tickets[0]!;
}

const waitMs = (ticket: Ticket) => Date.parse(ticket.acceptAt ?? '') - Date.parse(ticket.placedAt);

describe('settings: staff change the in-play delay', () => {
  const suite = useSuiteBrowser();

  it('staff set the in-play delay to 2 s on the settings screen and the next in-play bet waits 2 s, then is accepted', async () => {
    const admin = await tokenOf(demoAccounts.admin);
    const market = await liveMarket(admin);
    const bettor = await fundedPlayer('delay');
    const player = await tokenOf(bettor);
    expect(waitMs(await placeLiveSingle(player, market))).toBe(5_000);
    const { page, context } = await newPage(suite.browser);
    try {
      await logInThroughForm(page, demoAccounts.staff.username, demoAccounts.staff.password);
      await page.goto('/caff/admin/settings');
      const card = page.getByRole('region', { name: 'In-play delay' });
      const input = card.getByRole('textbox', { name: 'In-play delay' });
      await expect.poll(() => input.inputValue(), { timeout: 20_000 }).toBe('5');
      await input.fill('2');
      await card.getByRole('button', { name: 'Save' }).click();
      await page.getByText('In-play delay saved.').waitFor();
      await expect.poll(() => card.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);

      const ticket = await placeLiveSingle(player, market);
      expect(ticket.status).toBe('pending');
      expect(waitMs(ticket)).toBe(2_000);
      // The in-play job accepts it once the 2 s have passed (the price has not moved).
      const statusOf = async () => (await call<{ mybets: Ticket[] }>('/api/sports/mybets', { token: player })).mybets.find((one) => one.id === ticket.id)?.status;
      await expect.poll(statusOf, { timeout: 15_000, interval: 250 }).toBe('accepted');
      expect(Date.now()).toBeGreaterThanOrEqual(Date.parse(ticket.acceptAt ?? ''));

      // The change is in the history with before and after.
      const history = await call<{ list: { action: string; targetId: string | null; actorUsername: string | null; detail: Record<string, unknown> }[] }>('/api/admin/history?perPage=50', { token: admin });
      const entry = history.list.find((one) => one.action === 'settings.update' && one.targetId === 'inPlay');
      expect(entry).toMatchObject({ actorUsername: demoAccounts.staff.username, detail: { before: { inPlayDelayMs: 5_000 }, after: { inPlayDelayMs: 2_000 } } });
    } finally {
      await call('/api/admin/settings/inPlay', { method: 'PATCH', token: admin, body: { inPlayDelayMs: 5_000 } });
      await context.close();
    }
  });
});
