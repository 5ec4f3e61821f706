import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient } from '../../lib/api-client';
import { envelope, errorBody, jsonResponse, routedFetch, type FetchCall } from '../../test/fake-fetch';
import { renderWithProviders, signedInAs } from '../../test/render';
import { chatParts } from './chat-links';
import { ChatText } from './components/chat-text';
import { GuestSupportChat } from './components/guest-support-chat';
import { PlayerSupportChat } from './components/player-support-chat';
import { guestStorageKey } from './guest-storage';
import { fakeSocket } from '../../test/fake-socket';
import { conversation, conversationId, message } from './support-chat.fixtures';

vi.mock('../../lib/use-own-socket', () => ({ useOwnSocket: () => null }));

const ok = (payload: unknown) => jsonResponse(200, envelope(payload));
const pathOf = (call: FetchCall) => new URL(call.url, 'http://x').pathname;
const bodyOf = (call: FetchCall) => JSON.parse(String(call.init.body)) as Record<string, unknown>;

afterEach(() => {
  configureApiClient({ fetchImpl: (...args) => fetch(...args), getToken: () => null });
});

describe('safe links', () => {
  it('makes only http(s) addresses links, trims trailing punctuation, leaves the rest as text', () => {
    expect(chatParts('see https://example.com/a?b=1. ok')).toEqual([
      { kind: 'text', text: 'see ' },
      { kind: 'link', text: 'https://example.com/a?b=1', href: 'https://example.com/a?b=1' },
      { kind: 'text', text: '. ok' },
    ]);
    expect(chatParts('javascript:alert(1) and data:text/html,<b>x</b>')).toEqual([{ kind: 'text', text: 'javascript:alert(1) and data:text/html,<b>x</b>' }]);
  });

  it('renders javascript: and HTML as text, links with rel noopener noreferrer nofollow in a new tab', () => {
    const body = 'Click javascript:alert(1) or <img src=x onerror=alert(1)> or <a href="javascript:alert(2)">x</a> then http://ok.test/path';
    const { container } = renderWithProviders(<ChatText body={body} />);
    const links = container.querySelectorAll('a');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAttribute('href', 'http://ok.test/path');
    expect(links[0]).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    expect(links[0]).toHaveAttribute('target', '_blank');
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toContain('<img src=x onerror=alert(1)>');
    expect(container.textContent).toContain('javascript:alert(1)');
  });
});

