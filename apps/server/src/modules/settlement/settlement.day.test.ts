import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { tickets } from '../../db/schema';
import { rowsOf } from '../../lib/transaction';
import { bearer, useSuiteApp, describeEachDatabase, loginDemo } from '../../test/app';
import { fundedPlayer, summaryOf } from '../../test/bank';
import { expectLedgerReconciled } from '../../test/ledger';
import { processPendingTickets } from '../betting';
import { createMarket, legOf, nextRequestId, resultMarket, type TestMarket } from '../../test/betting';
import { settleMarkets } from './settlement.service';

/** A deterministic stream of numbers in [0, 1): the day is the same on every run. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

const playerCount = 6;
const marketCount = 12;
const placementsPerPlayer = 30;
const depositCents = 100_000;
const odds = [2.2, 3.1, 3.6] as const;

describeEachDatabase('a simulated day of bets and settlements reconciles', (database) => {
  let app: FastifyInstance;
  let staff: string;

  const testApp = useSuiteApp(database, { seedDemo: true }, async () => {
    app = testApp.app;
    staff = await loginDemo(app, 'staff');
  });

  async function placeRandom(random: () => number, token: string, markets: readonly TestMarket[]): Promise<void> {
    const pick = () => markets[Math.floor(random() * markets.length)] ?? markets[0];
    const option = () => Math.floor(random() * odds.length);
    const kind = random();
    const stake = 1 + Math.floor(random() * 20);
    if (kind < 0.6) {
      const market = pick();
      const index = option();
      if (!market) return;
      const body = { betType: 'single', bets: [legOf(market, odds[index] ?? 2, index, stake)], totalStake: 0 };
      await send(token, body);
      return;
    }
    const chosen = [...markets].sort(() => random() - 0.5).slice(0, kind < 0.85 ? 3 + Math.floor(random() * 2) : 3);
    const bets = chosen.map((market) => {
      const index = option();
      return legOf(market, odds[index] ?? 2, index);
    });
    await send(token, { betType: kind < 0.85 ? 'multi' : 'system', bets, totalStake: stake });
  }

  async function send(token: string, body: Record<string, unknown>): Promise<void> {
    const response = await app.inject({ method: 'POST', url: '/api/sports/place-bet', headers: bearer(token), payload: { useBonus: false, acceptOddsChanges: 'none', requestId: nextRequestId(), ...body } });
    expect(response.statusCode, response.body).toBe(200);
  }

  it('places, cashes out, results (void, dead heat, re-result), voids by hand, and every balance is deposits - stakes + returns', async () => {
    const random = seeded(20_261_122);
    const markets: TestMarket[] = [];
    for (let index = 0; index < marketCount; index += 1) markets.push(await createMarket(app, staff, `Day${index}`, odds));
    // One event is in play: its bets wait the in-play delay, then the job accepts them.
    const live = markets[marketCount - 1];
    if (!live) throw new Error('markets');
    await app.inject({ method: 'PATCH', url: `/api/admin/events/${live.eventId}`, headers: bearer(staff), payload: { status: 'live' } });
    const players = [];
    for (let index = 0; index < playerCount; index += 1) players.push(await fundedPlayer(app, `day${index}`, depositCents));
    for (let round = 0; round < placementsPerPlayer; round += 1) {
      for (const player of players) await placeRandom(random, player.token, markets);
    }
    expect(await processPendingTickets(app.db, Date.now() + 60_000)).toMatchObject({ rejected: 0 });

    // Some players cash out their first open single at the quote.
    for (const player of players.slice(0, 3)) {
      const open = (await app.inject({ method: 'GET', url: '/api/sports/mybets', headers: bearer(player.token) })).json().response.mybets as { id: string; cashoutValue: number | null }[];
      const offer = open.find((ticket) => ticket.cashoutValue !== null);
      if (!offer) continue;
      const paid = await app.inject({ method: 'POST', url: '/api/sports/cashout', headers: bearer(player.token), payload: { ticketId: offer.id, amount: offer.cashoutValue } });
      expect(paid.statusCode, paid.body).toBe(200);
    }

    // Results: every third market void, every fourth a dead heat of two, the rest one winner; the job settles.
    for (const [index, market] of markets.entries()) {
      const body = index % 3 === 0 ? { voided: true } : index % 4 === 1 ? { winners: market.options.slice(0, 2), deadHeatCount: 2 } : { winners: [market.options[index % odds.length] ?? ''] };
      expect((await resultMarket(app, staff, market, body)).statusCode).toBe(200);
      if (index === marketCount / 2) await settleMarkets(app.db, Date.now());
    }
    await settleMarkets(app.db, Date.now());
    await expectLedgerReconciled(app);

    // Staff correct one market and void one ticket by hand.
    const corrected = markets[2];
    if (!corrected) throw new Error('markets');
    const reresult = await resultMarket(app, staff, corrected, { winners: [corrected.options[0] ?? ''], reason: 'result corrected after review' });
    expect(reresult.statusCode).toBe(200);
    expect(reresult.json().response.resettlement.failed).toEqual([]);
    expect(reresult.json().response.resettlement.resettled).toBeGreaterThan(0);
    const [someTicket] = await app.db.select({ id: tickets.id }).from(tickets).where(eq(tickets.status, 'lost')).limit(1);
    const voided = await app.inject({ method: 'POST', url: `/api/admin/tickets/${someTicket?.id}/void`, headers: bearer(staff), payload: { reason: 'bet after the start' } });
    expect(voided.statusCode).toBe(200);
    await settleMarkets(app.db, Date.now());

    const open = await app.db.select({ count: sql<number>`count(*)::int` }).from(tickets).where(sql`${tickets.status} in ('pending', 'accepted')`);
    expect(open[0]?.count).toBe(0);
    const reconciled = await app.inject({ method: 'GET', url: '/api/admin/reconcile', headers: bearer(await loginDemo(app, 'admin')) });
    expect(reconciled.json().response).toMatchObject({ ok: true, totalCents: 0 });
    await expectLedgerReconciled(app);

    const statuses = await app.db.select({ status: tickets.status, count: sql<number>`count(*)::int` }).from(tickets).groupBy(tickets.status);
    const byStatus = Object.fromEntries(statuses.map((row) => [row.status, row.count]));
    for (const status of ['won', 'lost', 'void', 'cashed_out']) expect(byStatus[status], status).toBeGreaterThan(0);
    for (const player of players) {
      const [sums] = await app.db
        .select({ stakes: sql<string>`coalesce(sum(${tickets.stakeCents}), 0)::text`, returns: sql<string>`coalesce(sum(${tickets.settledReturnCents}), 0)::text` })
        .from(tickets)
        .where(eq(tickets.userId, player.id));
      const expectedCents = depositCents - Number(sums?.stakes) + Number(sums?.returns);
      expect(Math.round((await summaryOf(app, player.token)).balance * 100)).toBe(expectedCents);
    }
    // Every ticket's own transfers net to its return minus its stake.
    const mismatched = await app.db.execute(sql`
      select t.id from tickets t
       where coalesce(t.settled_return_cents, 0) - t.stake_cents <> (
         select coalesce(sum(case when a.kind = 'house' then x.amount_cents else -x.amount_cents end), 0)
           from ledger_transfers x join ledger_accounts a on a.id = x.debit_account_id
          where x.idempotency_key like 'bet:' || t.id || ':%')`);
    expect(rowsOf(mismatched)).toEqual([]);
  });
});
