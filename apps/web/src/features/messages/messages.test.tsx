import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { InboxMessage } from '@oddsmith/core';
import { configureApiClient } from '../../lib/api-client';
import type { AppSocket } from '../../lib/socket';
import { envelope, errorBody, jsonResponse, routedFetch, type FetchCall } from '../../test/fake-fetch';
import { fakeSocket } from '../../test/fake-socket';
import { renderRoutes, renderWithProviders, signedInAs } from '../../test/render';
import { InboxScreen } from './components/inbox-screen';
import { MessagesUnreadBadge } from './components/messages-unread-badge';
import { useInboxSync } from './hooks/use-inbox-sync';
import { openSupportChatEvent } from '../../lib/open-support-chat';

const ok = (payload: unknown) => jsonResponse(200, envelope(payload));
const pathOf = (call: FetchCall) => new URL(call.url, 'http://x');
const posts = (calls: FetchCall[], path: string) => calls.filter((call) => call.init.method === 'POST' && pathOf(call).pathname === path);

function message(id: string, extra: Partial<InboxMessage> = {}): InboxMessage {
  return {
    id,
    subject: `Subject ${id}`,
    body: `Hello from ${id}`,
    from: 'Oddsmith support',
    createdAt: '2026-11-20T10:00:00Z',
    readAt: null,
    conversationId: null,
    ...extra,
  };
}

const page = (list: InboxMessage[], total = list.length) => ({ list, total, perPage: 20, currentPage: 1 });
const body = 'Your bonus: https://oddsmith.example/promo. Do not click javascript:alert(1) or <b>bold</b>.';

afterEach(() => {
  configureApiClient({ fetchImpl: (...args) => fetch(...args), getToken: () => null });
});

