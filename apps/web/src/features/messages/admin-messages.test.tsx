import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { SentMessage } from '@oddsmith/core';
import { configureApiClient } from '../../lib/api-client';
import { envelope, errorBody, jsonResponse, routedFetch, type FetchCall } from '../../test/fake-fetch';
import { renderRoutes, signedInAs } from '../../test/render';
import { AdminMessagesScreen } from './components/admin/admin-messages-screen';

const ok = (payload: unknown) => jsonResponse(200, envelope(payload));
const pathOf = (call: FetchCall) => new URL(call.url, 'http://x');
const playerId = '11111111-1111-4111-8111-111111111111';
const partnerId = '22222222-2222-4222-8222-222222222222';

function sent(extra: Partial<SentMessage> = {}): SentMessage {
  return {
    id: 's1',
    subject: 'Weekend boost',
    body: 'Odds boosted',
    audience: { kind: 'all' },
    audienceLabel: 'All players',
    recipients: 12,
    read: 5,
    replies: 1,
    sentBy: { id: 'a1', username: 'admin' },
    createdAt: '2026-11-20T10:00:00Z',
    ...extra,
  };
}

const player = {
  id: playerId, username: 'player', email: 'player@example.com', role: 'player', balance: 10, bonusBalance: 0, currency: 'EUR', emailVerified: true, status: 'active',
  createdAt: '2026-01-01T00:00:00Z', dateOfBirth: null, phone: null, affiliateId: null, cashAgentId: null, lastLoginAt: null, kycStatus: 'none', statusReason: null,
};
const partner = { id: partnerId, username: 'acme', email: 'acme@example.com', kind: 'company', name: 'Acme', status: 'active', currency: 'EUR', revenueSharePercent: 25, balance: 0, players: 3, createdAt: '2026-01-01T00:00:00Z' };

function routes(extra: Record<string, Response[]> = {}) {
  return routedFetch({
    'GET /api/admin/messages': [ok({ list: [sent()], total: 1, perPage: 20, currentPage: 1 })],
    'GET /api/admin/users': [ok({ list: [player], total: 1, perPage: 20, currentPage: 1 })],
    'GET /api/admin/partners': [ok({ list: [partner], total: 1, perPage: 20, currentPage: 1 })],
    [`GET /api/admin/users/${playerId}`]: [ok({ user: player })],
    ...extra,
  });
}

function render(path = '/caff/admin/messages') {
  return renderRoutes([{ path: '/caff/admin/messages', element: <AdminMessagesScreen /> }], path, signedInAs('admin'));
}

const lastCount = (calls: FetchCall[]) => [...calls].reverse().find((call) => pathOf(call).pathname === '/api/admin/messages/audience-count');

async function pickKind(name: string) {
  await userEvent.click(screen.getByRole('combobox', { name: 'Audience' }));
  await userEvent.click(await screen.findByRole('option', { name }));
}

afterEach(() => {
  configureApiClient({ fetchImpl: (...args) => fetch(...args), getToken: () => null });
});

