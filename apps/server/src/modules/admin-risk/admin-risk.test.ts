import type { AddressInfo } from 'node:net';
import { betSettled, type SlipOddsUpdate } from '@oddsmith/core';
import { io as connect } from 'socket.io-client';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { auditLog, markets, ticketLegs, tickets, users } from '../../db/schema';
import { inTransaction } from '../../lib/transaction';
import { createMarket, placeSingle } from '../../test/betting';
import { bearer, describeEachDatabase, loginAs, registerPlayer } from '../../test/app';
import { fundedPlayer } from '../../test/bank';
import { useMoneySuite } from '../../test/ledger';
import { updateMarkets, upsertMarkets } from '../feed';
import { postEvent } from '../ledger';

type Market = { eventId: string; marketId: string; options: string[] };
type Ladder = {
  marketId: string;
  marketStatus: string;
  riskSuspendedAt: string | null;
  stake: number;
  liability: number;
  selections: { selectionId: string; tickets: number; stake: number; potentialPayout: number; liability: number; odds: number | 'suspended' }[];
};

let counter = 0;
const requestId = () => `risk-${Date.now()}-${(counter += 1)}`;

async function ladderOf(app: FastifyInstance, token: string, market: Market): Promise<Ladder> {
  const response = await app.inject({ method: 'GET', url: `/api/admin/risk/markets/${market.marketId}`, headers: bearer(token) });
  expect(response.statusCode).toBe(200);
  return response.json<{ response: { market: Ladder } }>().response.market;
}

/** A registered user given a staff role straight in the database, logged in. */
async function staffWithRole(app: FastifyInstance, suffix: string, role: string): Promise<string> {
  const { user } = await registerPlayer(app, suffix);
  await app.db.update(users).set({ role, emailVerifiedAt: new Date() }).where(eq(users.id, user.id));
  return loginAs(app, `user_${suffix}`, 'GoodPassword123');
}

