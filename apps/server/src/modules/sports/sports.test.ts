import { describe, expect, it } from 'vitest';
import { bearer, useSuiteApp, describeEachDatabase, registerPlayer } from '../../test/app';
import { feedStartMs, getJson, startManualFeed, type ApiEvent } from '../../test/sports';
import { lineNumber } from './sports.view';

describeEachDatabase('sports routes', (database) => {
  let playerToken: string;
  const startMs = feedStartMs();
  const testApp = useSuiteApp(database, {}, async () => {
    playerToken = (await registerPlayer(testApp.app, 'sportsfan')).token;
    await startManualFeed(testApp.app, 7, startMs);
    await testApp.app.feed.step(startMs + 1_000);
  });

  const get = <T>(url: string) => getJson<T>(testApp.app, url);

  it('lists the four sports with about 20 live and 100 upcoming events', async () => {
    const { sports } = await get<{ sports: { id: number; liveCount: number; upcomingCount: number }[] }>('/api/sports/sports');
    expect(sports.map((sport) => sport.id).sort((a, b) => a - b)).toEqual([1, 2, 4, 7522]);
    const live = sports.reduce((sum, sport) => sum + sport.liveCount, 0);
    const upcoming = sports.reduce((sum, sport) => sum + sport.upcomingCount, 0);
    expect(live).toBeGreaterThanOrEqual(15);
    expect(live).toBeLessThanOrEqual(20);
    expect(upcoming).toBeGreaterThanOrEqual(100);
  });

  it('lists in-play events of a sport with scores and the main market only', async () => {
    const { events, total } = await get<{ events: ApiEvent[]; total: number }>('/api/sports/events?spid=1&type=inplay');
    expect(total).toBeGreaterThan(0);
    expect(events).toHaveLength(Math.min(total, 50));
    for (const event of events) {
      expect(event).toMatchObject({ sportId: 1, status: 'live', source: 'simulator' });
      expect(event.event_id).toMatch(/^sim/);
      expect(event.scores).toMatchObject({ home: expect.any(Number), away: expect.any(Number) });
      expect(event.marketsData).toHaveLength(1);
      expect(event.marketsData[0]?.type).toBe('match-odds');
      expect(event.marketCount).toBeGreaterThan(1);
      for (const option of event.marketsData[0]?.options ?? []) {
        expect(option.odds === 'suspended' || (typeof option.odds === 'number' && option.odds > 1)).toBe(true);
      }
    }
  });

  it('adds the totals or handicap lines beside the main market when a list asks with ?market=', async () => {
    const totals = await get<{ events: ApiEvent[] }>('/api/sports/events?spid=1&type=presports&perPage=3&market=totals');
    expect(totals.events.length).toBeGreaterThan(0);
    for (const event of totals.events) {
      expect(event.marketsData[0]?.type).toBe('match-odds');
      const rest = event.marketsData.slice(1);
      expect(rest.length).toBeGreaterThan(1);
      expect(rest.every((market) => market.type === 'total-goals')).toBe(true);
    }
    const handicap = await get<{ events: ApiEvent[] }>('/api/sports/events?spid=7522&type=presports&perPage=3&market=handicap');
    for (const event of handicap.events) expect(event.marketsData.slice(1).every((market) => market.type === 'spread')).toBe(true);
    const plain = await get<{ events: ApiEvent[] }>('/api/sports/events?spid=1&type=presports&perPage=3&market=main');
    for (const event of plain.events) expect(event.marketsData).toHaveLength(1);
  });

  it('lists pre-match events, filtered by day and competition, paged with a capped page size', async () => {
    const { events, total } = await get<{ events: (ApiEvent & { startTime: string })[]; total: number }>('/api/sports/events?spid=1&type=presports&perPage=5');
    expect(events).toHaveLength(5);
    expect(total).toBeGreaterThan(5);
    expect(events.every((event) => event.status === 'scheduled' && event.scores === null)).toBe(true);
    const competitionId = events[0]?.competition.id ?? '';
    const byCompetition = await get<{ events: ApiEvent[] }>(`/api/sports/events?competitionId=${competitionId}`);
    expect(byCompetition.events.length).toBeGreaterThan(0);
    expect(byCompetition.events.every((event) => event.competition.id === competitionId)).toBe(true);
    const dayMs = 86_400_000;
    const todayStart = Math.floor(Date.now() / dayMs) * dayMs;
    for (const [date, from] of [['today', todayStart], ['tomorrow', todayStart + dayMs]] as const) {
      const dated = await get<{ events: (ApiEvent & { startTime: string })[] }>(`/api/sports/events?date=${date}&perPage=100`);
      for (const event of dated.events) {
        expect(Date.parse(event.startTime)).toBeGreaterThanOrEqual(from);
        expect(Date.parse(event.startTime)).toBeLessThan(from + dayMs);
      }
    }
    const tooMany = await testApp.app.inject({ method: 'GET', url: '/api/sports/events?perPage=101' });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toMatchObject({ code: 'VALIDATION', field: 'perPage' });
  });

  it('answers 400 naming the field for a bad sport, type, date, id or query', async () => {
    for (const [url, field] of [
      ['/api/sports/events?spid=3', 'spid'],
      ['/api/sports/events?type=live', 'type'],
      ['/api/sports/events?date=yesterday', 'date'],
      ['/api/sports/events?competitionId=nope', 'competitionId'],
      ['/api/sports/events/not-an-id', 'id'],
      ['/api/sports/search?q=a', 'q'],
      ['/api/admin/event-score', 'id'],
    ] as const) {
      const response = await testApp.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(400);
      expect(response.json(), url).toMatchObject({ status: 'error', code: 'VALIDATION', field });
    }
  });

  it('shows an event page with every market, main market first, and 404 for an unknown event', async () => {
    const { events } = await get<{ events: ApiEvent[] }>('/api/sports/events?spid=4&type=inplay');
    const listed = events[0];
    expect(listed).toBeDefined();
    const { event } = await get<{ event: ApiEvent }>(`/api/sports/events/${listed?.id}`);
    expect(event.id).toBe(listed?.id);
    expect(event.marketsData.length).toBe(event.marketCount);
    expect(event.marketsData[0]?.id).toBe(listed?.marketsData[0]?.id);
    const optionIds = event.marketsData.flatMap((market) => market.options.map((option) => option.id));
    expect(new Set(optionIds).size).toBe(optionIds.length);
    for (const market of event.marketsData) {
      if (market.status !== 'open') expect(market.options.every((option) => option.odds === 'suspended')).toBe(true);
    }
    const missing = await testApp.app.inject({ method: 'GET', url: '/api/sports/events/00000000-0000-4000-8000-000000000000' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'EVENT_NOT_FOUND' });
  });

  it('lists competitions and searches teams, competitions and events', async () => {
    const { competitions } = await get<{ competitions: { id: string; name: string; sportId: number; eventCount: number }[] }>('/api/sports/competitions?spid=2');
    expect(competitions.length).toBeGreaterThan(0);
    expect(competitions.every((competition) => competition.sportId === 2)).toBe(true);
    const { events } = await get<{ events: (ApiEvent & { home: string })[] }>('/api/sports/events?spid=1&type=presports&perPage=1');
    const team = events[0]?.home ?? '';
    const found = await get<{ events: ApiEvent[]; competitions: unknown[]; teams: { name: string; sportId: number; eventId: string }[] }>(
      `/api/sports/search?q=${encodeURIComponent(team.slice(0, 5))}`,
    );
    expect(found.teams.some((entry) => entry.name === team)).toBe(true);
    expect(found.events.some((event) => event.name.includes(team))).toBe(true);
    const byCompetition = await get<{ competitions: { name: string }[] }>(`/api/sports/search?q=${encodeURIComponent((competitions[0]?.name ?? '').slice(0, 6))}`);
    expect(byCompetition.competitions.length).toBeGreaterThan(0);
  });

  it('opens the event score to everyone, guests and players alike (the one open /api/admin path)', async () => {
    const { events } = await get<{ events: ApiEvent[] }>('/api/sports/events?spid=2&type=inplay');
    const id = events[0]?.id ?? '';
    for (const headers of [{}, bearer(playerToken)]) {
      const response = await testApp.app.inject({ method: 'GET', url: `/api/admin/event-score?id=${id}`, headers });
      expect(response.statusCode).toBe(200);
      expect(response.json().response.event).toMatchObject({ id, sportId: 2, status: 'live', scores: expect.any(Object) });
    }
    // Everything else under /api/admin stays staff-only, including look-alike paths.
    for (const url of ['/api/admin/events', `/api/admin/events/${id}`, '/api/admin/event-score/x', '/api/admin/users']) {
      expect((await testApp.app.inject({ method: 'GET', url, headers: bearer(playerToken) })).statusCode, url).toBe(403);
      expect((await testApp.app.inject({ method: 'GET', url })).statusCode, url).toBe(401);
    }
    expect((await testApp.app.inject({ method: 'POST', url: '/api/admin/event-score', headers: bearer(playerToken) })).statusCode).toBe(403);
  });

  it('moves odds and scores as the simulator runs and stores only what changed', async () => {
    const before = await get<{ events: ApiEvent[] }>('/api/sports/events?type=inplay&perPage=100');
    let change = null;
    for (let second = 2; second <= 31; second += 1) change = (await testApp.app.feed.step(startMs + second * 1_000)) ?? change;
    const after = await get<{ events: ApiEvent[] }>('/api/sports/events?type=inplay&perPage=100');
    const scoresOf = (list: ApiEvent[]) => new Map(list.map((event) => [event.id, JSON.stringify(event.scores)]));
    const beforeScores = scoresOf(before.events);
    const moved = after.events.filter((event) => beforeScores.has(event.id) && beforeScores.get(event.id) !== JSON.stringify(event.scores));
    expect(moved.length).toBeGreaterThan(0);
    expect(change?.events.length).toBeGreaterThan(0);
    expect(change?.events.length).toBeLessThanOrEqual(25);
  });
});

describe('market lines in the API', () => {
  it('are numbers for over/under and handicap lines, null otherwise', () => {
    expect(lineNumber('2.5')).toBe(2.5);
    expect(lineNumber('-1.5')).toBe(-1.5);
    expect(lineNumber('i1-137.5')).toBe(137.5);
    expect(lineNumber('goal-3')).toBeNull();
    expect(lineNumber(null)).toBeNull();
  });
});
