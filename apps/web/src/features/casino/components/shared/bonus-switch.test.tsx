import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CasinoRound } from '@oddsmith/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient } from '../../../../lib/api-client';
import { envelope, jsonResponse, routedFetch } from '../../../../test/fake-fetch';
import { renderWithProviders, signedInAs } from '../../../../test/render';
import { BlackjackScreen } from '../blackjack/blackjack-screen';
import { BonusSwitch } from './bonus-switch';

const player = (bonusBalance: number) => {
  const state = signedInAs('player');
  return { user: { ...state.user, user: { ...state.user.user!, bonusBalance } } };
};
const blackjack = (bonusAllowed: boolean) => ({
  games: [{ id: 'blackjack', name: 'Blackjack', category: 'table', rtpPercent: 99.54, volatility: 'low', enabled: true, bonusAllowed, minStake: 1, maxStake: 500, stakeStep: 0.01, order: 4 }],
  currency: 'EUR',
});
const settled = {
  id: '00000000-0000-4000-8000-0000000000cc',
  game: 'blackjack',
  status: 'settled',
  stake: 5,
  payout: 0,
  net: -5,
  currency: 'EUR',
  requestId: 'r1',
  fairness: { serverSeedHash: 'ab'.repeat(32), serverSeed: null, clientSeed: 'seed', nonce: 0 },
  outcome: { game: 'blackjack', phase: 'settled', dealer: [9, 22], dealerTotal: 20, hands: [{ cards: [9, 6], total: 17, soft: false, doubled: false, done: true, fromSplit: false, outcome: 'lose' }], active: 0, insurance: 'none', actions: [], legalActions: [] },
  createdAt: '2026-01-01T10:00:00Z',
  settledAt: '2026-01-01T10:00:00Z',
} as unknown as CasinoRound;

function serve(bonusAllowed: boolean) {
  const fake = routedFetch({
    'GET /api/casino/games': [jsonResponse(200, envelope(blackjack(bonusAllowed)))],
    'GET /api/casino/fairness': [jsonResponse(200, envelope({ serverSeedHash: 'ab'.repeat(32), clientSeed: 'seed', nonce: 0, previous: [] }))],
    'GET /api/casino/rounds': [jsonResponse(200, envelope({ list: [], total: 0, perPage: 10, currentPage: 1 }))],
    'POST /api/casino/rounds': [jsonResponse(200, envelope({ round: settled, balance: 10, bonusBalance: 15 }))],
  });
  configureApiClient({ fetchImpl: fake.fetch });
  return fake;
}

describe('BonusSwitch', () => {
  beforeEach(() => sessionStorage.clear());
  afterEach(() => configureApiClient({ fetchImpl: (...args) => fetch(...args) }));

  it('shows only on a game that allows bonus play, for a player holding bonus money', () => {
    renderWithProviders(<BonusSwitch game={{ bonusAllowed: true }} bonusBalance={0} currency="EUR" checked={false} onChange={vi.fn()} />).unmount();
    expect(screen.queryByRole('switch')).toBeNull();
    renderWithProviders(<BonusSwitch game={{ bonusAllowed: false }} bonusBalance={20} currency="EUR" checked={false} onChange={vi.fn()} />);
    expect(screen.queryByRole('switch')).toBeNull();
    renderWithProviders(<BonusSwitch game={{ bonusAllowed: true }} bonusBalance={20} currency="EUR" checked={false} onChange={vi.fn()} />);
    expect(screen.getByRole('switch', { name: /Use bonus balance/ })).not.toBeChecked();
    expect(screen.getByText('Bonus: 20.00 EUR')).toBeInTheDocument();
  });

  it('sends useBonus with the deal when switched on, and hides on a game that does not allow it', async () => {
    const fake = serve(true);
    const user = userEvent.setup();
    const onBalance = vi.fn();
    const view = renderWithProviders(<BlackjackScreen currency="EUR" onBalance={onBalance} />, player(20));
    await user.click(await screen.findByRole('switch', { name: /Use bonus balance/ }));
    await user.click(screen.getByRole('button', { name: 'Deal' }));
    await waitFor(() => expect(fake.calls.some((call) => call.init.method === 'POST')).toBe(true));
    expect(JSON.parse(String(fake.calls.find((call) => call.init.method === 'POST')?.init.body))).toMatchObject({ game: 'blackjack', stake: 5, useBonus: true });
    await waitFor(() => expect(onBalance).toHaveBeenCalledWith({ balance: 10, bonusBalance: 15 }));
    view.unmount();

    serve(false);
    renderWithProviders(<BlackjackScreen currency="EUR" onBalance={vi.fn()} />, player(20));
    expect(await screen.findByRole('button', { name: 'Deal' })).toBeInTheDocument();
    expect(screen.queryByRole('switch', { name: /Use bonus balance/ })).toBeNull();
  });
});
