import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { expect, it } from 'vitest';
import { eventResponseSchema, eventsQuerySchema, eventsResponseSchema } from '@oddsmith/core';
import { success } from '../../lib/envelope';
import { bearer, describeEachDatabase, loginDemo, useSuiteApp } from '../../test/app';
import { feedStartMs, startManualFeed, type ApiEvent } from '../../test/sports';
import { eventById, eventsBody, eventBody, listEvents } from './sports.service';
import { invalidateSportsReads } from './sports.read-cache';

/** What the database says now, bypassing the read model (a fresh load of the same body). */
async function freshList(app: FastifyInstance, query: Record<string, string>): Promise<string> {
  invalidateSportsReads(app.db);
  return (await eventsBody(app.db, eventsQuerySchema.parse(query))).text;
}

async function freshEvent(app: FastifyInstance, id: string): Promise<string> {
  invalidateSportsReads(app.db);
  return (await eventBody(app.db, id)).text;
}

/** What the route's response serializer (zod encode, then JSON.stringify) writes for the data loaded now: today's contract. */
async function serializedList(app: FastifyInstance, query: Record<string, string>): Promise<string> {
  const serialize = serializerCompiler({ schema: eventsResponseSchema, method: 'GET', url: '/api/sports/events', httpStatus: '200' });
  return serialize(success(await listEvents(app.db, eventsQuerySchema.parse(query))));
}

async function serializedEvent(app: FastifyInstance, id: string): Promise<string> {
  const serialize = serializerCompiler({ schema: eventResponseSchema, method: 'GET', url: '/api/sports/events/:id', httpStatus: '200' });
  return serialize(success({ event: await eventById(app.db, id) }));
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

  it('the cached bytes are what the response serializer writes for the data now, in every encoding, with an ETag', async () => {
    const id = (await listed())[0]?.id ?? '';
    const pageUrl = `/api/sports/events/${id}`;
    for (const [url, serialized] of [
      [listUrl, () => serializedList(testApp.app, { spid: '1', type: 'inplay' })],
      [pageUrl, () => serializedEvent(testApp.app, id)],
    ] as const) {
      const plain = await get(url);
      expect(plain.body).toBe(await serialized());
      expect(plain.headers).toMatchObject({ 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-cache', vary: 'accept-encoding' });
      expect(plain.headers['content-encoding']).toBeUndefined();
      const etag = String(plain.headers.etag);
      expect(etag).toMatch(/^W\/"[\w-]+"$/);
      const gzip = await testApp.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate' } });
      expect(gzip.headers).toMatchObject({ 'content-encoding': 'gzip', etag });
      expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
      const br = await testApp.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
      expect(br.headers).toMatchObject({ 'content-encoding': 'br', etag });
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
      const notModified = await testApp.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag, 'accept-encoding': 'br' } });
      expect(notModified.statusCode).toBe(304);
      expect(notModified.rawPayload.length).toBe(0);
      expect(notModified.headers.etag).toBe(etag);
    }
  });

  it('a feed step changes the body and its ETag: a client holding the old one gets the new body', async () => {
    const first = await get(listUrl);
    let after = first;
    for (let step = 0; step < 20 && after.body === first.body; step += 1) {
      await testApp.app.feed.step((nowMs += 5_000));
      after = await testApp.app.inject({ method: 'GET', url: listUrl, headers: { 'if-none-match': String(first.headers.etag) } });
    }
    expect(after.statusCode).toBe(200);
    expect(after.body).not.toBe(first.body);
    expect(after.headers.etag).not.toBe(first.headers.etag);
    expect(after.body).toBe(await serializedList(testApp.app, { spid: '1', type: 'inplay' }));
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
    expect((await get(pageUrl)).body).toBe(await serializedEvent(testApp.app, eventId));
    expect((await get(presportsUrl)).body).toBe(await serializedList(testApp.app, { spid: '4', type: 'presports', perPage: '100' }));
  });
});
