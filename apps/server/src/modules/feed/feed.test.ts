import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import type { SlipOddsUpdate } from '@oddsmith/core';
import { markets } from '../../db/schema';
import { bearer, createTestApp, describeEachDatabase, testDatabases, type TestApp, loginDemo } from '../../test/app';
import { feedStartMs, getJson, startManualFeed, type ApiEvent } from '../../test/sports';

const redisUrl = process.env.REDIS_URL || undefined;

async function listen(testApp: TestApp): Promise<string> {
  await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(testApp.app.server.address() as AddressInfo).port}`;
}

type Client = { socket: Socket; slip: SlipOddsUpdate[]; updates: { id: string; marketsData: unknown[] }[]; listChanges: unknown[] };

async function connectClient(url: string): Promise<Client> {
  const socket = connect(url, { path: '/socket.io', transports: ['websocket'], reconnection: false, forceNew: true });
  const client: Client = { socket, slip: [], updates: [], listChanges: [] };
  socket.on('updatedSlipData', (updates: SlipOddsUpdate[]) => client.slip.push(...updates));
  socket.on('eventUpdate', (update: Client['updates'][number]) => client.updates.push(update));
  socket.on('eventListChanged', (change: unknown) => client.listChanges.push(change));
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return client;
}

/** An acknowledged round trip: every message the server sent before it has arrived. */
async function flush(client: Client): Promise<void> {
  await client.socket.timeout(5_000).emitWithAck('subscribe', { channels: ['list:1:presports'] });
}

async function watchSlip(client: Client, selections: { gameId: string; optionId: string }[]): Promise<void> {
  const ack = await client.socket.timeout(5_000).emitWithAck('slipEventIds', selections);
  expect(ack).toEqual({ ok: true, selections: selections.length });
}

/** Open options of the main markets of live soccer events. */
async function liveOptions(testApp: TestApp) {
  const { events } = await getJson<{ events: ApiEvent[] }>(testApp.app, '/api/sports/events?spid=1&type=inplay');
  return events.flatMap((event) =>
    (event.marketsData[0]?.options ?? []).filter((option) => option.odds !== 'suspended').map((option) => ({ gameId: event.id, optionId: option.id, event })),
  );
}

describeEachDatabase('feed to socket.io clients', (database) => {
  let testApp: TestApp;
  let url: string;
  let staffToken: string;
  const clients: Client[] = [];
  const startMs = feedStartMs();
  let nowMs = startMs;
  beforeAll(async () => {
    testApp = await createTestApp(database, { seedDemo: true });
    url = await listen(testApp);
    staffToken = await loginDemo(testApp.app, 'staff');
    await startManualFeed(testApp.app, 11, startMs);
  });
  afterAll(async () => {
    for (const client of clients) client.socket.close();
    await testApp?.close();
  });

  it('pushes updatedSlipData for exactly the watched selections when the simulator moves them', async () => {
    const options = await liveOptions(testApp);
    expect(options.length).toBeGreaterThan(3);
    const watched = options.slice(0, 2).map(({ gameId, optionId }) => ({ gameId, optionId }));
    const client = await connectClient(url);
    clients.push(client);
    await watchSlip(client, watched);
    const watchedIds = new Set(watched.map((selection) => selection.optionId));
    const published: SlipOddsUpdate[] = [];
    for (let step = 0; step < 60 && !published.some((update) => watchedIds.has(update.optionId)); step += 1) {
      nowMs += 1_000;
      published.push(...((await testApp.app.feed.step(nowMs))?.slip ?? []));
    }
    await flush(client);
    const expected = published.filter((update) => watchedIds.has(update.optionId));
    expect(expected.length).toBeGreaterThan(0);
    expect(published.length).toBeGreaterThan(expected.length);
    expect(client.slip).toEqual(expected);
    // What was pushed is what is stored.
    const last = expected[expected.length - 1] as SlipOddsUpdate;
    const { event } = await getJson<{ event: ApiEvent }>(testApp.app, `/api/sports/events/${last.gameId}`);
    const stored = event.marketsData.flatMap((market) => market.options).find((option) => option.id === last.optionId);
    expect(stored?.odds).toEqual(last.odds);
  });

  it('keeps a market risk holds suspended in what it publishes, and opens it again once released', async () => {
    const [held] = await liveOptions(testApp);
    if (!held) throw new Error('no live option');
    const marketId = held.event.marketsData[0]?.id ?? '';
    const heldOptionIds = new Set(held.event.marketsData[0]?.options.map((option) => option.id));
    await testApp.app.db.update(markets).set({ status: 'suspended', riskSuspendedAt: new Date() }).where(eq(markets.id, marketId));
    const published: SlipOddsUpdate[] = [];
    for (let step = 0; step < 20; step += 1) {
      nowMs += 1_000;
      published.push(...((await testApp.app.feed.step(nowMs))?.slip ?? []));
    }
    expect(published.filter((update) => heldOptionIds.has(update.optionId) && update.odds !== 'suspended')).toEqual([]);
    const page = (await getJson<{ event: ApiEvent }>(testApp.app, `/api/sports/events/${held.gameId}`)).event;
    expect(page.marketsData.find((market) => market.id === marketId)?.status).toBe('suspended');
    await testApp.app.db.update(markets).set({ riskSuspendedAt: null }).where(eq(markets.id, marketId));
    const reopened: SlipOddsUpdate[] = [];
    for (let step = 0; step < 20 && !reopened.some((update) => heldOptionIds.has(update.optionId) && update.odds !== 'suspended'); step += 1) {
      nowMs += 1_000;
      reopened.push(...((await testApp.app.feed.step(nowMs))?.slip ?? []));
    }
    // Released: the feed's next "open" differs from the held picture and goes out.
    expect(reopened.some((update) => heldOptionIds.has(update.optionId) && update.odds !== 'suspended')).toBe(true);
  });

  it('sends each socket one updatedSlipData per publish with exactly its changed selections', async () => {
    const both = await connectClient(url);
    const one = await connectClient(url);
    const other = await connectClient(url);
    clients.push(both, one, other);
    const watchers: Client[] = [both, one, other];
    const messages = new Map<Client, SlipOddsUpdate[][]>(watchers.map((client) => [client, []]));
    for (const client of watchers) client.socket.on('updatedSlipData', (updates: SlipOddsUpdate[]) => messages.get(client)?.push(updates));
    await watchSlip(both, [{ gameId: 'g1', optionId: 'c1' }, { gameId: 'g2', optionId: 'c2' }]);
    await watchSlip(one, [{ gameId: 'g2', optionId: 'c2' }]);
    await watchSlip(other, [{ gameId: 'g3', optionId: 'c3' }]);
    const c1 = { gameId: 'g1', optionId: 'c1', odds: 1.9 };
    const c2 = { gameId: 'g2', optionId: 'c2', odds: 'suspended' as const };
    testApp.app.publishSlipOdds([c1, { gameId: 'g9', optionId: 'c9', odds: 4 }, c2]);
    for (const client of watchers) await flush(client);
    expect(messages.get(both)).toEqual([[c1, c2]]);
    expect(messages.get(one)).toEqual([[c2]]);
    expect(messages.get(other)).toEqual([]);
  });

  it('pushes the odds and the suspension a staff edit makes, and the simulator leaves the event alone after', async () => {
    const [first] = await liveOptions(testApp);
    expect(first).toBeDefined();
    const { gameId, optionId, event } = first as NonNullable<typeof first>;
    const market = event.marketsData[0] as ApiEvent['marketsData'][number];
    const client = await connectClient(url);
    clients.push(client);
    await watchSlip(client, [{ gameId, optionId }]);
    const edited = await testApp.app.inject({
      method: 'PATCH',
      url: `/api/admin/markets/${market.id}`,
      headers: bearer(staffToken),
      payload: { options: [{ id: optionId, odds: 7.25 }] },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().response.event.source).toBe('manual');
    await flush(client);
    expect(client.slip).toEqual([{ gameId, optionId, odds: 7.25 }]);
    const suspended = await testApp.app.inject({ method: 'PATCH', url: `/api/admin/markets/${market.id}`, headers: bearer(staffToken), payload: { status: 'suspended' } });
    expect(suspended.statusCode).toBe(200);
    await flush(client);
    expect(client.slip).toEqual([
      { gameId, optionId, odds: 7.25 },
      { gameId, optionId, odds: 'suspended' },
    ]);
    for (let step = 0; step < 5; step += 1) {
      nowMs += 1_000;
      const change = await testApp.app.feed.step(nowMs);
      expect(change?.slip.some((update) => update.gameId === gameId)).toBe(false);
    }
    await flush(client);
    expect(client.slip).toHaveLength(2);
  });

  it('sends eventUpdate to event and list channels and validates subscriptions', async () => {
    const client = await connectClient(url);
    clients.push(client);
    const [option] = await liveOptions(testApp);
    const eventId = option?.gameId ?? '';
    const ack = await client.socket.timeout(5_000).emitWithAck('subscribe', { channels: [`event:${eventId}`, 'list:1:inplay'] });
    expect(ack).toMatchObject({ ok: true });
    for (const bad of [{ channels: ['event:nope'] }, { channels: [] }, 'x', { channels: Array.from({ length: 51 }, () => 'list:1:inplay') }]) {
      expect(await client.socket.timeout(5_000).emitWithAck('subscribe', bad)).toMatchObject({ ok: false });
    }
    nowMs += 1_000;
    await testApp.app.feed.step(nowMs);
    await flush(client);
    const forEvent = client.updates.filter((update) => update.id === eventId);
    expect(forEvent.some((update) => update.marketsData.length === 1)).toBe(true);
    expect(client.updates.some((update) => update.marketsData.length > 1)).toBe(true);
    expect(await client.socket.timeout(5_000).emitWithAck('unsubscribe', { channels: [`event:${eventId}`, 'list:1:inplay'] })).toMatchObject({ ok: true });
    const seen = client.updates.length;
    nowMs += 1_000;
    await testApp.app.feed.step(nowMs);
    await flush(client);
    expect(client.updates).toHaveLength(seen);
  });

  it('sends an event page only the markets that changed, and its list only a changed header or main market', async () => {
    const client = await connectClient(url);
    clients.push(client);
    const { events } = await getJson<{ events: ApiEvent[] }>(testApp.app, '/api/sports/events?type=inplay&perPage=100');
    expect(events.length).toBeGreaterThan(3);
    const channels = [...events.map((event) => `event:${event.id}`), ...[1, 2, 4, 7522].map((sportId) => `list:${sportId}:inplay`)];
    expect(await client.socket.timeout(5_000).emitWithAck('subscribe', { channels: channels.slice(0, 50) })).toMatchObject({ ok: true });
    const watched = events.filter((event) => channels.slice(0, 50).includes(`event:${event.id}`));
    const pageOf = async (id: string) => (await getJson<{ event: ApiEvent }>(testApp.app, `/api/sports/events/${id}`)).event;
    const before = new Map<string, ApiEvent>();
    for (const event of watched) before.set(event.id, await pageOf(event.id));
    client.updates.length = 0;
    nowMs += 1_000;
    await testApp.app.feed.step(nowMs);
    await flush(client);
    let pageUpdates = 0;
    for (const event of watched) {
      const old = before.get(event.id);
      const now = await pageOf(event.id);
      const oldMarkets = new Map((old?.marketsData ?? []).map((market) => [market.id, JSON.stringify(market)]));
      const changedIds = now.marketsData.filter((market) => oldMarkets.get(market.id) !== JSON.stringify(market)).map((market) => market.id);
      const updates = client.updates.filter((update) => update.id === event.id) as unknown as { marketsData: { id: string }[] }[];
      const headerChanged = JSON.stringify([old?.scores, old?.status]) !== JSON.stringify([now.scores, now.status]);
      const mainChanged = changedIds.includes(now.marketsData[0]?.id ?? '');
      if (changedIds.length === 0 && !headerChanged) {
        expect(updates).toEqual([]);
        continue;
      }
      // The page (emitted first) gets exactly the changed markets, as stored; the list gets the
      // main market only when it or the header moved.
      const [page, list] = updates;
      expect((page?.marketsData ?? []).map((market) => market.id).sort()).toEqual([...changedIds].sort());
      for (const market of page?.marketsData ?? []) expect(market).toEqual(now.marketsData.find((stored) => stored.id === market.id));
      const listed = (headerChanged || mainChanged) && now.status === 'live';
      expect(updates).toHaveLength(listed ? 2 : 1);
      if (listed) expect(list?.marketsData.map((market) => market.id)).toEqual([now.marketsData[0]?.id]);
      pageUpdates += 1;
    }
    expect(pageUpdates).toBeGreaterThan(0);
  });

  it('announces list changes when events start', async () => {
    const client = await connectClient(url);
    clients.push(client);
    const channels = [1, 2, 4, 7522].flatMap((sportId) => [`list:${sportId}:inplay`, `list:${sportId}:presports`]);
    await client.socket.timeout(5_000).emitWithAck('subscribe', { channels });
    // The next kick-off slot is at most a quarter of an hour away.
    let started = 0;
    for (let step = 0; step < 20 && started === 0; step += 1) {
      nowMs += 60_000;
      started = (await testApp.app.feed.step(nowMs))?.lists.length ?? 0;
    }
    await flush(client);
    expect(started).toBeGreaterThan(0);
    expect(client.listChanges).toContainEqual({ sportId: expect.any(Number), type: 'inplay' });
  });
});

(redisUrl ? describe : describe.skip)('feed to clients of another instance (Redis adapter)', () => {
  const pglite = testDatabases[0] ?? { name: 'pglite' as const, adminUrl: undefined };
  let leader: TestApp;
  let other: TestApp;
  let client: Client | undefined;
  const startMs = feedStartMs();
  beforeAll(async () => {
    leader = await createTestApp(pglite, { redisUrl });
    other = await createTestApp(pglite, { redisUrl });
    await listen(leader);
    client = await connectClient(await listen(other));
    await startManualFeed(leader.app, 13, startMs);
  });
  afterAll(async () => {
    client?.socket.close();
    await leader?.close();
    await other?.close();
  });

  it('a simulator change on the leader reaches a slip on the other instance, and only its selections', async () => {
    const c = client as Client;
    const options = await liveOptions(leader);
    const watched = options.slice(0, 3).map(({ gameId, optionId }) => ({ gameId, optionId }));
    await watchSlip(c, watched);
    const ids = new Set(watched.map((selection) => selection.optionId));
    const published: SlipOddsUpdate[] = [];
    for (let step = 1; step <= 60 && !published.some((update) => ids.has(update.optionId)); step += 1) {
      published.push(...((await leader.app.feed.step(startMs + step * 1_000))?.slip ?? []));
    }
    const expected = published.filter((update) => ids.has(update.optionId));
    expect(expected.length).toBeGreaterThan(0);
    await expect.poll(() => c.slip.length, { timeout: 5_000 }).toBe(expected.length);
    expect(c.slip).toEqual(expected);
  });
});
