import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { configureApiClient } from '../../lib/api-client';
import { envelope, errorBody, fakeFetch, jsonResponse } from '../../test/fake-fetch';
import { renderRoutes, signedInAs } from '../../test/render';
import { AdminEventsScreen } from './components/events-screen';
import { staffEvent } from './fixtures';

const event = staffEvent({ marketsData: [], marketCount: 4 });

afterEach(() => {
  configureApiClient({ fetchImpl: (...args) => fetch(...args), getToken: () => null });
});

function renderEvents() {
  return renderRoutes(
    [
      { path: '/caff/admin/events', element: <AdminEventsScreen /> },
      { path: '/caff/admin/events/:eventId', element: <p>event page</p> },
    ],
    '/caff/admin/events',
    signedInAs('admin'),
  );
}

describe('staff events list', () => {
  it('lists events with their status and opens one on a row click', async () => {
    const { fetch } = fakeFetch(jsonResponse(200, envelope({ list: [event], total: 1, perPage: 20, currentPage: 1 })));
    configureApiClient({ fetchImpl: fetch, getToken: () => 't' });
    const { router } = renderEvents();
    const table = await screen.findByRole('table', { name: 'Events' });
    expect(await screen.findByText('Lions v Tigers')).toBeInTheDocument();
    expect(table).toHaveTextContent('Premier Cup');
    await userEvent.setup().click(screen.getByText('Premier Cup'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/caff/admin/events/e1'));
  });

  it('shows the empty state when no event matches', async () => {
    const { fetch } = fakeFetch(jsonResponse(200, envelope({ list: [], total: 0, perPage: 20, currentPage: 1 })));
    configureApiClient({ fetchImpl: fetch, getToken: () => 't' });
    renderEvents();
    expect(await screen.findByText('No events match')).toBeInTheDocument();
  });

  it('shows a failed load with a retry that loads again', async () => {
    const { fetch, calls } = fakeFetch(
      jsonResponse(500, errorBody('Events are resting')),
      jsonResponse(200, envelope({ list: [event], total: 1, perPage: 20, currentPage: 1 })),
    );
    configureApiClient({ fetchImpl: fetch, getToken: () => 't' });
    renderEvents();
    expect(await screen.findByRole('alert')).toHaveTextContent('Events are resting');
    await userEvent.setup().click(screen.getByRole('button', { name: /retry|try again/i }));
    expect(await screen.findByText('Lions v Tigers')).toBeInTheDocument();
    expect(calls).toHaveLength(2);
  });
});
