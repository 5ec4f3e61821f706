import { describe, expect, it } from 'vitest';
import { demoAccounts, newPage, useSuiteBrowser } from './support/browser';
import { logInThroughForm, settledPath } from './support/session';

describe('support chat: a player writes, support answers, both live', () => {
  const suite = useSuiteBrowser();

  it('the conversation arrives in the queue live, support takes it and answers, the player sees it live; both keep the history after a reload', async () => {
    const stamp = Date.now().toString(36);
    const question = `My deposit ${stamp} is missing`;
    const answer = `Found it ${stamp}, see https://example.com/help`;

    const support = await newPage(suite.browser, { width: 1400, height: 900 });
    await logInThroughForm(support.page, demoAccounts.support.username, demoAccounts.support.password);
    await support.page.goto('/caff/admin/support/chat');
    await support.page.getByRole('heading', { name: 'Support chat' }).waitFor();
    await support.page.getByTestId('queue-list').waitFor();

    const player = await newPage(suite.browser, { width: 1280, height: 900 });
    await logInThroughForm(player.page, demoAccounts.player.username, demoAccounts.player.password);
    await player.page.getByRole('button', { name: /^Chat with support/ }).click();
    const field = player.page.getByRole('textbox', { name: 'Message' });
    await field.fill(question);
    await field.press('Enter');
    await player.page.getByTestId('chat-message').filter({ hasText: question }).waitFor();

    // No reload on the support side: the socket brings the conversation into the queue.
    const row = support.page.getByTestId('queue-row').filter({ hasText: question });
    await row.waitFor({ timeout: 15_000 });
    await row.click();
    await support.page.getByTestId('chat-message').filter({ hasText: question }).waitFor();
    await support.page.getByRole('button', { name: 'Assign to me' }).click();
    await support.page.getByText('Assigned to support').waitFor();
    const reply = support.page.getByRole('textbox', { name: 'Message' });
    await reply.fill(answer);
    await reply.press('Enter');
    await support.page.getByTestId('chat-message').filter({ hasText: answer }).waitFor();

    // The player sees the answer without a reload, its link safe.
    const incoming = player.page.getByTestId('chat-message').filter({ hasText: answer });
    await incoming.waitFor({ timeout: 15_000 });
    const link = incoming.getByRole('link', { name: 'https://example.com/help' });
    expect(await link.getAttribute('rel')).toBe('noopener noreferrer nofollow');
    // The player's panel showed it: support's own message turns read.
    await expect.poll(() => support.page.getByTestId('chat-message').filter({ hasText: answer }).getByTestId('ticks').getAttribute('data-state'), { timeout: 15_000 }).toBe('read');

    await player.page.reload();
    await settledPath(player.page);
    await player.page.getByRole('button', { name: /^Chat with support/ }).click();
    await player.page.getByTestId('chat-message').filter({ hasText: question }).waitFor();
    await player.page.getByTestId('chat-message').filter({ hasText: answer }).waitFor();

    await support.page.reload();
    await support.page.getByTestId('chat-message').filter({ hasText: question }).waitFor();
    await support.page.getByTestId('chat-message').filter({ hasText: answer }).waitFor();

    await player.context.close();
    await support.context.close();
  });
});
