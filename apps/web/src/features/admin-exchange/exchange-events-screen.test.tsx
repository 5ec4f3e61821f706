import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PublicUser } from '@oddsmith/core';
import { afterEach, describe, expect, it } from 'vitest';
import { configureApiClient } from '../../lib/api-client';
import { envelope, errorBody, jsonResponse, routedFetch } from '../../test/fake-fetch';
import { renderRoutes, signedInAs } from '../../test/render';
import { AdminExchangeEventsScreen } from './components/exchange-events-screen';
import { eventRow, exchangeEvent, ids } from './fixtures';

const page = (list: unknown[]) => jsonResponse(200, envelope({ list, total: list.length, perPage: 20, currentPage: 1 }));
const sportsbookEvent = { id: '77777777-7777-4777-8777-777777777777', event_id: 'sim-1', name: 'Hawks v Owls', home: 'Hawks', away: 'Owls', sportId: 1, competition: { id: 'c1', name: 'Cup' }, startTime: '2026-12-02T18:00:00Z', status: 'scheduled', scores: null, marketsData: [], marketCount: 3, source: 'simulator' };

function renderScreen(role: PublicUser['role'] = 'admin') {
  return renderRoutes(
    [
      { path: '/caff/admin/exchange-events', element: <AdminExchangeEventsScreen /> },
      { path: '/caff/admin/exchange-events/:eventId', element: <p>event page</p> },
    ],
    '/caff/admin/exchange-events',
    signedInAs(role),
  );
}

afterEach(() => {
  configureApiClient({ fetchImpl: (...args) => fetch(...args), getToken: () => null });
});

describe('staff exchange events screen', () => {
  it('lists the events with status, source, markets and matched volume, and filters by status', async () => {
    const { fetch, calls } = routedFetch({ 'GET /api/admin/exchange-events': [page([eventRow(), eventRow({ id: 'e2', name: 'Hawks v Owls', status: 'inplay', linkedEventId: 'x' })])] });
    configureApiClient({ fetchImpl: fetch });
    renderScreen();
    const table = await screen.findByRole('table', { name: 'Exchange events' });
    const row = (await within(table).findByText('Lions v Tigers')).closest('tr')!;
    expect(within(row).getByText('Upcoming')).toBeInTheDocument();
    expect(within(row).getByText('Manual')).toBeInTheDocument();
    expect(within(row).getByText('1,250.00')).toBeInTheDocument();
    expect(within(table).getByText('Linked')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('radio', { name: 'In-play' }));
    await waitFor(() => expect(new URL(calls.at(-1)!.url, 'http://x').searchParams.get('status')).toBe('inplay'));
  });

  it('creates a manual event with its markets and runners, then opens it', async () => {
    const { fetch, calls } = routedFetch({
      'GET /api/admin/exchange-events': [page([])],
      'POST /api/admin/exchange-events': [jsonResponse(201, envelope(exchangeEvent()))],
    });
    configureApiClient({ fetchImpl: fetch });
    renderScreen();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Create event' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create exchange event' });
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(within(dialog).getAllByText('Use 2 to 120 characters.').length).toBeGreaterThan(0);
    expect(within(dialog).getByText('Pick the start date and time.')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Event name' }), 'Lions v Tigers');
    await user.type(within(dialog).getByLabelText('Start (your local time)'), '2026-12-01T18:00');
    await user.type(within(dialog).getByRole('textbox', { name: 'Market 1, runner 1' }), 'Lions');
    await user.type(within(dialog).getByRole('textbox', { name: 'Market 1, runner 2' }), 'Tigers');
    await user.click(within(dialog).getByRole('button', { name: 'Add runner' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Market 1, runner 3' }), 'Draw');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('event page')).toBeInTheDocument();
    const post = calls.find((call) => call.init.method === 'POST')!;
    expect(JSON.parse(String(post.init.body))).toEqual({
      source: 'manual',
      name: 'Lions v Tigers',
      sportId: expect.any(Number),
      startsAt: new Date('2026-12-01T18:00').toISOString(),
      markets: [{ name: 'Match odds', runners: ['Lions', 'Tigers', 'Draw'] }],
    });
  });

  it('links an upcoming sportsbook event (one already followed is not offered) and shows a refusal in the form', async () => {
    const taken = { ...sportsbookEvent, id: '88888888-8888-4888-8888-888888888888', name: 'Lions v Tigers' };
    const { fetch, calls } = routedFetch({
      'GET /api/admin/exchange-events': [page([eventRow({ linkedEventId: taken.id })])],
      'GET /api/admin/events': [page([sportsbookEvent, taken])],
      'POST /api/admin/exchange-events': [jsonResponse(409, errorBody('That event is already linked', 'EXCHANGE_EVENT_LINKED'))],
    });
    configureApiClient({ fetchImpl: fetch });
    renderScreen();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Create event' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create exchange event' });
    await user.click(within(dialog).getByRole('radio', { name: 'Link sportsbook event' }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Upcoming sportsbook event' }));
    expect(await screen.findByRole('option', { name: /Lions v Tigers .* already on the exchange/ })).toHaveAttribute('data-combobox-disabled', 'true');
    await user.click(await screen.findByRole('option', { name: /Hawks v Owls/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('That event is already linked');
    const post = calls.find((call) => call.init.method === 'POST')!;
    expect(JSON.parse(String(post.init.body))).toEqual({ source: 'feed', eventId: sportsbookEvent.id });
    expect(new URL(calls.find((call) => call.url.includes('/api/admin/events'))!.url, 'http://x').searchParams.get('status')).toBe('scheduled');
  });

  it('shows no create button to a role that may only read', async () => {
    const { fetch } = routedFetch({ 'GET /api/admin/exchange-events': [page([eventRow()])] });
    configureApiClient({ fetchImpl: fetch });
    renderScreen('support');
    const table = await screen.findByRole('table', { name: 'Exchange events' });
    expect(await within(table).findByRole('link', { name: 'Lions v Tigers' })).toHaveAttribute('href', `/caff/admin/exchange-events/${ids.event}`);
    expect(screen.queryByRole('button', { name: 'Create event' })).not.toBeInTheDocument();
  });
});
