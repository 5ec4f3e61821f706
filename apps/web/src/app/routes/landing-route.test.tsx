import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { configureApiClient } from '../../lib/api-client';
import { envelope, jsonResponse, routedFetch } from '../../test/fake-fetch';
import { renderRoutes } from '../../test/render';
import { LandingScreen } from '../../features/landing/components/landing-screen';
import { LandingRoute } from './landing-route';

const summary = {
  sports: [
    { id: 4, name: 'Cricket', liveCount: 2, upcomingCount: 24 },
    { id: 1, name: 'Soccer', liveCount: 8, upcomingCount: 40 },
    { id: 7522, name: 'Basketball', liveCount: 0, upcomingCount: 16 },
    { id: 2, name: 'Tennis', liveCount: 0, upcomingCount: 0 },
  ],
};

afterEach(() => {
  configureApiClient({ fetchImpl: (...args) => fetch(...args) });
});

describe('landing sport cards', () => {
  it('show each sport’s live and upcoming counts from the sports summary, "no events" only where there are none', async () => {
    const { fetch } = routedFetch({
      'GET /api/sports/sports': [jsonResponse(200, envelope(summary))],
      'GET /api/sports/events': [jsonResponse(200, envelope({ events: [], total: 0 }))],
    });
    configureApiClient({ fetchImpl: fetch });
    renderRoutes([{ path: '/', element: <LandingRoute /> }], '/');
    expect(await screen.findByText('Live 8 · Upcoming 40')).toBeInTheDocument();
    expect(screen.getByTestId('sport-count-4')).toHaveTextContent('Live 2 · Upcoming 24');
    expect(screen.getByTestId('sport-count-7522')).toHaveTextContent('Live 0 · Upcoming 16');
    expect(screen.getByTestId('sport-count-2')).toHaveTextContent('No events listed yet');
    expect(screen.getByRole('link', { name: /Football/ })).toHaveAttribute('href', '/inplay/?spid=1');
  });

  it('say they are counting while the summary loads, never "no events"', () => {
    renderRoutes([{ path: '/', element: <LandingScreen liveSection={<p>live</p>} /> }], '/');
    expect(screen.getByTestId('sport-count-1')).toHaveTextContent('Counting events…');
    expect(screen.queryByText('No events listed yet')).toBeNull();
  });
});
