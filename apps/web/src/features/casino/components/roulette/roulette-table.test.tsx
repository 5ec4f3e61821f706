import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { rouletteBetNumbers, type CasinoRound } from '@oddsmith/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient } from '../../../../lib/api-client';
import { moneyText } from '../../../../lib/money-text';
import { envelope, errorBody, jsonResponse, routedFetch } from '../../../../test/fake-fetch';
import { renderWithProviders } from '../../../../test/render';
import { canPlace, maxRouletteBets, tableBets, totalCents, type Placement } from './roulette-bets';
import { rouletteSpots } from './roulette-layout';
import { RouletteScreen } from './roulette-screen';

const games = {
  games: [{ id: 'roulette', name: 'European roulette', category: 'table', rtpPercent: 97.3, volatility: 'low', enabled: true, bonusAllowed: false, minStake: 0.1, maxStake: 500, stakeStep: 0.1, order: 3 }],
  currency: 'EUR',
};
const fairness = { serverSeedHash: 'ab'.repeat(32), clientSeed: 'seed', nonce: 0, previous: [] };
const page = (list: CasinoRound[]) => ({ list, total: list.length, perPage: 12, currentPage: 1 });

function rouletteRound(pocket: number): CasinoRound {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    game: 'roulette',
    status: 'settled',
    stake: 7,
    payout: 2,
    net: -5,
    currency: 'EUR',
    requestId: 'r1',
    fairness: { serverSeedHash: 'ab'.repeat(32), serverSeed: null, clientSeed: 'seed', nonce: 0 },
    outcome: {
      game: 'roulette',
      pocket,
      colour: 'red',
      bets: [
        { kind: 'split', numbers: [1, 2], index: null, stake: 1, won: true, payout: 18 },
        { kind: 'red', numbers: [1, 3], index: null, stake: 5, won: false, payout: 0 },
      ],
    },
    createdAt: '2026-01-01T10:00:00Z',
    settledAt: '2026-01-01T10:00:00Z',
  };
}

function serve(extra: Record<string, Response[]> = {}) {
  const fake = routedFetch({
    'GET /api/casino/games': [jsonResponse(200, envelope(games))],
    'GET /api/casino/fairness': [jsonResponse(200, envelope(fairness))],
    'GET /api/casino/rounds': [jsonResponse(200, envelope(page([])))],
    ...extra,
  });
  configureApiClient({ fetchImpl: fake.fetch });
  return fake;
}

describe('the roulette layout', () => {
  const spots = rouletteSpots();

  it('offers every standard bet once, each one the core accepts', () => {
    const count = (kind: string) => spots.filter((spot) => spot.selection.kind === kind).length;
    expect([count('straight'), count('split'), count('street'), count('corner'), count('sixLine')]).toEqual([37, 60, 14, 23, 11]);
    expect([count('dozen'), count('column'), count('red'), count('black'), count('odd'), count('even'), count('low'), count('high')]).toEqual([3, 3, 1, 1, 1, 1, 1, 1]);
    expect(new Set(spots.map((spot) => spot.key)).size).toBe(spots.length);
    for (const spot of spots) expect(() => rouletteBetNumbers(spot.selection)).not.toThrow();
  });

  it('puts splits only between neighbours on the layout', () => {
    const keys = new Set(spots.map((spot) => spot.key));
    for (const key of ['split:1-2', 'split:2-3', 'split:1-4', 'split:33-36', 'split:0-1', 'split:0-3', 'corner:1-2-4-5', 'street:0-2-3', 'sixLine:31-32-33-34-35-36']) expect(keys).toContain(key);
    for (const key of ['split:3-4', 'split:1-3', 'split:36-37', 'split:0-4', 'corner:2-3-4-5', 'street:2-3-4']) expect(keys).not.toContain(key);
  });
});

