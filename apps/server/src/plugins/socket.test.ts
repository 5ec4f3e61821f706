import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Socket } from 'socket.io-client';
import type { SlipOddsUpdate } from '@oddsmith/core';
import type { Config } from '../config';
import { createTestApp, testDatabases, type TestApp } from '../test/app';
import { connectionsPerAddressMessage, roomHasListeners, type SlipAck } from './socket';
import { openSocket } from '../test/sockets';

const pglite = testDatabases[0] ?? { name: 'pglite' as const, adminUrl: undefined };
const redisUrl = process.env.REDIS_URL || undefined;

async function listen(testApp: TestApp): Promise<string> {
  await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = testApp.app.server.address() as AddressInfo;
  return `http://127.0.0.1:${port}`;
}

function connectClient(url: string, transports: ('websocket' | 'polling')[] = ['websocket'], extraHeaders: Record<string, string> = {}): Promise<Socket> {
  return openSocket(url, { transports, extraHeaders });
}

function nextSlipUpdate(socket: Socket): Promise<SlipOddsUpdate[]> {
  return new Promise((resolve) => socket.once('updatedSlipData', resolve));
}

function watch(socket: Socket, selections: unknown): Promise<SlipAck> {
  return socket.timeout(5_000).emitWithAck('slipEventIds', selections) as Promise<SlipAck>;
}

describe('socket plugin on one instance', () => {
  let testApp: TestApp;
  let url: string;
  const sockets: Socket[] = [];
  beforeAll(async () => {
    testApp = await createTestApp(pglite);
    url = await listen(testApp);
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await testApp?.close();
  });

  it('delivers updatedSlipData only for the selections a client watches', async () => {
    const first = await connectClient(url);
    const second = await connectClient(url, ['polling']);
    sockets.push(first, second);
    expect(await watch(first, [{ gameId: 'g1', optionId: 'o1' }, { gameId: 'g2', optionId: 'o2' }])).toEqual({ ok: true, selections: 2 });
    expect(await watch(second, [{ gameId: 'g3', optionId: 'o3' }])).toEqual({ ok: true, selections: 1 });

    const firstReceives = nextSlipUpdate(first);
    const secondReceives = nextSlipUpdate(second);
    // o9 is watched by nobody; o3 only by the second client; o1 by the first.
    testApp.app.publishSlipOdds([{ gameId: 'g9', optionId: 'o9', odds: 3 }]);
    testApp.app.publishSlipOdds([{ gameId: 'g3', optionId: 'o3', odds: 'suspended' }]);
    testApp.app.publishSlipOdds([{ gameId: 'g1', optionId: 'o1', odds: 1.85 }]);
    expect(await firstReceives).toEqual([{ gameId: 'g1', optionId: 'o1', odds: 1.85 }]);
    expect(await secondReceives).toEqual([{ gameId: 'g3', optionId: 'o3', odds: 'suspended' }]);
  });

  it('sends uncompressed frames and knows which rooms have a local listener', async () => {
    const { io } = testApp.app;
    // Compression would cost CPU per socket and turn off the once-per-broadcast frame.
    expect((io.engine as unknown as { opts: { perMessageDeflate: unknown } }).opts.perMessageDeflate).toBe(false);
    expect(roomHasListeners(io, 'list:4:inplay')).toBe(false);
    const socket = await connectClient(url);
    sockets.push(socket);
    expect(await socket.timeout(5_000).emitWithAck('subscribe', { channels: ['list:4:inplay'] })).toMatchObject({ ok: true });
    expect(roomHasListeners(io, 'list:4:inplay')).toBe(true);
    expect(await socket.timeout(5_000).emitWithAck('unsubscribe', { channels: ['list:4:inplay'] })).toMatchObject({ ok: true });
    expect(roomHasListeners(io, 'list:4:inplay')).toBe(false);
  });

  it('replaces the watched selections when a new slip arrives', async () => {
    const client = await connectClient(url);
    sockets.push(client);
    await watch(client, [{ gameId: 'g1', optionId: 'o1' }]);
    await watch(client, [{ gameId: 'g2', optionId: 'o2' }]);
    const received = nextSlipUpdate(client);
    testApp.app.publishSlipOdds([{ gameId: 'g1', optionId: 'o1', odds: 2 }]);
    testApp.app.publishSlipOdds([{ gameId: 'g2', optionId: 'o2', odds: 2.5 }]);
    expect(await received).toEqual([{ gameId: 'g2', optionId: 'o2', odds: 2.5 }]);
  });

  it('refuses malformed or oversized slips', async () => {
    const client = await connectClient(url);
    sockets.push(client);
    const tooMany = Array.from({ length: 51 }, (_, index) => ({ gameId: 'g', optionId: `o${index}` }));
    expect(await watch(client, tooMany)).toMatchObject({ ok: false });
    expect(await watch(client, 'not a list')).toMatchObject({ ok: false });
    expect(await watch(client, [{ gameId: 'g1' }])).toMatchObject({ ok: false });
  });
});

