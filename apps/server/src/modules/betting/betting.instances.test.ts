import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { Socket } from 'socket.io-client';
import { afterAll, describe, expect, it } from 'vitest';
import type { SlipOddsUpdate } from '@oddsmith/core';
import { seedDemo } from '../../db/seed-demo';
import { loginDemo, testDatabases } from '../../test/app';
import { fundedPlayer } from '../../test/bank';
import { createMarket, nextRequestId, type TestMarket } from '../../test/betting';
import { useSharedDatabase } from '../../test/exchange';
import { startRoundRobinProxy, upstreamHeader, type RoundRobinProxy } from '../../test/round-robin-proxy';
import { connectSocket, until } from '../../test/sockets';
import type { ApiEvent } from '../../test/sports';

const adminUrl = testDatabases.find((database) => database.name === 'postgres')?.adminUrl;
const redisUrl = process.env.REDIS_URL || undefined;

type Answer = { status: number; upstream: string | null; body: { response?: Record<string, unknown> } };

(adminUrl && redisUrl ? describe : describe.skip)('placements and odds across two instances behind a round-robin proxy (PostgreSQL + Redis)', () => {
  const instances = useSharedDatabase(adminUrl, { redisUrl });
  let proxy: RoundRobinProxy | undefined;
  const sockets: Socket[] = [];
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await proxy?.close();
  });

  async function listening(app: FastifyInstance): Promise<number> {
    await app.listen({ port: 0, host: '127.0.0.1' });
    return (app.server.address() as AddressInfo).port;
  }

  /** One request through the proxy, answering which instance (0 = A, 1 = B) served it. */
  async function call(method: string, path: string, token: string, payload?: unknown): Promise<Answer> {
    const response = await fetch(`${proxy?.baseUrl}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(payload === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(payload === undefined ? {} : { body: JSON.stringify(payload) }),
    });
    return { status: response.status, upstream: response.headers.get(upstreamHeader), body: (await response.json()) as Answer['body'] };
  }

  /** Round robin: sends harmless reads until the NEXT request goes to instance `index`. */
  async function aimAt(index: number, token: string): Promise<void> {
    for (let tries = 0; tries < 2; tries += 1) {
      const served = (await call('GET', '/api/front/user', token)).upstream;
      if (served !== String(index)) return;
    }
    throw new Error(`the proxy did not alternate to instance ${index}`);
  }

  const oddsInList = (events: ApiEvent[], market: TestMarket) => events.find((event) => event.id === market.eventId)?.marketsData[0]?.options.map((option) => option.odds);

  it("a bet placed on A debits the balance B reads; a staff price change on A reaches B's socket and B's event list", async () => {
    const [a, b] = [await instances.instance(), await instances.instance()];
    proxy = await startRoundRobinProxy([await listening(a), await listening(b)]);
    await seedDemo(a.db);
    const manager = await loginDemo(a, 'staff');
    const market = await createMarket(a, manager, `Scale${Date.now() % 1e6}`, [2, 1.8]);
    const player = await fundedPlayer(a, `scale${Date.now() % 1e7}`, 100_00);

    // The bet lands on A; the next read (round robin) lands on B and shows the debit.
    await aimAt(0, player.token);
    const placed = await call('POST', '/api/sports/place-bet', player.token, {
      betType: 'single',
      bets: [{ gameId: market.eventId, optionId: market.options[0], odds: 2, stake: 12.5 }],
      totalStake: 0,
      useBonus: false,
      acceptOddsChanges: 'none',
      requestId: nextRequestId(),
    });
    expect(placed).toMatchObject({ status: 200, upstream: '0' });
    const read = await call('GET', '/api/front/user', player.token);
    expect(read).toMatchObject({ status: 200, upstream: '1', body: { response: { user: { balance: 87.5 } } } });

    // A socket through the proxy: the first upgrade after an even number of requests goes to A,
    // so take two and keep the one on B (the other proves the proxy alternates upgrades too).
    const presports = '/api/sports/events?spid=1&type=presports&perPage=100';
    await aimAt(1, player.token);
    const before = await call('GET', presports, player.token);
    expect(before.upstream).toBe('1');
    expect(oddsInList((before.body.response?.events ?? []) as ApiEvent[], market)).toEqual([2, 1.8]);
    await aimAt(0, player.token);
    const connections = [await connectSocket(proxy.baseUrl, player.token), await connectSocket(proxy.baseUrl, player.token)];
    sockets.push(...connections);
    const onB = connections[1] as Socket;
    expect(b.io.of('/').sockets.has(onB.id ?? '')).toBe(true);
    expect(a.io.of('/').sockets.has(onB.id ?? '')).toBe(false);
    const slip: SlipOddsUpdate[] = [];
    onB.on('updatedSlipData', (updates: SlipOddsUpdate[]) => slip.push(...updates));
    const watched = market.options.map((optionId) => ({ gameId: market.eventId, optionId }));
    expect(await onB.timeout(5_000).emitWithAck('slipEventIds', watched)).toEqual({ ok: true, selections: 2 });

    // The staff edit goes to A (not through B at all).
    const edited = await a.inject({ method: 'PATCH', url: `/api/admin/markets/${market.marketId}`, headers: { authorization: `Bearer ${manager}` }, payload: { options: [{ id: market.options[0], odds: 2.25 }] } });
    expect(edited.statusCode).toBe(200);
    await until(() => slip.some((update) => update.optionId === market.options[0] && update.odds === 2.25), "A's price change on B's socket", 5_000);
    expect(slip).toEqual([{ gameId: market.eventId, optionId: market.options[0], odds: 2.25 }]);

    // B's list: its read model is dropped by A's NOTIFY, so it shows the new price within moments.
    let seen: unknown;
    for (let tries = 0; tries < 50 && JSON.stringify(seen) !== '[2.25,1.8]'; tries += 1) {
      if (tries > 0) await new Promise((resolve) => setTimeout(resolve, 20));
      await aimAt(1, player.token);
      const after = await call('GET', presports, player.token);
      expect(after.upstream).toBe('1');
      seen = oddsInList((after.body.response?.events ?? []) as ApiEvent[], market);
    }
    expect(seen).toEqual([2.25, 1.8]);
  }, 60_000);
});
