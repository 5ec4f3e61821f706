import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { auditLog, ledgerAccounts, settings, users } from '../../db/schema';
import { invalidateSettings } from '../../lib/settings-cache';
import { bearer, describeEachDatabase } from '../../test/app';
import { fundedPlayer } from '../../test/bank';
import { createMarket, fundedPlayerIn, placeSingle, putRiskSettings, type TestMarket } from '../../test/betting';
import { useMoneySuite } from '../../test/ledger';
import { processPendingTickets } from '../betting';

type Ladder = { currency: string; marketId: string; marketStatus: string; stake: number; liability: number; selections: { currency: string; selectionId: string; tickets: number; stake: number; potentialPayout: number; liability: number }[] };
type Summary = { currency: string; supported: boolean; totalOpenStake: number; totalLiability: number; limits: { stakeMin: number; stakeMax: number; payoutMax: number; autoSuspendLiability: number | null } | null };
type Overview = {
  currency: string;
  totalOpenStake: number;
  totalLiability: number;
  autoSuspendLiability: number | null;
  byCurrency: Summary[];
  topSelections: { currency: string; selectionId: string; marketId: string; stake: number; liability: number }[];
  topMarkets: Ladder[];
  events: { currency: string; eventId: string; stake: number; liability: number; tickets: number }[];
  players: { currency: string; userId: string; openStake: number; turnover: number }[];
};

async function ladderOf(app: FastifyInstance, token: string, market: TestMarket, currency?: string): Promise<Ladder> {
  const query = currency === undefined ? '' : `?currency=${currency}`;
  const response = await app.inject({ method: 'GET', url: `/api/admin/risk/markets/${market.marketId}${query}`, headers: bearer(token) });
  expect(response.statusCode).toBe(200);
  return response.json<{ response: { market: Ladder } }>().response.market;
}

async function overviewOf(app: FastifyInstance, token: string): Promise<Overview> {
  const response = await app.inject({ method: 'GET', url: '/api/admin/risk/overview', headers: bearer(token) });
  expect(response.statusCode).toBe(200);
  return response.json<{ response: Overview }>().response;
}

