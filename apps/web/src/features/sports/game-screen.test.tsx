import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SelectionSlotProvider } from '../../components/odds/selection-slot';
import { configureApiClient } from '../../lib/api-client';
import { envelope, jsonResponse, routedFetch } from '../../test/fake-fetch';
import { renderRoutes } from '../../test/render';
import { GameScreen } from './components/game-screen';
import type { Market, SportEvent } from './types';

const market = (id: string, type: string): Market => ({ id, name: id, type, line: null, lineKey: null, status: 'open', options: [] });
const event: SportEvent = {
  id: 'e1',
  event_id: 'sim-e1',
  name: 'Rot-Weiss Altdorf v SV Grunwald 04',
  home: 'Rot-Weiss Altdorf',
  away: 'SV Grunwald 04',
  sportId: 1,
  competition: { id: 'c1', name: 'Bundesliga Nord' },
  startTime: '2026-01-01T10:00:00Z',
  status: 'scheduled',
  scores: null,
  marketsData: [market('mo', 'match-odds'), market('ou', 'total-goals'), market('ng', 'next-goal'), market('x', 'mystery')],
  marketCount: 4,
  source: 'simulator',
};

afterEach(() => {
  configureApiClient({ fetchImpl: (...args) => fetch(...args) });
});

describe('game screen on a phone', () => {
  it('wraps the market group pills instead of hiding the later groups in a sideways strip', async () => {
    const { fetch } = routedFetch({ 'GET /api/sports/events/e1': [jsonResponse(200, envelope({ event }))] });
    configureApiClient({ fetchImpl: fetch });
    const element = (
      <SelectionSlotProvider value={() => null}>
        <GameScreen />
      </SelectionSlotProvider>
    );
    renderRoutes([{ path: '/game/:id', element }], '/game/e1');
    const groups = await screen.findByRole('tablist', { name: 'Market groups' });
    expect(screen.getAllByRole('tab').length).toBeGreaterThan(3);
    expect(groups).toHaveStyle({ flexWrap: 'wrap' });
    expect(groups.style.overflowX).toBe('');
  });
});

describe('game screen markets', () => {
  it('puts over/under 2.5, 3.5 and 4.5 in one "Total goals" table with Over / Under columns, and says which line is suspended', async () => {
    const line = (id: string, value: number, status: Market['status'] = 'open'): Market => ({
      id,
      name: `Total Goals Over/Under ${value}`,
      type: 'total-goals',
      line: value,
      lineKey: String(value),
      status,
      options: [
        { id: `${id}-o`, name: 'Over', odds: 1.9 },
        { id: `${id}-u`, name: 'Under', odds: 1.9 },
      ],
    });
    const withLines: SportEvent = { ...event, marketsData: [market('mo', 'match-odds'), line('t45', 4.5, 'suspended'), line('t25', 2.5), line('t35', 3.5)], marketCount: 4 };
    const { fetch } = routedFetch({ 'GET /api/sports/events/e1': [jsonResponse(200, envelope({ event: withLines }))] });
    configureApiClient({ fetchImpl: fetch });
    renderRoutes([{ path: '/game/:id', element: <SelectionSlotProvider value={() => null}><GameScreen /></SelectionSlotProvider> }], '/game/e1');
    const table = await screen.findByRole('region', { name: 'Total goals' });
    const lines = within(table).getAllByTestId('market-line');
    expect(lines.map((row) => row.firstElementChild?.textContent)).toEqual(['2.5', '3.5', '4.5Suspended']);
    expect(table).toHaveTextContent(/Over.*Under/);
    expect(screen.getAllByTestId('market')).toHaveLength(2);
  });
});
