import type { AddressInfo } from 'node:net';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDatabases, type TestApp } from '../../test/app';
import { fundedPlayerIn } from '../../test/betting';
import { createExchangeMarket, placeOk, useSharedDatabase, type TestExchangeMarket } from '../../test/exchange';

const pglite = testDatabases[0] ?? { name: 'pglite' as const, adminUrl: undefined };

async function connectClient(url: string, token?: string): Promise<Socket> {
  const socket = connect(url, { path: '/socket.io', transports: ['websocket'], reconnection: false, forceNew: true, ...(token === undefined ? {} : { auth: { token } }) });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return socket;
}

/** Everything a socket receives of one event, collected. */
function collect<T>(socket: Socket, event: string): T[] {
  const seen: T[] = [];
  socket.on(event, (payload: T) => seen.push(payload));
  return seen;
}

async function until(check: () => boolean, what: string): Promise<void> {
  for (let waited = 0; waited < 5_000; waited += 20) {
    if (check()) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`timed out waiting for ${what}`);
}

type PositionMessage = { marketId: string; orders: { id: string; status: string; matched: number }[]; exposure: number };
type LadderMessage = { marketId: string; runners: { runnerId: string; availableToBack: { price: number; size: number }[]; availableToLay: { price: number; size: number }[] }[] };

describe('exchange realtime [pglite]', () => {
  let testApp: TestApp;
  let url: string;
  let market: TestExchangeMarket;
  const sockets: Socket[] = [];
  let alice: { id: string; token: string };
  let bob: { id: string; token: string };

  beforeAll(async () => {
    testApp = await createTestApp(pglite);
    await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(testApp.app.server.address() as AddressInfo).port}`;
    market = await createExchangeMarket(testApp.app, 2);
    alice = await fundedPlayerIn(testApp.app, `exrt${Date.now() % 1e7}a`, 'EUR', 100_00);
    bob = await fundedPlayerIn(testApp.app, `exrt${Date.now() % 1e7}b`, 'EUR', 100_00);
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await testApp?.close();
  });

  it('sends the ladder to the market room and each position only to its owner', async () => {
    const guest = await connectClient(url);
    // A forged token is refused at handshake (plugins/socket-session.test.ts); a guest stays a guest.
    const forged = await connectClient(url);
    const aliceSocket = await connectClient(url, alice.token);
    const bobSocket = await connectClient(url, bob.token);
    sockets.push(guest, forged, aliceSocket, bobSocket);
    // Nobody may subscribe to a private room, however it is spelled.
    expect(await guest.timeout(5_000).emitWithAck('subscribe', { channels: [`user:${alice.id}`] })).toMatchObject({ ok: false });
    expect(await guest.timeout(5_000).emitWithAck('subscribe', { channels: [`exmarket:${market.marketId}`] })).toMatchObject({ ok: true });

    const ladders = collect<LadderMessage>(guest, 'exchangeLadder');
    const guestPositions = collect<PositionMessage>(guest, 'exchangePosition');
    const forgedPositions = collect<PositionMessage>(forged, 'exchangePosition');
    const alicePositions = collect<PositionMessage>(aliceSocket, 'exchangePosition');
    const bobPositions = collect<PositionMessage>(bobSocket, 'exchangePosition');

    const runnerId = market.runnerIds[0] ?? '';
    const back = await placeOk(testApp.app, alice.token, { marketId: market.marketId, runnerId, side: 'back', price: 2.5, stake: 10 });
    await until(() => alicePositions.length > 0 && ladders.length > 0, 'alice position and the ladder');
    expect(alicePositions.at(-1)?.orders.map((order) => order.id)).toContain(back.order.id);
    expect(ladders.at(-1)?.runners.find((runner) => runner.runnerId === runnerId)?.availableToLay).toEqual([{ price: 2.5, size: 10 }]);

    // Bob's lay matches alice's back: both get their own position (the maker's changed too).
    const lay = await placeOk(testApp.app, bob.token, { marketId: market.marketId, runnerId, side: 'lay', price: 2.5, stake: 4 });
    await until(() => bobPositions.length > 0 && alicePositions.some((message) => message.orders.some((order) => order.id === back.order.id && order.matched === 4)), 'both positions after the match');
    expect(bobPositions.every((message) => message.orders.every((order) => order.id === lay.order.id))).toBe(true);
    expect(alicePositions.every((message) => message.orders.every((order) => order.id !== lay.order.id))).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(guestPositions).toEqual([]);
    expect(forgedPositions).toEqual([]);
  });

  it("never puts a socket with another player's token in the first player's room", async () => {
    const bobSocket = await connectClient(url, bob.token);
    sockets.push(bobSocket);
    const seen = collect<PositionMessage>(bobSocket, 'exchangePosition');
    await placeOk(testApp.app, alice.token, { marketId: market.marketId, runnerId: market.runnerIds[1] ?? '', side: 'back', price: 3, stake: 2 });
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(seen).toEqual([]);
  });
});

const adminUrl = testDatabases.find((database) => database.name === 'postgres')?.adminUrl;
const redisUrl = process.env.REDIS_URL || undefined;

(adminUrl && redisUrl ? describe : describe.skip)('exchange realtime across two instances (PostgreSQL + Redis adapter)', () => {
  const instances = useSharedDatabase(adminUrl, { redisUrl });
  const sockets: Socket[] = [];

  afterAll(() => {
    for (const socket of sockets) socket.close();
  });

  it("an order on one instance reaches the owner's socket and the market room on the other", async () => {
    const [placing, watching] = [await instances.instance(), await instances.instance()];
    await watching.listen({ port: 0, host: '127.0.0.1' });
    const watchUrl = `http://127.0.0.1:${(watching.server.address() as AddressInfo).port}`;
    const market = await createExchangeMarket(placing, 2);
    const trader = await fundedPlayerIn(placing, `exrd${Date.now() % 1e7}`, 'EUR', 50_00);
    const own = await connectClient(watchUrl, trader.token);
    const guest = await connectClient(watchUrl);
    sockets.push(own, guest);
    expect(await guest.timeout(5_000).emitWithAck('subscribe', { channels: [`exmarket:${market.marketId}`] })).toMatchObject({ ok: true });
    const positions = collect<PositionMessage>(own, 'exchangePosition');
    const ladders = collect<LadderMessage>(guest, 'exchangeLadder');
    const guestPositions = collect<PositionMessage>(guest, 'exchangePosition');
    const placed = await placeOk(placing, trader.token, { marketId: market.marketId, runnerId: market.runnerIds[0] ?? '', side: 'lay', price: 1.5, stake: 4 });
    await until(() => positions.length > 0 && ladders.length > 0, 'the position and the ladder on the other instance');
    expect(positions.at(-1)?.orders.map((order) => order.id)).toEqual([placed.order.id]);
    expect(ladders.at(-1)?.runners[0]?.availableToBack).toEqual([{ price: 1.5, size: 4 }]);
    expect(guestPositions).toEqual([]);
  }, 60_000);
});