describeEachDatabase('risk: stake factor, liability, auto-suspend, staff risk screen', (database) => {
  let app: FastifyInstance;
  let manager: string;
  let support: string;
  let risk: string;
  let agent: string;

  useMoneySuite(database, async (suite) => {
    ({ app, staff: manager } = suite);
    support = await staffWithRole(app, 'risk_support', 'support');
    risk = await staffWithRole(app, 'risk_trader', 'risk');
    agent = await staffWithRole(app, 'risk_agent', 'agent');
  });

  it('a stake factor of 0.5 halves the max stake, 0 blocks betting; risk-management reports the effective factor', async () => {
    const market = await createMarket(app, manager, 'Factor', [2, 2]);
    const player = await fundedPlayer(app, 'factor', 2_000_000);
    const half = await app.inject({ method: 'PUT', url: `/api/admin/risk/players/${player.id}/stake-factor`, headers: bearer(risk), payload: { stakeFactor: 0.5 } });
    expect(half.statusCode).toBe(200);
    expect(half.json().response).toMatchObject({ userId: player.id, stakeFactor: 0.5, tickets: 0 });
    const limits = await app.inject({ method: 'POST', url: '/api/front/risk-management', headers: bearer(player.token), payload: { mode: 'mgt' } });
    expect(limits.json().response).toMatchObject({ stakeMax: 10_000, stakeFactor: 0.5 });
    const above = await placeSingle(app, player.token, market, 0, 2, 5_000.01);
    expect(above.statusCode).toBe(400);
    expect(above.json()).toMatchObject({ code: 'BETSLIP_STAKE_TOO_HIGH', field: 'bets.0.stake' });
    expect(above.json().message).toContain('5000');
    expect((await placeSingle(app, player.token, market, 0, 2, 5_000)).statusCode).toBe(200);

    await app.inject({ method: 'PUT', url: `/api/admin/risk/players/${player.id}/stake-factor`, headers: bearer(manager), payload: { stakeFactor: 0 } });
    const blocked = await placeSingle(app, player.token, market, 0, 2, 1);
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json()).toMatchObject({ code: 'BETSLIP_STAKE_FACTOR_BLOCKED' });
    const blockedLimits = await app.inject({ method: 'POST', url: '/api/front/risk-management', headers: bearer(player.token), payload: { mode: 'mgt' } });
    expect(blockedLimits.json().response.stakeFactor).toBe(0);
    const audited = await app.db.select().from(auditLog).where(and(eq(auditLog.action, 'risk.stake-factor'), eq(auditLog.targetId, player.id)));
    expect(audited.map((entry) => entry.detail)).toEqual(
      expect.arrayContaining([expect.objectContaining({ stakeFactorBp: 5_000, previousStakeFactorBp: 10_000 }), expect.objectContaining({ stakeFactorBp: 0, previousStakeFactorBp: 5_000 })]),
    );
  });

  it('answers 400 naming the field, 404 for an unknown user, and refuses staff users', async () => {
    const player = await fundedPlayer(app, 'badinput', 0);
    const put = (userId: string, payload: unknown) => app.inject({ method: 'PUT', url: `/api/admin/risk/players/${userId}/stake-factor`, headers: bearer(manager), payload: payload as Record<string, unknown> });
    for (const stakeFactor of [10.01, 0.555, -1, 'abc', null]) {
      const response = await put(player.id, { stakeFactor });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ field: 'stakeFactor' });
    }
    expect((await put(player.id, { stakeFactor: 10 })).json().response.stakeFactor).toBe(10);
    expect((await put('00000000-0000-4000-8000-000000000000', { stakeFactor: 1 })).statusCode).toBe(404);
    expect((await put('not-a-uuid', { stakeFactor: 1 })).json()).toMatchObject({ field: 'userId' });
    const [staffRow] = await app.db.select({ id: users.id }).from(users).where(eq(users.username, 'staff'));
    expect((await put(staffRow?.id ?? '', { stakeFactor: 1 })).json()).toMatchObject({ code: 'RISK_NOT_A_PLAYER', field: 'userId' });
    for (const autoSuspendLiability of [0.5, 1.234, 'x', 100_000_001]) {
      const response = await app.inject({ method: 'PUT', url: '/api/admin/risk/settings', headers: bearer(manager), payload: { autoSuspendLiability } });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ field: 'autoSuspendLiability' });
    }
    expect((await app.inject({ method: 'GET', url: '/api/admin/risk/markets/no-such-market', headers: bearer(manager) })).statusCode).toBe(404);
  });

  it('403: players, support and cash agents on every risk path (risk.read / risk.write)', async () => {
    const player = await fundedPlayer(app, 'nosy', 0);
    const market = await createMarket(app, manager, 'Perm', [2, 2]);
    const writes = [
      { method: 'PUT' as const, url: `/api/admin/risk/players/${player.id}/stake-factor`, payload: { stakeFactor: 1 } },
      { method: 'PUT' as const, url: '/api/admin/risk/settings', payload: { autoSuspendLiability: null } },
      { method: 'POST' as const, url: `/api/admin/risk/markets/${market.marketId}/suspend` },
      { method: 'POST' as const, url: `/api/admin/risk/markets/${market.marketId}/release` },
    ];
    const reads = [
      { method: 'GET' as const, url: '/api/admin/risk/overview' },
      { method: 'GET' as const, url: `/api/admin/risk/markets/${market.marketId}` },
    ];
    for (const request of [...writes, ...reads]) {
      expect((await app.inject({ ...request, headers: bearer(player.token) })).statusCode).toBe(403);
    }
    for (const request of [...writes, ...reads]) {
      expect((await app.inject({ ...request, headers: bearer(support) })).statusCode).toBe(403);
      expect((await app.inject({ ...request, headers: bearer(agent) })).statusCode).toBe(403);
    }
    for (const request of reads) {
      expect((await app.inject({ ...request, headers: bearer(risk) })).statusCode).toBe(200);
    }
  });

  it('liability of singles and a multi on hand-built markets, exactly; a cash-out and a settlement leave it', async () => {
    const m = await createMarket(app, manager, 'LiabM', [2, 1.8]);
    const n = await createMarket(app, manager, 'LiabN', [2.5, 1.5]);
    const o = await createMarket(app, manager, 'LiabO', [2, 2]);
    const a = await fundedPlayer(app, 'liab_a', 10_000);
    const b = await fundedPlayer(app, 'liab_b', 10_000);
    const c = await fundedPlayer(app, 'liab_c', 10_000);
    const singleA = await placeSingle(app, a.token, m, 0, 2, 10);
    expect(singleA.statusCode).toBe(200);
    expect((await placeSingle(app, b.token, m, 1, 1.8, 20)).statusCode).toBe(200);
    const multi = await app.inject({
      method: 'POST',
      url: '/api/sports/place-bet',
      headers: bearer(c.token),
      payload: {
        betType: 'multi',
        bets: [m, n, o].map((market, index) => ({ gameId: market.eventId, optionId: market.options[0], odds: [2, 2.5, 2][index] })),
        totalStake: 5,
        requestId: requestId(),
      },
    });
    expect(multi.json().response.tickets[0]).toMatchObject({ stake: 5, potentialReturn: 50 });

    // Home: 10 @ 2.00 (20) + the multi (50) = 70 - 35 staked on the market = 35; away: 36 - 35 = 1.
    const ladder = await ladderOf(app, risk, m);
    expect(ladder).toMatchObject({ marketStatus: 'open', riskSuspendedAt: null, stake: 35, liability: 35 });
    expect(ladder.selections).toEqual([
      expect.objectContaining({ selectionId: m.options[0], tickets: 2, stake: 15, potentialPayout: 70, liability: 35, odds: 2 }),
      expect.objectContaining({ selectionId: m.options[1], tickets: 1, stake: 20, potentialPayout: 36, liability: 1, odds: 1.8 }),
    ]);
    // The multi counts its full return on each of its legs: 50 - 5 = 45; the unbacked side keeps the stake.
    expect((await ladderOf(app, risk, n)).selections.map((row) => [row.tickets, row.stake, row.potentialPayout, row.liability])).toEqual([
      [1, 5, 50, 45],
      [0, 0, 0, -5],
    ]);

    const overview = async () => {
      const response = await app.inject({ method: 'GET', url: '/api/admin/risk/overview', headers: bearer(risk) });
      expect(response.statusCode).toBe(200);
      return response.json().response as {
        topSelections: { selectionId: string; liability: number; marketId: string }[];
        topMarkets: Ladder[];
        events: { eventId: string; liability: number; stake: number; tickets: number }[];
        players: { userId: string; profit: number; turnover: number; openStake: number; tickets: number; stakeFactor: number }[];
        totalOpenStake: number;
      };
    };
    const before = await overview();
    expect(before.topSelections).toEqual(expect.arrayContaining([expect.objectContaining({ selectionId: n.options[0], liability: 45, marketId: n.marketId })]));
    expect(before.topMarkets.find((market) => market.marketId === m.marketId)).toMatchObject({ liability: 35, stake: 35 });
    expect(before.events.find((event) => event.eventId === m.eventId)).toMatchObject({ liability: 35, stake: 35, tickets: 3 });
    expect(before.events.find((event) => event.eventId === o.eventId)).toMatchObject({ liability: 45, stake: 5, tickets: 1 });
    expect(before.players.find((player) => player.userId === a.id)).toMatchObject({ tickets: 1, turnover: 10, profit: 0, openStake: 10, stakeFactor: 1 });

    // A cashes out: the ticket leaves the ladder. Home: 50 - 25 = 25; away: 36 - 25 = 11.
    const mybets = await app.inject({ method: 'GET', url: '/api/sports/mybets', headers: bearer(a.token) });
    const ticket = mybets.json().response.mybets[0] as { id: string; cashoutValue: number };
    const cashedOut = await app.inject({ method: 'POST', url: '/api/sports/cashout', headers: bearer(a.token), payload: { ticketId: ticket.id, amount: ticket.cashoutValue } });
    expect(cashedOut.statusCode).toBe(200);
    expect((await ladderOf(app, risk, m)).selections.map((row) => [row.selectionId, row.tickets, row.stake, row.potentialPayout, row.liability])).toEqual([
      [m.options[0], 1, 5, 50, 25],
      [m.options[1], 1, 20, 36, 11],
    ]);

    // B's single is settled as won: only the multi is left on the market.
    await inTransaction(app.db, async (tx) => {
      const [row] = await tx.select().from(tickets).where(eq(tickets.userId, b.id));
      if (!row) throw new Error('no ticket');
      await tx.update(tickets).set({ status: 'won', settledAt: new Date(), settledReturnCents: 3_600 }).where(eq(tickets.id, row.id));
      await tx.update(ticketLegs).set({ status: 'won' }).where(eq(ticketLegs.ticketId, row.id));
      await postEvent(tx, betSettled({ ticketId: row.id, playerId: b.id, currency: 'EUR', funding: 'cash', stakeCents: 2_000, settlementSeq: 1, outcome: 'won', returnCents: 3_600 }));
    });
    const after = await overview();
    expect(after.topMarkets.find((market) => market.marketId === m.marketId)).toMatchObject({ stake: 5, liability: 45 });
    expect(after.events.find((event) => event.eventId === m.eventId)).toMatchObject({ stake: 5, tickets: 1 });
    expect(after.totalOpenStake).toBe(before.totalOpenStake - 30);
    expect(after.players.find((player) => player.userId === a.id)).toMatchObject({ tickets: 1, turnover: 10, openStake: 0, profit: ticket.cashoutValue - 10 });
    expect(after.players.find((player) => player.userId === b.id)).toMatchObject({ tickets: 1, turnover: 20, openStake: 0, profit: 16 });
  });

  it('auto-suspends a market at the threshold; the feed keeps it suspended; release reopens it', async () => {
    const market = await createMarket(app, manager, 'Auto', [2, 2]);
    const player = await fundedPlayer(app, 'auto', 100_000);
    const settings = await app.inject({ method: 'PUT', url: '/api/admin/risk/settings', headers: bearer(risk), payload: { autoSuspendLiability: 50 } });
    expect(settings.json().response).toMatchObject({ autoSuspendLiability: 50, limits: { EUR: { autoSuspendLiability: 50 }, INR: { autoSuspendLiability: null } } });
    try {
      // 20 @ 2: payout 40 - stake 20 = 20, under 50.
      expect((await placeSingle(app, player.token, market, 0, 2, 20)).statusCode).toBe(200);
      expect((await ladderOf(app, risk, market)).marketStatus).toBe('open');
      // + 30 @ 2: payout 100 - stake 50 = 50: reaches the threshold; the bet itself stands.
      const reaching = await placeSingle(app, player.token, market, 0, 2, 30);
      expect(reaching.statusCode).toBe(200);
      expect(reaching.json().response.tickets[0].status).toBe('accepted');
      const held = await ladderOf(app, risk, market);
      expect(held).toMatchObject({ marketStatus: 'suspended', liability: 50 });
      expect(held.riskSuspendedAt).not.toBeNull();
      const next = await placeSingle(app, player.token, market, 1, 2, 5);
      expect(next.statusCode).toBe(409);
      expect(next.json()).toMatchObject({ code: 'BETSLIP_MARKET_SUSPENDED' });
      const audits = await app.db.select().from(auditLog).where(and(eq(auditLog.action, 'risk.auto-suspend'), eq(auditLog.targetId, market.marketId)));
      expect(audits).toHaveLength(1);

      // A feed tick saying "open" (both write paths) does not reopen it.
      const feedRow = { id: market.marketId, eventId: market.eventId, type: 'match-winner', line: null, name: 'Match Winner', status: 'open' as const, sortOrder: 0, result: null };
      await inTransaction(app.db, async (tx) => {
        await updateMarkets(tx, [feedRow]);
        await upsertMarkets(tx, [feedRow]);
      });
      expect((await ladderOf(app, risk, market)).marketStatus).toBe('suspended');

      const released = await app.inject({ method: 'POST', url: `/api/admin/risk/markets/${market.marketId}/release`, headers: bearer(manager) });
      expect(released.statusCode).toBe(200);
      expect(released.json().response.market).toMatchObject({ marketStatus: 'open', riskSuspendedAt: null });
      expect((await app.inject({ method: 'POST', url: `/api/admin/risk/markets/${market.marketId}/release`, headers: bearer(manager) })).json()).toMatchObject({ code: 'RISK_NOT_SUSPENDED' });
      // Betting again: the other side lowers the worst case to 100 - 55 = 45, under the threshold.
      expect((await placeSingle(app, player.token, market, 1, 2, 5)).statusCode).toBe(200);
    } finally {
      await app.inject({ method: 'PUT', url: '/api/admin/risk/settings', headers: bearer(risk), payload: { autoSuspendLiability: null } });
    }
  });

  it('staff suspend holds a market against the feed until release; closed still applies', async () => {
    const market = await createMarket(app, manager, 'Hold', [2, 2]);
    const suspended = await app.inject({ method: 'POST', url: `/api/admin/risk/markets/${market.marketId}/suspend`, headers: bearer(risk) });
    expect(suspended.statusCode).toBe(200);
    expect(suspended.json().response.market).toMatchObject({ marketStatus: 'suspended', selections: [{ odds: 'suspended' }, { odds: 'suspended' }] });
    const event = await app.inject({ method: 'GET', url: `/api/sports/events/${market.eventId}` });
    expect(event.json().response.event.marketsData[0].options[0].odds).toBe('suspended');
    const feedRow = { id: market.marketId, eventId: market.eventId, type: 'match-winner', line: null, name: 'Match Winner', status: 'open' as const, sortOrder: 0, result: null };
    await inTransaction(app.db, (tx) => updateMarkets(tx, [feedRow]));
    expect((await ladderOf(app, risk, market)).marketStatus).toBe('suspended');
    await inTransaction(app.db, (tx) => updateMarkets(tx, [{ ...feedRow, status: 'closed' }]));
    const [row] = await app.db.select({ status: markets.status }).from(markets).where(eq(markets.id, market.marketId));
    expect(row?.status).toBe('closed');
    const audited = await app.db.select().from(auditLog).where(and(eq(auditLog.action, 'risk.suspend'), eq(auditLog.targetId, market.marketId)));
    expect(audited).toHaveLength(1);
    const closedAgain = await app.inject({ method: 'POST', url: `/api/admin/risk/markets/${market.marketId}/suspend`, headers: bearer(risk) });
    expect(closedAgain.json()).toMatchObject({ code: 'MARKET_CLOSED' });
  });

  it('a staff edit that opens a held market lifts the hold', async () => {
    const market = await createMarket(app, manager, 'Reopen', [2, 2]);
    expect((await app.inject({ method: 'POST', url: `/api/admin/risk/markets/${market.marketId}/suspend`, headers: bearer(risk) })).statusCode).toBe(200);
    const opened = await app.inject({ method: 'PATCH', url: `/api/admin/markets/${market.marketId}`, headers: bearer(manager), payload: { status: 'open' } });
    expect(opened.statusCode).toBe(200);
    expect(await ladderOf(app, risk, market)).toMatchObject({ marketStatus: 'open', riskSuspendedAt: null });
    // The feed may reopen it again: nothing holds it any more.
    const feedRow = { id: market.marketId, eventId: market.eventId, type: 'match-winner', line: null, name: 'Match Winner', status: 'suspended' as const, sortOrder: 0, result: null };
    await inTransaction(app.db, (tx) => updateMarkets(tx, [feedRow]));
    await inTransaction(app.db, (tx) => updateMarkets(tx, [{ ...feedRow, status: 'open' }]));
    expect((await ladderOf(app, risk, market)).marketStatus).toBe('open');
  });

  it('publishes an auto-suspension and a release to watching slips after the commit', async () => {
    const market = await createMarket(app, manager, 'Push', [2, 2]);
    const player = await fundedPlayer(app, 'push', 100_000);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const socket = connect(`http://127.0.0.1:${(app.server.address() as AddressInfo).port}`, { path: '/socket.io', transports: ['websocket'], reconnection: false, forceNew: true });
    const slip: SlipOddsUpdate[] = [];
    socket.on('updatedSlipData', (updates: SlipOddsUpdate[]) => slip.push(...updates));
    // An acknowledged round trip: every message the server sent before it has arrived.
    const flush = () => socket.timeout(5_000).emitWithAck('subscribe', { channels: ['list:1:presports'] });
    try {
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', () => resolve());
        socket.once('connect_error', reject);
      });
      const watched = market.options.map((optionId) => ({ gameId: market.eventId, optionId }));
      expect(await socket.timeout(5_000).emitWithAck('slipEventIds', watched)).toEqual({ ok: true, selections: 2 });
      await app.inject({ method: 'PUT', url: '/api/admin/risk/settings', headers: bearer(risk), payload: { autoSuspendLiability: 10 } });
      // 20 @ 2: payout 40 - 20 staked = 20 >= 10.
      expect((await placeSingle(app, player.token, market, 0, 2, 20)).statusCode).toBe(200);
      await flush();
      expect(slip).toEqual(watched.map((selection) => ({ ...selection, odds: 'suspended' })));
      slip.length = 0;
      await app.inject({ method: 'PUT', url: '/api/admin/risk/settings', headers: bearer(risk), payload: { autoSuspendLiability: null } });
      expect((await app.inject({ method: 'POST', url: `/api/admin/risk/markets/${market.marketId}/release`, headers: bearer(risk) })).statusCode).toBe(200);
      await flush();
      expect(slip).toEqual(watched.map((selection) => ({ ...selection, odds: 2 })));
    } finally {
      socket.close();
      await app.inject({ method: 'PUT', url: '/api/admin/risk/settings', headers: bearer(risk), payload: { autoSuspendLiability: null } });
    }
  });
});