describe('the bets on the table', () => {
  const straight = (n: number, cents = 100): Placement => ({ selection: { kind: 'straight', numbers: [n] }, cents });

  it('adds chips on the same bet together, whatever order the numbers were named in', () => {
    const placements: Placement[] = [straight(5), { selection: { kind: 'split', numbers: [2, 1] }, cents: 50 }, straight(5, 500), { selection: { kind: 'split', numbers: [1, 2] }, cents: 50 }];
    expect(tableBets(placements).map((bet) => [bet.key, bet.cents])).toEqual([['straight:5', 600], ['split:1-2', 100]]);
    expect(totalCents(placements)).toBe(700);
  });

  it('refuses a chip over the table maximum or a 51st bet', () => {
    expect(canPlace([straight(1, 40000)], straight(2, 10000), 50000)).toBe(true);
    expect(canPlace([straight(1, 40000)], straight(2, 10001), 50000)).toBe(false);
    const fifty = Array.from({ length: maxRouletteBets }, (_, i) => (i < 37 ? straight(i) : { selection: { kind: 'split' as const, numbers: [i - 36, i - 33] }, cents: 100 }));
    expect(tableBets(fifty)).toHaveLength(50);
    expect(canPlace(fifty, { selection: { kind: 'red' }, cents: 100 }, null)).toBe(false);
    expect(canPlace(fifty, straight(7), null)).toBe(true);
  });
});

describe('RouletteScreen', () => {
  beforeEach(() => sessionStorage.clear());
  afterEach(() => configureApiClient({ fetchImpl: (...args) => fetch(...args) }));
  const money = (amount: number) => moneyText(amount, 'EUR', 'en');

  it('adds chips up per bet, undoes the last one, and sends the bets as the contract names them', async () => {
    const fake = serve({ 'POST /api/casino/rounds': [jsonResponse(200, envelope({ round: rouletteRound(1), balance: 995, bonusBalance: 0 }))] });
    const onBalance = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<RouletteScreen currency="EUR" onBalance={onBalance} />);
    await screen.findByRole('button', { name: 'Red' });
    await user.click(screen.getByRole('button', { name: 'Split 1-2' }));
    await user.click(screen.getByRole('button', { name: '17' }));
    await user.click(screen.getByRole('button', { name: '17' }));
    await user.click(screen.getByRole('button', { name: 'Chip 5' }));
    await user.click(screen.getByRole('button', { name: 'Red' }));
    expect(screen.getByTestId('roulette-total')).toHaveTextContent(money(8));
    expect(screen.getByTestId('chip-straight:17')).toHaveTextContent('2');
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(screen.getByTestId('roulette-total')).toHaveTextContent(money(3));
    await user.click(screen.getByRole('button', { name: 'Red' }));
    await user.click(screen.getByRole('button', { name: 'Spin' }));
    await waitFor(() => expect(screen.getByTestId('roulette-wheel')).toHaveAttribute('data-pocket', '1'));
    const post = fake.calls.find((call) => call.init.method === 'POST');
    const body = JSON.parse(String(post?.init.body)) as { game: string; bets: unknown[]; requestId: string };
    expect(body.game).toBe('roulette');
    expect(body.bets).toEqual([
      { kind: 'split', numbers: [1, 2], stake: 1 },
      { kind: 'straight', numbers: [17], stake: 2 },
      { kind: 'red', stake: 5 },
    ]);
    expect(onBalance).not.toHaveBeenCalled();
    const result = await screen.findByTestId('roulette-result', {}, { timeout: 6000 });
    expect(within(result).getByText(`Total return ${money(2)}`)).toBeInTheDocument();
    expect(onBalance).toHaveBeenCalledWith({ balance: 995, bonusBalance: 0 });
  }, 15_000);

  it('shows a refused spin in words and keeps the chips on the table', async () => {
    serve({ 'POST /api/casino/rounds': [jsonResponse(409, errorBody('Insufficient funds', 'CASINO_INSUFFICIENT_FUNDS', 'stake'))] });
    const user = userEvent.setup();
    renderWithProviders(<RouletteScreen currency="EUR" onBalance={vi.fn()} />);
    await user.click(await screen.findByRole('button', { name: 'Odd' }));
    await user.click(screen.getByRole('button', { name: 'Spin' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your balance is too low for this stake.');
    expect(screen.getByTestId('roulette-total')).toHaveTextContent(money(1));
  });

  it('closes the table when the game is disabled', async () => {
    const closed = { ...games, games: [{ ...games.games[0], enabled: false }] };
    serve({ 'GET /api/casino/games': [jsonResponse(200, envelope(closed))] });
    renderWithProviders(<RouletteScreen currency="EUR" onBalance={vi.fn()} />);
    expect(await screen.findByText('This game is closed for now. Please try again later.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Spin' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Red' })).toHaveAttribute('aria-disabled', 'true');
  });
});
