import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ApiTicket } from '@oddsmith/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient } from '../../../lib/api-client';
import { envelope, errorBody, fakeFetch, jsonResponse } from '../../../test/fake-fetch';
import { apiTicket } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { betAdded, betslipReducer, initialBetslipState, oddsPushed, type BetslipState } from '../betslip-slice';
import { betSubmittedFlagKey } from '../betslip-slice';
import { slipOddsFromWire } from '../odds-wire';
import { BetslipPanel } from './betslip-panel';

/** The slice's numbers: legs at 3.00 (a), 1.50 (b), 2.00 (c), listed front first c, b, a. */
function slipOf(legs: [string, string, number | 'suspended'][]): BetslipState {
  let state = initialBetslipState;
  for (const [gameId, optionId, odds] of legs) {
    state = betslipReducer(state, betAdded({ gameId, optionId, odds, selectionName: `Sel ${optionId}`, marketName: 'Match odds', eventName: `Event ${gameId}` }));
  }
  return { ...state, triggerBetslip: false };
}
const threeLegs = (): BetslipState => slipOf([['g1', 'a', 3], ['g2', 'b', 1.5], ['g3', 'c', 2]]);

function renderSlip(betslip: BetslipState, options: { isLoggedIn?: boolean; bonusBalance?: number } = {}) {
  const onLoginRequired = vi.fn();
  const onBalanceChanged = vi.fn();
  const view = renderWithProviders(
    <BetslipPanel
      isLoggedIn={options.isLoggedIn ?? true}
      currency="EUR"
      bonusBalance={options.bonusBalance ?? 0}
      formatOdds={(odds) => odds.toFixed(2)}
      onLoginRequired={onLoginRequired}
      onBalanceChanged={onBalanceChanged}
    />,
    { betslip },
  );
  return { ...view, onLoginRequired, onBalanceChanged };
}

const returnText = () => screen.getByTestId('slip-return').textContent;

/** The slip's three legs as a ticket carries them (struck at `odds`, priced now at `currentOdds`). */
function ticketLegs(): ApiTicket['legs'] {
  const base = apiTicket().legs[0]!;
  return [
    { ...base, gameId: 'g3', optionId: 'c', selectionName: 'Sel c', eventName: 'Event g3', odds: 2, currentOdds: 2.1 },
    { ...base, gameId: 'g2', optionId: 'b', selectionName: 'Sel b', eventName: 'Event g2', odds: 1.5, currentOdds: 1.5 },
    { ...base, gameId: 'g1', optionId: 'a', selectionName: 'Sel a', eventName: 'Event g1', odds: 3, currentOdds: 3 },
  ];
}

/** A placed multi of the three legs. */
function ticket(overrides: Partial<ApiTicket> = {}): ApiTicket {
  return apiTicket({ betType: 'multi', stake: 10, potentialReturn: 90, cashoutValue: null, legs: ticketLegs(), ...overrides });
}

afterEach(() => {
  sessionStorage.clear();
  configureApiClient({ fetchImpl: (...args) => fetch(...args) });
});

function bodyOf(call: { init: RequestInit }) {
  return JSON.parse(String(call.init.body)) as Record<string, unknown> & { requestId: string; bets: { odds: number }[] };
}

/** The three legs placed as a multi of 10.00; the server accepts them. */
function placeTreble() {
  const fake = fakeFetch(jsonResponse(200, envelope({ tickets: [ticket()], balance: 990, bonusBalance: 0 })));
  configureApiClient({ fetchImpl: fake.fetch });
  const { store } = renderSlip(threeLegs());
  fireEvent.change(screen.getByLabelText('Stake'), { target: { value: '10' } });
  fireEvent.click(screen.getByRole('button', { name: 'Place bet' }));
  return { fake, store };
}

