import { afterEach, describe, expect, it } from 'vitest';
import { configureApiClient } from '../../../lib/api-client';
import { envelope, errorBody, jsonResponse, routedFetch } from '../../../test/fake-fetch';
import { makeTestStore, signedInAs } from '../../../test/render';
import { emptyPosition, homeId, marketId, wireMarket, wireOrder, wirePosition } from '../exchange-fixtures';
import { exchangeApi } from './exchange-api';

afterEach(() => {
  configureApiClient({ fetchImpl: (...args) => fetch(...args) });
});

const page = <T,>(list: T[]) => envelope({ list, total: list.length, perPage: 20, currentPage: 1 });
const orderReply = () => jsonResponse(200, envelope({ order: wireOrder(), balance: 90, exposure: 10 }));

describe('exchangeApi', () => {
  it('reads the lobby with its filters and parses it with the contract', async () => {
    const fake = routedFetch({ 'GET /api/exchange/markets': [jsonResponse(200, page([]))] });
    configureApiClient({ fetchImpl: fake.fetch });
    const { store } = makeTestStore(signedInAs('player'));
    const result = await store.dispatch(exchangeApi.endpoints.exchangeLobby.initiate({ sportId: 1, state: 'inplay', q: 'lions', page: 2, perPage: 20 }));
    expect(result.data?.list).toEqual([]);
    expect(fake.calls[0]!.url).toMatch(/\/api\/exchange\/markets\?.*sportId=1.*state=inplay.*q=lions/);
  });

  it('fails a reply outside the contract instead of half-reading it', async () => {
    const fake = routedFetch({ [`GET /api/exchange/markets/${marketId}`]: [jsonResponse(200, envelope({ ...wireMarket(), runners: 'x' }))] });
    configureApiClient({ fetchImpl: fake.fetch });
    const { store } = makeTestStore(signedInAs('player'));
    const result = await store.dispatch(exchangeApi.endpoints.exchangeMarket.initiate(marketId));
    expect(result.isError).toBe(true);
  });

  it('reads the market and position again after an order is placed, only the market after a 409', async () => {
    const fake = routedFetch({
      [`GET /api/exchange/markets/${marketId}`]: [jsonResponse(200, envelope(wireMarket()))],
      [`GET /api/exchange/markets/${marketId}/position`]: [jsonResponse(200, envelope(emptyPosition())), jsonResponse(200, envelope(wirePosition()))],
      'POST /api/exchange/orders': [jsonResponse(409, errorBody('Insufficient funds', 'INSUFFICIENT_FUNDS')), orderReply()],
    });
    configureApiClient({ fetchImpl: fake.fetch });
    const { store } = makeTestStore(signedInAs('player'));
    const market = store.dispatch(exchangeApi.endpoints.exchangeMarket.initiate(marketId));
    const position = store.dispatch(exchangeApi.endpoints.exchangePosition.initiate(marketId));
    await Promise.all([market, position]);
    const body = { marketId, runnerId: homeId, side: 'back' as const, price: 3, stake: 10, persistence: 'lapse' as const, requestId: 'req-00000001' };
    const refused = await store.dispatch(exchangeApi.endpoints.placeExchangeOrder.initiate(body));
    expect(refused.error).toMatchObject({ status: 409 });
    await new Promise((resolve) => setTimeout(resolve, 20));
    // A refusal reads the market (its state) again, not the position.
    expect(fake.calls.slice(-1).map((call) => new URL(call.url, 'http://x').pathname)).toEqual([`/api/exchange/markets/${marketId}`]);
    const countAfterRefusal = fake.calls.length;
    await store.dispatch(exchangeApi.endpoints.placeExchangeOrder.initiate({ ...body, requestId: 'req-00000002' }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    const reads = fake.calls.slice(countAfterRefusal + 1).map((call) => new URL(call.url, 'http://x').pathname);
    expect(reads).toEqual(expect.arrayContaining([`/api/exchange/markets/${marketId}`, `/api/exchange/markets/${marketId}/position`]));
    expect(JSON.parse(String(fake.calls[countAfterRefusal]!.init.body))).toMatchObject({ side: 'back', price: 3, stake: 10, requestId: 'req-00000002' });
    market.unsubscribe();
    position.unsubscribe();
  });

  it('cancels with DELETE and reduces with PATCH of the new remaining stake', async () => {
    const id = wireOrder().id;
    const fake = routedFetch({ [`DELETE /api/exchange/orders/${id}`]: [orderReply()], [`PATCH /api/exchange/orders/${id}`]: [orderReply()] });
    configureApiClient({ fetchImpl: fake.fetch });
    const { store } = makeTestStore(signedInAs('player'));
    await store.dispatch(exchangeApi.endpoints.cancelExchangeOrder.initiate({ orderId: id, marketId }));
    await store.dispatch(exchangeApi.endpoints.reduceExchangeOrder.initiate({ orderId: id, marketId, remaining: 2.5 }));
    expect(fake.calls.map((call) => call.init.method)).toEqual(['DELETE', 'PATCH']);
    expect(JSON.parse(String(fake.calls[1]!.init.body))).toEqual({ remaining: 2.5 });
  });
});
