import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CasinoRound } from '@oddsmith/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient } from '../../../../lib/api-client';
import { envelope, errorBody, jsonResponse, routedFetch } from '../../../../test/fake-fetch';
import { renderWithProviders } from '../../../../test/render';
import type { TableAction } from '../../api/table-games-api';
import { ActionBar } from './blackjack-panels';
import { BlackjackScreen } from './blackjack-screen';

type Outcome = Extract<CasinoRound['outcome'], { game: 'blackjack' }>;
const roundId = '00000000-0000-4000-8000-0000000000bb';
const games = {
  games: [{ id: 'blackjack', name: 'Blackjack', category: 'table', rtpPercent: 99.54, volatility: 'low', enabled: true, bonusAllowed: false, minStake: 1, maxStake: 500, stakeStep: 0.01, order: 4 }],
  currency: 'EUR',
};
const fairness = { serverSeedHash: 'ab'.repeat(32), clientSeed: 'seed', nonce: 0, previous: [] };
const hand = (cards: number[], total: number, outcome: 'win' | 'lose' | null = null) => ({ cards, total, soft: false, doubled: false, done: outcome !== null, fromSplit: false, outcome });

/** Cards: 9 = ten of clubs, 6 = seven of clubs, 5 = six of clubs, 22 = ten of diamonds. */
function blackjackRound(patch: Partial<Outcome>, status: 'open' | 'settled' = 'open'): CasinoRound {
  const outcome: Outcome = {
    game: 'blackjack',
    phase: 'player',
    dealer: [9],
    dealerTotal: 10,
    hands: [hand([9, 6], 17)],
    active: 0,
    insurance: 'none',
    actions: [],
    legalActions: ['hit', 'stand', 'double'],
    ...patch,
  };
  const settled = status === 'settled';
  return {
    id: roundId,
    game: 'blackjack',
    status,
    stake: 5,
    payout: settled ? 10 : 0,
    net: settled ? 5 : -5,
    currency: 'EUR',
    requestId: 'r1',
    fairness: { serverSeedHash: 'ab'.repeat(32), serverSeed: null, clientSeed: 'seed', nonce: 0 },
    outcome,
    createdAt: '2026-01-01T10:00:00Z',
    settledAt: settled ? '2026-01-01T10:01:00Z' : null,
  };
}

function serve(rounds: CasinoRound[], extra: Record<string, Response[]> = {}) {
  const fake = routedFetch({
    'GET /api/casino/games': [jsonResponse(200, envelope(games))],
    'GET /api/casino/fairness': [jsonResponse(200, envelope(fairness))],
    'GET /api/casino/rounds': [jsonResponse(200, envelope({ list: rounds, total: rounds.length, perPage: 10, currentPage: 1 }))],
    ...extra,
  });
  configureApiClient({ fetchImpl: fake.fetch });
  return fake;
}

describe('ActionBar', () => {
  const names = (legal: TableAction[]) => {
    const view = renderWithProviders(<ActionBar legalActions={legal} onAction={vi.fn()} busy={false} />);
    const found = screen.queryAllByRole('button').map((button) => button.textContent);
    view.unmount();
    return found;
  };

  it('shows only the actions the server allows now', () => {
    expect(names(['takeInsurance', 'declineInsurance'])).toEqual(['Take insurance', 'No insurance']);
    expect(names(['hit', 'stand', 'double', 'split'])).toEqual(['Hit', 'Stand', 'Double', 'Split']);
    expect(names(['stand', 'hit'])).toEqual(['Hit', 'Stand']);
    expect(names([])).toEqual([]);
  });
});

describe('BlackjackScreen', () => {
  beforeEach(() => sessionStorage.clear());
  afterEach(() => configureApiClient({ fetchImpl: (...args) => fetch(...args) }));

  it('resumes the open round with the hole card hidden, plays an action and shows the result', async () => {
    const settled = blackjackRound({ phase: 'settled', dealer: [9, 22], dealerTotal: 20, hands: [hand([9, 6, 2], 20, 'lose')], legalActions: [], actions: ['hit'] }, 'settled');
    const fake = serve([blackjackRound({})], { [`POST /api/casino/rounds/${roundId}/actions`]: [jsonResponse(200, envelope({ round: { ...settled, payout: 0, net: -5 }, balance: 95, bonusBalance: 0 }))] });
    const onBalance = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<BlackjackScreen currency="EUR" onBalance={onBalance} />);
    const actions = await screen.findByTestId('blackjack-actions');
    expect(within(actions).getAllByRole('button').map((b) => b.textContent)).toEqual(['Hit', 'Stand', 'Double']);
    expect(within(screen.getByTestId('dealer-hand')).getAllByTestId('card-hidden')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Deal' })).toBeNull();
    await user.click(within(actions).getByRole('button', { name: 'Hit' }));
    await waitFor(() => expect(screen.queryByTestId('blackjack-actions')).toBeNull());
    const post = fake.calls.find((call) => call.init.method === 'POST');
    expect(JSON.parse(String(post?.init.body))).toMatchObject({ action: 'hit' });
    expect(within(screen.getByTestId('dealer-hand')).queryAllByTestId('card-hidden')).toHaveLength(0);
    expect(within(screen.getByTestId('player-hand-0')).getByText('Lose')).toBeInTheDocument();
    expect(onBalance).toHaveBeenCalledWith({ balance: 95, bonusBalance: 0 });
    expect(await screen.findByRole('button', { name: 'Deal' })).toBeEnabled();
  });

  it('shows split hands side by side with the active one marked, and an illegal action in words', async () => {
    const split = blackjackRound({ hands: [{ ...hand([9, 22], 20), done: true, fromSplit: true }, { ...hand([22, 5], 16), fromSplit: true }], active: 1, legalActions: ['hit', 'stand'] });
    serve([split], { [`POST /api/casino/rounds/${roundId}/actions`]: [jsonResponse(409, errorBody('split once', 'BLACKJACK_SPLIT_ONCE', 'action'))] });
    const user = userEvent.setup();
    renderWithProviders(<BlackjackScreen currency="EUR" onBalance={vi.fn()} />);
    expect(await screen.findByTestId('player-hand-1')).toHaveAttribute('data-active', 'true');
    expect(screen.getByTestId('player-hand-0')).toHaveAttribute('data-active', 'false');
    expect(screen.getByText('Hand 2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Stand' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You can split only once.');
  });

  it('deals the chosen stake', async () => {
    const fake = serve([], { 'POST /api/casino/rounds': [jsonResponse(200, envelope({ round: blackjackRound({}), balance: 5, bonusBalance: 0 }))] });
    const user = userEvent.setup();
    renderWithProviders(<BlackjackScreen currency="EUR" onBalance={vi.fn()} />);
    await user.click(await screen.findByRole('button', { name: 'Deal' }));
    await screen.findByTestId('blackjack-actions');
    const post = fake.calls.find((call) => call.init.method === 'POST');
    expect(JSON.parse(String(post?.init.body))).toMatchObject({ game: 'blackjack', stake: 5 });
  });
});
