import { and, asc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { events, exchangeEvents, exchangeMarkets, exchangeOrders, exchangePositions, exchangeRunners, markets, selections } from '../../db/schema';
import { bearer, describeEachDatabase, loginAs } from '../../test/app';
import { fundedPlayer } from '../../test/bank';
import { createMarket } from '../../test/betting';
import { feedStartMs, startManualFeed } from '../../test/sports';
import { useMoneySuite } from '../../test/ledger';
import { userBalances } from '../ledger';
import { seedMatch, seedOpenOrder } from './admin-exchange.fixtures';
import { syncExchangeWithFeed } from './admin-exchange.feed';

type Market = { id: string; status: string; inPlay: boolean; runners: { id: string; name: string }[]; openOrders: number; unmatchedVolume: number; playerCount: number; ladder: { runners: { runnerId: string; availableToBack: { price: number; size: number }[]; availableToLay: { price: number; size: number }[]; lastTradedPrice: number | null; tradedVolume: number }[] } };
type Event = { id: string; name: string; status: string; linkedEventId: string | null; marketCount: number; matchedVolume: number; markets: Market[] };

const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();

describeEachDatabase('staff exchange: events, markets, tickets', (database) => {
  let app: FastifyInstance;
  let staff: string;
  let support: string;
  useMoneySuite(database, async (suite) => {
    ({ app, staff } = suite);
    support = await loginAs(app, 'support', 'SupportPass123');
  });

  const send = (method: 'GET' | 'POST', url: string, payload?: unknown, token = staff) =>
    app.inject({ method, url, headers: bearer(token), ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });
  const eventOf = async (id: string) => (await send('GET', `/api/admin/exchange-events/${id}`)).json().response as Event;
  const cash = async (userId: string) => (await userBalances(app.db, userId, 'EUR')).cashCents;
  const escrow = async (marketId: string, userId: string) =>
    (await app.db.select().from(exchangePositions).where(and(eq(exchangePositions.marketId, marketId), eq(exchangePositions.userId, userId))))[0]?.escrowCents ?? 0;

  async function manualEvent(name: string, runners = ['Home', 'Draw', 'Away']): Promise<Event> {
    const created = await send('POST', '/api/admin/exchange-events', { source: 'manual', name, sportId: 1, startsAt: inAnHour(), markets: [{ name: 'Match Odds', runners }] });
    expect(created.statusCode, created.body).toBe(201);
    return created.json().response as Event;
  }

  it('creates a manual event, lists and filters it; players get 403 and support may read but not write', async () => {
    const event = await manualEvent('North v South');
    expect(event).toMatchObject({ name: 'North v South', status: 'upcoming', linkedEventId: null, marketCount: 1, matchedVolume: 0 });
    expect(event.markets[0]).toMatchObject({ status: 'open', inPlay: false, openOrders: 0, unmatchedVolume: 0, playerCount: 0, result: null });
    expect(event.markets[0]?.runners.map((runner) => runner.name)).toEqual(['Home', 'Draw', 'Away']);
    const list = await send('GET', '/api/admin/exchange-events?q=north&status=upcoming&sportId=1', undefined, support);
    expect(list.statusCode).toBe(200);
    expect(list.json().response.list.map((row: Event) => row.id)).toContain(event.id);
    expect((await send('GET', '/api/admin/exchange-events?status=finished')).json().response.list.map((row: Event) => row.id)).not.toContain(event.id);
    const player = await fundedPlayer(app, 'x403', 0);
    for (const [method, url] of [['GET', '/api/admin/exchange-events'], ['GET', '/api/admin/exchange-tickets'], ['POST', `/api/admin/exchange-markets/${event.markets[0]?.id}/status`]] as const) {
      expect((await send(method, url, method === 'POST' ? { action: 'suspend' } : undefined, player.token)).statusCode).toBe(403);
    }
    expect((await send('POST', `/api/admin/exchange-markets/${event.markets[0]?.id}/status`, { action: 'suspend' }, support)).statusCode).toBe(403);
  });

  it('answers 400 naming the field for bad input, 404 for unknown ids', async () => {
    const cases: [string, string, unknown, string][] = [
      ['POST', '/api/admin/exchange-events', { source: 'manual', name: 'X', sportId: 1, startsAt: inAnHour(), markets: [{ name: 'Match Odds', runners: ['A', 'B'] }] }, 'name'],
      ['POST', '/api/admin/exchange-events', { source: 'manual', name: 'Dup v Dup', sportId: 1, startsAt: inAnHour(), markets: [{ name: 'Match Odds', runners: ['Same', 'same'] }] }, 'markets.0.runners'],
      ['POST', '/api/admin/exchange-events', { source: 'manual', name: 'No v Sport', sportId: 99_999, startsAt: inAnHour(), markets: [{ name: 'Match Odds', runners: ['A1', 'B1'] }] }, 'sportId'],
      ['POST', '/api/admin/exchange-events', { source: 'feed', eventId: 'nope' }, 'eventId'],
      ['GET', '/api/admin/exchange-events?status=later', undefined, 'status'],
      ['GET', '/api/admin/exchange-tickets?side=both', undefined, 'side'],
      ['GET', '/api/admin/exchange-events/not-a-uuid', undefined, 'id'],
    ];
    for (const [method, url, payload, field] of cases) {
      const response = await send(method as 'GET' | 'POST', url, payload);
      expect(response.statusCode, `${url} ${response.body}`).toBe(400);
      expect(response.json().field ?? response.json().message).toContain(field);
    }
    const event = await manualEvent('Bad v Input');
    const marketId = event.markets[0]?.id;
    const badAction = await send('POST', `/api/admin/exchange-markets/${marketId}/status`, { action: 'explode' });
    expect(badAction.statusCode).toBe(400);
    expect(badAction.json().field).toBe('action');
    const badWinner = await send('POST', `/api/admin/exchange-markets/${marketId}/result`, { result: { kind: 'winner', runnerId: crypto.randomUUID() }, reason: 'final whistle' });
    expect(badWinner.statusCode).toBe(400);
    expect(badWinner.json().field).toBe('result.runnerId');
    expect((await send('GET', `/api/admin/exchange-events/${crypto.randomUUID()}`)).statusCode).toBe(404);
    expect((await send('POST', `/api/admin/exchange-markets/${crypto.randomUUID()}/status`, { action: 'suspend' })).statusCode).toBe(404);
  });

  it('suspends, reopens, turns in-play (lapse orders lapse, keep orders stay) and closes, releasing escrow; illegal moves are 409 naming the action', async () => {
    const event = await manualEvent('Lapse v Keep');
    const market = event.markets[0] as Market;
    const [home, draw, away] = market.runners.map((runner) => runner.id) as [string, string, string];
    const [backer, layer, laps, keeps] = [await fundedPlayer(app, 'lk1', 10_000), await fundedPlayer(app, 'lk2', 10_000), await fundedPlayer(app, 'lk3', 10_000), await fundedPlayer(app, 'lk4', 10_000)];
    await seedMatch(app, market.id, { backUserId: backer.id, layUserId: layer.id, runnerId: home, priceMilli: 3_000, stakeCents: 1_000 });
    await seedOpenOrder(app, market.id, { userId: laps.id, runnerId: draw, side: 'back', priceMilli: 2_000, stakeCents: 500 });
    await seedOpenOrder(app, market.id, { userId: keeps.id, runnerId: away, side: 'lay', priceMilli: 4_000, stakeCents: 1_000, persistence: 'keep' });
    await seedOpenOrder(app, market.id, { userId: keeps.id, runnerId: away, side: 'lay', priceMilli: 3_900, stakeCents: 200, persistence: 'keep' });
    expect([await cash(laps.id), await escrow(market.id, laps.id)]).toEqual([9_500, 500]);
    expect([await cash(keeps.id), await escrow(market.id, keeps.id)]).toEqual([6_420, 3_580]);

    let view = (await eventOf(event.id)).markets[0] as Market;
    expect(view).toMatchObject({ openOrders: 3, unmatchedVolume: 17, playerCount: 4 });
    const awayLadder = view.ladder.runners.find((runner) => runner.runnerId === away);
    expect(awayLadder?.availableToBack).toEqual([{ price: 4, size: 10 }, { price: 3.9, size: 2 }]);
    expect(view.ladder.runners.find((runner) => runner.runnerId === draw)?.availableToLay).toEqual([{ price: 2, size: 5 }]);
    expect(view.ladder.runners.find((runner) => runner.runnerId === home)).toMatchObject({ lastTradedPrice: 3, tradedVolume: 10, availableToBack: [], availableToLay: [] });

    const status = (action: string, reason?: string) => send('POST', `/api/admin/exchange-markets/${market.id}/status`, { action, ...(reason ? { reason } : {}) });
    expect((await status('suspend', 'checking a goal')).json().response.markets[0].status).toBe('suspended');
    const twice = await status('suspend');
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ code: 'EXCHANGE_MARKET_STATUS', field: 'action' });
    expect(twice.json().message).toContain('suspend');
    expect((await status('reopen')).json().response.markets[0].status).toBe('open');
    expect((await status('reopen')).statusCode).toBe(409);

    const inPlay = await status('turn_in_play', 'kick-off');
    expect(inPlay.statusCode, inPlay.body).toBe(200);
    expect(inPlay.json().response).toMatchObject({ status: 'inplay', markets: [{ inPlay: true, status: 'open', openOrders: 2 }] });
    expect([await cash(laps.id), await escrow(market.id, laps.id)]).toEqual([10_000, 0]);
    expect([await cash(keeps.id), await escrow(market.id, keeps.id)]).toEqual([6_420, 3_580]);
    const lapsed = await app.db.select().from(exchangeOrders).where(eq(exchangeOrders.userId, laps.id));
    expect(lapsed).toMatchObject([{ status: 'lapsed', cancelledCents: 500, matchedCents: 0 }]);
    expect((await status('turn_in_play')).json().message).toContain('turn_in_play');

    const closed = await status('close', 'full time');
    expect(closed.json().response).toMatchObject({ status: 'finished', markets: [{ status: 'closed', openOrders: 0, unmatchedVolume: 0 }] });
    expect([await cash(keeps.id), await escrow(market.id, keeps.id)]).toEqual([10_000, 0]);
    // The matched bet keeps its escrow until the result: the backer risks 10, the layer 20.
    expect([await escrow(market.id, backer.id), await escrow(market.id, layer.id)]).toEqual([1_000, 2_000]);
    for (const action of ['suspend', 'reopen', 'turn_in_play', 'close']) expect((await status(action)).statusCode).toBe(409);

    view = (await eventOf(event.id)).markets[0] as Market;
    expect(view.ladder.runners.every((runner) => runner.availableToBack.length === 0 && runner.availableToLay.length === 0)).toBe(true);
    const history = (await send('GET', '/api/admin/history?perPage=100')).json().response.list as { action: string; detail: { reason?: string } }[];
    expect(history.map((row) => row.action)).toEqual(expect.arrayContaining(['exchange_event.create', 'exchange_market.suspend', 'exchange_market.reopen', 'exchange_market.turn_in_play', 'exchange_market.close']));
    expect(history.find((row) => row.action === 'exchange_market.close')?.detail.reason).toBe('full time');
  });

  it('lists tickets with filters and shows one with its matches, counterparty and ledger trail', async () => {
    const event = await manualEvent('Ticket v Trail', ['Alpha', 'Beta']);
    const market = event.markets[0] as Market;
    const [alpha] = market.runners.map((runner) => runner.id) as [string, string];
    const [backer, layer] = [await fundedPlayer(app, 'tt1', 10_000), await fundedPlayer(app, 'tt2', 10_000)];
    const { backOrderId } = await seedMatch(app, market.id, { backUserId: backer.id, layUserId: layer.id, runnerId: alpha, priceMilli: 2_500, stakeCents: 2_000 });
    const list = await send('GET', `/api/admin/exchange-tickets?marketId=${market.id}&side=back&user=tt1`);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().response).toMatchObject({ total: 1, list: [{ id: backOrderId, username: 'user_tt1', side: 'back', price: 2.5, stake: 20, matched: 20, remaining: 0, averagePrice: 2.5, status: 'matched', runnerName: 'Alpha', marketName: 'Match Odds', eventName: 'Ticket v Trail', currency: 'EUR' }] });
    expect((await send('GET', `/api/admin/exchange-tickets?eventId=${event.id}`)).json().response.total).toBe(2);
    expect((await send('GET', `/api/admin/exchange-tickets?eventId=${event.id}&status=open`)).json().response.total).toBe(0);
    const settled = await send('POST', `/api/admin/exchange-markets/${market.id}/result`, { result: { kind: 'winner', runnerId: alpha }, reason: 'Alpha won' });
    expect(settled.statusCode, settled.body).toBe(200);
    const detail = await send('GET', `/api/admin/exchange-tickets/${backOrderId}`, undefined, support);
    expect(detail.statusCode, detail.body).toBe(200);
    const body = detail.json().response;
    expect(body.matches).toMatchObject([{ orderId: backOrderId, side: 'back', price: 2.5, stake: 20, winAmount: 30, counterpartyId: layer.id }]);
    // Escrow locked 20 and released 20 at settlement; won 30 and paid 1.50 commission.
    expect(body.ledger.map((entry: { code: string; amount: number; account: string }) => [entry.code, entry.amount, entry.account])).toEqual([
      ['exchange_escrow_lock', 20, 'escrow'],
      ['exchange_escrow_release', -20, 'escrow'],
      ['exchange_win', 30, 'cash'],
      ['exchange_commission', -1.5, 'cash'],
    ]);
    expect((await send('GET', `/api/admin/exchange-tickets/${crypto.randomUUID()}`)).statusCode).toBe(404);
  });

  it('links a sportsbook event (409 the second time) and follows it: live, dangerous moment, end', async () => {
    const sportsbook = await createMarket(app, staff, 'Linked', [2.1, 3.2, 3.5]);
    const link = await send('POST', '/api/admin/exchange-events', { source: 'feed', eventId: sportsbook.eventId });
    expect(link.statusCode, link.body).toBe(201);
    const event = link.json().response as Event;
    expect(event).toMatchObject({ name: 'Linked A v Linked B', linkedEventId: sportsbook.eventId, status: 'upcoming', markets: [{ name: 'Match Winner', status: 'open', inPlay: false }] });
    expect(event.markets[0]?.runners.map((runner) => runner.name)).toEqual(['Linked A', 'Linked B', 'Linked C']);
    const again = await send('POST', '/api/admin/exchange-events', { source: 'feed', eventId: sportsbook.eventId });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'EXCHANGE_EVENT_LINKED', field: 'eventId' });

    const market = event.markets[0] as Market;
    const player = await fundedPlayer(app, 'fd1', 5_000);
    await seedOpenOrder(app, market.id, { userId: player.id, runnerId: market.runners[0]?.id ?? '', side: 'back', priceMilli: 2_000, stakeCents: 1_000 });
    const scope = { eventIds: [sportsbook.eventId] };
    const patch = (url: string, payload: unknown) => app.inject({ method: 'PATCH', url, headers: bearer(staff), payload: payload as Record<string, unknown> });
    const marketNow = async () => (await eventOf(event.id)).markets[0] as Market;

    expect(await syncExchangeWithFeed(app.db, scope)).toEqual({ linked: 0, changed: 0 });
    await patch(`/api/admin/events/${sportsbook.eventId}`, { status: 'live' });
    expect(await syncExchangeWithFeed(app.db, scope)).toEqual({ linked: 0, changed: 1 });
    expect(await marketNow()).toMatchObject({ inPlay: true, status: 'open', openOrders: 0 });
    expect(await cash(player.id)).toBe(5_000);
    expect((await eventOf(event.id)).status).toBe('inplay');

    await patch(`/api/admin/markets/${sportsbook.marketId}`, { status: 'suspended' });
    await syncExchangeWithFeed(app.db, scope);
    expect((await marketNow()).status).toBe('suspended');
    await patch(`/api/admin/markets/${sportsbook.marketId}`, { status: 'open' });
    await syncExchangeWithFeed(app.db, scope);
    expect((await marketNow()).status).toBe('open');

    // A staff suspension stays when the sportsbook market reopens.
    await send('POST', `/api/admin/exchange-markets/${market.id}/status`, { action: 'suspend', reason: 'integrity check' });
    expect(await syncExchangeWithFeed(app.db, scope)).toEqual({ linked: 0, changed: 0 });
    expect((await marketNow()).status).toBe('suspended');

    await patch(`/api/admin/events/${sportsbook.eventId}`, { status: 'ended' });
    await syncExchangeWithFeed(app.db, scope);
    expect(await marketNow()).toMatchObject({ status: 'closed' });
    expect((await eventOf(event.id)).status).toBe('finished');
    expect(await syncExchangeWithFeed(app.db, scope)).toEqual({ linked: 0, changed: 0 });
  });
  it('gives every new feed fixture of the exchange sports its match-odds market, once', async () => {
    let nowMs = feedStartMs();
    await startManualFeed(app, 7, nowMs);
    let linked = 0;
    for (let run = 0; run < 20; run += 1) {
      const report = await syncExchangeWithFeed(app.db);
      linked += report.linked;
      if (report.linked === 0) break;
    }
    expect(linked).toBeGreaterThan(0);
    expect((await syncExchangeWithFeed(app.db)).linked).toBe(0);
    const fixtures = await app.db
      .selectDistinct({ id: events.id, sportId: events.sportId, feedEventId: events.feedEventId })
      .from(events)
      .innerJoin(markets, eq(markets.eventId, events.id))
      .where(and(inArray(events.sportId, [1, 2, 4, 7522]), inArray(events.status, ['scheduled', 'live']), inArray(markets.type, ['match-odds', 'match-winner', 'moneyline']), isNull(markets.line), inArray(markets.status, ['open', 'suspended'])));
    const linkedIds = new Set((await app.db.select({ id: exchangeEvents.linkedEventId }).from(exchangeEvents).where(isNotNull(exchangeEvents.linkedEventId))).map((row) => row.id));
    const feedFixtures = fixtures.filter((fixture) => !fixture.feedEventId.startsWith('manual-'));
    expect(feedFixtures.length).toBeGreaterThan(0);
    for (const fixture of feedFixtures) expect(linkedIds.has(fixture.id)).toBe(true);
    expect(new Set(feedFixtures.map((fixture) => fixture.sportId)).size).toBeGreaterThan(1);
    // Runners mirror the match-odds selections, in order.
    const sample = feedFixtures[0];
    const exchangeEvent = (await app.db.select().from(exchangeEvents).where(eq(exchangeEvents.linkedEventId, sample?.id ?? '')))[0];
    const [exchangeMarket] = await app.db.select().from(exchangeMarkets).where(eq(exchangeMarkets.eventId, exchangeEvent?.id ?? ''));
    const runners = await app.db.select().from(exchangeRunners).where(eq(exchangeRunners.marketId, exchangeMarket?.id ?? '')).orderBy(asc(exchangeRunners.sortOrder));
    const options = await app.db.select().from(selections).where(eq(selections.marketId, exchangeMarket?.linkedMarketId ?? '')).orderBy(asc(selections.sortOrder));
    expect(runners.map((runner) => [runner.name, runner.linkedSelectionId])).toEqual(options.map((option) => [option.name, option.id]));

    // The simulator's dangerous moments suspend the linked markets, and their end reopens them.
    const suspendedOnce = new Set<string>();
    let reopened = 0;
    for (let step = 0; step < 240 && reopened === 0; step += 1) {
      nowMs += 1_000;
      await app.feed.step(nowMs);
      await syncExchangeWithFeed(app.db);
      const rows = await app.db.select({ id: exchangeMarkets.id, status: exchangeMarkets.status, suspendedBy: exchangeMarkets.suspendedBy }).from(exchangeMarkets).where(isNotNull(exchangeMarkets.linkedMarketId));
      for (const row of rows) {
        if (row.suspendedBy === 'feed') suspendedOnce.add(row.id);
        else if (row.status === 'open' && suspendedOnce.has(row.id)) reopened += 1;
      }
    }
    expect(suspendedOnce.size).toBeGreaterThan(0);
    expect(reopened).toBeGreaterThan(0);
    const inPlay = await app.db.select({ id: exchangeMarkets.id }).from(exchangeMarkets).innerJoin(exchangeEvents, eq(exchangeEvents.id, exchangeMarkets.eventId)).innerJoin(events, eq(events.id, exchangeEvents.linkedEventId)).where(and(eq(events.status, 'live'), eq(exchangeMarkets.inPlay, false)));
    expect(inPlay).toEqual([]);
  });
});