describe('inbox', () => {
  it('lists messages with unread styling, filters unread, pages', async () => {
    const { fetch, calls } = routedFetch({
      'GET /api/messages': [ok(page([message('m1'), message('m2', { readAt: '2026-11-21T00:00:00Z' })], 45))],
    });
    configureApiClient({ fetchImpl: fetch });
    renderWithProviders(<InboxScreen />, signedInAs('player'));
    const rows = await screen.findAllByTestId('inbox-row');
    expect(rows.map((row) => row.dataset.read)).toEqual(['false', 'true']);
    expect(within(rows[0]!).getByText('New')).toBeInTheDocument();
    expect(within(rows[1]!).queryByText('New')).toBeNull();
    expect(screen.getByRole('button', { name: 'Open unread message: Subject m1' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: '2' }));
    await waitFor(() => expect(calls.some((call) => pathOf(call).searchParams.get('page') === '2')).toBe(true));
    await userEvent.click(screen.getByRole('radio', { name: 'Unread' }));
    await waitFor(() => {
      const last = pathOf(calls[calls.length - 1]!);
      expect([last.searchParams.get('unread'), last.searchParams.get('page')]).toEqual(['true', '1']);
    });
  });

  it('shows the empty state and the failure with a retry', async () => {
    const { fetch } = routedFetch({ 'GET /api/messages': [ok(page([]))] });
    configureApiClient({ fetchImpl: fetch });
    const view = renderWithProviders(<InboxScreen />, signedInAs('player'));
    expect(await screen.findByTestId('inbox-empty')).toHaveTextContent('You have no messages yet.');
    view.unmount();

    const failing = routedFetch({ 'GET /api/messages': [jsonResponse(500, errorBody('boom'))] });
    configureApiClient({ fetchImpl: failing.fetch });
    renderWithProviders(<InboxScreen />, signedInAs('player'));
    expect(await screen.findByText('Your messages could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('opens a message (marks it read) with safe links only, and goes back to the list', async () => {
    const { fetch, calls } = routedFetch({
      'GET /api/messages': [ok(page([message('m1', { body })]))],
      'POST /api/messages/m1/read': [ok({ message: message('m1', { body, readAt: '2026-11-22T00:00:00Z' }), unread: 0 })],
    });
    configureApiClient({ fetchImpl: fetch });
    const { container } = renderWithProviders(<InboxScreen />, signedInAs('player'));
    await userEvent.click(await screen.findByRole('button', { name: 'Open unread message: Subject m1' }));
    const reader = await screen.findByTestId('message-reader');
    expect(posts(calls, '/api/messages/m1/read')).toHaveLength(1);
    const links = within(reader).getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAttribute('href', 'https://oddsmith.example/promo');
    expect(links[0]).toHaveAttribute('target', '_blank');
    expect(links[0]).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    expect(within(reader).getByText(/javascript:alert\(1\) or <b>bold<\/b>\./)).toBeInTheDocument();
    expect(container.querySelector('b')).toBeNull();
    expect(container.querySelector('a[href^="javascript"]')).toBeNull();

    // Back to the list: it is read again (the open invalidated it), with its new read state.
    await userEvent.click(screen.getByRole('button', { name: 'Back to messages' }));
    expect(await screen.findAllByTestId('inbox-row')).toHaveLength(1);
    await waitFor(() => expect(calls.filter((call) => pathOf(call).pathname === '/api/messages')).toHaveLength(2));
  });

  it('opens the message named by ?id= (the notification link)', async () => {
    const { fetch, calls } = routedFetch({
      'POST /api/messages/m9/read': [ok({ message: message('m9'), unread: 3 })],
      'GET /api/messages': [ok(page([]))],
    });
    configureApiClient({ fetchImpl: fetch });
    renderRoutes([{ path: '/messages', element: <InboxScreen /> }], '/messages?id=m9', signedInAs('player'));
    expect(await screen.findByRole('heading', { name: 'Subject m9' })).toBeInTheDocument();
    expect(posts(calls, '/api/messages/m9/read')).toHaveLength(1);
  });

  it('says so when the message does not exist', async () => {
    const { fetch } = routedFetch({ 'POST /api/messages/gone/read': [jsonResponse(404, errorBody('Message not found', 'NOT_FOUND'))] });
    configureApiClient({ fetchImpl: fetch });
    renderRoutes([{ path: '/messages', element: <InboxScreen /> }], '/messages?id=gone', signedInAs('player'));
    expect(await screen.findByText('This message was not found.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });
});

describe('reply', () => {
  function openWithReplies(...replies: Response[]) {
    const routes = routedFetch({
      'POST /api/messages/m1/read': [ok({ message: message('m1'), unread: 0 })],
      'POST /api/messages/m1/reply': replies,
      'GET /api/messages': [ok(page([]))],
    });
    configureApiClient({ fetchImpl: routes.fetch });
    renderRoutes([{ path: '/messages', element: <InboxScreen /> }], '/messages?id=m1', signedInAs('player'));
    return routes;
  }

  it('sends the reply to support, says so, and the Open chat button asks the chat widget to open', async () => {
    const { calls } = openWithReplies(ok({ conversationId: 'c1' }));
    const opened: unknown[] = [];
    const listener = (event: Event) => opened.push((event as CustomEvent).detail);
    window.addEventListener(openSupportChatEvent, listener);
    const box = await screen.findByRole('textbox', { name: /Reply/ });
    await userEvent.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText('Write a reply first.')).toBeInTheDocument();
    expect(posts(calls, '/api/messages/m1/reply')).toHaveLength(0);

    await userEvent.type(box, '  Thanks, what about my bonus?  ');
    await userEvent.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText('Reply sent to support')).toBeInTheDocument();
    const sent = JSON.parse(String(posts(calls, '/api/messages/m1/reply')[0]!.init.body)) as { body: string; clientId: string };
    expect(sent.body).toBe('Thanks, what about my bonus?');
    expect(sent.clientId).toMatch(/^[A-Za-z0-9_:-]{8,64}$/);
    expect(box).toHaveValue('');
    await userEvent.click(screen.getByRole('button', { name: 'Open chat' }));
    expect(opened).toEqual([{ conversationId: 'c1' }]);
    window.removeEventListener(openSupportChatEvent, listener);
  });

  it('shows a 429 as too fast and a 400 in the server words; a retry after no reply keeps the clientId', async () => {
    const { calls } = openWithReplies(
      jsonResponse(429, errorBody('Too many messages', 'RATE_LIMITED')),
      jsonResponse(400, errorBody('body: must be plain text (no HTML)', 'VALIDATION', 'body')),
      jsonResponse(503, errorBody('unavailable')),
      ok({ conversationId: 'c2' }),
    );
    const box = await screen.findByRole('textbox', { name: /Reply/ });
    await userEvent.type(box, 'Hello');
    await userEvent.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText('You are sending too many messages. Please wait a minute and try again.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText('body: must be plain text (no HTML)')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText('Your reply could not be sent. Please try again.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText('Reply sent to support')).toBeInTheDocument();
    const ids = posts(calls, '/api/messages/m1/reply').map((call) => (JSON.parse(String(call.init.body)) as { clientId: string }).clientId);
    expect(ids).toHaveLength(4);
    expect(ids[0]).not.toBe(ids[1]);
    expect(ids[1]).not.toBe(ids[2]);
    expect(ids[3]).toBe(ids[2]);
  });
});

describe('unread badge', () => {
  it('shows the unread messages count, nothing at zero', async () => {
    const { fetch } = routedFetch({ 'GET /api/messages/unread-count': [ok({ unread: 4 })] });
    configureApiClient({ fetchImpl: fetch });
    renderWithProviders(<MessagesUnreadBadge />, signedInAs('player'));
    expect(await screen.findByLabelText('4 unread messages')).toHaveTextContent('4');
  });
});

function BadgeWithSync({ socket }: { socket: AppSocket }) {
  useInboxSync(socket, true);
  return <MessagesUnreadBadge />;
}

describe('inbox sync', () => {
  it('a pushed message_received notification refreshes the unread count; other types do not', async () => {
    const { fetch, calls } = routedFetch({ 'GET /api/messages/unread-count': [ok({ unread: 1 }), ok({ unread: 2 })] });
    configureApiClient({ fetchImpl: fetch });
    const { socket, push } = fakeSocket();
    renderWithProviders(<BadgeWithSync socket={socket} />, signedInAs('player'));
    expect(await screen.findByLabelText('1 unread message')).toBeInTheDocument();
    const notification = { id: 'n1', type: 'message_received', titleKey: 'notifications.types.message_received.title', bodyKey: 'notifications.types.message_received.body', params: {}, link: '/messages?id=m1', createdAt: '2026-11-20T10:00:00Z', readAt: null };
    act(() => push('notification', { ...notification, type: 'bet_settled' }));
    act(() => push('notification', notification));
    expect(await screen.findByLabelText('2 unread messages')).toBeInTheDocument();
    expect(calls).toHaveLength(2);
  });
});
