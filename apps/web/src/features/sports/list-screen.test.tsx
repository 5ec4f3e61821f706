import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SelectionSlotProvider, type SelectionButtonProps } from '../../components/odds/selection-slot';
import { configureApiClient } from '../../lib/api-client';
import { envelope, jsonResponse, routedFetch } from '../../test/fake-fetch';
import { renderRoutes } from '../../test/render';
import { initialSportsDataState } from './sports-data-slice';
import { InplayScreen, TopNavScreen } from './components/sports-list-screen';
import type { SportEvent } from './types';

const sportEvent = (id: string, sportId: number, home: string, away: string, odds: number[]): SportEvent => ({
  id,
  event_id: `sim-${id}`,
  name: `${home} v ${away}`,
  home,
  away,
  sportId,
  competition: { id: `c-${sportId}`, name: `League ${sportId}` },
  startTime: '2026-01-01T10:00:00Z',
  status: 'live',
  scores: null,
  marketsData: [
    { id: `m-${id}`, name: 'Match Odds', type: 'match-odds', line: null, lineKey: null, status: 'open', options: odds.map((price, index) => ({ id: `${id}-${index}`, name: index === 0 ? home : index === odds.length - 1 ? away : 'Draw', odds: price })) },
  ],
  marketCount: 9,
  source: 'simulator',
});

const cricket = sportEvent('k1', 4, 'Mumbai Mavericks', 'Delhi Dynamos', [1.8, 2.0]);
const suspendedEvent = sportEvent('s2', 1, 'FC Nord', 'Union Sud', [1.9, 3.5, 4.0]);
const soccer = [
  { ...sportEvent('s1', 1, 'Rot-Weiss Altdorf', 'SV Grunwald 04', [2.1, 3.3, 3.4]), scores: { home: 1, away: 0, clock: "67'", period: '2H' } },
  { ...suspendedEvent, marketsData: suspendedEvent.marketsData.map((market) => ({ ...market, status: 'suspended' as const })) },
];

/** A price that shows its label only when asked to, as the app's button does. */
function FakeButton({ label, hideLabel, odds }: SelectionButtonProps) {
  return <button type="button" aria-label={label}>{`${hideLabel ? '' : label} ${odds === 'suspended' ? '' : String(odds)}`.trim()}</button>;
}

function renderAt(path: string, element: React.ReactElement, routePath: string) {
  const { fetch, calls } = routedFetch({
    'GET /api/sports/events': [jsonResponse(200, envelope({ events: soccer, total: soccer.length }))],
    'GET /api/sports/sports': [jsonResponse(200, envelope({ sports: [] }))],
    'GET /api/sports/competitions': [jsonResponse(200, envelope({ competitions: [] }))],
  });
  configureApiClient({ fetchImpl: fetch });
  // The store still holds the cricket list the player chose before.
  const sportsData = { ...initialSportsDataState, sportsEvents: [cricket], total: 1, query: { spid: 4, type: 'presports' as const }, status: 'succeeded' as const };
  const view = renderRoutes([{ path: routePath, element: <SelectionSlotProvider value={FakeButton}>{element}</SelectionSlotProvider> }], path, { sportsData });
  return { ...view, calls };
}

afterEach(() => {
  configureApiClient({ fetchImpl: (...args) => fetch(...args) });
});

describe('a list takes its sport from the address', () => {
  it('/top-nav/sports/football after cricket was chosen: asks for soccer and never shows the cricket rows', async () => {
    const { calls } = renderAt('/top-nav/sports/football?spid=4', <TopNavScreen />, '/top-nav/:navType/:filterType');
    expect(screen.queryByText('Mumbai Mavericks')).toBeNull();
    expect(await screen.findByText('Rot-Weiss Altdorf')).toBeInTheDocument();
    expect(screen.queryByText('Mumbai Mavericks')).toBeNull();
    const events = calls.map((call) => new URL(call.url, 'http://x')).filter((url) => url.pathname === '/api/sports/events');
    expect(events.map((url) => url.searchParams.get('spid'))).toEqual(['1']);
    expect(screen.getByRole('link', { current: 'page' })).toHaveAccessibleName(/Football/);
  });
});

describe('a dense list', () => {
  it('heads the prices 1 / X / 2 once per competition and keeps team names out of the price buttons', async () => {
    renderAt('/inplay?spid=1', <InplayScreen />, '/inplay');
    const group = await screen.findByRole('region', { name: 'League 1' });
    const headings = within(group).getAllByTestId('column-headings');
    expect(headings).toHaveLength(1);
    expect(headings[0]).toHaveTextContent('1X2');
    const rows = within(group).getAllByTestId('event-row');
    expect(rows).toHaveLength(2);
    for (const button of within(group).getAllByRole('button')) expect(button.textContent).toMatch(/^[\d.]*$/);
  });

  it("says the minute on a live row and 'Suspended' on a row whose prices are suspended", async () => {
    renderAt('/inplay?spid=1', <InplayScreen />, '/inplay');
    const [live, suspended] = await screen.findAllByTestId('event-row');
    expect(within(live!).getByTestId('live-cue')).toHaveTextContent("67'");
    expect(within(live!).queryByTestId('suspended-label')).toBeNull();
    expect(within(suspended!).getByTestId('suspended-label')).toHaveTextContent('Suspended');
  });
});

describe('in-play: what sits under the live list', () => {
  it('shows Starting soon and the content below it only once the live list has arrived, so neither moves in view', async () => {
    renderAt('/inplay?spid=1', <InplayScreen below={<p>Banner strip</p>} />, '/inplay');
    expect(screen.queryByText('Banner strip')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Starting soon' })).toBeNull();
    expect(await screen.findByText('Banner strip')).toBeInTheDocument();
    // Both arrived before anything under the list showed.
    expect(screen.getByRole('region', { name: 'League 1' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Starting soon' })).toBeInTheDocument();
  });
});