describeEachDatabase('risk: limits and exposure per currency (EUR and INR players)', (database) => {
  let app: FastifyInstance;
  let manager: string;
  useMoneySuite(database, (suite) => ({ app, staff: manager } = suite));

  it('an EUR and an INR player on one selection: ladders, events, totals and players per currency, never summed', async () => {
    const market = await createMarket(app, manager, 'Mixed', [2, 2]);
    const eur = await fundedPlayer(app, 'cur_eur', 100_000);
    const inr = await fundedPlayerIn(app, 'cur_inr', 'INR', 10_000_000);
    expect((await placeSingle(app, eur.token, market, 0, 2, 10)).statusCode).toBe(200);
    expect((await placeSingle(app, inr.token, market, 0, 2, 1_000)).statusCode).toBe(200);

    // EUR: payout 20 - stake 10 = 10; INR: 2,000 - 1,000 = 1,000. Summed they would be 1,010.
    const eurLadder = await ladderOf(app, manager, market);
    expect(eurLadder).toMatchObject({ currency: 'EUR', stake: 10, liability: 10 });
    expect(eurLadder.selections[0]).toMatchObject({ currency: 'EUR', tickets: 1, stake: 10, potentialPayout: 20, liability: 10 });
    expect(await ladderOf(app, manager, market, 'EUR')).toEqual(eurLadder);
    const inrLadder = await ladderOf(app, manager, market, 'INR');
    expect(inrLadder).toMatchObject({ currency: 'INR', stake: 1_000, liability: 1_000 });
    expect(inrLadder.selections.map((row) => [row.currency, row.tickets, row.stake, row.potentialPayout, row.liability])).toEqual([
      ['INR', 1, 1_000, 2_000, 1_000],
      ['INR', 0, 0, 0, -1_000],
    ]);
    expect((await ladderOf(app, manager, market, 'GBP')).stake).toBe(0);

    const overview = await overviewOf(app, manager);
    expect(overview.topMarkets.filter((row) => row.marketId === market.marketId).map((row) => [row.currency, row.stake, row.liability])).toEqual([
      ['EUR', 10, 10],
      ['INR', 1_000, 1_000],
    ]);
    expect(overview.topSelections.filter((row) => row.marketId === market.marketId).map((row) => [row.currency, row.stake, row.liability])).toEqual([
      ['EUR', 10, 10],
      ['INR', 1_000, 1_000],
    ]);
    expect(overview.events.filter((row) => row.eventId === market.eventId).map((row) => [row.currency, row.tickets, row.stake, row.liability])).toEqual([
      ['EUR', 1, 10, 10],
      ['INR', 1, 1_000, 1_000],
    ]);
    expect(overview.byCurrency.map((row) => row.currency)).toEqual(['EUR', 'USD', 'GBP', 'INR']);
    const byCurrency = new Map(overview.byCurrency.map((row) => [row.currency, row]));
    expect(byCurrency.get('EUR')).toMatchObject({ supported: true, totalOpenStake: 10, totalLiability: 10, limits: { stakeMin: 1, stakeMax: 10_000, payoutMax: 250_000, autoSuspendLiability: null } });
    expect(byCurrency.get('INR')).toMatchObject({ supported: true, totalOpenStake: 1_000, totalLiability: 1_000, limits: { stakeMin: 100, stakeMax: 1_000_000, payoutMax: 25_000_000 } });
    expect(byCurrency.get('GBP')).toMatchObject({ totalOpenStake: 0, totalLiability: 0 });
    // The top-level figures are the house currency's alone.
    expect(overview).toMatchObject({ currency: 'EUR', totalOpenStake: 10, totalLiability: 10, autoSuspendLiability: null });
    expect(overview.players.find((row) => row.userId === eur.id)).toMatchObject({ currency: 'EUR', openStake: 10, turnover: 10 });
    expect(overview.players.find((row) => row.userId === inr.id)).toMatchObject({ currency: 'INR', openStake: 1_000, turnover: 1_000 });
  });

  it('the EUR auto-suspend threshold is not reached by INR stakes; the INR threshold by INR liability only', async () => {
    const market = await createMarket(app, manager, 'Thresh', [2, 2]);
    const eur = await fundedPlayer(app, 'thr_eur', 100_000);
    const inr = await fundedPlayerIn(app, 'thr_inr', 'INR', 10_000_000);
    const saved = await putRiskSettings(app, manager, { limits: { EUR: { autoSuspendLiability: 50 } } });
    expect(saved).toMatchObject({ autoSuspendLiability: 50, limits: { EUR: { autoSuspendLiability: 50 }, INR: { autoSuspendLiability: null } } });
    try {
      // 5,000 INR @ 2: an INR liability of 5,000, a hundred times the EUR threshold's count of cents.
      expect((await placeSingle(app, inr.token, market, 0, 2, 5_000)).statusCode).toBe(200);
      expect((await ladderOf(app, manager, market)).marketStatus).toBe('open');
      // EUR 20 @ 2: EUR liability 20, under 50.
      expect((await placeSingle(app, eur.token, market, 0, 2, 20)).statusCode).toBe(200);
      expect((await ladderOf(app, manager, market)).marketStatus).toBe('open');

      // INR's own threshold: 10,000 INR. 6,000 more INR @ 2: 22,000 - 11,000 = 11,000 INR reaches it.
      await putRiskSettings(app, manager, { limits: { INR: { autoSuspendLiability: 10_000 } } });
      expect((await placeSingle(app, inr.token, market, 0, 2, 4_000)).statusCode).toBe(200);
      expect((await ladderOf(app, manager, market, 'INR')).marketStatus).toBe('open');
      expect((await placeSingle(app, inr.token, market, 0, 2, 2_000)).statusCode).toBe(200);
      const held = await ladderOf(app, manager, market, 'INR');
      expect(held).toMatchObject({ marketStatus: 'suspended', currency: 'INR', liability: 11_000 });
      const audits = await app.db.select().from(auditLog).where(and(eq(auditLog.action, 'risk.auto-suspend'), eq(auditLog.targetId, market.marketId)));
      expect(audits.map((entry) => entry.detail)).toEqual([{ thresholdCents: 1_000_000, currency: 'INR' }]);
    } finally {
      await putRiskSettings(app, manager, { limits: { EUR: { autoSuspendLiability: null }, INR: { autoSuspendLiability: null } } });
    }
  });

  it("a stake limit set for INR binds INR players only; each player bets under their own currency's limits", async () => {
    const market = await createMarket(app, manager, 'Limits', [2, 2]);
    const eur = await fundedPlayer(app, 'lim_eur', 10_000_000);
    const inr = await fundedPlayerIn(app, 'lim_inr', 'INR', 10_000_000);
    const saved = await putRiskSettings(app, manager, { limits: { INR: { stakeMax: 500 } } });
    expect(saved.limits).toMatchObject({ INR: { stakeMin: 100, stakeMax: 500 }, EUR: { stakeMin: 1, stakeMax: 10_000 } });
    try {
      const tooHigh = await placeSingle(app, inr.token, market, 0, 2, 600);
      expect(tooHigh.statusCode).toBe(400);
      expect(tooHigh.json()).toMatchObject({ code: 'BETSLIP_STAKE_TOO_HIGH', field: 'bets.0.stake' });
      expect(tooHigh.json().message).toContain('limit 500');
      expect((await placeSingle(app, inr.token, market, 0, 2, 500)).statusCode).toBe(200);
      expect((await placeSingle(app, eur.token, market, 0, 2, 600)).statusCode).toBe(200);

      // INR's minimum is 100 INR; 50 is fine in EUR.
      const tooLow = await placeSingle(app, inr.token, market, 0, 2, 50);
      expect(tooLow.json()).toMatchObject({ code: 'BETSLIP_STAKE_TOO_LOW', field: 'bets.0.stake' });
      expect((await placeSingle(app, eur.token, market, 0, 2, 50)).statusCode).toBe(200);

      const limits = await app.inject({ method: 'POST', url: '/api/front/risk-management', headers: bearer(inr.token), payload: { mode: 'mgt' } });
      expect(limits.json().response).toMatchObject({ currency: 'INR', stakeMin: 100, stakeMax: 500, payoutMax: 25_000_000, stakeFactor: 1 });
      const eurLimits = await app.inject({ method: 'POST', url: '/api/front/risk-management', headers: bearer(eur.token), payload: { mode: 'mgt' } });
      expect(eurLimits.json().response).toMatchObject({ currency: 'EUR', stakeMin: 1, stakeMax: 10_000, payoutMax: 250_000 });
    } finally {
      await putRiskSettings(app, manager, { limits: { INR: { stakeMax: 1_000_000 } } });
    }
  });

  it("an in-play INR ticket is accepted against the INR maximum payout, not the EUR one", async () => {
    const market = await createMarket(app, manager, 'LiveInr', [2, 2]);
    await app.inject({ method: 'PATCH', url: `/api/admin/events/${market.eventId}`, headers: bearer(manager), payload: { status: 'live' } });
    const inr = await fundedPlayerIn(app, 'live_inr', 'INR', 30_000_000);
    // 200,000 INR @ 2 returns 400,000 INR: above 250,000 (the EUR maximum), within 25,000,000 INR.
    const placed = await placeSingle(app, inr.token, market, 0, 2, 200_000);
    expect(placed.statusCode).toBe(200);
    expect(placed.json().response.tickets[0]).toMatchObject({ status: 'pending', potentialReturn: 400_000 });
    expect(await processPendingTickets(app.db, Date.now() + 60_000)).toEqual({ accepted: 1, rejected: 0 });
  });

  it('a player whose currency has no limits cannot bet (409 BETSLIP_CURRENCY_UNSUPPORTED)', async () => {
    const market = await createMarket(app, manager, 'Unsupported', [2, 2]);
    const player = await fundedPlayer(app, 'cur_chf', 0);
    await app.db.update(users).set({ currency: 'CHF' }).where(eq(users.id, player.id));
    await app.db.update(ledgerAccounts).set({ currency: 'CHF' }).where(eq(ledgerAccounts.userId, player.id));
    const refused = await placeSingle(app, player.token, market, 0, 2, 5);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'BETSLIP_CURRENCY_UNSUPPORTED', field: 'bets' });
    expect(refused.json().message).toContain('CHF');
    const limits = await app.inject({ method: 'POST', url: '/api/front/risk-management', headers: bearer(player.token), payload: { mode: 'mgt' } });
    expect(limits.json().response).toMatchObject({ currency: 'CHF', stakeMin: 0, stakeMax: 0, payoutMax: 0, stakeFactor: 0 });
  });

  it('settings: 400 naming the field for bad per-currency values; a value stored before currencies is the house currency only', async () => {
    const put = (payload: unknown) => app.inject({ method: 'PUT', url: '/api/admin/risk/settings', headers: bearer(manager), payload: payload as Record<string, unknown> });
    const cases: [unknown, string][] = [
      [{}, 'limits'],
      [{ limits: { XYZ: { stakeMax: 1 } } }, 'limits.XYZ'],
      [{ limits: { INR: { stakeMax: 0 } } }, 'limits.INR.stakeMax'],
      [{ limits: { INR: { stakeMin: 1.234 } } }, 'limits.INR.stakeMin'],
      [{ limits: { INR: { payoutMax: 'lots' } } }, 'limits.INR.payoutMax'],
      [{ limits: { INR: { autoSuspendLiability: 0.5 } } }, 'limits.INR.autoSuspendLiability'],
      [{ limits: { INR: { stakeLimit: 5 } } }, 'limits.INR'],
      [{ limits: { INR: { stakeMin: 2_000_000 } } }, 'limits.INR.stakeMin'],
      [{ limits: { GBP: { payoutMax: 0.5 } } }, 'limits.GBP.payoutMax'],
      [{ autoSuspendLiability: 5, limits: { EUR: { autoSuspendLiability: 6 } } }, 'autoSuspendLiability'],
    ];
    const badCurrency = await app.inject({ method: 'GET', url: '/api/admin/risk/markets/any?currency=inr', headers: bearer(manager) });
    expect(badCurrency.json()).toMatchObject({ code: 'VALIDATION', field: 'currency' });
    for (const [payload, field] of cases) {
      const response = await put(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json(), JSON.stringify(payload)).toMatchObject({ field });
    }
    const [stored] = await app.db.select().from(settings).where(eq(settings.key, 'risk.limits'));
    // Nothing above was written: the last successful write reset INR's stake maximum.
    expect(stored?.value).toMatchObject({ stakeCentsMax: { INR: 100_000_000 } });

    // A bare number stored before limits were per currency: the house currency's maximum only.
    await app.db.update(settings).set({ value: { stakeCentsMax: 50_000, autoSuspendLiabilityCents: null } }).where(eq(settings.key, 'risk.limits'));
    invalidateSettings(app.db);
    const inr = await fundedPlayerIn(app, 'legacy_inr', 'INR', 10_000_000);
    const eur = await fundedPlayer(app, 'legacy_eur', 10_000_000);
    const market = await createMarket(app, manager, 'Legacy', [2, 2]);
    expect((await placeSingle(app, inr.token, market, 0, 2, 600)).statusCode).toBe(200);
    expect((await placeSingle(app, eur.token, market, 0, 2, 600)).json()).toMatchObject({ code: 'BETSLIP_STAKE_TOO_HIGH' });
    const saved = await putRiskSettings(app, manager, { limits: { INR: { stakeMin: 50 } } });
    expect(saved.limits).toMatchObject({ EUR: { stakeMax: 500 }, INR: { stakeMin: 50, stakeMax: 1_000_000 } });
    const [normalized] = await app.db.select().from(settings).where(eq(settings.key, 'risk.limits'));
    expect(normalized?.value).toMatchObject({ stakeCentsMax: { EUR: 50_000 }, stakeCentsMin: { INR: 5_000 }, autoSuspendLiabilityCents: { EUR: null } });
    await putRiskSettings(app, manager, { limits: { EUR: { stakeMax: 10_000 }, INR: { stakeMin: 100 } } });
  });
});
