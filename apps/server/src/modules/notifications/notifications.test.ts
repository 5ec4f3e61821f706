import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { NotificationView } from '@oddsmith/core';
import { notifications } from '../../db/schema';
import { inTransaction } from '../../lib/transaction';
import { bearer, createTestApp, describeEachDatabase, loginDemo, type TestApp } from '../../test/app';
import { createMarket, fundedPlayerIn, placeSingle, resultMarket } from '../../test/betting';
import { connectSocket, until } from '../../test/sockets';
import { settleMarkets } from '../settlement';
import { deleteExpiredNotifications, notify } from './index';

type Player = { id: string; token: string };
type ListBody = { response: { list: NotificationView[]; total: number } };

function collect(socket: Socket): NotificationView[] {
  const seen: NotificationView[] = [];
  socket.on('notification', (payload: NotificationView) => seen.push(payload));
  return seen;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describeEachDatabase('notifications', (database) => {
  let testApp: TestApp;
  let url: string;
  let staff: string;
  let suffix = 0;
  const sockets: Socket[] = [];
  const player = async (): Promise<Player> => fundedPlayerIn(testApp.app, `ntf${Date.now() % 1e6}${(suffix += 1)}`, 'EUR', 100_00);
  async function socketOf(token: string): Promise<Socket> {
    const socket = await connectSocket(url, token);
    sockets.push(socket);
    return socket;
  }
  const get = (token: string, path: string) => testApp.app.inject({ method: 'GET', url: path, headers: bearer(token) });
  const post = (token: string, path: string) => testApp.app.inject({ method: 'POST', url: path, headers: bearer(token) });

  beforeAll(async () => {
    testApp = await createTestApp(database, { seedDemo: true });
    await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(testApp.app.server.address() as AddressInfo).port}`;
    staff = await loginDemo(testApp.app, 'staff');
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await testApp?.close();
  });

  it('a settled bet creates exactly one notification with the return, pushed live to its owner only', async () => {
    const alice = await player();
    const bob = await player();
    const market = await createMarket(testApp.app, staff, `Ntf${suffix}`, [2.5, 1.6]);
    expect((await placeSingle(testApp.app, alice.token, market, 0, 2.5, 10)).statusCode).toBe(200);
    const aliceSeen = collect(await socketOf(alice.token));
    const bobSeen = collect(await socketOf(bob.token));
    expect((await resultMarket(testApp.app, staff, market, { winners: [market.options[0] ?? ''] })).statusCode).toBe(200);
    await settleMarkets(testApp.app.db, Date.now());
    await until(() => aliceSeen.length > 0, 'the pushed notification');
    await settleMarkets(testApp.app.db, Date.now());
    await pause(100);
    expect(aliceSeen).toHaveLength(1);
    expect(aliceSeen[0]).toMatchObject({ type: 'bet_settled', bodyKey: 'notifications.types.bet_settled.body_won', params: { stake: 10, return: 25, currency: 'EUR' }, readAt: null });
    expect(bobSeen).toEqual([]);
    const list = (await get(alice.token, '/api/notifications')).json<ListBody>().response;
    expect(list.total).toBe(1);
    expect(list.list[0]?.id).toBe(aliceSeen[0]?.id);
    expect((await get(alice.token, '/api/notifications/unread-count')).json()).toMatchObject({ response: { unread: 1 } });
  });

  it('pushes only after the commit, and a rolled back cause stores and pushes nothing', async () => {
    const carol = await player();
    const seen = collect(await socketOf(carol.token));
    await inTransaction(testApp.app.db, async (tx) => {
      await notify(tx, carol.id, 'deposit_credited', { amount: 20, currency: 'EUR' });
      await pause(150);
      expect(seen).toEqual([]);
    });
    await until(() => seen.length === 1, 'the push after commit');
    await expect(
      inTransaction(testApp.app.db, async (tx) => {
        await notify(tx, carol.id, 'withdrawal_rejected', { amount: 5, currency: 'EUR' });
        throw new Error('the cause failed');
      }),
    ).rejects.toThrow('the cause failed');
    await pause(150);
    expect(seen).toHaveLength(1);
    const rows = await testApp.app.db.select().from(notifications).where(eq(notifications.userId, carol.id));
    expect(rows.map((row) => row.type)).toEqual(['deposit_credited']);
    // Only a transaction opened by inTransaction can notify (its hooks run after the commit).
    await expect(testApp.app.db.transaction((tx) => notify(tx, carol.id, 'deposit_credited'))).rejects.toThrow('inTransaction');
  });

  it('lists with type and unread filters, marks one and all read; another player’s id is 404', async () => {
    const dave = await player();
    const erin = await player();
    await inTransaction(testApp.app.db, async (tx) => {
      await notify(tx, dave.id, 'deposit_credited', { amount: 20, currency: 'EUR' });
      await notify(tx, dave.id, 'withdrawal_approved', { amount: 5, currency: 'EUR' });
      await notify(tx, dave.id, 'withdrawal_rejected', { amount: 7, currency: 'EUR' });
      await notify(tx, erin.id, 'deposit_credited', { amount: 1, currency: 'EUR' });
    });
    const all = (await get(dave.token, '/api/notifications?perPage=2')).json<ListBody>().response;
    expect(all.total).toBe(3);
    expect(all.list).toHaveLength(2);
    const byType = (await get(dave.token, '/api/notifications?type=withdrawal_approved')).json<ListBody>().response;
    expect(byType.list.map((row) => row.type)).toEqual(['withdrawal_approved']);
    const target = byType.list[0]?.id ?? '';
    const read = await post(dave.token, `/api/notifications/${target}/read`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ response: { notification: { id: target }, unread: 2 } });
    expect((await get(dave.token, '/api/notifications?unread=true')).json<ListBody>().response.total).toBe(2);
    expect((await get(dave.token, '/api/notifications?unread=false')).json<ListBody>().response.list.map((row) => row.id)).toEqual([target]);

    const erinsId = (await get(erin.token, '/api/notifications')).json<ListBody>().response.list[0]?.id ?? '';
    const foreign = await post(dave.token, `/api/notifications/${erinsId}/read`);
    expect(foreign.statusCode).toBe(404);
    expect((await get(erin.token, '/api/notifications/unread-count')).json()).toMatchObject({ response: { unread: 1 } });

    const readAll = await post(dave.token, '/api/notifications/read-all');
    expect(readAll.json()).toMatchObject({ response: { marked: 2, unread: 0 } });
    expect((await get(erin.token, '/api/notifications/unread-count')).json()).toMatchObject({ response: { unread: 1 } });
  });

  it('refuses bad input with a 400 naming the field, and a guest with 401', async () => {
    const frank = await player();
    expect((await get(frank.token, '/api/notifications?type=nope')).json()).toMatchObject({ field: 'type' });
    expect((await get(frank.token, '/api/notifications?unread=maybe')).statusCode).toBe(400);
    expect((await post(frank.token, '/api/notifications/not-a-uuid/read')).statusCode).toBe(400);
    const badPrefs = await testApp.app.inject({ method: 'PUT', url: '/api/notifications/preferences', headers: bearer(frank.token), payload: { disabledTypes: ['nope'] } });
    expect(badPrefs.statusCode).toBe(400);
    expect((await testApp.app.inject({ method: 'GET', url: '/api/notifications' })).statusCode).toBe(401);
  });

  it('a type the player turned off is neither stored nor pushed', async () => {
    const gina = await player();
    const seen = collect(await socketOf(gina.token));
    const put = await testApp.app.inject({ method: 'PUT', url: '/api/notifications/preferences', headers: bearer(gina.token), payload: { disabledTypes: ['deposit_credited', 'deposit_credited'] } });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({ response: { disabledTypes: ['deposit_credited'] } });
    expect((await get(gina.token, '/api/notifications/preferences')).json()).toMatchObject({ response: { disabledTypes: ['deposit_credited'] } });
    await inTransaction(testApp.app.db, async (tx) => {
      await notify(tx, gina.id, 'deposit_credited', { amount: 20, currency: 'EUR' });
      await notify(tx, gina.id, 'withdrawal_approved', { amount: 5, currency: 'EUR' });
    });
    await until(() => seen.length === 1, 'the enabled type');
    await pause(100);
    expect(seen.map((row) => row.type)).toEqual(['withdrawal_approved']);
    expect((await get(gina.token, '/api/notifications')).json<ListBody>().response.total).toBe(1);
  });

  it('the retention run deletes notifications older than 90 days and keeps the rest', async () => {
    const hugo = await player();
    await inTransaction(testApp.app.db, async (tx) => {
      await notify(tx, hugo.id, 'deposit_credited', { amount: 1, currency: 'EUR' });
      await notify(tx, hugo.id, 'deposit_credited', { amount: 2, currency: 'EUR' });
    });
    const rows = await testApp.app.db.select().from(notifications).where(eq(notifications.userId, hugo.id));
    const old = rows[0]?.id ?? '';
    await testApp.app.db.update(notifications).set({ createdAt: new Date(Date.now() - 91 * 86_400_000) }).where(eq(notifications.id, old));
    expect(await deleteExpiredNotifications(testApp.app.db, Date.now())).toBeGreaterThanOrEqual(1);
    const left = await testApp.app.db.select().from(notifications).where(eq(notifications.userId, hugo.id));
    expect(left.map((row) => row.id)).toEqual([rows[1]?.id]);
  });
});
