import { describe, expect, it } from 'vitest';
import { call, fundedPlayer } from './support/api';
import { demoAccounts, newPage, useSuiteBrowser } from './support/browser';
import { logInThroughForm, settledPath } from './support/session';

type EventReply = { event: { id: string; marketsData: { id: string; options: { id: string }[] }[] } };

async function token(username: string, password: string): Promise<string> {
  return (await call<{ token: string }>('/api/front/login', { method: 'POST', body: { username, password } })).token;
}

/** Staff make a pre-match event with one Match Winner market at evens (the staff events API). */
async function freshMarket(staff: string): Promise<{ eventId: string; marketId: string; optionIds: string[] }> {
  const startTime = new Date(Date.now() + 3_600_000).toISOString();
  const stamp = Date.now().toString(36);
  const created = await call<EventReply>('/api/admin/events', { method: 'POST', token: staff, body: { sportId: 1, competitionName: 'Bell League', home: `Bell A ${stamp}`, away: `Bell B ${stamp}`, startTime } });
  const withMarket = await call<EventReply>(`/api/admin/events/${created.event.id}/markets`, {
    method: 'POST',
    token: staff,
    body: { name: 'Match Winner', type: 'match-winner', options: [{ name: `Bell A ${stamp}`, odds: 2 }, { name: `Bell B ${stamp}`, odds: 2 }] },
  });
  const market = withMarket.event.marketsData[0]!;
  return { eventId: created.event.id, marketId: market.id, optionIds: market.options.map((option) => option.id) };
}

describe('notifications: the bell follows a settled bet live', () => {
  const suite = useSuiteBrowser();

  it('a bet settles and the player’s bell count goes up without a reload; the list shows the return', async () => {
    const staff = await token(demoAccounts.admin.username, demoAccounts.admin.password);
    const player = await fundedPlayer('bell');
    const playerToken = await token(player.username, player.password);
    const market = await freshMarket(staff);
    await call('/api/sports/place-bet', {
      method: 'POST',
      token: playerToken,
      body: { betType: 'single', bets: [{ gameId: market.eventId, optionId: market.optionIds[0], odds: 2, stake: 10 }], totalStake: 0, useBonus: false, acceptOddsChanges: 'none', requestId: `bell-${Date.now()}` },
    });

    const { page } = await newPage(suite.browser, { width: 1280, height: 900 });
    await logInThroughForm(page, player.username, player.password);
    await settledPath(page);
    const bell = page.getByRole('button', { name: /^Notifications/ });
    await bell.waitFor();
    expect(await bell.getAttribute('aria-label')).toBe('Notifications');
    let navigations = 0;
    page.on('framenavigated', () => (navigations += 1));

    await call(`/api/admin/markets/${market.marketId}/result`, { method: 'POST', token: staff, body: { winners: [market.optionIds[0]] } });
    // The settlement job settles the ticket; the push reaches the open page.
    await expect.poll(() => bell.getAttribute('aria-label'), { timeout: 20_000 }).toBe('Notifications, 1 unread');
    expect(navigations).toBe(0);

    await bell.click();
    await page.getByText('Your bet of 10.00 EUR won: 20.00 EUR paid to your balance.').waitFor();
    await page.getByRole('link', { name: 'See all notifications' }).click();
    await page.waitForURL('**/notifications');
    await page.getByRole('button', { name: 'Mark read' }).click();
    await expect.poll(() => bell.getAttribute('aria-label'), { timeout: 10_000 }).toBe('Notifications');
  });
});
