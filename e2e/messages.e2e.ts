import { describe, expect, it } from 'vitest';
import { call } from './support/api';
import { demoAccounts, newPage, useSuiteBrowser } from './support/browser';
import { logInThroughForm, settledPath } from './support/session';

type Conversation = { id: string; origin: string; player: { username: string } | null; preview: string };

async function token(username: string, password: string): Promise<string> {
  return (await call<{ token: string }>('/api/front/login', { method: 'POST', body: { username, password } })).token;
}

async function unreadMessages(playerToken: string): Promise<number> {
  return (await call<{ unread: number }>('/api/messages/unread-count', { token: playerToken })).unread;
}

describe('messages: staff write to a player, the player reads and replies to support', () => {
  const suite = useSuiteBrowser();

  it('admin sends to the demo player; the bell and the inbox count go up live; reading clears it; the reply opens a support conversation', async () => {
    const stamp = Date.now().toString(36);
    const subject = `Weekend boost ${stamp}`;
    const reply = `Thanks, tell me more ${stamp}`;
    const staffToken = await token(demoAccounts.admin.username, demoAccounts.admin.password);
    const playerToken = await token(demoAccounts.player.username, demoAccounts.player.password);
    const unreadBefore = await unreadMessages(playerToken);

    // The player is on the site before the message goes out.
    const player = await newPage(suite.browser, { width: 1280, height: 900 });
    await logInThroughForm(player.page, demoAccounts.player.username, demoAccounts.player.password);
    const bell = player.page.getByRole('button', { name: /^Notifications/ });
    await bell.waitFor();
    const bellBefore = await bell.getAttribute('aria-label');

    // Staff compose: one player, found by username, sent at once.
    const staff = await newPage(suite.browser, { width: 1280, height: 900 });
    await logInThroughForm(staff.page, demoAccounts.admin.username, demoAccounts.admin.password);
    await staff.page.goto('/caff/admin/messages');
    await settledPath(staff.page);
    const playerPicker = staff.page.getByRole('combobox', { name: 'Player' });
    await playerPicker.fill(demoAccounts.player.username);
    await staff.page.getByRole('option', { name: demoAccounts.player.username, exact: true }).click();
    await staff.page.getByTestId('recipient-count').getByText('1 recipient').waitFor();
    await staff.page.getByRole('textbox', { name: 'Subject' }).fill(subject);
    await staff.page.getByRole('textbox', { name: /^Message/ }).fill('Odds boosted all weekend: https://example.com/promo. javascript:alert(1) stays text.');
    await staff.page.getByRole('button', { name: 'Send message' }).click();
    await staff.page.getByText('Sent to 1 player (player).').waitFor();
    await staff.page.getByRole('table', { name: 'Sent messages' }).getByText(subject).waitFor();

    // The player's bell goes up without a reload (the message_received notification).
    await expect.poll(() => bell.getAttribute('aria-label'), { timeout: 20_000 }).not.toBe(bellBefore);
    expect(await unreadMessages(playerToken)).toBe(unreadBefore + 1);
    await player.page.getByRole('button', { name: 'Your account' }).click();
    await player.page.getByLabel(`${unreadBefore + 1} unread message${unreadBefore + 1 === 1 ? '' : 's'}`).waitFor();
    await player.page.getByRole('menuitem', { name: /^Messages/ }).click();
    await player.page.waitForURL('**/messages');

    // Opening it marks it read; its link is safe, the javascript: text is not a link.
    await player.page.getByRole('button', { name: `Open unread message: ${subject}` }).click();
    const reader = player.page.getByTestId('message-reader');
    await reader.getByRole('heading', { name: subject }).waitFor();
    const link = reader.getByRole('link', { name: 'https://example.com/promo' });
    expect(await link.getAttribute('rel')).toBe('noopener noreferrer nofollow');
    expect(await reader.locator('a[href^="javascript"]').count()).toBe(0);
    await expect.poll(() => unreadMessages(playerToken), { timeout: 10_000 }).toBe(unreadBefore);

    // The reply goes to support as a conversation.
    await reader.getByRole('textbox', { name: /Reply/ }).fill(reply);
    await reader.getByRole('button', { name: 'Send reply' }).click();
    await reader.getByText('Reply sent to support').waitFor();
    const queue = await call<{ list: Conversation[] }>('/api/admin/support/conversations?view=open&perPage=100', { token: staffToken });
    const opened = queue.list.find((conversation) => conversation.player?.username === demoAccounts.player.username && conversation.origin === 'message_reply');
    expect(opened).toBeDefined();

    // The sent list counts the read and the reply.
    await staff.page.reload();
    const row = staff.page.getByRole('row').filter({ hasText: subject });
    await expect.poll(async () => (await row.innerText()).replace(/\s+/g, ' '), { timeout: 10_000 }).toMatch(/1 1 1/);
    await player.context.close();
    await staff.context.close();
  });
});
