import { bonusForfeited, bonusGranted, dayOf, depositConfirmed, partnerCommissionCredited, playerCashAccount, withdrawalApproved, withdrawalRequested, type Dashboard, type EarningsReport } from '@oddsmith/core';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { inTransaction, rowsOf } from '../../lib/transaction';
import { bearer, describeEachDatabase, loginAs, loginDemo, registerPlayer } from '../../test/app';
import { createMarket, fundedPlayerIn, placeSingle, resultMarket } from '../../test/betting';
import { playOk } from '../../test/casino';
import { createExchangeMarket, placeOk } from '../../test/exchange';
import { useMoneySuite } from '../../test/ledger';
import { postEvent } from '../ledger';
import { settleMarkets } from '../settlement';
import { expectedFigures, ledgerLines, settledOf, type Range } from './admin-reports.fixtures';

const dayMs = 86_400_000;
const today = () => dayOf(Date.now());
const daysAgo = (days: number) => dayOf(Date.now() - days * dayMs);
const rangeOf = (from: string, to: string): Range => ({ start: Date.parse(`${from}T00:00:00Z`), end: Date.parse(`${to}T00:00:00Z`) + dayMs });
const cents = (amount: number | undefined) => Math.round((amount ?? 0) * 100);

describeEachDatabase('admin reports: earnings and dashboard', (database) => {
  let app: FastifyInstance;
  let staff: string;
  const ids = { p1: '', p2: '', p3: '', agentPlayer: '', agent: '' };

  /** Activity in EUR and USD across the three products, payments, a bonus and a partner's commission. */
  async function seedActivity() {
    const p1 = await fundedPlayerIn(app, 'rep1', 'EUR', 100_000);
    const p2 = await fundedPlayerIn(app, 'rep2', 'EUR', 100_000);
    const p3 = await fundedPlayerIn(app, 'rep3', 'USD', 50_000);
    const partner = await registerPlayer(app, 'rep_partner');
    const agentPlayer = await loginAs(app, 'agentplayer', 'PlayerPass123');
    const agentPlayerId = rowsOf<{ id: string; cash_agent_id: string }>(await app.db.execute(sql`select id, cash_agent_id from users where username_key = 'agentplayer'`))[0];
    Object.assign(ids, { p1: p1.id, p2: p2.id, p3: p3.id, agentPlayer: agentPlayerId?.id, agent: agentPlayerId?.cash_agent_id });
    await inTransaction(app.db, async (tx) => {
      await postEvent(tx, depositConfirmed({ depositId: 'rep-dep-old', playerId: p1.id, currency: 'EUR', amountCents: 2_000 }));
      await postEvent(tx, depositConfirmed({ depositId: 'rep-dep-1', playerId: p1.id, currency: 'EUR', amountCents: 5_000 }));
      await postEvent(tx, depositConfirmed({ depositId: 'rep-dep-2', playerId: p2.id, currency: 'EUR', amountCents: 3_000 }));
      await postEvent(tx, depositConfirmed({ depositId: 'rep-dep-3', playerId: ids.agentPlayer, currency: 'EUR', amountCents: 4_000 }));
      await postEvent(tx, withdrawalRequested({ withdrawalId: 'rep-wd-1', payer: playerCashAccount(p2.id), currency: 'EUR', amountCents: 1_500 }));
      await postEvent(tx, withdrawalApproved({ withdrawalId: 'rep-wd-1', payer: playerCashAccount(p2.id), currency: 'EUR', amountCents: 1_500 }));
      await postEvent(tx, bonusGranted({ bonusId: 'rep-bonus-1', playerId: p1.id, currency: 'EUR', amountCents: 500 }));
      await postEvent(tx, bonusForfeited({ bonusId: 'rep-bonus-1', playerId: p1.id, currency: 'EUR', amountCents: 200 }));
      await postEvent(tx, partnerCommissionCredited({ commissionId: 'rep-comm-1', partnerId: partner.user.id, currency: 'EUR', amountCents: 300 }));
    });
    // p1's first deposit was two days ago: the previous period's, so p1 is no first depositor today.
    await app.db.execute(sql`update ledger_transfers set created_at = now() - interval '2 days' where idempotency_key = 'deposit:rep-dep-old'`);

    const settledMarket = await createMarket(app, staff, 'Reports', [2, 2]);
    const openMarket = await createMarket(app, staff, 'ReportsOpen', [3, 1.4]);
    for (const [token, index, stake] of [[p1.token, 0, 10], [p2.token, 1, 20], [p3.token, 0, 5], [agentPlayer, 1, 4]] as const) {
      expect((await placeSingle(app, token, settledMarket, index, 2, stake)).statusCode).toBe(200);
    }
    expect((await placeSingle(app, p1.token, openMarket, 0, 3, 7)).statusCode).toBe(200);
    expect((await resultMarket(app, staff, settledMarket, { winners: [settledMarket.options[0] ?? ''] })).statusCode).toBe(200);
    await settleMarkets(app.db, Date.now());

    for (let round = 0; round < 3; round += 1) await playOk(app, p1.token, { game: 'video-slot', stake: 2 });
    await playOk(app, p3.token, { game: 'roulette', bets: [{ kind: 'red', stake: 3 }] });
    await playOk(app, agentPlayer, { game: 'video-slot', stake: 1 });

    const exchange = await createExchangeMarket(app, 2, 'EUR');
    const [winner] = exchange.runnerIds as [string, string];
    await placeOk(app, p1.token, { marketId: exchange.marketId, runnerId: winner, side: 'back', price: 3, stake: 10 });
    await placeOk(app, p2.token, { marketId: exchange.marketId, runnerId: winner, side: 'lay', price: 3, stake: 10 });
    const settled = await app.inject({ method: 'POST', url: `/api/admin/exchange-markets/${exchange.marketId}/result`, headers: bearer(staff), payload: { result: { kind: 'winner', runnerId: winner }, reason: 'Reports test' } });
    expect(settled.statusCode, settled.body).toBe(200);
  }

  useMoneySuite(database, async (suite) => {
    ({ app, staff } = suite);
    await seedActivity();
  });

  const get = async (token: string, url: string) => app.inject({ method: 'GET', url, headers: bearer(token) });

  async function expected(range: Range, inScope: (userId: string | null) => boolean) {
    return expectedFigures(await ledgerLines(app), { tickets: await settledOf(app, 'tickets'), rounds: await settledOf(app, 'casino_rounds') }, range, inScope);
  }

  describe('earnings', () => {
    let admin: string;
    beforeAll(async () => {
      admin = await loginDemo(app, 'admin');
    });

    it('equals the sums over the ledger: GGR by product, bonus cost, partner commission and net revenue per currency', async () => {
      const [from, to] = [daysAgo(1), today()];
      const response = await get(admin, `/api/admin/earnings?from=${from}&to=${to}&groupBy=day`);
      expect(response.statusCode, response.body).toBe(200);
      const report = response.json<{ response: EarningsReport }>().response;
      const sums = await expected(rangeOf(from, to), () => true);
      expect(report.periods).toEqual([from, to]);
      expect(report.totals.map((total) => total.currency)).toEqual(['EUR', 'USD']);
      for (const total of report.totals) {
        const c = total.currency;
        expect(cents(total.sportsbookGgr), `sportsbook ${c}`).toBe(sums.sportsbookGgr[c] ?? 0);
        expect(cents(total.casinoGgr), `casino ${c}`).toBe(sums.casinoGgr[c] ?? 0);
        expect(cents(total.exchangeGgr), `exchange ${c}`).toBe(sums.exchangeGgr[c] ?? 0);
        expect(cents(total.bonusCost)).toBe(sums.bonusCost[c] ?? 0);
        expect(cents(total.partnerCommission)).toBe(sums.partnerCommission[c] ?? 0);
        expect(cents(total.ggr)).toBe(cents(total.sportsbookGgr) + cents(total.exchangeGgr) + cents(total.casinoGgr));
        expect(cents(total.netRevenue)).toBe(cents(total.ggr) - cents(total.bonusCost) - cents(total.partnerCommission));
      }
      // Hand-checked: EUR tickets 10 + 20 + 4 staked, 20 paid back; commission 5% of 20 on the exchange;
      // bonuses: the demo player's 25.00 welcome bonus and this test's 5.00 less 2.00 forfeited.
      expect(report.totals[0]).toMatchObject({ sportsbookGgr: 14, exchangeGgr: 1, bonusCost: 28, partnerCommission: 3 });
      expect(report.totals[1]).toMatchObject({ sportsbookGgr: -5, exchangeGgr: 0, bonusCost: 0, partnerCommission: 0 });
      // Every activity happened today: today's rows are the totals.
      expect(report.rows.filter((row) => row.period === to).map(({ period: _period, ...figures }) => figures)).toEqual(report.totals);
    });

    it('groups by month and week, and filters one currency', async () => {
      const monthly = (await get(admin, `/api/admin/earnings?from=${today()}&to=${today()}&groupBy=month&currency=USD`)).json<{ response: EarningsReport }>().response;
      expect(monthly.periods).toEqual([`${today().slice(0, 8)}01`]);
      expect(monthly.rows.map((row) => [row.period, row.currency])).toEqual([[`${today().slice(0, 8)}01`, 'USD']]);
      const weekly = (await get(admin, `/api/admin/earnings?from=${today()}&to=${today()}&groupBy=week`)).json<{ response: EarningsReport }>().response;
      expect(new Date(`${weekly.periods[0]}T00:00:00Z`).getUTCDay()).toBe(1);
    });

    it('downloads as CSV with a header line, one line per row and the totals', async () => {
      const response = await get(admin, `/api/admin/earnings.csv?from=${today()}&to=${today()}`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/csv/);
      expect(response.headers['content-disposition']).toBe(`attachment; filename="earnings-${today()}-${today()}-day.csv"`);
      const lines = response.body.trimEnd().split('\r\n');
      expect(lines[0]).toBe('"period","currency","sportsbookGgr","exchangeGgr","casinoGgr","ggr","bonusCost","partnerCommission","netRevenue"');
      expect(lines).toHaveLength(5);
      expect(lines[3]).toMatch(/^"total","EUR","14","1",/);
      // A negative figure is a number, not a formula: only text fields are defused.
      expect(lines[2]).toMatch(/^"[0-9-]+","USD","-5",/);
    });

    it('answers 400 naming the field for a bad period or grouping, and 403 to roles without earnings.read', async () => {
      const cases: [string, string][] = [
        [`from=${today()}&to=${daysAgo(1)}`, 'to'],
        [`from=2024-01-01&to=2025-12-31`, 'to'],
        [`from=2026-02-30&to=2026-03-01`, 'from'],
        [`from=${today()}&to=${today()}&groupBy=year`, 'groupBy'],
        [`from=${today()}&to=${today()}&currency=XYZ`, 'currency'],
        [`to=${today()}`, 'from'],
      ];
      for (const [query, field] of cases) {
        const response = await get(admin, `/api/admin/earnings?${query}`);
        expect(response.statusCode, query).toBe(400);
        expect(response.json(), query).toMatchObject({ code: 'VALIDATION', field });
      }
      const support = await loginAs(app, 'support', 'SupportPass123');
      const agent = await loginAs(app, 'agent', 'AgentPass123');
      const player = await loginDemo(app, 'player');
      for (const token of [support, agent, player]) expect((await get(token, `/api/admin/earnings?from=${today()}&to=${today()}`)).statusCode).toBe(403);
    });
  });

  describe('dashboard', () => {
    function expectMoney(board: Dashboard, half: 'current' | 'previous', sums: Awaited<ReturnType<typeof expected>>) {
      const currencies = new Set([...Object.keys(sums.turnover), ...Object.keys(sums.deposits), ...Object.keys(sums.sportsbookGgr)]);
      expect(board.money.map((entry) => entry.currency).filter((c) => currencies.has(c))).toEqual([...currencies].sort());
      for (const entry of board.money) {
        const figures = entry[half];
        const c = entry.currency;
        expect(cents(figures.sportsbookGgr), `sportsbook ${c}`).toBe(sums.sportsbookGgr[c] ?? 0);
        expect(cents(figures.casinoGgr), `casino ${c}`).toBe(sums.casinoGgr[c] ?? 0);
        expect(cents(figures.exchangeGgr), `exchange ${c}`).toBe(sums.exchangeGgr[c] ?? 0);
        expect(cents(figures.turnover), `turnover ${c}`).toBe(sums.turnover[c] ?? 0);
        expect(cents(figures.deposits), `deposits ${c}`).toBe(sums.deposits[c] ?? 0);
        expect(cents(figures.withdrawals), `withdrawals ${c}`).toBe(sums.withdrawals[c] ?? 0);
      }
      const total = (name: 'depositCount' | 'withdrawalCount') => board.money.reduce((sum, entry) => sum + entry[half][name], 0);
      expect(total('depositCount')).toBe(sums.counts.deposits);
      expect(total('withdrawalCount')).toBe(sums.counts.withdrawals);
      expect(board.players[half].active).toBe(sums.active);
      expect(board.players[half].firstDepositors).toBe(sums.firstDepositors);
    }

    const registeredIn = async (range: Range, agentId: string | null) =>
      Number(
        rowsOf<{ n: string }>(
          await app.db.execute(sql`select count(*)::text as n from users where role = 'player' and created_at >= ${new Date(range.start).toISOString()}::timestamptz and created_at < ${new Date(range.end).toISOString()}::timestamptz ${agentId ? sql`and cash_agent_id = ${agentId}` : sql``}`),
        )[0]?.n,
      );

    it('equals the sums over the ledger for the period and for the previous period of the same length', async () => {
      const [from, to] = [daysAgo(1), today()];
      const response = await get(staff, `/api/admin/dashboard?from=${from}&to=${to}`);
      expect(response.statusCode, response.body).toBe(200);
      const board = response.json<{ response: Dashboard }>().response;
      expect(board.period).toEqual({ from, to });
      expect(board.previousPeriod).toEqual({ from: daysAgo(3), to: daysAgo(2) });
      expect(board.ownPlayersOnly).toBe(false);
      expectMoney(board, 'current', await expected(rangeOf(from, to), () => true));
      const previous = await expected(rangeOf(daysAgo(3), daysAgo(2)), () => true);
      expectMoney(board, 'previous', previous);
      expect(board.players.current.registered).toBe(await registeredIn(rangeOf(from, to), null));
      // The back-dated deposit: one in the previous period, whose player was a first depositor then.
      expect(board.money.find((entry) => entry.currency === 'EUR')?.previous).toMatchObject({ deposits: 20, depositCount: 1 });
      expect(board.players.previous.firstDepositors).toBe(1);
      expect(board.players.current.firstDepositors).toBe(2);
      const eur = board.money.find((entry) => entry.currency === 'EUR');
      // The open ticket: 7.00 at 3.00 placed today; nothing was open when the period began.
      expect(eur?.current.openLiability).toBe(21);
      expect(eur?.previous.openLiability).toBe(0);
      expect(eur?.current.exchangeMatched).toBe(10);
    });

    it("moves today's figures into the previous column when the period is tomorrow", async () => {
      const tomorrow = dayOf(Date.now() + dayMs);
      const [todayBoard, tomorrowBoard] = await Promise.all(
        [today(), tomorrow].map(async (day) => (await get(staff, `/api/admin/dashboard?from=${day}&to=${day}`)).json<{ response: Dashboard }>().response),
      );
      expect(tomorrowBoard?.previousPeriod).toEqual({ from: today(), to: today() });
      expect(tomorrowBoard?.players.previous).toEqual(todayBoard?.players.current);
      for (const entry of tomorrowBoard?.money ?? []) {
        const same = todayBoard?.money.find((other) => other.currency === entry.currency);
        expect({ ...entry.previous, openLiability: 0 }).toEqual({ ...same?.current, openLiability: 0 });
        expect(entry.current).toMatchObject({ turnover: 0, ggr: 0, deposits: 0, depositCount: 0 });
        expect(entry.current.openLiability).toBe(same?.current.openLiability);
      }
    });

    it("gives a cash agent only their own players' figures", async () => {
      const agent = await loginAs(app, 'agent', 'AgentPass123');
      const [from, to] = [daysAgo(1), today()];
      const response = await get(agent, `/api/admin/dashboard?from=${from}&to=${to}`);
      expect(response.statusCode, response.body).toBe(200);
      const board = response.json<{ response: Dashboard }>().response;
      expect(board.ownPlayersOnly).toBe(true);
      const agentPlayers = new Set(rowsOf<{ id: string }>(await app.db.execute(sql`select id from users where role = 'player' and cash_agent_id = ${ids.agent}`)).map((row) => row.id));
      expect([...agentPlayers]).toEqual([ids.agentPlayer]);
      const sums = await expected(rangeOf(from, to), (userId) => userId !== null && agentPlayers.has(userId));
      expectMoney(board, 'current', sums);
      expect(board.money.map((entry) => entry.currency)).toEqual(['EUR']);
      expect(board.money[0]?.current).toMatchObject({ sportsbookGgr: 4, deposits: 40, depositCount: 1, withdrawals: 0, openLiability: 0, exchangeMatched: 0, exchangeGgr: 0 });
      expect(board.players.current).toEqual({ active: 1, registered: await registeredIn(rangeOf(from, to), ids.agent), firstDepositors: 1 });
    });

    it('answers 400 naming the field and 403 to a player', async () => {
      const over = await get(staff, `/api/admin/dashboard?from=2024-01-01&to=2025-06-01`);
      expect(over.statusCode).toBe(400);
      expect(over.json()).toMatchObject({ field: 'to' });
      expect((await get(staff, `/api/admin/dashboard?from=${today()}&to=${daysAgo(2)}`)).json()).toMatchObject({ field: 'to' });
      expect((await get(staff, `/api/admin/dashboard?from=soon&to=${today()}`)).json()).toMatchObject({ field: 'from' });
      expect((await get(await loginDemo(app, 'player'), `/api/admin/dashboard?from=${today()}&to=${today()}`)).statusCode).toBe(403);
    });
  });
});