describe('staff messages', () => {
  it('lists the sent messages with their figures', async () => {
    const { fetch } = routes();
    configureApiClient({ fetchImpl: fetch });
    render();
    const table = await screen.findByRole('table', { name: 'Sent messages' });
    const row = (await within(table).findByText('Weekend boost')).closest('tr')!;
    expect(within(row).getByText('All players')).toBeInTheDocument();
    expect(within(row).getByText('12')).toBeInTheDocument();
    expect(within(row).getByText('admin')).toBeInTheDocument();
  });

  it('checks the form before sending: subject, body, audience and no HTML', async () => {
    const { fetch, calls } = routes();
    configureApiClient({ fetchImpl: fetch });
    render();
    await screen.findByRole('table', { name: 'Sent messages' });
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findAllByText('must not be empty')).toHaveLength(2);
    expect(screen.getByText('Choose who receives the message')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Subject' }), 'Hi');
    await userEvent.type(screen.getByRole('textbox', { name: /^Message/ }), 'See <script>x</script>');
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('must be plain text (no HTML)')).toBeInTheDocument();
    expect(calls.some((call) => call.init.method === 'POST')).toBe(false);
  });

  it('shows the live recipient count and asks before sending to a segment, with a requestId', async () => {
    const { fetch, calls } = routes({
      'GET /api/admin/messages/audience-count': [ok({ recipients: 1 })],
      'POST /api/admin/messages': [ok({ message: sent({ audience: { kind: 'country', country: 'ES' }, audienceLabel: 'Spain', recipients: 7 }) })],
    });
    configureApiClient({ fetchImpl: fetch });
    render();
    await screen.findByRole('table', { name: 'Sent messages' });
    expect(screen.getByTestId('recipient-count')).toHaveTextContent('Choose who receives it');

    await pickKind('Players in a country');
    await userEvent.type(screen.getByRole('textbox', { name: /Country/ }), 'es');
    await waitFor(() => expect(pathOf(lastCount(calls)!).search).toBe('?kind=country&country=ES'));
    // The count element is there from the start; wait for the answer to reach it.
    await waitFor(() => expect(screen.getByTestId('recipient-count')).toHaveTextContent('1 recipient'));

    await pickKind('Players who deposited');
    await waitFor(() => expect(pathOf(lastCount(calls)!).search).toBe('?kind=deposited'));
    await pickKind('Players in a country');
    await userEvent.clear(screen.getByRole('textbox', { name: /Country/ }));
    await userEvent.type(screen.getByRole('textbox', { name: /Country/ }), 'ES');

    await userEvent.type(screen.getByRole('textbox', { name: 'Subject' }), 'Weekend boost');
    await userEvent.type(screen.getByRole('textbox', { name: /^Message/ }), 'Odds boosted: https://oddsmith.example');
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send to a segment?' });
    expect(dialog).toHaveTextContent('"Weekend boost" will go to 1 player now.');
    expect(calls.some((call) => call.init.method === 'POST')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send now' }));
    expect(await screen.findByText('Sent to 7 players (Spain).')).toBeInTheDocument();
    const post = calls.find((call) => call.init.method === 'POST')!;
    const body = JSON.parse(String(post.init.body)) as Record<string, unknown>;
    expect(body).toMatchObject({ subject: 'Weekend boost', body: 'Odds boosted: https://oddsmith.example', audience: { kind: 'country', country: 'ES' } });
    expect(body.requestId).toMatch(/^[A-Za-z0-9_:-]{8,64}$/);
  });

  it('sends to one player at once, prefilled from ?to= (the user page), and shows a refusal', async () => {
    const { fetch, calls } = routes({
      'GET /api/admin/messages/audience-count': [ok({ recipients: 1 })],
      'POST /api/admin/messages': [jsonResponse(400, errorBody('audience.userId: must be an active player', 'VALIDATION', 'audience.userId')), ok({ message: sent({ audience: { kind: 'player', userId: playerId }, audienceLabel: 'player', recipients: 1 }) })],
    });
    configureApiClient({ fetchImpl: fetch });
    render(`/caff/admin/messages?to=${playerId}`);
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Player' })).toHaveValue('player'));
    await waitFor(() => expect(pathOf(lastCount(calls)!).search).toBe(`?kind=player&userId=${playerId}`));
    await userEvent.type(screen.getByRole('textbox', { name: 'Subject' }), 'Your account');
    await userEvent.type(screen.getByRole('textbox', { name: /^Message/ }), 'Please check your e-mail.');
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('audience.userId: must be an active player')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Sent to 1 player (player).')).toBeInTheDocument();
    const ids = calls.filter((call) => call.init.method === 'POST').map((call) => (JSON.parse(String(call.init.body)) as { requestId: string }).requestId);
    expect(ids).toHaveLength(2);
    expect(ids[0]).not.toBe(ids[1]);
  });

  it('picks a partner by name', async () => {
    const { fetch, calls } = routes({ 'GET /api/admin/messages/audience-count': [ok({ recipients: 3 })] });
    configureApiClient({ fetchImpl: fetch });
    render();
    await screen.findByRole('table', { name: 'Sent messages' });
    await pickKind("A partner's players");
    await userEvent.click(screen.getByRole('combobox', { name: 'Partner' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Acme (acme)' }));
    await waitFor(() => expect(pathOf(lastCount(calls)!).search).toBe(`?kind=partner&partnerId=${partnerId}`));
    // The count element is there from the start; wait for the answer to reach it.
    await waitFor(() => expect(screen.getByTestId('recipient-count')).toHaveTextContent('3 recipients'));
  });
});
