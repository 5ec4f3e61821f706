import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient } from '../../lib/api-client';
import { envelope, errorBody, jsonResponse, routedFetch } from '../../test/fake-fetch';
import { renderRoutes, signedInAs } from '../../test/render';
import { AdminEventScreen } from './components/event-detail-screen';
import { market, staffEvent } from './fixtures';

afterEach(() => {
  configureApiClient({ fetchImpl: (...args) => fetch(...args), getToken: () => null });
  vi.restoreAllMocks();
});

function renderEvent() {
  return renderRoutes([{ path: '/caff/admin/events/:eventId', element: <AdminEventScreen /> }], '/caff/admin/events/e1', signedInAs('admin'));
}

describe('staff event screen', () => {
  it('shows a failed load with a retry that loads again', async () => {
    const { fetch, calls } = routedFetch({ 'GET /api/admin/events/e1': [jsonResponse(500, errorBody('Event store is resting')), jsonResponse(200, envelope({ event: staffEvent() }))] });
    configureApiClient({ fetchImpl: fetch, getToken: () => 't' });
    renderEvent();
    expect(await screen.findByRole('alert')).toHaveTextContent('Event store is resting');
    await userEvent.setup().click(screen.getByRole('button', { name: /retry|try again/i }));
    expect(await screen.findByRole('heading', { name: 'Lions v Tigers' })).toBeInTheDocument();
    expect(calls).toHaveLength(2);
  });

  it('suspends a market and shows the event the server answers, without loading it again', async () => {
    const suspended = staffEvent({ marketsData: [market({ status: 'suspended', options: market().options.map((option) => ({ ...option, odds: 'suspended' as const })) })] });
    const { fetch, calls } = routedFetch({
      'GET /api/admin/events/e1': [jsonResponse(200, envelope({ event: staffEvent() }))],
      'PATCH /api/admin/markets/m1': [jsonResponse(200, envelope({ event: suspended }))],
    });
    configureApiClient({ fetchImpl: fetch, getToken: () => 't' });
    renderEvent();
    const section = await screen.findByRole('region', { name: 'Match odds' });
    await userEvent.setup().click(within(section).getByRole('button', { name: 'Suspend' }));
    expect(await within(screen.getByRole('region', { name: 'Match odds' })).findByRole('button', { name: 'Reopen' })).toBeInTheDocument();
    const patch = calls.find((call) => call.init.method === 'PATCH')!;
    expect(JSON.parse(String(patch.init.body))).toEqual({ status: 'suspended' });
    // The editor keeps the stored price while players see "suspended".
    expect(within(screen.getByRole('region', { name: 'Match odds' })).getByRole('textbox', { name: 'Odds for Lions' })).toHaveValue('2.5');
    await waitFor(() => expect(calls.filter((call) => call.url.endsWith('/api/admin/events/e1'))).toHaveLength(1));
  });

  it('keeps the event and shows the server refusal of an edit', async () => {
    const { fetch } = routedFetch({
      'GET /api/admin/events/e1': [jsonResponse(200, envelope({ event: staffEvent() }))],
      'PATCH /api/admin/markets/m1': [jsonResponse(409, errorBody('The market is settled', 'MARKET_SETTLED'))],
    });
    configureApiClient({ fetchImpl: fetch, getToken: () => 't' });
    const show = vi.spyOn(notifications, 'show');
    renderEvent();
    const section = await screen.findByRole('region', { name: 'Match odds' });
    await userEvent.setup().click(within(section).getByRole('button', { name: 'Suspend' }));
    await waitFor(() => expect(show).toHaveBeenCalledWith(expect.objectContaining({ color: 'red', message: 'The market is settled' })));
    expect(within(screen.getByRole('region', { name: 'Match odds' })).getByRole('button', { name: 'Suspend' })).toBeInTheDocument();
  });
});
