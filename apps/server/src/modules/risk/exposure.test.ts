import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { bearer, describeEachDatabase, loginDemo } from '../../test/app';
import { fundedPlayer } from '../../test/bank';
import { useMoneySuite } from '../../test/ledger';
import { createMarket, legOf, placeTickets, resultMarket, type TestMarket } from '../../test/betting';
import { processPendingTickets } from '../betting';
import { settleMarkets } from '../settlement';
import { rowsOf } from '../../lib/transaction';
import { findExposure, findExposureAggregated, type ExposureRow } from './risk.repo';
import { exposureRowsMax } from './risk.service';

/** What two exposure answers must share: who is exposed where, and by how much. */
const figuresOf = (rows: readonly ExposureRow[]) => rows.map((row) => [row.marketId, row.currency, row.selectionId, row.tickets, row.stakeCents, row.potentialPayoutCents]);

describeEachDatabase('risk exposure: selection_exposure follows every ticket change', (database) => {
  let app: FastifyInstance;
  let staff: string;
  useMoneySuite(database, (suite) => ({ app, staff } = suite));

  /** The maintained exposure equals the aggregate of the tickets, overall and per market; answers the open tickets of `selectionId`. */
  async function expectMaintained(markets: readonly TestMarket[], selectionId: string): Promise<number> {
    const maintained = await findExposure(app.db, null, exposureRowsMax);
    expect(figuresOf(maintained)).toEqual(figuresOf(await findExposureAggregated(app.db, null, exposureRowsMax)));
    const scope = { marketIds: markets.map((market) => market.marketId), currency: 'EUR' };
    expect(figuresOf(await findExposure(app.db, scope, exposureRowsMax))).toEqual(figuresOf(await findExposureAggregated(app.db, scope, exposureRowsMax)));
    // No slot of any row went below zero, and no row counts a ticket without stake.
    const broken = rowsOf<{ n: number }>(await app.db.execute(sql`select count(*)::int as n from selection_exposure where tickets < 0 or stake_cents < 0 or (tickets = 0) <> (stake_cents = 0)`));
    expect(broken[0]?.n).toBe(0);
    return maintained.filter((row) => row.selectionId === selectionId).reduce((sum, row) => sum + row.tickets, 0);
  }

  it('placement, settlement, a void, a cash-out, a hand-settled leg and a partly settled multi keep it equal to the tickets', async () => {
    const admin = await loginDemo(app, 'admin');
    const player = await fundedPlayer(app, 'exposure', 100_000);
    const [a, b, c, d, e] = await Promise.all(['XA', 'XB', 'XC', 'XD', 'XE'].map((name) => createMarket(app, staff, name, [2, 3])));
    if (!a || !b || !c || !d || !e) throw new Error('markets');
    const on = (market: TestMarket, index = 0) => market.options[index] ?? '';
    const all = [a, b, c, d, e];

    const singles = await placeTickets(app, player.token, { betType: 'single', bets: [legOf(a, 2, 0, 10), legOf(a, 3, 1, 20), legOf(b, 2, 0, 15), legOf(c, 2, 0, 5)] });
    const [multi] = await placeTickets(app, player.token, { betType: 'multi', bets: [legOf(a, 2), legOf(b, 3, 1), legOf(c, 2)], totalStake: 10 });
    const [multiHeld] = await placeTickets(app, player.token, { betType: 'multi', bets: [legOf(d, 2), legOf(b, 2), legOf(e, 3, 1)], totalStake: 7 });
    expect(singles).toHaveLength(4);
    expect(await expectMaintained(all, on(a))).toBe(2);
    expect(await expectMaintained(all, on(b))).toBe(2);

    // Market a settles: its singles (the set-based singles path) and the multi's first leg (won, the multi stays open).
    expect((await resultMarket(app, staff, a, { winners: [on(a)] })).statusCode).toBe(200);
    await settleMarkets(app.db, Date.now());
    expect(await expectMaintained(all, on(a))).toBe(0);
    expect(await expectMaintained(all, on(b, 1))).toBe(1);

    // Staff void the single on c: it leaves the exposure at once.
    const voided = await app.inject({ method: 'POST', url: `/api/admin/tickets/${singles[3]?.id}/void`, headers: bearer(admin), payload: { reason: 'palpable error' } });
    expect(voided.statusCode).toBe(200);
    expect(await expectMaintained(all, on(c))).toBe(1);

    // The single on b is cashed out.
    const cashed = await app.inject({ method: 'POST', url: '/api/sports/cashout', headers: bearer(player.token), payload: { ticketId: singles[2]?.id, amount: 14.25 } });
    expect(cashed.statusCode).toBe(200);
    expect(await expectMaintained(all, on(b))).toBe(1);

    // Staff settle the held multi by hand: its d and e legs won, its b leg void (the ticket is final).
    const byHand = await app.inject({
      method: 'POST',
      url: `/api/admin/tickets/${multiHeld?.id}/settle`,
      headers: bearer(admin),
      payload: { legs: [{ legIndex: 0, outcome: 'won' }, { legIndex: 1, outcome: 'void' }, { legIndex: 2, outcome: 'won' }], reason: 'settled by hand' },
    });
    expect(byHand.statusCode).toBe(200);
    expect(await expectMaintained(all, on(d))).toBe(0);
    expect(await expectMaintained(all, on(b))).toBe(0);
    expect(await expectMaintained(all, on(e, 1))).toBe(0);

    // Market b voided: the multi's b leg is void, the multi stays open on c alone.
    expect((await resultMarket(app, staff, b, { voided: true })).statusCode).toBe(200);
    await settleMarkets(app.db, Date.now());
    expect(await expectMaintained(all, on(b, 1))).toBe(0);
    expect(await expectMaintained(all, on(c))).toBe(1);

    // Market c lost for the multi: the ticket is lost, nothing of it is exposed any more.
    expect((await resultMarket(app, staff, c, { winners: [on(c, 1)] })).statusCode).toBe(200);
    await settleMarkets(app.db, Date.now());
    expect(await expectMaintained(all, on(c))).toBe(0);
    expect(multi?.id).toBeDefined();
    expect(await findExposure(app.db, null, exposureRowsMax)).toEqual([]);
  });

  it('in-play tickets count while pending, stay when accepted and leave when rejected', async () => {
    const player = await fundedPlayer(app, 'exposure-live', 10_000);
    const market = await createMarket(app, staff, 'XL', [2, 2]);
    const edit = (url: string, payload: Record<string, unknown>) => app.inject({ method: 'PATCH', url, headers: bearer(staff), payload });
    expect((await edit(`/api/admin/events/${market.eventId}`, { status: 'live' })).statusCode).toBe(200);
    const [first] = await placeTickets(app, player.token, { betType: 'single', bets: [legOf(market, 2, 0, 10)] });
    expect(first?.status).toBe('pending');
    expect(await expectMaintained([market], market.options[0] ?? '')).toBe(1);
    expect(await processPendingTickets(app.db, Date.now() + 60_000)).toEqual({ accepted: 1, rejected: 0 });
    expect(await expectMaintained([market], market.options[0] ?? '')).toBe(1);
    await placeTickets(app, player.token, { betType: 'single', bets: [legOf(market, 2, 1, 10)] });
    expect(await expectMaintained([market], market.options[1] ?? '')).toBe(1);
    expect((await edit(`/api/admin/markets/${market.marketId}`, { options: [{ id: market.options[1], odds: 1.9 }] })).statusCode).toBe(200);
    expect(await processPendingTickets(app.db, Date.now() + 60_000)).toEqual({ accepted: 0, rejected: 1 });
    expect(await expectMaintained([market], market.options[1] ?? '')).toBe(0);
  });

  it('a deleted ticket and a deleted leg leave it too', async () => {
    const player = await fundedPlayer(app, 'exposure-delete', 10_000);
    const [market, other, third] = await Promise.all(['XF', 'XG', 'XH'].map((name) => createMarket(app, staff, name, [2, 3])));
    if (!market || !other || !third) throw new Error('markets');
    const [single] = await placeTickets(app, player.token, { betType: 'single', bets: [legOf(market, 2, 0, 10)] });
    const [multi] = await placeTickets(app, player.token, { betType: 'multi', bets: [legOf(market, 2), legOf(other, 2), legOf(third, 2)], totalStake: 5 });
    const selectionId = market.options[0] ?? '';
    expect(await expectMaintained([market, other], selectionId)).toBe(2);
    await app.db.execute(sql`delete from ticket_legs where ticket_id = ${multi?.id} and leg_index = 1`);
    expect(await expectMaintained([market, other], other.options[0] ?? '')).toBe(0);
    await app.db.execute(sql`delete from tickets where id = ${single?.id}`);
    expect(await expectMaintained([market, other], selectionId)).toBe(1);
    // Clean up what the ledger's reconciliation expects to find: the stakes stay posted, so the tickets go only here.
    await app.db.execute(sql`delete from tickets where id = ${multi?.id}`);
    expect(await expectMaintained([market, other], selectionId)).toBe(0);
  });
});
