import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { configureApiClient } from '../../../lib/api-client';
import { SocketProvider } from '../../../lib/socket-context';
import { envelope, errorBody, jsonResponse, routedFetch } from '../../../test/fake-fetch';
import { renderWithProviders, signedInAs } from '../../../test/render';
import { awayId, emptyPosition, homeId, marketId, wireMarket, wireOrder, wirePosition } from '../exchange-fixtures';
import { fakeSocket } from '../../../test/fake-socket';
import { oneClickStorageKey } from '../hooks/use-one-click';
import { MarketScreen } from './market-screen';

const marketPath = `GET /api/exchange/markets/${marketId}`;
const positionPath = `GET /api/exchange/markets/${marketId}/position`;
const orderReply = () => jsonResponse(200, envelope({ order: wireOrder({ status: 'matched', remaining: 0, matched: 10 }), balance: 90, exposure: 10 }));

function renderMarket(routes: Record<string, (Response | Error)[]>) {
  const fake = routedFetch({ [marketPath]: [jsonResponse(200, envelope(wireMarket()))], [positionPath]: [jsonResponse(200, envelope(wirePosition()))], ...routes });
  configureApiClient({ fetchImpl: fake.fetch });
  const live = fakeSocket();
  const view = renderWithProviders(
    <SocketProvider value={live.socket}>
      <MarketScreen marketId={marketId} />
    </SocketProvider>,
    signedInAs('player'),
  );
  return { ...view, fake, live };
}

const posted = (fake: ReturnType<typeof routedFetch>) => fake.calls.filter((call) => call.init.method === 'POST').map((call) => JSON.parse(String(call.init.body)));

beforeEach(() => window.localStorage.clear());
afterEach(() => configureApiClient({ fetchImpl: (...args) => fetch(...args) }));

