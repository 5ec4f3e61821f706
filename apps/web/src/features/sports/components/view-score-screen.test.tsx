import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { configureApiClient } from '../../../lib/api-client';
import { SocketProvider } from '../../../lib/socket-context';
import { envelope, jsonResponse, routedFetch } from '../../../test/fake-fetch';
import { renderRoutes } from '../../../test/render';
import { fakeSocket } from '../../../test/fake-socket';
import { ViewScoreScreen } from './view-score-screen';

const scored = (home: number, away: number) =>
  jsonResponse(200, envelope({ event: { id: 'e1', event_id: 'f1', name: 'Lions v Tigers', sportId: 1, status: 'live', scores: { home, away, clock: "12'", period: '1H' }, startTime: '2026-11-25T03:00:00Z' } }));

function renderScore(replies: Response[]) {
  const fake = routedFetch({ 'GET /api/admin/event-score': replies });
  configureApiClient({ fetchImpl: fake.fetch });
  const live = fakeSocket();
  const view = renderRoutes([{ path: '/caff/admin/view-score/:id', element: <SocketProvider value={live.socket}><ViewScoreScreen /></SocketProvider> }], '/caff/admin/view-score/e1');
  return { ...view, fake, live };
}

afterEach(() => configureApiClient({ fetchImpl: (...args) => fetch(...args) }));

describe('ViewScoreScreen', () => {
  it('joins the event channel, applies pushed scores and reads the score again once the join is acknowledged', async () => {
    const { live, fake } = renderScore([scored(0, 0), scored(1, 0)]);
    expect(await screen.findByTestId('scoreboard')).toHaveTextContent('0 – 0');
    expect(live.emitted).toContainEqual({ event: 'subscribe', body: { channels: ['event:e1'] } });
    // A goal scored between the read and the join reached nobody: the acknowledged join reads it.
    act(() => live.acknowledge({ ok: true }));
    await waitFor(() => expect(screen.getByTestId('scoreboard')).toHaveTextContent('1 – 0'));
    expect(fake.calls).toHaveLength(2);
    act(() => live.push('eventUpdate', { id: 'e1', event_id: 'f1', scores: { home: 2, away: 0, clock: "30'", period: '1H' } }));
    await waitFor(() => expect(screen.getByTestId('scoreboard')).toHaveTextContent('2 – 0'));
    // A refused join reads nothing.
    act(() => live.push('connect', undefined));
    act(() => live.acknowledge({ ok: false }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fake.calls).toHaveLength(2);
  });
});
