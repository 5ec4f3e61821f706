import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { CasinoGameInfo } from '@oddsmith/core';
import { configureApiClient } from '../../../../lib/api-client';
import { envelope, jsonResponse, routedFetch } from '../../../../test/fake-fetch';
import { renderRoutes, signedInAs } from '../../../../test/render';
import { rouletteRound, videoSlotRound } from '../../fixtures';
import { LobbyScreen } from './lobby-screen';

afterEach(() => configureApiClient({ fetchImpl: (...args) => fetch(...args) }));

const game = (id: CasinoGameInfo['id'], order: number, patch: Partial<CasinoGameInfo> = {}): CasinoGameInfo => ({
  id,
  name: id,
  category: id.endsWith('slot') ? 'slots' : 'table',
  rtpPercent: 96.01,
  volatility: 'medium',
  enabled: true,
  bonusAllowed: false,
  minStake: 0.2,
  maxStake: 100,
  stakeStep: 0.2,
  order,
  ...patch,
});
const games = [game('video-slot', 1), game('classic-slot', 2, { enabled: false }), game('roulette', 3, { rtpPercent: 97.3 }), game('blackjack', 4)];
const page = { list: [videoSlotRound(1), rouletteRound(0)], total: 2, perPage: 30, currentPage: 1 };

describe('casino lobby', () => {
  it('lists the enabled games with RTP, hides disabled ones, filters by category and search, shows recently played', async () => {
    configureApiClient({
      fetchImpl: routedFetch({
        'GET /api/casino/games': [jsonResponse(200, envelope({ games, currency: 'EUR' }))],
        'GET /api/casino/rounds': [jsonResponse(200, envelope(page))],
      }).fetch,
    });
    renderRoutes([{ path: '/casino/', element: <LobbyScreen /> }], '/casino/', signedInAs('player'));
    expect(await screen.findByText('Recently played')).toBeInTheDocument();
    expect(screen.getAllByTestId('game-card-video-slot')).toHaveLength(2);
    expect(screen.queryByTestId('game-card-classic-slot')).not.toBeInTheDocument();
    expect(within(screen.getAllByTestId('game-card-roulette')[0]!).getByText('RTP 97.30 %')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: 'Table games' }));
    expect(screen.queryByTestId('game-card-video-slot')).not.toBeInTheDocument();
    expect(screen.getByTestId('game-card-blackjack')).toHaveAttribute('href', '/casino/blackjack');
    await user.type(screen.getByRole('textbox', { name: 'Search games' }), 'roul');
    expect(screen.queryByTestId('game-card-blackjack')).not.toBeInTheDocument();
    expect(screen.getByTestId('game-card-roulette')).toBeInTheDocument();
  });
});