describe('MarketScreen', () => {
  it('shows the market, its ladder with back and lay levels and the P&L per runner', async () => {
    renderMarket({});
    expect(await screen.findByRole('heading', { name: 'Lions v Tigers' })).toBeInTheDocument();
    const header = screen.getByTestId('market-header');
    expect(header).toHaveTextContent('1,234.50 EUR');
    expect(header).toHaveTextContent('Commission 5% on net winnings');
    const lions = screen.getByTestId(`runner-${homeId}`);
    expect(within(lions).getByRole('button', { name: 'Back at 2.5, €120 available' })).toHaveAttribute('data-best');
    expect(within(lions).getByRole('button', { name: 'Back at 2.46, €15 available' })).not.toHaveAttribute('data-best');
    expect(within(lions).getByRole('button', { name: 'Lay at 2.52, €80 available' })).toHaveAttribute('data-side', 'lay');
    expect(within(lions).getByText('Last traded 2.5')).toBeInTheDocument();
    expect(await within(lions).findByText('+8.00 EUR')).toBeInTheDocument();
    expect(within(screen.getByTestId(`runner-${awayId}`)).getByText('-4.00 EUR')).toBeInTheDocument();
  });

  it('prefills the panel from a back price, steps the price on the ladder, shows profit and projected P&L, and places the order', async () => {
    const { fake } = renderMarket({ 'POST /api/exchange/orders': [orderReply()] });
    const lions = await screen.findByTestId(`runner-${homeId}`);
    fireEvent.click(within(lions).getByRole('button', { name: 'Back at 2.5, €120 available' }));
    const panel = screen.getByTestId('bet-panel');
    expect(within(panel).getByRole('textbox', { name: 'Price' })).toHaveValue('2.5');
    fireEvent.change(within(panel).getByRole('textbox', { name: 'Stake' }), { target: { value: '10' } });
    expect(within(panel).getByTestId('order-figures')).toHaveTextContent('Profit 15.00 EUR');
    await waitFor(() => expect(within(lions).getByTestId('projected-pnl')).toHaveTextContent('+23.00 EUR'));
    expect(within(screen.getByTestId(`runner-${awayId}`)).getByTestId('projected-pnl')).toHaveTextContent('-14.00 EUR');
    fireEvent.click(within(panel).getByRole('button', { name: 'Higher price' }));
    expect(within(panel).getByRole('textbox', { name: 'Price' })).toHaveValue('2.52');
    fireEvent.click(within(panel).getByRole('button', { name: 'Place back order' }));
    await waitFor(() => expect(posted(fake)).toHaveLength(1));
    expect(posted(fake)[0]).toMatchObject({ marketId, runnerId: homeId, side: 'back', price: 2.52, stake: 10, persistence: 'lapse' });
    expect(posted(fake)[0].requestId).toMatch(/^[A-Za-z0-9_:-]{8,64}$/);
    await waitFor(() => expect(screen.queryByTestId('bet-panel')).toBeNull());
  });

  it('shows the liability of a lay and a refusal for insufficient funds in the panel', async () => {
    const { fake } = renderMarket({ 'POST /api/exchange/orders': [jsonResponse(409, errorBody('stake: insufficient funds for the liability of this order.', 'EXCHANGE_INSUFFICIENT_FUNDS', 'stake'))] });
    const lions = await screen.findByTestId(`runner-${homeId}`);
    fireEvent.click(within(lions).getByRole('button', { name: 'Lay at 2.52, €80 available' }));
    const panel = screen.getByTestId('bet-panel');
    fireEvent.click(within(panel).getByRole('button', { name: '10' }));
    expect(within(panel).getByTestId('order-figures')).toHaveTextContent('Liability 15.20 EUR');
    fireEvent.click(within(panel).getByRole('radio', { name: 'Keep at in-play' }));
    fireEvent.click(within(panel).getByRole('button', { name: 'Place lay order' }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent("Not enough funds for this order's liability.");
    expect(posted(fake)[0]).toMatchObject({ side: 'lay', price: 2.52, stake: 10, persistence: 'keep' });
  });

  it('refuses a stake below the minimum and an off-ladder typed price', async () => {
    renderMarket({});
    const lions = await screen.findByTestId(`runner-${homeId}`);
    fireEvent.click(within(lions).getByRole('button', { name: 'Back at 2.5, €120 available' }));
    const panel = screen.getByTestId('bet-panel');
    fireEvent.change(within(panel).getByRole('textbox', { name: 'Stake' }), { target: { value: '1' } });
    expect(within(panel).getByText('The smallest stake is 2.00 EUR')).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Place back order' })).toBeDisabled();
    fireEvent.change(within(panel).getByRole('textbox', { name: 'Price' }), { target: { value: '2.51' } });
    expect(within(panel).getByText('Not a price on the exchange ladder')).toBeInTheDocument();
  });

  it('places at once in one-click mode, with a banner saying so', async () => {
    window.localStorage.setItem(oneClickStorageKey, JSON.stringify({ enabled: true, stakeText: '5' }));
    const { fake } = renderMarket({ 'POST /api/exchange/orders': [orderReply()] });
    expect(await screen.findByTestId('one-click-banner')).toHaveTextContent('places a 5.00 EUR order at once');
    fireEvent.click(within(await screen.findByTestId(`runner-${homeId}`)).getByRole('button', { name: 'Lay at 2.52, €80 available' }));
    await waitFor(() => expect(posted(fake)).toHaveLength(1));
    expect(posted(fake)[0]).toMatchObject({ side: 'lay', price: 2.52, stake: 5 });
    expect(screen.queryByTestId('bet-panel')).toBeNull();
    expect(await screen.findByText('Matched: Lions at 3')).toBeInTheDocument();
  });

  it('explains a refusal of a one-click order for a suspended market', async () => {
    window.localStorage.setItem(oneClickStorageKey, JSON.stringify({ enabled: true, stakeText: '5' }));
    renderMarket({ 'POST /api/exchange/orders': [jsonResponse(409, errorBody('marketId: the market is suspended.', 'EXCHANGE_MARKET_SUSPENDED', 'marketId'))] });
    fireEvent.click(within(await screen.findByTestId(`runner-${homeId}`)).getByRole('button', { name: 'Back at 2.5, €120 available' }));
    expect(await screen.findByText('The market is suspended: no new orders until it reopens.')).toBeInTheDocument();
  });

  it('joins the market room and applies the live ladder and position', async () => {
    const { live, fake } = renderMarket({});
    const lions = await screen.findByTestId(`runner-${homeId}`);
    await within(lions).findByText('+8.00 EUR');
    expect(live.emitted).toContainEqual({ event: 'subscribe', body: { channels: [`exmarket:${marketId}`] } });
    const ladder = { ...wireMarket().ladder, matchedVolume: 2000, runners: [{ ...wireMarket().ladder.runners[0]!, availableToBack: [{ price: 2.6, size: 7 }] }] };
    act(() => live.push('exchangeLadder', ladder));
    // The moved best level is highlighted for a moment.
    expect(await within(lions).findByRole('button', { name: 'Back at 2.6, €7 available' })).toHaveAttribute('data-flash');
    expect(screen.getByTestId('market-header')).toHaveTextContent('2,000.00 EUR');
    act(() => live.push('exchangePosition', wirePosition({ profits: [{ runnerId: homeId, profit: 20 }, { runnerId: awayId, profit: -10 }] })));
    expect(await within(lions).findByText('+20.00 EUR')).toBeInTheDocument();
    fireEvent.click(within(lions).getByRole('button', { name: 'Back at 2.6, €7 available' }));
    fireEvent.change(within(screen.getByTestId('bet-panel')).getByRole('textbox', { name: 'Stake' }), { target: { value: '5' } });
    act(() => live.push('exchangeLadder', { ...ladder, status: 'suspended' }));
    expect(await screen.findByText(/The market is suspended/)).toBeInTheDocument();
    expect(within(lions).getByRole('button', { name: 'Back at 2.6, €7 available' })).toBeDisabled();
    expect(within(screen.getByTestId('bet-panel')).getByRole('button', { name: 'Place back order' })).toBeDisabled();
    // A reconnect joins the room again; once the server acknowledges the join, the market and the
    // position are read once more (a refused join reads nothing).
    const reads = fake.calls.length;
    act(() => live.push('connect', undefined));
    expect(live.emitted.filter((sent) => sent.event === 'subscribe')).toHaveLength(2);
    act(() => live.acknowledge({ ok: false }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fake.calls.length).toBe(reads);
    act(() => live.push('connect', undefined));
    act(() => live.acknowledge({ ok: true }));
    await waitFor(() => expect(fake.calls.length).toBe(reads + 2));
  });

  it('cancels and reduces an unmatched order', async () => {
    const id = wireOrder().id;
    const reply = () => jsonResponse(200, envelope({ order: wireOrder(), balance: 90, exposure: 4 }));
    const { fake } = renderMarket({ [`DELETE /api/exchange/orders/${id}`]: [reply()], [`PATCH /api/exchange/orders/${id}`]: [reply()] });
    const order = await screen.findByTestId('open-order');
    expect(order).toHaveTextContent('6.00 EUR unmatched of 10.00 EUR');
    fireEvent.click(within(order).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(fake.calls.some((call) => call.init.method === 'DELETE')).toBe(true));
    fireEvent.click(within(await screen.findByTestId('open-order')).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'New unmatched stake' }), { target: { value: '4' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reduce' }));
    await waitFor(() => expect(fake.calls.some((call) => call.init.method === 'PATCH')).toBe(true));
    const patch = fake.calls.find((call) => call.init.method === 'PATCH')!;
    expect(JSON.parse(String(patch.init.body))).toEqual({ remaining: 4 });
  });

  it('shows the green-up order and places it as one order', async () => {
    const greenUp = { runnerId: homeId, side: 'lay' as const, price: 2, stake: 6, profitsAfter: [{ runnerId: homeId, profit: 2 }, { runnerId: awayId, profit: 2 }] };
    const { fake } = renderMarket({ [positionPath]: [jsonResponse(200, envelope(wirePosition({ greenUp })))], 'POST /api/exchange/orders': [orderReply()] });
    fireEvent.click(await screen.findByRole('button', { name: 'Cash out +2.00 EUR' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('This places one order: Lay Lions at 2 for 6.00 EUR.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Place the cash-out order' }));
    await waitFor(() => expect(posted(fake)).toHaveLength(1));
    expect(posted(fake)[0]).toMatchObject({ runnerId: homeId, side: 'lay', price: 2, stake: 6 });
  });

  it('shows a load failure with a retry, and no P&L before any match', async () => {
    renderMarket({ [marketPath]: [jsonResponse(500, errorBody('boom')), jsonResponse(200, envelope(wireMarket()))], [positionPath]: [jsonResponse(200, envelope(emptyPosition()))] });
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    const lions = await screen.findByTestId(`runner-${homeId}`);
    expect(within(lions).queryByText(/EUR$/)).toBeNull();
  });
});
