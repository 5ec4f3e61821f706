import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { eventsQuerySchema } from '@oddsmith/core';
import { bearer, describeEachDatabase, loginDemo, useSuiteApp } from '../../test/app';
import { feedStartMs, startManualFeed, type ApiEvent } from '../../test/sports';
import { eventsBody, eventBody } from './sports.service';
import { invalidateSportsReads } from './sports.read-cache';

/** What the database says now, bypassing the read model (a fresh load of the same body). */
async function freshList(app: FastifyInstance, query: Record<string, string>): Promise<string> {
  invalidateSportsReads(app.db);
  return eventsBody(app.db, eventsQuerySchema.parse(query));
}

async function freshEvent(app: FastifyInstance, id: string): Promise<string> {
  invalidateSportsReads(app.db);
  return eventBody(app.db, id);
}

describeEachDatabase('sports read model: the next request after a change shows it', (database) => {
  let staffToken: string;
  let adminToken: string;
  const startMs = feedStartMs();
  let nowMs = startMs;
  const testApp = useSuiteApp(database, { seedDemo: true }, async () => {
    staffToken = await loginDemo(testApp.app, 'staff');
    adminToken = await loginDemo(testApp.app, 'admin');
    await startManualFeed(testApp.app, 11, startMs);
    await testApp.app.feed.step((nowMs += 1_000));
  });

  const get = (url: string) => testApp.app.inject({ method: 'GET', url });
  const send = (method: 'POST' | 'PATCH', url: string, payload: Record<string, unknown>, token = staffToken) => testApp.app.inject({ method, url, payload, headers: bearer(token) });
  const listUrl = '/api/sports/events?spid=1&type=inplay';
  const listed = async () => (await get(listUrl)).json<{ response: { events: ApiEvent[] } }>().response.events;

  it('answers the same bytes and headers the serializer wrote, twice from memory', async () => {
    const first = await get(listUrl);
    const second = await get(listUrl);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(second.body).toBe(first.body);
    expect(first.body).toBe(await freshList(testApp.app, { spid: '1', type: 'inplay' }));
    const missing = await get('/api/sports/events/00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
  });

  it('a feed step (prices, scores) shows in the next list and event page request', async () => {
    const id = (await listed())[0]?.id ?? '';
    let changed = false;
    for (let step = 0; step < 20 && !changed; step += 1) {
      const before = (await get(listUrl)).body;
      const page = (await get(`/api/sports/events/${id}`)).body;
      await testApp.app.feed.step((nowMs += 5_000));
      const after = (await get(listUrl)).body;
      const pageAfter = (await get(`/api/sports/events/${id}`)).body;
      expect(after).toBe(await freshList(testApp.app, { spid: '1', type: 'inplay' }));
      expect(pageAfter).toBe(await freshEvent(testApp.app, id));
      changed = after !== before && pageAfter !== page;
    }
    expect(changed).toBe(true);
  });

  it('a staff price edit, a suspension, a risk hold and a result show in the next request', async () => {
    const startTime = new Date(Date.now() + 3_600_000).toISOString();
    const presportsUrl = '/api/sports/events?spid=4&type=presports&perPage=100';
    const warm = (await get(presportsUrl)).json<{ response: { events: ApiEvent[] } }>().response.events;
    const created = await send('POST', '/api/admin/events', { sportId: 4, competitionName: 'Cache Cup', home: 'East', away: 'West', startTime });
    const eventId: string = created.json().response.event.id;
    expect(warm.map((event) => event.id)).not.toContain(eventId);
    const presports = async () => (await get(presportsUrl)).json<{ response: { events: ApiEvent[] } }>().response.events;
    expect((await presports()).map((event) => event.id)).toContain(eventId);

    const pageUrl = `/api/sports/events/${eventId}`;
    const page = async () => (await get(pageUrl)).json<{ response: { event: ApiEvent } }>().response.event;
    expect((await page()).marketsData).toEqual([]);
    const added = await send('POST', `/api/admin/events/${eventId}/markets`, { name: 'Match Winner', type: 'match-winner', options: [{ name: 'East', odds: 1.8 }, { name: 'West', odds: 2.05 }] });
    const market = added.json().response.event.marketsData[0] as ApiEvent['marketsData'][number];
    const inList = async () => (await presports()).find((event) => event.id === eventId)?.marketsData[0];
    expect((await page()).marketsData[0]?.options.map((option) => option.odds)).toEqual([1.8, 2.05]);
    expect((await inList())?.options.map((option) => option.odds)).toEqual([1.8, 2.05]);

    await send('PATCH', `/api/admin/markets/${market.id}`, { options: [{ id: market.options[0]?.id, odds: 1.725 }] });
    expect((await page()).marketsData[0]?.options.map((option) => option.odds)).toEqual([1.725, 2.05]);
    expect((await inList())?.options.map((option) => option.odds)).toEqual([1.725, 2.05]);

    await send('PATCH', `/api/admin/markets/${market.id}`, { status: 'suspended' });
    expect((await inList())?.options.map((option) => option.odds)).toEqual(['suspended', 'suspended']);
    await send('PATCH', `/api/admin/markets/${market.id}`, { status: 'open' });
    expect((await inList())?.options.map((option) => option.odds)).toEqual([1.725, 2.05]);

    const held = await send('POST', `/api/admin/risk/markets/${market.id}/suspend`, {}, adminToken);
    expect(held.statusCode).toBe(200);
    expect((await page()).marketsData[0]).toMatchObject({ status: 'suspended', options: [{ odds: 'suspended' }, { odds: 'suspended' }] });
    expect((await send('POST', `/api/admin/risk/markets/${market.id}/release`, {}, adminToken)).statusCode).toBe(200);
    expect((await page()).marketsData[0]?.status).toBe('open');

    await send('PATCH', `/api/admin/events/${eventId}`, { status: 'live', scores: { home: 1, away: 0 } });
    expect((await page()).scores).toEqual({ home: 1, away: 0 });
    expect((await presports()).map((event) => event.id)).not.toContain(eventId);
    const resulted = await send('POST', `/api/admin/markets/${market.id}/result`, { winners: [market.options[0]?.id] });
    expect(resulted.statusCode).toBe(200);
    expect((await page()).marketsData[0]?.status).toBe('settled');
    expect((await get(pageUrl)).body).toBe(await freshEvent(testApp.app, eventId));
  });
});
