import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient } from '../../lib/api-client';
import { envelope, jsonResponse, routedFetch, type FetchCall } from '../../test/fake-fetch';
import { renderWithProviders, signedInAs } from '../../test/render';
import { SupportConsoleScreen } from './components/console/support-console-screen';
import { fakeSocket } from '../../test/fake-socket';
import { conversation, conversationId, message } from './support-chat.fixtures';

const live = vi.hoisted(() => ({ socket: null as unknown }));
vi.mock('../../lib/use-own-socket', () => ({ useOwnSocket: () => live.socket }));

const ok = (payload: unknown) => jsonResponse(200, envelope(payload));
const pathOf = (call: FetchCall) => new URL(call.url, 'http://x').pathname;
const base = `/api/admin/support/conversations/${conversationId}`;

const context = {
  player: { id: 'id-player', username: 'player', email: 'player@example.com', status: 'active', currency: 'EUR', createdAt: '2026-01-01T00:00:00Z' },
  balance: { cash: 120.5, bonus: 5, currency: 'EUR' },
  lastBets: [{ id: 'b1', placedAt: '2026-11-20T10:00:00Z', stake: 10, status: 'won', potentialReturn: 25 }],
  lastDeposits: [{ id: 'd1', createdAt: '2026-11-19T10:00:00Z', amount: 50, status: 'credited' }],
  limits: [{ kind: 'Deposit limit', period: 'daily', amount: 100 }],
  links: [{ label: 'Player page', path: '/caff/admin/users/id-player' }],
};

afterEach(() => {
  configureApiClient({ fetchImpl: (...args) => fetch(...args), getToken: () => null });
});

describe('support console', () => {
  it('renders the queue, refreshes it live, takes a conversation and answers it with the player beside it', async () => {
    const waiting = conversation({ status: 'waiting', assignee: null, waitingSince: '2026-11-24T10:00:00Z', unreadForStaff: 2, preview: 'Where is my deposit?' });
    const question = message({ body: 'Where is my deposit?' });
    const answer = message({ side: 'staff', authorName: 'support', body: 'Checking now', clientId: 'c' });
    const { fetch, calls } = routedFetch({
      'GET /api/admin/support/conversations': [ok({ list: [], total: 0, perPage: 50, currentPage: 1 }), ok({ list: [waiting], total: 1, perPage: 50, currentPage: 1 })],
      [`GET ${base}`]: [ok({ conversation: waiting, messages: [question] })],
      [`GET ${base}/context`]: [ok({ context })],
      [`POST ${base}/assign`]: [ok({ conversation: conversation({ assignee: { id: 'id-support', username: 'support' } }) })],
      [`POST ${base}/messages`]: [ok({ conversation: conversation(), message: answer })],
      [`POST ${base}/receipts`]: [ok({ conversation: conversation() })],
      'GET /api/admin/support/canned-replies': [ok({ replies: [{ id: 'r1', title: 'Greeting', body: 'Hello, how can I help?', updatedAt: '2026-11-01T00:00:00Z' }] })],
    });
    configureApiClient({ fetchImpl: fetch });
    const { socket, push } = fakeSocket();
    live.socket = socket;
    renderWithProviders(<SupportConsoleScreen />, signedInAs('support'));
    expect(await screen.findByTestId('queue-empty')).toBeInTheDocument();

    // A player writes: the queue learns it from the socket.
    act(() => push('supportConversation', { conversation: waiting }));
    const row = await screen.findByTestId('queue-row');
    expect(row).toHaveTextContent('player');
    expect(row).toHaveTextContent('Where is my deposit?');
    expect(within(row).getByTestId('queue-waiting')).toHaveTextContent(/waiting \d+:\d\d/);

    await userEvent.click(row);
    expect(await screen.findByText('Where is my deposit?', { selector: 'span' })).toBeInTheDocument();
    expect(await screen.findByTestId('player-context')).toHaveTextContent('Deposit limit, daily');
    expect(screen.getByRole('link', { name: 'Player page' })).toHaveAttribute('href', '/caff/admin/users/id-player');

    await userEvent.click(screen.getByRole('button', { name: 'Assign to me' }));
    await waitFor(() => expect(calls.some((call) => call.init.method === 'POST' && pathOf(call) === `${base}/assign`)).toBe(true));

    await userEvent.click(screen.getByRole('button', { name: 'Canned replies' }));
    await userEvent.click(await screen.findByText('Greeting'));
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('Hello, how can I help?');
    await userEvent.clear(screen.getByRole('textbox', { name: 'Message' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Message' }), 'Checking now{Enter}');
    await waitFor(() => expect(calls.some((call) => call.init.method === 'POST' && pathOf(call) === `${base}/messages`)).toBe(true));
    expect(await screen.findByText('Checking now')).toBeInTheDocument();
    await waitFor(() => expect(calls.some((call) => pathOf(call) === `${base}/receipts`)).toBe(true));

    act(() => push('supportMessage', { conversationId, message: message({ body: 'Thanks!' }) }));
    expect(await screen.findByText('Thanks!')).toBeInTheDocument();
  });
});
