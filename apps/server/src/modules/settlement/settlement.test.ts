import { like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { ledgerTransfers } from '../../db/schema';
import { bearer, describeEachDatabase } from '../../test/app';
import { fundedPlayer, summaryOf } from '../../test/bank';
import { useMoneySuite } from '../../test/ledger';
import { processPendingTickets } from '../betting';
import { createMarket, legOf, placeTickets, resultMarket, ticketOf } from '../../test/betting';
import { settleMarket, settleMarkets } from './settlement.service';

describeEachDatabase('settlement job: results settle tickets through the ledger', (database) => {
  let app: FastifyInstance;
  let staff: string;
  useMoneySuite(database, (suite) => ({ app, staff } = suite));

  const transfersOf = (ticketId: string) => app.db.select().from(ledgerTransfers).where(like(ledgerTransfers.idempotencyKey, `bet:${ticketId}:%`));

  it('settles singles won, lost, void and dead heat (stake divided by the tied count)', async () => {
    const player = await fundedPlayer(app, 'singles', 10_000);
    const a = await createMarket(app, staff, 'SA', [2, 3]);
    const b = await createMarket(app, staff, 'SB', [2, 2]);
    const c = await createMarket(app, staff, 'SC', [3, 3, 3]);
    const [won, lost, voided, deadHeat] = await placeTickets(app, player.token, { betType: 'single', bets: [legOf(a, 2, 0, 10), legOf(a, 3, 1, 10), legOf(b, 2, 0, 10), legOf(c, 3, 0, 10)] });
    expect((await summaryOf(app, player.token)).balance).toBe(60);
    expect((await resultMarket(app, staff, a, { winners: [a.options[0] ?? ''] })).statusCode).toBe(200);
    expect((await resultMarket(app, staff, b, { voided: true })).statusCode).toBe(200);
    expect((await resultMarket(app, staff, c, { winners: [c.options[0] ?? '', c.options[1] ?? ''], deadHeatCount: 2 })).statusCode).toBe(200);
    const reports = await settleMarkets(app.db, Date.now());
    expect(reports.map((report) => [report.settled, report.failed.length]).sort()).toEqual([[1, 0], [1, 0], [2, 0]]);
    expect(await ticketOf(app, player.token, won?.id ?? '')).toMatchObject({ status: 'won', settledReturn: 20, legs: [{ status: 'won' }] });
    expect(await ticketOf(app, player.token, lost?.id ?? '')).toMatchObject({ status: 'lost', settledReturn: 0, legs: [{ status: 'lost' }] });
    expect(await ticketOf(app, player.token, voided?.id ?? '')).toMatchObject({ status: 'void', settledReturn: 10, legs: [{ status: 'void' }] });
    // 10 x 3.00 / 2 = 15.00
    expect(await ticketOf(app, player.token, deadHeat?.id ?? '')).toMatchObject({ status: 'won', settledReturn: 15, legs: [{ status: 'dead_heat' }] });
    expect((await summaryOf(app, player.token)).balance).toBe(60 + 20 + 10 + 15);
    const codes = (await transfersOf(voided?.id ?? '')).map((row) => [row.idempotencyKey.split(':').slice(2).join(':'), row.code, row.amountCents]).sort();
    expect(codes).toEqual([['settlement:1', 'bet_refund', 1000], ['stake', 'bet_stake', 1000]]);
    expect((await transfersOf(lost?.id ?? '')).map((row) => row.code)).toEqual(['bet_stake']);
  });

  it('settles a multi with a void leg at 1.00, a multi lost on its first lost leg, and a system from its three doubles', async () => {
    const player = await fundedPlayer(app, 'combos', 10_000);
    const [d, e, f, g, h] = await Promise.all(['MD', 'ME', 'MF', 'MG', 'MH'].map((name, index) => createMarket(app, staff, name, [[2, 2], [1.5, 2.5], [3, 3], [2, 2], [2, 2]][index] ?? [2, 2])));
    if (!d || !e || !f || !g || !h) throw new Error('markets');
    const [multi] = await placeTickets(app, player.token, { betType: 'multi', bets: [legOf(d, 2), legOf(e, 1.5), legOf(f, 3)], totalStake: 10 });
    const [early] = await placeTickets(app, player.token, { betType: 'multi', bets: [legOf(g, 2), legOf(h, 2), legOf(f, 3)], totalStake: 5 });
    const [system] = await placeTickets(app, player.token, { betType: 'system', bets: [legOf(d, 2), legOf(e, 2.5, 1), legOf(g, 2, 0)], totalStake: 9 });
    expect((await summaryOf(app, player.token)).balance).toBe(76);
    await resultMarket(app, staff, g, { winners: [g.options[1] ?? ''] });
    await settleMarkets(app.db, Date.now());
    // Lost at once on its lost leg, the other legs still open (nothing can win it back).
    expect(await ticketOf(app, player.token, early?.id ?? '')).toMatchObject({ status: 'lost', settledReturn: 0, legs: [{ status: 'lost' }, { status: 'open' }, { status: 'open' }] });
    await resultMarket(app, staff, d, { winners: [d.options[0] ?? ''] });
    await resultMarket(app, staff, e, { voided: true });
    await resultMarket(app, staff, f, { winners: [f.options[0] ?? ''] });
    await resultMarket(app, staff, h, { winners: [h.options[0] ?? ''] });
    await settleMarkets(app.db, Date.now());
    // 10 x 2.00 x 1.00 x 3.00
    expect(await ticketOf(app, player.token, multi?.id ?? '')).toMatchObject({ status: 'won', settledReturn: 60, legs: [{ status: 'won' }, { status: 'void' }, { status: 'won' }] });
    expect(await ticketOf(app, player.token, early?.id ?? '')).toMatchObject({ status: 'lost', legs: [{ status: 'lost' }, { status: 'won' }, { status: 'won' }] });
    // Doubles: d x e = 2.00 x 1.00, d x g lost, e x g lost: 9 / 3 x 2.00 = 6.00
    expect(await ticketOf(app, player.token, system?.id ?? '')).toMatchObject({ status: 'won', settledReturn: 6, legs: [{ status: 'won' }, { status: 'void' }, { status: 'lost' }] });
    expect((await summaryOf(app, player.token)).balance).toBe(76 + 60 + 6);
  });

  it('leaves pending and cashed-out tickets unsettled (their legs are still marked)', async () => {
    const player = await fundedPlayer(app, 'pending', 10_000);
    const live = await createMarket(app, staff, 'Live', [2, 2]);
    await app.inject({ method: 'PATCH', url: `/api/admin/events/${live.eventId}`, headers: bearer(staff), payload: { status: 'live' } });
    const [pending] = await placeTickets(app, player.token, { betType: 'single', bets: [legOf(live, 2, 0, 10)] });
    expect(pending?.status).toBe('pending');
    const cash = await createMarket(app, staff, 'Cash', [2, 2]);
    const [cashed] = await placeTickets(app, player.token, { betType: 'single', bets: [legOf(cash, 2, 0, 10)] });
    const paid = await app.inject({ method: 'POST', url: '/api/sports/cashout', headers: bearer(player.token), payload: { ticketId: cashed?.id, amount: 9.5 } });
    expect(paid.statusCode).toBe(200);
    await resultMarket(app, staff, live, { winners: [live.options[0] ?? ''] });
    await resultMarket(app, staff, cash, { winners: [cash.options[0] ?? ''] });
    await settleMarkets(app.db, Date.now());
    expect(await ticketOf(app, player.token, pending?.id ?? '')).toMatchObject({ status: 'pending', legs: [{ status: 'open' }] });
    expect(await ticketOf(app, player.token, cashed?.id ?? '')).toMatchObject({ status: 'cashed_out', settledReturn: 9.5, legs: [{ status: 'won' }] });
    expect((await summaryOf(app, player.token)).balance).toBe(89.5);
    // The in-play job rejects it (its market is settled) and refunds the stake; settlement pays nothing more.
    expect(await processPendingTickets(app.db, Date.now() + 60_000)).toEqual({ accepted: 0, rejected: 1 });
    await settleMarkets(app.db, Date.now());
    expect(await ticketOf(app, player.token, pending?.id ?? '')).toMatchObject({ status: 'rejected', legs: [{ status: 'won' }] });
    expect((await summaryOf(app, player.token)).balance).toBe(99.5);
  });

  it('pays once however often the job runs', async () => {
    const player = await fundedPlayer(app, 'twice', 10_000);
    const market = await createMarket(app, staff, 'Twice', [2.5, 1.5]);
    const [ticket] = await placeTickets(app, player.token, { betType: 'single', bets: [legOf(market, 2.5, 0, 10)] });
    await resultMarket(app, staff, market, { winners: [market.options[0] ?? ''] });
    const runs = await Promise.all([settleMarket(app.db, market.marketId), settleMarket(app.db, market.marketId), settleMarkets(app.db, Date.now())]);
    expect(runs.length).toBe(3);
    await settleMarket(app.db, market.marketId);
    expect(await settleMarkets(app.db, Date.now())).toEqual([]);
    const payouts = (await transfersOf(ticket?.id ?? '')).filter((row) => row.code === 'bet_win');
    expect(payouts.map((row) => [row.idempotencyKey, row.amountCents])).toEqual([[`bet:${ticket?.id}:settlement:1`, 2500]]);
    expect((await summaryOf(app, player.token)).balance).toBe(115);
  });
});
