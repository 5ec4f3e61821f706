import type { AddressInfo } from 'node:net';
import type { Socket } from 'socket.io-client';
import { afterAll, describe, expect, it } from 'vitest';
import type { NotificationView } from '@oddsmith/core';
import { disconnectUser } from '../../lib/realtime';
import { inTransaction } from '../../lib/transaction';
import { bearer, testDatabases } from '../../test/app';
import { fundedPlayerIn } from '../../test/betting';
import { useSharedDatabase } from '../../test/exchange';
import { connectSocket, until } from '../../test/sockets';
import { notify } from './index';

const adminUrl = testDatabases.find((database) => database.name === 'postgres')?.adminUrl;
const redisUrl = process.env.REDIS_URL || undefined;

(adminUrl && redisUrl ? describe : describe.skip)('notifications across two instances (PostgreSQL + Redis adapter)', () => {
  const instances = useSharedDatabase(adminUrl, { redisUrl });
  const sockets: Socket[] = [];
  afterAll(() => {
    for (const socket of sockets) socket.close();
  });

  async function socketOn(url: string, token: string): Promise<Socket> {
    const socket = await connectSocket(url, token);
    sockets.push(socket);
    return socket;
  }

  it('a notification produced on instance A reaches the player connected to instance B (and only them); a drop on A reaches B', async () => {
    const [producing, serving] = [await instances.instance(), await instances.instance()];
    await serving.listen({ port: 0, host: '127.0.0.1' });
    const url = `http://127.0.0.1:${(serving.server.address() as AddressInfo).port}`;
    const alice = await fundedPlayerIn(producing, `ntrd${Date.now() % 1e7}a`, 'EUR', 0);
    const bob = await fundedPlayerIn(producing, `ntrd${Date.now() % 1e7}b`, 'EUR', 0);
    const aliceSocket = await socketOn(url, alice.token);
    const bobSocket = await socketOn(url, bob.token);
    const seen: NotificationView[] = [];
    const bobSeen: NotificationView[] = [];
    aliceSocket.on('notification', (payload: NotificationView) => seen.push(payload));
    bobSocket.on('notification', (payload: NotificationView) => bobSeen.push(payload));

    await inTransaction(producing.db, (tx) => notify(tx, alice.id, 'deposit_credited', { amount: 20, currency: 'EUR' }));
    await until(() => seen.length === 1, 'the notification on the other instance');
    expect(seen[0]).toMatchObject({ type: 'deposit_credited', params: { amount: 20, currency: 'EUR' } });
    const listed = await serving.inject({ method: 'GET', url: '/api/notifications', headers: bearer(alice.token) });
    expect(listed.json()).toMatchObject({ response: { total: 1, list: [{ id: seen[0]?.id }] } });
    expect(bobSeen).toEqual([]);

    // A block or logout on instance A drops the player's socket held by instance B.
    const dropped = new Promise<string>((resolve) => aliceSocket.once('disconnect', resolve));
    disconnectUser(producing.io, alice.id);
    expect(await dropped).toBe('io server disconnect');
    expect(bobSocket.connected).toBe(true);
  }, 60_000);
});