describe('socket connections per client address', () => {
  const apps: TestApp[] = [];
  const sockets: Socket[] = [];
  afterEach(async () => {
    for (const socket of sockets.splice(0)) socket.close();
    for (const app of apps.splice(0)) await app.close();
  });
  const start = async (overrides: Pick<Config, 'socketConnectionsPerAddress' | 'trustProxy'>) => {
    const testApp = await createTestApp(pglite, overrides);
    apps.push(testApp);
    return { testApp, url: await listen(testApp) };
  };
  const open = async (url: string, transports: ('websocket' | 'polling')[] = ['websocket'], headers: Record<string, string> = {}) => {
    const socket = await connectClient(url, transports, headers);
    sockets.push(socket);
    return socket;
  };

  it('refuses one connection more than SOCKET_CONNECTIONS_PER_ADDRESS with a clear connect_error, and frees a place on disconnect', async () => {
    const { testApp, url } = await start({ socketConnectionsPerAddress: 2, trustProxy: false });
    const first = await open(url);
    await open(url, ['polling']);
    await expect(connectClient(url)).rejects.toThrow(connectionsPerAddressMessage);
    // Without TRUST_PROXY a forwarded address is not believed: still the same client.
    await expect(connectClient(url, ['websocket'], { 'x-forwarded-for': '203.0.113.7' })).rejects.toThrow(connectionsPerAddressMessage);
    expect([...testApp.app.socketConnectionsByAddress.values()]).toEqual([2]);

    first.close();
    await vi.waitFor(() => expect([...testApp.app.socketConnectionsByAddress.values()]).toEqual([1]));
    await open(url);
    expect([...testApp.app.socketConnectionsByAddress.values()]).toEqual([2]);
  });

  it('with TRUST_PROXY counts the forwarded client address, as request.ip does', async () => {
    const { testApp, url } = await start({ socketConnectionsPerAddress: 1, trustProxy: ['loopback', '10.0.0.0/8'] });
    await open(url, ['websocket'], { 'x-forwarded-for': '203.0.113.1' });
    await open(url, ['polling'], { 'x-forwarded-for': '203.0.113.2, 10.0.0.1' });
    await expect(connectClient(url, ['websocket'], { 'x-forwarded-for': '203.0.113.1' })).rejects.toThrow(connectionsPerAddressMessage);
    expect(Object.fromEntries(testApp.app.socketConnectionsByAddress)).toEqual({ '203.0.113.1': 1, '203.0.113.2': 1 });
  });
});

(redisUrl ? describe : describe.skip)('socket plugin across two instances with the Redis adapter', () => {
  let publisher: TestApp;
  let receiver: TestApp;
  let client: Socket | undefined;
  beforeAll(async () => {
    publisher = await createTestApp(pglite, { redisUrl });
    receiver = await createTestApp(pglite, { redisUrl });
    await listen(publisher);
    const receiverUrl = await listen(receiver);
    client = await connectClient(receiverUrl);
  });
  afterAll(async () => {
    client?.close();
    await publisher?.close();
    await receiver?.close();
  });

  it('a push from one instance reaches a client of the other', async () => {
    const socket = client as Socket;
    const optionId = `redis-${Date.now()}`;
    await watch(socket, [{ gameId: 'g1', optionId }]);
    const received = nextSlipUpdate(socket);
    publisher.app.publishSlipOdds([{ gameId: 'g1', optionId: 'unwatched', odds: 9 }]);
    publisher.app.publishSlipOdds([{ gameId: 'g1', optionId, odds: 1.5 }]);
    expect(await received).toEqual([{ gameId: 'g1', optionId, odds: 1.5 }]);
  });
});