describe('player widget', () => {
  it('shows the empty state, sends with a clientId, receives an answer live, shows typing and posts receipts', async () => {
    const mine = message({ body: 'My deposit is missing', clientId: 'x' });
    const { fetch, calls } = routedFetch({
      'GET /api/support/conversation': [ok({ conversation: null, messages: [] })],
      'POST /api/support/messages': [ok({ conversation: conversation({ status: 'waiting', assignee: null }), message: mine })],
      [`POST /api/support/conversations/${conversationId}/receipts`]: [ok({ conversation: conversation() })],
    });
    configureApiClient({ fetchImpl: fetch });
    const { socket, emitted, push } = fakeSocket();
    renderWithProviders(<PlayerSupportChat socket={socket} />, signedInAs('player'));
    await userEvent.click(await screen.findByRole('button', { name: 'Chat with support' }));
    expect(await screen.findByTestId('chat-empty')).toBeInTheDocument();

    await userEvent.type(screen.getByRole('textbox', { name: 'Message' }), 'My deposit is missing{Enter}');
    await waitFor(() => expect(calls.some((call) => pathOf(call) === '/api/support/messages')).toBe(true));
    const post = calls.find((call) => pathOf(call) === '/api/support/messages')!;
    expect(bodyOf(post).body).toBe('My deposit is missing');
    expect(String(bodyOf(post).clientId)).toMatch(/^[A-Za-z0-9_:-]{8,64}$/);
    expect(await screen.findByText('My deposit is missing')).toBeInTheDocument();
    expect(screen.getByTestId('ticks')).toHaveAttribute('data-state', 'sent');
    expect(emitted.some((each) => each.event === 'supportTyping' && (each.body as { typing: boolean }).typing)).toBe(false);

    act(() => push('supportTyping', { conversationId, side: 'staff', name: 'support', typing: true }));
    expect(await screen.findByTestId('chat-typing')).toHaveTextContent('support is typing…');
    const answer = message({ side: 'staff', authorName: 'support', body: 'Looking at it: https://help.test/deposits' });
    act(() => push('supportMessage', { conversationId, message: answer }));
    expect(await screen.findByRole('link', { name: 'https://help.test/deposits' })).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    await waitFor(() => {
      const receipts = calls.filter((call) => pathOf(call).endsWith('/receipts')).map(bodyOf);
      expect(receipts.some((body) => body.readUpTo === answer.id)).toBe(true);
    });
  });

  it('emits typing while the player types, and shows the unread badge for an answer while closed', async () => {
    const { fetch } = routedFetch({
      'GET /api/support/conversation': [ok({ conversation: conversation(), messages: [message({ body: 'Hi' })] })],
      [`POST /api/support/conversations/${conversationId}/receipts`]: [ok({ conversation: conversation() })],
    });
    configureApiClient({ fetchImpl: fetch });
    const { socket, emitted, push } = fakeSocket();
    renderWithProviders(<PlayerSupportChat socket={socket} />, signedInAs('player'));
    await screen.findByRole('button', { name: 'Chat with support' });
    act(() => push('supportMessage', { conversationId, message: message({ side: 'staff', authorName: 'support', body: 'Hello there' }) }));
    expect(await screen.findByRole('button', { name: 'Chat with support, 1 unread' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Chat with support, 1 unread' }));
    expect(await screen.findByText('Hello there')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Message' }), 'abc');
    const typing = emitted.filter((each) => each.event === 'supportTyping');
    expect(typing).toHaveLength(1);
    expect(typing[0]!.body).toEqual({ conversationId, typing: true });
  });

  it('shows the flooding message on 429 and the server text on 400, and retries with the same clientId', async () => {
    const { fetch, calls } = routedFetch({
      'GET /api/support/conversation': [ok({ conversation: null, messages: [] })],
      'POST /api/support/messages': [
        jsonResponse(429, errorBody('Too many messages', 'RATE_LIMITED')),
        jsonResponse(400, errorBody('body: must be plain text (no HTML)', 'VALIDATION', 'body')),
      ],
    });
    configureApiClient({ fetchImpl: fetch });
    const { socket } = fakeSocket();
    renderWithProviders(<PlayerSupportChat socket={socket} />, signedInAs('player'));
    await userEvent.click(await screen.findByRole('button', { name: 'Chat with support' }));
    await userEvent.type(await screen.findByRole('textbox', { name: 'Message' }), 'hello{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('You are sending messages too fast');
    await userEvent.click(screen.getByRole('button', { name: 'Send again' }));
    expect(await screen.findByText('body: must be plain text (no HTML)')).toBeInTheDocument();
    const posts = calls.filter((call) => pathOf(call) === '/api/support/messages').map(bodyOf);
    expect(posts).toHaveLength(2);
    expect(posts[0]!.clientId).toBe(posts[1]!.clientId);
  });

  it('shows history after a reload with ticks on own messages', async () => {
    const { fetch } = routedFetch({
      'GET /api/support/conversation': [
        ok({
          conversation: conversation(),
          messages: [
            message({ body: 'first', deliveredAt: '2026-11-24T10:01:00Z', readAt: '2026-11-24T10:01:00Z' }),
            message({ body: 'second', deliveredAt: '2026-11-24T10:01:00Z' }),
          ],
        }),
      ],
    });
    configureApiClient({ fetchImpl: fetch });
    renderWithProviders(<PlayerSupportChat socket={null} />, signedInAs('player'));
    await userEvent.click(await screen.findByRole('button', { name: 'Chat with support' }));
    const bubbles = await screen.findAllByTestId('chat-message');
    expect(bubbles.map((bubble) => within(bubble).getByTestId('ticks').dataset.state)).toEqual(['read', 'delivered']);
  });

  it('puts the cursor in the field when the panel opens, and Escape closes it', async () => {
    const { fetch } = routedFetch({ 'GET /api/support/conversation': [ok({ conversation: null, messages: [] })] });
    configureApiClient({ fetchImpl: fetch });
    renderWithProviders(<PlayerSupportChat socket={null} />, signedInAs('player'));
    await userEvent.click(await screen.findByRole('button', { name: 'Chat with support' }));
    const field = await screen.findByRole('textbox', { name: 'Message' });
    await waitFor(() => expect(field).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Chat with support' })).toBeInTheDocument();
  });
});

describe('guest chat', () => {
  it('asks the e-mail first, keeps the guest token and sends it as the header afterwards', async () => {
    window.localStorage.removeItem(guestStorageKey);
    const first = message({ side: 'guest', authorName: 'ana@example.com', body: 'I cannot log in' });
    const guestConversation = conversation({ player: null, guest: { email: 'ana@example.com', name: null }, origin: 'guest', status: 'waiting', assignee: null });
    const { fetch, calls } = routedFetch({
      'POST /api/support/guest': [ok({ conversation: guestConversation, message: first, guestToken: 'guest-token-1' })],
      'GET /api/support/guest/conversation': [ok({ conversation: guestConversation, messages: [first] })],
      'POST /api/support/guest/messages': [ok({ conversation: guestConversation, message: message({ side: 'guest', body: 'Still stuck' }) })],
    });
    configureApiClient({ fetchImpl: fetch });
    renderWithProviders(<GuestSupportChat />, signedInAs(null));
    await userEvent.click(await screen.findByRole('button', { name: 'Contact support' }));
    await userEvent.type(screen.getByRole('textbox', { name: /^E-mail/ }), 'not-an-email');
    await userEvent.type(screen.getByRole('textbox', { name: /^Message/ }), 'I cannot log in');
    await userEvent.click(screen.getByRole('button', { name: 'Start the chat' }));
    expect(await screen.findByText('Enter a valid e-mail address.')).toBeInTheDocument();
    await userEvent.clear(screen.getByRole('textbox', { name: /^E-mail/ }));
    await userEvent.type(screen.getByRole('textbox', { name: /^E-mail/ }), 'ana@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Start the chat' }));
    expect(await screen.findByText('I cannot log in', { selector: 'span' })).toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem(guestStorageKey) ?? '{}')).toMatchObject({ token: 'guest-token-1', email: 'ana@example.com' });

    await userEvent.type(screen.getByRole('textbox', { name: 'Message' }), 'Still stuck{Enter}');
    await waitFor(() => expect(calls.some((call) => pathOf(call) === '/api/support/guest/messages')).toBe(true));
    const send = calls.find((call) => pathOf(call) === '/api/support/guest/messages')!;
    expect((send.init.headers as Record<string, string>)['x-support-guest-token']).toBe('guest-token-1');
    expect((send.init.headers as Record<string, string>).Authorization).toBeUndefined();
    window.localStorage.removeItem(guestStorageKey);
  });
});
