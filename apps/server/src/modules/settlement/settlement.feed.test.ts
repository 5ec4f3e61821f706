import { inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { markets, tickets } from '../../db/schema';
import { useSuiteApp, describeEachDatabase } from '../../test/app';
import { fundedPlayer, summaryOf } from '../../test/bank';
import { expectLedgerReconciled } from '../../test/ledger';
import { feedStartMs, getJson, startManualFeed, type ApiEvent } from '../../test/sports';
import { processPendingTickets } from '../betting';
import { placeTickets } from '../../test/betting';
import { settleMarkets } from './settlement.service';

/** Simulated minutes the feed may play before every bet market has a result. */
const feedMinutesMax = 240;

describeEachDatabase('settlement of simulator results', (database) => {
  let app: FastifyInstance;
  const startMs = feedStartMs();

  const testApp = useSuiteApp(database, { seedDemo: true }, async () => {
    app = testApp.app;
    await startManualFeed(app, 7, startMs);
  });

  it('settles bets on in-play soccer main markets once the simulator results them', async () => {
    const player = await fundedPlayer(app, 'feedbets', 100_000);
    const { events } = await getJson<{ events: ApiEvent[] }>(app, '/api/sports/events?spid=1&type=inplay');
    const bets = events
      .slice(0, 3)
      .flatMap((event) => (event.marketsData[0]?.options ?? []).flatMap((option) => (option.odds === 'suspended' ? [] : [{ gameId: event.id, optionId: option.id, odds: option.odds, stake: 2 }])));
    expect(bets.length).toBeGreaterThan(2);
    const placed = await placeTickets(app, player.token, { betType: 'single', bets, acceptOddsChanges: 'any' });
    expect(await processPendingTickets(app.db, Date.now() + 60_000)).toMatchObject({ accepted: placed.length });
    const marketIds = [...new Set(bets.map((bet) => bet.optionId.slice(0, bet.optionId.lastIndexOf(':'))))];
    let nowMs = startMs;
    for (let minute = 0; minute < feedMinutesMax; minute += 1) {
      nowMs += 60_000;
      await app.feed.step(nowMs);
      const open = await app.db.select({ count: sql<number>`count(*)::int` }).from(markets).where(sql`${inArray(markets.id, marketIds)} and ${markets.status} <> 'settled'`);
      if (open[0]?.count === 0) break;
    }
    await settleMarkets(app.db, Date.now());
    const rows = await app.db.select({ status: tickets.status, stake: tickets.stakeCents, settled: tickets.settledReturnCents }).from(tickets).where(sql`${tickets.userId} = ${player.id}`);
    expect(rows.every((row) => ['won', 'lost', 'void'].includes(row.status))).toBe(true);
    // One selection of each match-odds market wins (or the market is void): some ticket returns money.
    expect(rows.some((row) => (row.settled ?? 0) > 0)).toBe(true);
    const returnedCents = rows.reduce((sum, row) => sum + (row.settled ?? 0), 0);
    const stakedCents = rows.reduce((sum, row) => sum + row.stake, 0);
    expect(Math.round((await summaryOf(app, player.token)).balance * 100)).toBe(100_000 - stakedCents + returnedCents);
    await expectLedgerReconciled(app);
  });
});
