import { expect, it } from 'vitest';
import { bearer, useSuiteApp, describeEachDatabase, registerPlayer, loginDemo } from '../../test/app';
import { getJson, type ApiEvent } from '../../test/sports';

type StaffEvent = Omit<ApiEvent, 'marketsData'> & {
  marketsData: (ApiEvent['marketsData'][number] & { result: { outcome: string; winnerSelectionIds: string[] } | null })[];
};

describeEachDatabase('staff event management', (database) => {
  let staffToken: string;
  let playerToken: string;
  let event: StaffEvent;
  const testApp = useSuiteApp(database, { seedDemo: true }, async () => {
    staffToken = await loginDemo(testApp.app, 'staff');
    playerToken = (await registerPlayer(testApp.app, 'punter')).token;
  });

  const send = (method: 'POST' | 'PATCH', url: string, payload: unknown, token = staffToken) =>
    testApp.app.inject({ method, url, payload: payload as Record<string, unknown>, headers: bearer(token) });

  it('creates a manual event that players then see in the pre-match list', async () => {
    const startTime = new Date(Date.now() + 3_600_000).toISOString();
    const created = await send('POST', '/api/admin/events', { sportId: 4, competitionName: 'Test Cup', home: 'North', away: 'South', startTime });
    expect(created.statusCode).toBe(201);
    event = created.json().response.event;
    expect(event).toMatchObject({ name: 'North v South', sportId: 4, status: 'scheduled', source: 'manual', marketsData: [], competition: { name: 'Test Cup' } });
    expect(event.event_id).toMatch(/^manual-/);
    const { events } = await getJson<{ events: ApiEvent[] }>(testApp.app, '/api/sports/events?spid=4&type=presports');
    expect(events.map((listed) => listed.id)).toContain(event.id);
  });

  it('adds a market, edits odds, suspends and reopens it', async () => {
    const added = await send('POST', `/api/admin/events/${event.id}/markets`, { name: 'Match Winner', type: 'match-winner', options: [{ name: 'North', odds: 1.8 }, { name: 'South', odds: 2.05 }] });
    expect(added.statusCode).toBe(201);
    event = added.json().response.event;
    const market = event.marketsData[0] as StaffEvent['marketsData'][number];
    expect(market.options.map((option) => option.odds)).toEqual([1.8, 2.05]);
    const [north] = market.options;
    const edited = await send('PATCH', `/api/admin/markets/${market.id}`, { options: [{ id: north?.id, odds: 1.725 }] });
    expect(edited.json().response.event.marketsData[0].options[0].odds).toBe(1.725);
    const suspended = await send('PATCH', `/api/admin/markets/${market.id}`, { status: 'suspended' });
    expect(suspended.json().response.event.marketsData[0]).toMatchObject({ status: 'suspended', options: [{ odds: 'suspended' }, { odds: 'suspended' }] });
    const reopened = await send('PATCH', `/api/admin/markets/${market.id}`, { status: 'open' });
    expect(reopened.json().response.event.marketsData[0].options.map((option: { odds: number }) => option.odds)).toEqual([1.725, 2.05]);
  });

  it('sets the score and status, results the market, and records every action in the audit log', async () => {
    const live = await send('PATCH', `/api/admin/events/${event.id}`, { status: 'live', scores: { home: { runs: 12, wickets: 1, overs: '2.0' } } });
    expect(live.json().response.event).toMatchObject({ status: 'live', scores: { home: { runs: 12 } } });
    const score = await getJson<{ event: { scores: unknown } }>(testApp.app, `/api/admin/event-score?id=${event.id}`);
    expect(score.event.scores).toEqual({ home: { runs: 12, wickets: 1, overs: '2.0' } });
    const market = event.marketsData[0] as StaffEvent['marketsData'][number];
    const winner = market.options[1]?.id;
    const resulted = await send('POST', `/api/admin/markets/${market.id}/result`, { winners: [winner] });
    expect(resulted.statusCode).toBe(200);
    expect(resulted.json().response.event.marketsData[0]).toMatchObject({ status: 'settled', result: { marketId: market.id, outcome: 'winners', winnerSelectionIds: [winner] } });
    const afterSettle = await send('PATCH', `/api/admin/markets/${market.id}`, { status: 'open' });
    expect(afterSettle.statusCode).toBe(409);
    const ended = await send('PATCH', `/api/admin/events/${event.id}`, { status: 'ended' });
    expect(ended.json().response.event.status).toBe('ended');
    expect((await send('PATCH', `/api/admin/events/${event.id}`, { status: 'live' })).statusCode).toBe(409);
    const history = await getJson<{ list: { action: string }[] }>(testApp.app, '/api/admin/history?perPage=100', bearer(staffToken));
    const actions = history.list.map((row) => row.action);
    for (const action of ['event.create', 'market.create', 'market.update', 'event.update', 'market.result']) expect(actions).toContain(action);
  });

  it('voids every open market when an event is cancelled and supports dead heats', async () => {
    const created = await send('POST', '/api/admin/events', { sportId: 1, competitionName: 'Test League', home: 'East', away: 'West', startTime: new Date(Date.now() + 7_200_000).toISOString() });
    const id = created.json().response.event.id;
    const withMarket = await send('POST', `/api/admin/events/${id}/markets`, { name: 'First scorer', type: 'first-scorer', options: [{ name: 'A', odds: 3 }, { name: 'B', odds: 3 }, { name: 'C', odds: 3 }] });
    const market = withMarket.json().response.event.marketsData[0];
    const tie = [market.options[0].id, market.options[1].id];
    const dead = await send('POST', `/api/admin/markets/${market.id}/result`, { winners: tie, deadHeatCount: 2 });
    expect(dead.json().response.event.marketsData[0].result).toMatchObject({ outcome: 'dead-heat', winnerSelectionIds: tie });
    const second = await send('POST', `/api/admin/events/${id}/markets`, { name: 'Winner', type: 'match-odds', options: [{ name: 'East', odds: 2 }, { name: 'West', odds: 2 }] });
    expect(second.statusCode).toBe(201);
    const cancelled = await send('PATCH', `/api/admin/events/${id}`, { status: 'cancelled' });
    const markets = cancelled.json().response.event.marketsData as StaffEvent['marketsData'];
    expect(markets.find((entry) => entry.type === 'match-odds')).toMatchObject({ status: 'settled', result: { outcome: 'void', winnerSelectionIds: [] } });
    expect(markets.find((entry) => entry.type === 'first-scorer')?.result?.outcome).toBe('dead-heat');
  });

  it('lists live events first for staff, then the rest by start time', async () => {
    const create = async (home: string, inMs: number) =>
      (await send('POST', '/api/admin/events', { sportId: 4, competitionName: 'Order Cup', home, away: `${home} B`, startTime: new Date(Date.now() + inMs).toISOString() })).json().response.event as StaffEvent;
    const soon = await create('Soon', 3_600_000);
    const later = await create('Later', 10 * 86_400_000);
    await send('PATCH', `/api/admin/events/${later.id}`, { status: 'live' });
    const { list } = await getJson<{ list: StaffEvent[] }>(testApp.app, '/api/admin/events?q=Order%20Cup', bearer(staffToken));
    expect(list.map((listed) => [listed.id, listed.status])).toEqual([
      [later.id, 'live'],
      [soon.id, 'scheduled'],
    ]);
  });

  it('answers 400 naming the field for bad input', async () => {
    const cases: [string, string, unknown, string][] = [
      ['POST', '/api/admin/events', { sportId: 3, competitionName: 'X', home: 'A', away: 'B', startTime: new Date().toISOString() }, 'sportId'],
      ['POST', '/api/admin/events', { sportId: 1, competitionName: 'X', home: '', away: 'B', startTime: new Date().toISOString() }, 'home'],
      ['POST', '/api/admin/events', { sportId: 1, competitionName: 'X', home: 'A', away: 'B', startTime: 'soon' }, 'startTime'],
      ['POST', `/api/admin/events/${event.id}/markets`, { name: 'M', type: 'x', options: [{ name: 'A', odds: 1 }, { name: 'B', odds: 2 }] }, 'options.0.odds'],
      ['POST', `/api/admin/events/${event.id}/markets`, { name: 'M', type: 'x', options: [{ name: 'A', odds: 2.0001 }, { name: 'B', odds: 2 }] }, 'options.0.odds'],
      ['POST', `/api/admin/events/${event.id}/markets`, { name: 'M', type: 'x', options: [{ name: 'A', odds: 2 }] }, 'options'],
      ['PATCH', `/api/admin/events/${event.id}`, { status: 'paused' }, 'status'],
      ['PATCH', `/api/admin/events/${event.id}`, {}, 'status'],
    ];
    for (const [method, url, payload, field] of cases) {
      const response = await send(method as 'POST' | 'PATCH', url, payload);
      expect(response.statusCode, `${url} ${field}`).toBe(400);
      expect(response.json(), `${url} ${field}`).toMatchObject({ code: 'VALIDATION', field });
    }
    const market = event.marketsData[0] as StaffEvent['marketsData'][number];
    const notAnOption = await send('POST', `/api/admin/markets/${market.id}/result`, { winners: ['nope'] });
    expect(notAnOption.json()).toMatchObject({ code: 'VALIDATION', field: 'winners' });
    expect((await send('PATCH', '/api/admin/markets/no-such-market', { status: 'open' })).statusCode).toBe(404);
  });

  it('refuses every staff route to players (403) and guests (401)', async () => {
    const routes: ['GET' | 'POST' | 'PATCH', string][] = [
      ['GET', '/api/admin/events'],
      ['GET', `/api/admin/events/${event.id}`],
      ['POST', '/api/admin/events'],
      ['PATCH', `/api/admin/events/${event.id}`],
      ['POST', `/api/admin/events/${event.id}/markets`],
      ['PATCH', '/api/admin/markets/x'],
      ['POST', '/api/admin/markets/x/result'],
      ['GET', '/api/admin/users'],
    ];
    for (const [method, url] of routes) {
      expect((await testApp.app.inject({ method, url, payload: {}, headers: bearer(playerToken) })).statusCode, url).toBe(403);
      expect((await testApp.app.inject({ method, url, payload: {} })).statusCode, url).toBe(401);
    }
    const list = await getJson<{ list: ApiEvent[]; total: number; perPage: number; currentPage: number }>(testApp.app, '/api/admin/events?q=North', bearer(staffToken));
    expect(list).toMatchObject({ total: 1, perPage: 20, currentPage: 1 });
  });
});