describe('BetslipPanel', () => {
  it('shows an empty slip', () => {
    renderSlip(initialBetslipState);
    expect(screen.getByText('Your betslip is empty')).toBeInTheDocument();
  });

  it('shows each leg and the return for multi, system and singles with the seed formulas', () => {
    renderSlip(threeLegs());
    expect(screen.getAllByTestId('slip-leg').map((leg) => leg.getAttribute('data-option-id'))).toEqual(['c', 'b', 'a']);
    expect(screen.getByText('Sel c')).toBeInTheDocument();
    expect(screen.getAllByText('Match odds')).toHaveLength(3);
    expect(screen.getByText('Event g3')).toBeInTheDocument();

    // Multi: 2 x 1.5 x 3 x 10 = 90
    fireEvent.change(screen.getByLabelText('Stake'), { target: { value: '10' } });
    expect(returnText()).toContain('90.00');

    // System: (2x1.5 + 2x3 + 1.5x3) x 30 / 3 = 135
    fireEvent.click(screen.getByRole('tab', { name: 'System' }));
    fireEvent.change(screen.getByLabelText('Stake'), { target: { value: '30' } });
    expect(returnText()).toContain('135.00');

    // Singles: 10 on c (2.00) and 4 on b (1.50) = 26
    fireEvent.click(screen.getByRole('tab', { name: 'Singles' }));
    fireEvent.change(screen.getByLabelText('Stake on Sel c'), { target: { value: '10' } });
    fireEvent.change(screen.getByLabelText('Stake on Sel b'), { target: { value: '4' } });
    expect(returnText()).toContain('26.00');
    expect(screen.getByTestId('slip-total-stake').textContent).toContain('14.00');
  });

  it('quick-stake buttons add to the stake', () => {
    renderSlip(threeLegs());
    fireEvent.click(screen.getByRole('button', { name: 'Add 10 to Stake' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add 5 to Stake' }));
    expect(screen.getByLabelText('Stake')).toHaveValue('15');
    expect(returnText()).toContain('135.00');
  });

  it('greys a suspended leg and leaves it out of the return', () => {
    renderSlip(slipOf([['g1', 'a', 3], ['g2', 'b', 1.5], ['g3', 'c', 2], ['g4', 'd', 'suspended']]));
    fireEvent.change(screen.getByLabelText('Stake'), { target: { value: '10' } });
    expect(returnText()).toContain('90.00');
    const leg = screen.getAllByTestId('slip-leg')[0]!;
    expect(within(leg).getByText('Suspended')).toBeInTheDocument();
    expect(within(leg).getByText('Suspended: left out of the bet')).toBeInTheDocument();
  });

  it('shows a live odds change from updatedSlipData with its direction', () => {
    const { store } = renderSlip(threeLegs());
    fireEvent.change(screen.getByLabelText('Stake'), { target: { value: '10' } });
    act(() => {
      store.dispatch(oddsPushed(slipOddsFromWire([{ gameId: 'g3', optionId: 'c', odds: 4 }, { gameId: 'g2', optionId: 'b', odds: 1.25 }])));
    });
    const [c, b] = screen.getAllByTestId('slip-leg');
    expect(within(c!).getByTestId('leg-odds')).toHaveAttribute('data-move', 'up');
    expect(within(c!).getByText('Price up from 2.00')).toBeInTheDocument();
    expect(within(b!).getByTestId('leg-odds')).toHaveAttribute('data-move', 'down');
    expect(screen.getByText('Some prices in your slip have changed.')).toBeInTheDocument();
    // 4 x 1.25 x 3 x 10 = 150
    expect(returnText()).toContain('150.00');
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(within(c!).getByTestId('leg-odds')).not.toHaveAttribute('data-move');
  });

  it('sends a guest to log in instead of placing', () => {
    const fake = fakeFetch();
    configureApiClient({ fetchImpl: fake.fetch });
    const { onLoginRequired } = renderSlip(threeLegs(), { isLoggedIn: false });
    fireEvent.click(screen.getByRole('button', { name: 'Log in to bet' }));
    expect(onLoginRequired).toHaveBeenCalled();
    expect(fake.calls).toHaveLength(0);
  });

  it('refuses in place without a stake', () => {
    renderSlip(threeLegs());
    fireEvent.click(screen.getByRole('button', { name: 'Place bet' }));
    expect(screen.getByTestId('slip-error')).toHaveTextContent('Enter a stake');
  });

  it('places the multi with one requestId, reuses it after no reply, then shows the receipt', async () => {
    const fake = fakeFetch(
      new TypeError('network down'),
      jsonResponse(200, envelope({ tickets: [ticket()], balance: 990, bonusBalance: 0 })),
    );
    configureApiClient({ fetchImpl: fake.fetch });
    const { onBalanceChanged } = renderSlip(threeLegs(), { bonusBalance: 5 });
    fireEvent.click(screen.getByRole('switch', { name: 'Use bonus balance' }));
    fireEvent.change(screen.getByLabelText('Stake'), { target: { value: '10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Place bet' }));
    fireEvent.click(screen.getByRole('button', { name: 'Place bet' }));
    expect(await screen.findByText(/Server did not respond\./)).toBeInTheDocument();
    expect(fake.calls).toHaveLength(1);
    const first = bodyOf(fake.calls[0]!);
    expect(fake.calls[0]!.url).toContain('/api/sports/place-bet');
    expect(first).toMatchObject({
      betType: 'multi',
      totalStake: 10,
      useBonus: true,
      acceptOddsChanges: 'higher',
      bets: [
        { gameId: 'g3', optionId: 'c', odds: 2, stake: 0 },
        { gameId: 'g2', optionId: 'b', odds: 1.5, stake: 0 },
        { gameId: 'g1', optionId: 'a', odds: 3, stake: 0 },
      ],
    });
    expect(first.requestId).toMatch(/^[A-Za-z0-9_:-]{8,64}$/);
    expect(sessionStorage.getItem(betSubmittedFlagKey)).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Bet placed')).toBeInTheDocument();
    expect(bodyOf(fake.calls[1]!).requestId).toBe(first.requestId);
    expect(screen.getByText(/New balance: 990\.00/)).toBeInTheDocument();
    expect(onBalanceChanged).toHaveBeenCalledTimes(1);
  });

  it('placed selections leave the slip; the receipt names them, their odds, the stake and return', async () => {
    const { store } = placeTreble();
    const receipt = await screen.findByTestId('bet-receipt');
    // Nothing left to place a second time, whatever screen the player goes to next.
    expect(store.getState().betslip.bets).toEqual([]);
    expect(store.getState().betslip.totalStakeCents).toBe(0);
    expect(within(receipt).getByTestId('receipt-title')).toHaveTextContent('Treble @ 9.00');
    expect(within(receipt).getAllByTestId('receipt-leg').map((leg) => leg.textContent)).toEqual([
      'Sel cMatch odds · Event g32.00',
      'Sel bMatch odds · Event g21.50',
      'Sel aMatch odds · Event g13.00',
    ]);
    expect(within(receipt).getByText(/^Stake .*10\.00/)).toBeInTheDocument();
    expect(within(receipt).getByTestId('receipt-return')).toHaveTextContent('Returns 90.00');
    expect(within(receipt).queryByText(/T-1/)).toBeNull();
    expect(within(receipt).getByTestId('receipt-ticket')).toHaveAttribute('data-ticket-id', 'T-1');

    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.getByText('Your betslip is empty')).toBeInTheDocument();
  });

  it('"Keep selections" brings the placed selections back at their current prices with the stake cleared', async () => {
    const { fake, store } = placeTreble();
    fireEvent.click(await screen.findByRole('button', { name: 'Keep selections' }));
    expect(screen.getAllByTestId('slip-leg').map((leg) => leg.getAttribute('data-option-id'))).toEqual(['c', 'b', 'a']);
    expect(store.getState().betslip.bets.map((bet) => [bet.oddsMilli, bet.stakeCents])).toEqual([
      [2100, 0],
      [1500, 0],
      [3000, 0],
    ]);
    expect(screen.getByLabelText('Stake')).toHaveValue('');
    fireEvent.click(screen.getByRole('button', { name: 'Place bet' }));
    expect(screen.getByTestId('slip-error')).toHaveTextContent('Enter a stake');
    expect(fake.calls).toHaveLength(1);
  });

  it('names the bet with its combined odds on the multi and system tabs', () => {
    renderSlip(threeLegs());
    // 2 x 1.5 x 3 = 9
    expect(screen.getByTestId('slip-headline')).toHaveTextContent('Treble @ 9.00');
    fireEvent.click(screen.getByRole('tab', { name: 'System' }));
    // (2x1.5 + 2x3 + 1.5x3) / 3 = 4.5 per unit staked
    expect(screen.getByTestId('slip-headline')).toHaveTextContent('3 Doubles @ 4.50');
    fireEvent.click(screen.getByRole('tab', { name: 'Singles' }));
    expect(screen.queryByTestId('slip-headline')).toBeNull();
  });

  it('with 2 selections: opens on Singles with no error; the 3-selection rule shows only on Multi', () => {
    renderSlip(slipOf([['g1', 'a', 3], ['g2', 'b', 1.5]]));
    expect(screen.getByRole('tab', { name: 'Singles' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: 'Multi' }));
    expect(screen.getByRole('tab', { name: 'Multi' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('Add at least 3 selections for a multi or system bet');
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByRole('button', { name: 'Place bet' })).toBeDisabled();
    fireEvent.click(screen.getByRole('tab', { name: 'Singles' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText(/Add at least 3 selections/)).toBeNull();
  });

  it('one stake field per mode: one selection has only its own stake', () => {
    renderSlip(slipOf([['g1', 'a', 3]]));
    expect(screen.getByRole('tab', { name: 'Singles' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getAllByRole('textbox')).toEqual([screen.getByLabelText('Stake on Sel a')]);
    fireEvent.change(screen.getByLabelText('Stake on Sel a'), { target: { value: '4' } });
    expect(returnText()).toContain('12.00');
  });

  it('a 409 odds change updates the legs, asks to accept, then places again with a new requestId', async () => {
    const fake = fakeFetch(
      jsonResponse(409, { ...errorBody('bets.0.optionId: odds changed.', 'BETSLIP_ODDS_CHANGED'), response: { changes: [{ gameId: 'g3', optionId: 'c', odds: 2.5 }] } }),
      jsonResponse(200, envelope({ tickets: [ticket({ potentialReturn: 112.5 })], balance: 990, bonusBalance: 0 })),
    );
    configureApiClient({ fetchImpl: fake.fetch });
    const { store } = renderSlip(threeLegs());
    fireEvent.change(screen.getByLabelText('Stake'), { target: { value: '10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Place bet' }));
    const accept = await screen.findByRole('button', { name: 'Accept new prices and place bet' });
    expect(store.getState().betslip.bets[0]?.odds).toBe(2.5);
    expect(within(screen.getAllByTestId('slip-leg')[0]!).getByTestId('leg-odds')).toHaveAttribute('data-move', 'up');
    expect(screen.getByTestId('slip-error')).toHaveTextContent('The price of a selection changed.');
    expect(returnText()).toContain('112.50');

    fireEvent.click(accept);
    expect(await screen.findByText('Bet placed')).toBeInTheDocument();
    const second = bodyOf(fake.calls[1]!);
    expect(second.bets[0]?.odds).toBe(2.5);
    expect(second.requestId).not.toBe(bodyOf(fake.calls[0]!).requestId);
  });

  it('an in-play ticket counts down to acceptAt, then is polled until accepted', async () => {
    const acceptAt = new Date(Date.now() + 1200).toISOString();
    const pending = ticket({ status: 'pending', acceptAt });
    const fake = fakeFetch(
      jsonResponse(200, envelope({ tickets: [pending], balance: 990, bonusBalance: 0 })),
      jsonResponse(200, envelope({ mybets: [{ ...pending, status: 'accepted' }], history: [] })),
    );
    configureApiClient({ fetchImpl: fake.fetch });
    renderSlip(threeLegs());
    fireEvent.change(screen.getByLabelText('Stake'), { target: { value: '10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Place bet' }));
    expect(await screen.findByText(/Live bet: checked in [12] s/)).toBeInTheDocument();
    expect(screen.getByTestId('receipt-ticket')).toHaveAttribute('data-status', 'pending');
    await waitFor(() => expect(screen.getByTestId('receipt-ticket')).toHaveAttribute('data-status', 'accepted'), { timeout: 5000 });
    expect(fake.calls[1]!.url).toContain('/api/sports/mybets?status=open');
    expect(screen.getByText('Bet placed')).toBeInTheDocument();
  });

  it('shows a refused in-play ticket with its reason', async () => {
    const pending = ticket({ status: 'pending', acceptAt: new Date(Date.now() - 1000).toISOString() });
    const fake = fakeFetch(
      jsonResponse(200, envelope({ tickets: [pending], balance: 990, bonusBalance: 0 })),
      jsonResponse(200, envelope({ mybets: [], history: [{ ...pending, status: 'rejected', rejectReason: 'BETSLIP_ODDS_CHANGED' }] })),
    );
    configureApiClient({ fetchImpl: fake.fetch });
    const { onBalanceChanged } = renderSlip(threeLegs());
    fireEvent.change(screen.getByLabelText('Stake'), { target: { value: '10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Place bet' }));
    expect(await screen.findByText('Bet not accepted', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText(/Not accepted: The price of a selection changed\./)).toBeInTheDocument();
    await waitFor(() => expect(onBalanceChanged).toHaveBeenCalledTimes(2));
  });
});
