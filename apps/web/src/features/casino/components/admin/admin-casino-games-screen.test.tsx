import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { AdminCasinoGame, AdminCasinoGames } from '@oddsmith/core';
import { configureApiClient } from '../../../../lib/api-client';
import { envelope, jsonResponse, routedFetch } from '../../../../test/fake-fetch';
import { renderRoutes, signedInAs } from '../../../../test/render';
import { AdminCasinoGamesScreen, periodOf } from './admin-casino-games-screen';

afterEach(() => configureApiClient({ fetchImpl: (...args) => fetch(...args) }));

const days = [{ date: '2026-11-24', rounds: 3, turnover: 3, payout: 1, ggr: 2 }];
const game = (id: AdminCasinoGame['id'], order: number): AdminCasinoGame => ({
  id, name: id, category: 'slots', rtpPercent: 96.01, volatility: 'high', enabled: true, bonusAllowed: true, minStake: 0.2, maxStake: 100, stakeStep: 0.2, order,
  rtpExact: '96.014741', rounds: 3, players: 1, turnover: 3, payout: 1, ggr: 2, actualRtpPercent: 33.33, days,
});
const reply: AdminCasinoGames = { from: '2026-10-26', to: '2026-11-24', currency: 'EUR', games: [game('video-slot', 1), game('classic-slot', 2)], totals: { rounds: 6, turnover: 6, payout: 2, ggr: 4 } };
const ok = (payload: unknown) => jsonResponse(200, envelope(payload));

describe('staff casino games', () => {
  it('shows each game with its exact RTP and figures, and an admin toggles a game off', async () => {
    const fake = routedFetch({ 'GET /api/admin/casino-games': [ok(reply)], 'PATCH /api/admin/casino-games/classic-slot': [ok({ ...game('classic-slot', 2), enabled: false })] });
    configureApiClient({ fetchImpl: fake.fetch });
    renderRoutes([{ path: '/x', element: <AdminCasinoGamesScreen /> }], '/x', signedInAs('admin'));
    const table = await screen.findByRole('table', { name: 'Games' });
    expect(within(table).getAllByText('96.014741 %')).toHaveLength(2);
    expect(within(table).getAllByText('33.33 %')).toHaveLength(2);
    await userEvent.setup().click(screen.getByRole('switch', { name: 'Classic Sevens enabled' }));
    await waitFor(() => expect(fake.calls.some((call) => call.init.method === 'PATCH')).toBe(true));
    expect(JSON.parse(String(fake.calls.find((call) => call.init.method === 'PATCH')?.init.body))).toEqual({ enabled: false });
  });

  it('an admin turns bonus play off for a game', async () => {
    const fake = routedFetch({ 'GET /api/admin/casino-games': [ok(reply)], 'PATCH /api/admin/casino-games/video-slot': [ok({ ...game('video-slot', 1), bonusAllowed: false })] });
    configureApiClient({ fetchImpl: fake.fetch });
    renderRoutes([{ path: '/x', element: <AdminCasinoGamesScreen /> }], '/x', signedInAs('admin'));
    const toggle = await screen.findByRole('switch', { name: 'Dragon Reels playable with bonus' });
    expect(toggle).toBeChecked();
    await userEvent.setup().click(toggle);
    await waitFor(() => expect(fake.calls.some((call) => call.init.method === 'PATCH')).toBe(true));
    expect(JSON.parse(String(fake.calls.find((call) => call.init.method === 'PATCH')?.init.body))).toEqual({ bonusAllowed: false });
  });

  it('is read-only for staff without casino.write', async () => {
    configureApiClient({ fetchImpl: routedFetch({ 'GET /api/admin/casino-games': [ok(reply)] }).fetch });
    renderRoutes([{ path: '/x', element: <AdminCasinoGamesScreen /> }], '/x', signedInAs('support'));
    await screen.findByRole('table', { name: 'Games' });
    expect(screen.getByRole('switch', { name: 'Dragon Reels enabled' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
  });

  it('asks for the last n days up to today', () => {
    expect(periodOf(7, new Date('2026-11-24T12:00:00Z'))).toEqual({ from: '2026-11-18', to: '2026-11-24' });
  });
});
