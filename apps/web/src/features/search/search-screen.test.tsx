import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { configureApiClient } from '../../lib/api-client';
import { envelope, jsonResponse, routedFetch } from '../../test/fake-fetch';
import { renderRoutes } from '../../test/render';
import { SearchScreen } from './components/search-screen';
import type { SearchResults } from './api/search-sports';

const results: SearchResults = {
  teams: [],
  competitions: [],
  events: [
    {
      id: 'e1',
      name: 'Virtus Pietrasanta v Sporting Castelnuovo',
      sportId: 1,
      status: 'scheduled',
      startTime: '2026-01-01T10:00:00Z',
      competition: { id: 'c1', name: 'Serie Alta' },
    },
  ],
};

afterEach(() => {
  configureApiClient({ fetchImpl: (...args) => fetch(...args) });
});

describe('search screen on a phone', () => {
  it("keeps a match's sport and status badges whole; the long match name is what truncates", async () => {
    const { fetch } = routedFetch({ 'GET /api/sports/search': [jsonResponse(200, envelope(results))] });
    configureApiClient({ fetchImpl: fetch });
    renderRoutes([{ path: '/search', element: <SearchScreen /> }], '/search?q=Sp');
    const link = await screen.findByRole('link', { name: 'Virtus Pietrasanta v Sporting Castelnuovo' }, { timeout: 3000 });
    const sport = screen.getByText('Football').closest<HTMLElement>('.mantine-Badge-root')!;
    const badges = sport.parentElement!;
    expect(within(badges).getByText('Upcoming')).toBeInTheDocument();
    expect(badges).toHaveStyle({ flexShrink: '0' });
    expect(sport).toHaveStyle({ flexShrink: '0' });
    expect(badges.contains(link)).toBe(false);
  });
});
