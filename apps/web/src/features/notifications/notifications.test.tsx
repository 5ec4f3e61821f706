import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { NotificationView } from '@oddsmith/core';
import { configureApiClient } from '../../lib/api-client';
import type { AppSocket } from '../../lib/socket';
import { envelope, errorBody, jsonResponse, routedFetch, type FetchCall } from '../../test/fake-fetch';
import { fakeSocket } from '../../test/fake-socket';
import { renderWithProviders, signedInAs } from '../../test/render';
import { NotificationBell, unreadLabel } from './components/notification-bell';
import { NotificationsScreen } from './components/notifications-screen';
import { useNotificationSync } from './hooks/use-notification-sync';

const ok = (payload: unknown) => jsonResponse(200, envelope(payload));

function view(id: string, extra: Partial<NotificationView> = {}): NotificationView {
  return {
    id,
    type: 'bet_settled',
    titleKey: 'notifications.types.bet_settled.title',
    bodyKey: 'notifications.types.bet_settled.body_won',
    params: { stake: 10, return: 25, currency: 'EUR' },
    link: '/my-bets',
    createdAt: '2026-11-20T10:00:00Z',
    readAt: null,
    ...extra,
  };
}

const page = (list: NotificationView[], total = list.length) => ({ list, total, perPage: 20, currentPage: 1 });
const pathOf = (call: FetchCall) => new URL(call.url, 'http://x');

afterEach(() => {
  configureApiClient({ fetchImpl: (...args) => fetch(...args), getToken: () => null });
});

describe('notifications screen', () => {
  it('shows a settlement summary with its counts and amounts', async () => {
    const summary = view('s1', { bodyKey: 'notifications.types.bet_settled.body_summary', params: { count: 3, won: 2, lost: 1, void: 0, stake: 30, return: 63, currency: 'EUR' } });
    const { fetch } = routedFetch({ 'GET /api/notifications': [ok(page([summary]))], 'GET /api/notifications/preferences': [ok({ disabledTypes: [] })] });
    configureApiClient({ fetchImpl: fetch });
    renderWithProviders(<NotificationsScreen />, signedInAs('player'));
    expect(await screen.findByText('3 bets settled: 2 won, 1 lost, 0 void. Staked 30.00 EUR, 63.00 EUR paid to your balance.')).toBeInTheDocument();
  });

  it('lists translated notifications, filters unread, marks one and all read', async () => {
    const { fetch, calls } = routedFetch({
      'GET /api/notifications': [ok(page([view('n1'), view('n2', { type: 'deposit_credited', titleKey: 'notifications.types.deposit_credited.title', bodyKey: 'notifications.types.deposit_credited.body', params: { amount: 20, currency: 'EUR' }, readAt: '2026-11-20T11:00:00Z' })]))],
      'GET /api/notifications/preferences': [ok({ disabledTypes: ['message_received'] })],
      'POST /api/notifications/n1/read': [ok({ notification: view('n1', { readAt: '2026-11-21T00:00:00Z' }), unread: 0 })],
      'POST /api/notifications/read-all': [ok({ marked: 0, unread: 0 })],
    });
    configureApiClient({ fetchImpl: fetch });
    renderWithProviders(<NotificationsScreen />, signedInAs('player'));
    expect(await screen.findByText('Your bet of 10.00 EUR won: 25.00 EUR paid to your balance.')).toBeInTheDocument();
    expect(screen.getByText('Your deposit of 20.00 EUR is in your balance.')).toBeInTheDocument();
    const items = screen.getAllByTestId('notification-item');
    expect(items.map((item) => item.dataset.read)).toEqual(['false', 'true']);
    expect(within(items[1]!).queryByRole('button', { name: 'Mark read' })).toBeNull();

    await userEvent.click(within(items[0]!).getByRole('button', { name: 'Mark read' }));
    await waitFor(() => expect(calls.some((call) => call.init.method === 'POST' && pathOf(call).pathname === '/api/notifications/n1/read')).toBe(true));
    await userEvent.click(screen.getByRole('radio', { name: 'Unread' }));
    await waitFor(() => expect(calls.some((call) => pathOf(call).searchParams.get('unread') === 'true')).toBe(true));
    await userEvent.click(screen.getByRole('button', { name: 'Mark all read' }));
    await waitFor(() => expect(calls.some((call) => pathOf(call).pathname === '/api/notifications/read-all')).toBe(true));
    // Preferences: the type turned off shows unchecked.
    expect(await screen.findByRole('checkbox', { name: 'Message received' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Bet settled' })).toBeChecked();
  });

  it('saves the types turned off', async () => {
    const { fetch, calls } = routedFetch({
      'GET /api/notifications': [ok(page([]))],
      'GET /api/notifications/preferences': [ok({ disabledTypes: [] })],
      'PUT /api/notifications/preferences': [ok({ disabledTypes: ['deposit_credited'] })],
    });
    configureApiClient({ fetchImpl: fetch });
    renderWithProviders(<NotificationsScreen />, signedInAs('player'));
    expect(await screen.findByTestId('notifications-empty')).toHaveTextContent('You have no notifications yet.');
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Deposit credited' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save preferences' }));
    await waitFor(() => {
      const put = calls.find((call) => call.init.method === 'PUT');
      expect(JSON.parse(String(put?.init.body))).toEqual({ disabledTypes: ['deposit_credited'] });
    });
  });

  it('shows an error with a retry when the list fails', async () => {
    const { fetch } = routedFetch({
      'GET /api/notifications': [jsonResponse(500, errorBody('boom'))],
      'GET /api/notifications/preferences': [ok({ disabledTypes: [] })],
    });
    configureApiClient({ fetchImpl: fetch });
    renderWithProviders(<NotificationsScreen />, signedInAs('player'));
    expect(await screen.findByText('Your notifications could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

function BellWithSync({ socket }: { socket: AppSocket }) {
  useNotificationSync(socket, true);
  return <NotificationBell allHref="/notifications" />;
}

describe('notification bell', () => {
  it('shows the unread count, goes up on a pushed notification, and lists the latest in its dropdown', async () => {
    const { fetch } = routedFetch({
      'GET /api/notifications/unread-count': [ok({ unread: 2 })],
      'GET /api/notifications': [ok(page([view('n1')]))],
      'POST /api/notifications/read-all': [ok({ marked: 3, unread: 0 })],
    });
    configureApiClient({ fetchImpl: fetch });
    const { socket, push } = fakeSocket();
    renderWithProviders(<BellWithSync socket={socket} />, signedInAs('player'));
    expect(await screen.findByRole('button', { name: 'Notifications, 2 unread' })).toBeInTheDocument();
    act(() => push('notification', view('n3', { type: 'cashout_paid', titleKey: 'notifications.types.cashout_paid.title', bodyKey: 'notifications.types.cashout_paid.body', params: { amount: 9.5, currency: 'EUR' } })));
    act(() => push('notification', { not: 'a notification' }));
    expect(await screen.findByRole('button', { name: 'Notifications, 3 unread' })).toBeInTheDocument();
    expect(screen.getByTestId('notification-count')).toHaveTextContent('3');

    await userEvent.click(screen.getByRole('button', { name: 'Notifications, 3 unread' }));
    expect(await screen.findByText('9.50 EUR was paid to your balance for your cash-out.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all notifications' })).toHaveAttribute('href', '/notifications');
    await userEvent.click(screen.getByRole('button', { name: 'Mark all read' }));
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
  });

  it('caps the badge at 99+', () => {
    expect(unreadLabel(5)).toBe('5');
    expect(unreadLabel(120)).toBe('99+');
  });
});
