import { addDays, bonusForfeited, bonusGranted, dayOf, partnerCommissionCredited, staffBalanceTransferred } from '@oddsmith/core';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../db/seed-demo';
import { inTransaction, rowsOf } from '../../lib/transaction';
import { bearer, describeEachDatabase, loginAs, loginDemo, registration, useSuiteApp } from '../../test/app';
import { createMarket, placeSingle, resultMarket } from '../../test/betting';
import { playOk } from '../../test/casino';
import { postEvent, reconcile } from '../ledger';
import { settleMarkets } from '../settlement';
import { updateUser } from '../users';
import { runPartnerCommissions } from './partners.commission';

const dayMs = 86_400_000;

type Partner = { token: string; userId: string; partnerId: string; code: string };

function partnerBody(suffix: string, extra: Record<string, unknown> = {}) {
  return {
    kind: 'person',
    name: `Partner ${suffix}`,
    username: `aff_${suffix}`,
    email: `aff_${suffix}@example.com`,
    password: 'GoodPassword123',
    website: 'https://affiliate.example.com',
    payoutMethod: 'bank_transfer',
    payoutDetails: 'IBAN GB33BUKB20201555555555',
    termsAccepted: true,
    currency: 'EUR',
    ...extra,
  };
}

async function registerPartner(app: FastifyInstance, suffix: string, currency = 'EUR'): Promise<Partner> {
  const response = await app.inject({ method: 'POST', url: '/api/partner/register', payload: partnerBody(suffix, { currency }) });
  if (response.statusCode !== 201) throw new Error(`partner register failed: ${response.body}`);
  const { token, user } = response.json<{ response: { token: string; user: { id: string; role: string } } }>().response;
  expect(user.role).toBe('partner');
  const me = await app.inject({ method: 'GET', url: '/api/partner/me', headers: bearer(token) });
  const body = me.json<{ response: { partner: { id: string }; campaigns: { code: string }[] } }>().response;
  return { token, userId: user.id, partnerId: body.partner.id, code: body.campaigns[0]?.code ?? '' };
}

/** A player registered with the `affiliateId` cookie, e-mail verified, with `cents` of cash from the house. */
async function referredPlayer(app: FastifyInstance, suffix: string, code: string | null, cents: number, currency = 'EUR') {
  const response = await app.inject({ method: 'POST', url: '/api/front/register', payload: registration(suffix, { currency }), cookies: code ? { affiliateId: code } : {} });
  if (response.statusCode !== 201) throw new Error(`register failed: ${response.body}`);
  const { user, token } = response.json<{ response: { user: { id: string }; token: string } }>().response;
  await inTransaction(app.db, async (tx) => {
    await updateUser(tx, user.id, { emailVerifiedAt: new Date() });
    if (cents > 0) await postEvent(tx, staffBalanceTransferred({ actionId: `fund-${suffix}`, playerId: user.id, currency, amountCents: cents, direction: 'credit' }));
  });
  return { id: user.id, token };
}

async function meOf(app: FastifyInstance, token: string) {
  const response = await app.inject({ method: 'GET', url: '/api/partner/me', headers: bearer(token) });
  expect(response.statusCode).toBe(200);
  return response.json<{ response: { partner: { balance: number; pendingWithdrawals: number; revenueSharePercent: number; website: string | null; kind: string }; campaigns: { code: string; clicks: number; signups: number }[] } }>().response;
}

async function creditPartner(app: FastifyInstance, partner: Partner, id: string, cents: number) {
  await inTransaction(app.db, (tx) => postEvent(tx, partnerCommissionCredited({ commissionId: id, partnerId: partner.userId, currency: 'EUR', amountCents: cents })));
}

/** The partner's NGR summed straight from the ledger: every posted transfer between a referred player's wallets and the house, except staff money. */
async function ledgerNgr(app: FastifyInstance, partnerId: string, currency: string): Promise<number> {
  const rows = rowsOf<{ n: string | null }>(
    await app.db.execute(sql`
      select sum(case when h.id = t.credit_account_id then t.amount_cents else -t.amount_cents end) as n
      from partner_referrals r
      join ledger_accounts p on p.user_id = r.user_id and p.kind in ('cash', 'bonus') and p.currency = ${currency}
      join ledger_transfers t on t.debit_account_id = p.id or t.credit_account_id = p.id
      join ledger_accounts h on h.kind = 'house' and (h.id = t.debit_account_id or h.id = t.credit_account_id)
      where r.partner_id = ${partnerId} and t.code not in ('staff_credit', 'staff_debit', 'deposit')`),
  );
  return Number(rows[0]?.n ?? 0);
}

describeEachDatabase('partners', (database) => {
  const suite = useSuiteApp(database, {}, async () => {
    await seedDemo(suite.app.db);
  });
  let admin = '';
  let player = '';
  let support = '';
  beforeAll(async () => {
    admin = await loginDemo(suite.app, 'admin');
    player = await loginDemo(suite.app, 'player');
    support = await loginAs(suite.app, 'support', 'SupportPass123');
  });

  describe('accounts and access', () => {
    it('registers a partner with a first code and logs in at the partner login only', async () => {
      const { app } = suite;
      const partner = await registerPartner(app, 'reg1');
      expect(partner.code).toBe('aff_reg1');
      const login = await app.inject({ method: 'POST', url: '/api/partner/login', payload: { username: 'aff_reg1', password: 'GoodPassword123' } });
      expect(login.statusCode).toBe(200);
      expect(login.json().response.user.role).toBe('partner');
      const playerLogin = await app.inject({ method: 'POST', url: '/api/partner/login', payload: { username: 'player', password: 'PlayerPass123' } });
      expect(playerLogin.statusCode).toBe(403);
      expect(playerLogin.json().code).toBe('PARTNER_ONLY');
    });

    it('refuses bad registrations naming the field', async () => {
      const { app } = suite;
      for (const [extra, field] of [
        [{ termsAccepted: false }, 'termsAccepted'],
        [{ website: 'http://plain.example.com' }, 'website'],
        [{ kind: 'robot' }, 'kind'],
        [{ currency: 'XYZ' }, 'currency'],
        [{ payoutDetails: '' }, 'payoutDetails'],
      ] as const) {
        const response = await app.inject({ method: 'POST', url: '/api/partner/register', payload: partnerBody('bad', extra) });
        expect(response.statusCode, JSON.stringify(extra)).toBe(400);
        expect(response.json().field).toBe(field);
      }
      expect((await app.inject({ method: 'POST', url: '/api/partner/login', payload: { username: 'aff_bad', password: 'GoodPassword123' } })).statusCode).toBe(401);
      const noWebsite = await app.inject({ method: 'POST', url: '/api/partner/register', payload: partnerBody('nosite', { website: '', kind: 'company' }) });
      expect(noWebsite.statusCode).toBe(201);
      const me = await meOf(app, noWebsite.json().response.token);
      expect(me.partner).toMatchObject({ website: null, kind: 'company' });
    });

    it('keeps partners, players and staff to their own routes', async () => {
      const { app } = suite;
      const partner = await registerPartner(app, 'acc1');
      const get = (url: string, token: string) => app.inject({ method: 'GET', url, headers: bearer(token) });
      expect((await get('/api/casino/fairness', partner.token)).statusCode).toBe(403);
      expect((await get('/api/admin/users', partner.token)).statusCode).toBe(403);
      expect((await get('/api/admin/partners', partner.token)).statusCode).toBe(403);
      expect((await get('/api/partner/me', player)).statusCode).toBe(403);
      expect((await get('/api/partner/summary', admin)).statusCode).toBe(403);
      expect((await get('/api/admin/partners', player)).statusCode).toBe(403);
      expect((await get('/api/admin/partner-history', player)).statusCode).toBe(403);
      expect((await get('/api/admin/partners', support)).statusCode).toBe(403);
      expect((await get('/api/admin/partners', admin)).statusCode).toBe(200);
      const deposit = await app.inject({ method: 'POST', url: '/api/bank/deposits', headers: bearer(partner.token), payload: { methodId: '00000000-0000-4000-8000-000000000000', amount: 10, requestId: 'partner-deposit-1' } });
      expect(deposit.statusCode).toBe(403);
    });
  });

  describe('codes, clicks and attribution', () => {
    it('creates codes unique ignoring case and refuses malformed ones', async () => {
      const { app } = suite;
      const first = await registerPartner(app, 'code1');
      const second = await registerPartner(app, 'code2');
      const create = (token: string, code: string) => app.inject({ method: 'POST', url: '/api/partner/campaigns', headers: bearer(token), payload: { code, name: 'Spring' } });
      expect((await create(first.token, 'Spring_2026')).statusCode).toBe(201);
      const taken = await create(second.token, 'spring_2026');
      expect(taken.statusCode).toBe(409);
      expect(taken.json()).toMatchObject({ code: 'PARTNER_CODE_TAKEN', field: 'code' });
      for (const bad of ['a b', 'ab', 'x'.repeat(33), 'naïve']) {
        const response = await create(first.token, bad);
        expect(response.statusCode, bad).toBe(400);
        expect(response.json().field).toBe('code');
      }
      const campaigns = await app.inject({ method: 'GET', url: '/api/partner/campaigns', headers: bearer(first.token) });
      expect(campaigns.json().response.campaigns.map((row: { code: string }) => row.code)).toEqual(['aff_code1', 'Spring_2026']);
    });

    it('counts a click once per visitor, code and day, storing no address or agent', async () => {
      const { app } = suite;
      const partner = await registerPartner(app, 'click1');
      const click = (code: string, agent: string) => app.inject({ method: 'POST', url: '/api/partner/click', payload: { code }, headers: { 'user-agent': agent } });
      const recorded = async (code: string, agent: string) => (await click(code, agent)).json().response.recorded as boolean;
      expect(await recorded(partner.code, 'Browser A')).toBe(true);
      expect(await recorded(partner.code.toUpperCase(), 'Browser A')).toBe(false);
      expect(await recorded(partner.code, 'Browser B')).toBe(true);
      expect(await recorded('NO_SUCH_CODE', 'Browser A')).toBe(false);
      expect((await meOf(app, partner.token)).campaigns[0]).toMatchObject({ clicks: 2 });
      const stored = rowsOf<Record<string, unknown>>(await app.db.execute(sql`select * from partner_clicks limit 1`))[0] ?? {};
      expect(Object.keys(stored).sort()).toEqual(['campaign_id', 'created_at', 'day', 'id', 'visitor_key']);
      expect(JSON.stringify(stored)).not.toMatch(/Browser|127\.0\.0\.1/);
    });

    it('attributes a registration with the cookie to the partner and campaign; an unknown code registers without', async () => {
      const { app } = suite;
      const partner = await registerPartner(app, 'attr1');
      const referred = await referredPlayer(app, 'attr_p1', partner.code.toUpperCase(), 0);
      const unknown = await referredPlayer(app, 'attr_p2', 'NOPE_CODE', 0);
      const referrals = rowsOf<{ user_id: string }>(await app.db.execute(sql`select user_id from partner_referrals where partner_id = ${partner.partnerId}`));
      expect(referrals.map((row) => row.user_id)).toEqual([referred.id]);
      expect(rowsOf(await app.db.execute(sql`select 1 from partner_referrals where user_id = ${unknown.id}`))).toEqual([]);
      const players = await app.inject({ method: 'GET', url: '/api/partner/players', headers: bearer(partner.token) });
      const list = players.json().response.list;
      expect(list).toHaveLength(1);
      expect(list[0]).toMatchObject({ id: referred.id, username: 'us***', campaignCode: partner.code, firstDepositAt: null, ngr: 0 });
      expect(JSON.stringify(list)).not.toMatch(/example\.com|attr_p1/);
      expect((await meOf(app, partner.token)).campaigns[0]).toMatchObject({ signups: 1 });
    });
  });

  describe('commission job', () => {
    it('credits the revenue share of the day once, equal to a direct sum over the ledger, across products and currencies', async () => {
      const { app } = suite;
      const partner = await registerPartner(app, 'job1');
      const eur = await referredPlayer(app, 'job_p1', partner.code, 100_00);
      const usd = await referredPlayer(app, 'job_p2', partner.code, 100_00, 'USD');
      // Sportsbook: a lost 10.00 single (settled); an open 5.00 single does not count yet.
      const market = await createMarket(app, admin, 'Partner FC v Affiliate United', [2, 3.5, 4]);
      expect((await placeSingle(app, eur.token, market, 0, 2, 10)).statusCode).toBe(200);
      const openMarket = await createMarket(app, admin, 'Open FC v Pending Town', [2, 3.5, 4]);
      expect((await placeSingle(app, eur.token, openMarket, 0, 2, 5)).statusCode).toBe(200);
      const resulted = await resultMarket(app, admin, market, { winners: [market.options[1] ?? ''] });
      expect(resulted.statusCode, resulted.body).toBe(200);
      // Casino: one 2.00 spin (whatever it paid); bonus: 3.00 granted counts against.
      const { round } = await playOk(app, eur.token, { game: 'video-slot', stake: 2 });
      await inTransaction(app.db, (tx) => postEvent(tx, bonusGranted({ bonusId: 'partner-job-bonus', playerId: eur.id, currency: 'EUR', amountCents: 3_00 })));
      // The USD player's loss is reported, not commissioned (the partner is paid in EUR).
      const usdMarket = await createMarket(app, admin, 'Dollar FC v Cent City', [2, 3.5, 4]);
      expect((await placeSingle(app, usd.token, usdMarket, 0, 2, 7)).statusCode).toBe(200);
      await resultMarket(app, admin, usdMarket, { winners: [usdMarket.options[2] ?? ''] });
      await settleMarkets(app.db, Date.now());

      const expectedNgr = 10_00 + Math.round((round.stake - round.payout) * 100) - 3_00;
      const tomorrow = Date.now() + dayMs;
      const [first, second] = await Promise.all([runPartnerCommissions(app.db, tomorrow), runPartnerCommissions(app.db, tomorrow)]);
      expect(first.days.length + second.days.length).toBeGreaterThan(0);
      const records = rowsOf<{ ngr_cents: string; commission_cents: string; other_currency_ngr: unknown }>(
        await app.db.execute(sql`select ngr_cents, commission_cents, other_currency_ngr from partner_commissions where partner_id = ${partner.partnerId}`),
      );
      expect(records).toHaveLength(1);
      expect(Number(records[0]?.ngr_cents)).toBe(expectedNgr);
      expect(Number(records[0]?.ngr_cents)).toBe(await ledgerNgr(app, partner.partnerId, 'EUR') - 5_00);
      const otherNgr = records[0]?.other_currency_ngr;
      expect(typeof otherNgr === 'string' ? JSON.parse(otherNgr) : otherNgr).toEqual({ USD: 7_00 });
      const commission = Math.max(0, Math.floor(expectedNgr / 4));
      expect(Number(records[0]?.commission_cents)).toBe(commission);

      const again = await runPartnerCommissions(app.db, tomorrow);
      expect(again.credited).toBe(0);
      const credits = rowsOf<{ n: string }>(await app.db.execute(sql`select count(*) as n from ledger_transfers where code = 'partner_commission' and idempotency_key like ${`partner:${partner.partnerId}-%`}`));
      expect(Number(credits[0]?.n)).toBe(commission > 0 ? 1 : 0);
      expect((await meOf(app, partner.token)).partner.balance).toBe(commission / 100);

      const summary = await app.inject({ method: 'GET', url: '/api/partner/summary', headers: bearer(partner.token) });
      expect(summary.statusCode).toBe(200);
      const body = summary.json().response;
      expect(body.totals).toMatchObject({ signups: 2, ngr: expectedNgr / 100, commission: commission / 100 });
      expect(body.otherCurrencyNgr).toEqual({ USD: 7 });
      expect(body.days).toHaveLength(30);
      expect(body.campaigns[0]).toMatchObject({ code: partner.code, signups: 2, ngr: expectedNgr / 100 });
      const history = await app.inject({ method: 'GET', url: `/api/admin/partner-history?partnerId=${partner.partnerId}`, headers: bearer(admin) });
      expect(history.json().response.list[0]).toMatchObject({ ngr: expectedNgr / 100, commission: commission / 100, revenueSharePercent: 25 });
      expect((await reconcile(app.db)).ok).toBe(true);
    });

    it('refuses a bad period naming the field', async () => {
      const { app } = suite;
      const partner = await registerPartner(app, 'period1');
      const get = (query: string) => app.inject({ method: 'GET', url: `/api/partner/summary?${query}`, headers: bearer(partner.token) });
      expect((await get('from=2026-03-10&to=2026-03-01')).json()).toMatchObject({ field: 'from' });
      expect((await get('from=2026-3-1')).json()).toMatchObject({ field: 'from' });
      expect((await get('from=2026-03-01&to=2026-03-03')).json().response.days).toHaveLength(3);
    });
  });

  describe('withdrawals', () => {
    it('refuses amounts below the minimum or above the balance, reserves, and pays out once', async () => {
      const { app } = suite;
      const partner = await registerPartner(app, 'wd1');
      await creditPartner(app, partner, 'wd1-credit', 100_00);
      const request = (amount: number, requestId: string) => app.inject({ method: 'POST', url: '/api/partner/withdrawals', headers: bearer(partner.token), payload: { amount, requestId } });
      const below = await request(10, 'wd1-request-low');
      expect(below.statusCode).toBe(409);
      expect(below.json()).toMatchObject({ code: 'PARTNER_WITHDRAWAL_BELOW_MINIMUM', field: 'amount' });
      const above = await request(100.01, 'wd1-request-high');
      expect(above.json()).toMatchObject({ code: 'PARTNER_INSUFFICIENT_BALANCE', field: 'amount' });
      expect((await meOf(app, partner.token)).partner.balance).toBe(100);

      const made = await request(60, 'wd1-request-ok');
      expect(made.statusCode).toBe(201);
      const withdrawal = made.json().response.withdrawal;
      expect(made.json().response.balance).toBe(40);
      expect((await request(60, 'wd1-request-ok')).json().response.withdrawal.id).toBe(withdrawal.id);
      expect((await meOf(app, partner.token)).partner).toMatchObject({ balance: 40, pendingWithdrawals: 60 });

      const decide = (body: Record<string, unknown>, token = admin) => app.inject({ method: 'POST', url: '/api/admin/partner-withdrawal', headers: bearer(token), payload: body });
      expect((await decide({ withdrawalId: withdrawal.id, action: 'approve' }, player)).statusCode).toBe(403);
      const approved = await decide({ withdrawalId: withdrawal.id, action: 'approve' });
      expect(approved.statusCode).toBe(200);
      expect(approved.json().response.withdrawal).toMatchObject({ status: 'paid', partnerId: partner.partnerId });
      expect((await decide({ withdrawalId: withdrawal.id, action: 'approve' })).statusCode).toBe(200);
      expect((await decide({ withdrawalId: withdrawal.id, action: 'reject', reason: 'late' })).json().code).toBe('PARTNER_WITHDRAWAL_DECIDED');
      expect((await meOf(app, partner.token)).partner).toMatchObject({ balance: 40, pendingWithdrawals: 0 });
      const paid = rowsOf<{ n: string }>(await app.db.execute(sql`select count(*) as n from ledger_transfers where idempotency_key = ${`withdrawal:${withdrawal.id}:paid`}`));
      expect(Number(paid[0]?.n)).toBe(1);
      const audit = rowsOf<{ detail: unknown }>(await app.db.execute(sql`select detail from audit_log where action = 'partner.withdrawal.approve' and target_id = ${withdrawal.id}`));
      expect(audit).toHaveLength(1);
      // One payout mail (template partnerPayout), however many times the approval is repeated.
      const mails = rowsOf<{ template: string; body_text: string }>(await app.db.execute(sql`select template, body_text from mail_outbox where template = 'partnerPayout' and body_text like ${`%${withdrawal.id.slice(0, 8)}%`}`));
      expect(mails).toHaveLength(1);
      expect(mails[0]?.body_text).toContain('60.00');
      expect((await reconcile(app.db)).ok).toBe(true);
    });

    it('returns the money on reject (a reason is required) and lists the movements for staff', async () => {
      const { app } = suite;
      const partner = await registerPartner(app, 'wd2');
      await creditPartner(app, partner, 'wd2-credit', 50_00);
      const made = await app.inject({ method: 'POST', url: '/api/partner/withdrawals', headers: bearer(partner.token), payload: { amount: 30, requestId: 'wd2-request-1' } });
      const id = made.json().response.withdrawal.id;
      const noReason = await app.inject({ method: 'POST', url: '/api/admin/partner-withdrawal', headers: bearer(admin), payload: { withdrawalId: id, action: 'reject' } });
      expect(noReason.statusCode).toBe(400);
      expect(noReason.json().field).toBe('reason');
      const rejected = await app.inject({ method: 'POST', url: '/api/admin/partner-withdrawal', headers: bearer(admin), payload: { withdrawalId: id, action: 'reject', reason: 'Payout details do not match' } });
      expect(rejected.json().response.withdrawal).toMatchObject({ status: 'rejected', reason: 'Payout details do not match' });
      expect((await meOf(app, partner.token)).partner).toMatchObject({ balance: 50, pendingWithdrawals: 0 });
      const txns = await app.inject({ method: 'GET', url: `/api/admin/partner-recent-txn?partnerId=${partner.partnerId}`, headers: bearer(admin) });
      expect(txns.json().response.list.map((row: { kind: string }) => row.kind)).toEqual(['withdrawal_rejected', 'withdrawal_requested', 'commission']);
      const own = await app.inject({ method: 'GET', url: '/api/partner/withdrawals', headers: bearer(partner.token) });
      expect(own.json().response).toMatchObject({ total: 1, list: [{ id, status: 'rejected' }] });
      const queue = await app.inject({ method: 'GET', url: `/api/admin/partner-withdrawals?partnerId=${partner.partnerId}`, headers: bearer(admin) });
      expect(queue.json().response.list[0]).toMatchObject({ id, payoutMethod: 'bank_transfer', partnerUsername: 'aff_wd2' });
    });

    it('lets only one of two concurrent requests reserve the same money', async () => {
      const { app } = suite;
      const partner = await registerPartner(app, 'wd3');
      await creditPartner(app, partner, 'wd3-credit', 100_00);
      const request = (requestId: string) => app.inject({ method: 'POST', url: '/api/partner/withdrawals', headers: bearer(partner.token), payload: { amount: 60, requestId } });
      const outcomes = await Promise.all([request('wd3-concurrent-a'), request('wd3-concurrent-b')]);
      expect(outcomes.map((response) => response.statusCode).sort()).toEqual([201, 409]);
      expect((await meOf(app, partner.token)).partner).toMatchObject({ balance: 40, pendingWithdrawals: 60 });
      expect((await reconcile(app.db)).ok).toBe(true);
    });
  });

  describe('staff', () => {
    it('lists, shows and updates partners, auditing the change', async () => {
      const { app } = suite;
      const partner = await registerPartner(app, 'staff1');
      const list = await app.inject({ method: 'GET', url: '/api/admin/partners?search=staff1', headers: bearer(admin) });
      expect(list.json().response).toMatchObject({ total: 1, list: [{ id: partner.partnerId, username: 'aff_staff1', revenueSharePercent: 25, balance: 0, players: 0 }] });
      const patch = (body: Record<string, unknown>) => app.inject({ method: 'PATCH', url: `/api/admin/partners/${partner.partnerId}`, headers: bearer(admin), payload: body });
      expect((await patch({ revenueSharePercent: 101 })).json().field).toBe('revenueSharePercent');
      expect((await patch({})).statusCode).toBe(400);
      const updated = await patch({ revenueSharePercent: 32.5, reason: 'Top affiliate' });
      expect(updated.json().response.partner).toMatchObject({ revenueSharePercent: 32.5, revenueShareOverridden: true });
      const blocked = await patch({ status: 'blocked' });
      expect(blocked.json().response.partner.status).toBe('blocked');
      expect((await app.inject({ method: 'GET', url: '/api/partner/me', headers: bearer(partner.token) })).statusCode).toBe(403);
      const audit = rowsOf<{ detail: { before: unknown; after: unknown } }>(await app.db.execute(sql`select detail from audit_log where action = 'partner.update' and target_id = ${partner.partnerId} order by created_at`));
      expect(audit.map((row) => (typeof row.detail === 'string' ? JSON.parse(row.detail) : row.detail))[0]).toMatchObject({ before: { revenueShareBp: null }, after: { revenueShareBp: 3250 }, reason: 'Top affiliate' });
      const detail = await app.inject({ method: 'GET', url: `/api/admin/partners/${partner.partnerId}`, headers: bearer(admin) });
      expect(detail.json().response).toMatchObject({ players: 0, ngr: 0, commission: 0, campaigns: [{ code: 'aff_staff1' }] });
      expect((await app.inject({ method: 'GET', url: '/api/admin/partners/not-an-id', headers: bearer(admin) })).json().field).toBe('id');
    });

    it('seeds the demo partner with the DEMO code', async () => {
      const { app } = suite;
      const token = (await app.inject({ method: 'POST', url: '/api/partner/login', payload: { username: 'partner', password: 'PartnerPass123' } })).json().response.token;
      expect((await meOf(app, token)).campaigns.map((row) => row.code)).toContain('DEMO');
    });
  });
});

describeEachDatabase('partner commission over months', (database) => {
  const suite = useSuiteApp(database, {}, async () => {
    await seedDemo(suite.app.db);
  });

  /** A bonus grant (NGR minus) or forfeit (NGR plus) of the player, dated at noon of `day`. */
  async function bonusOn(app: FastifyInstance, playerId: string, id: string, kind: 'grant' | 'forfeit', day: string, cents: number) {
    const event = { bonusId: id, playerId, currency: 'EUR', amountCents: cents };
    await inTransaction(app.db, (tx) => postEvent(tx, kind === 'grant' ? bonusGranted(event) : bonusForfeited(event)));
    await app.db.execute(sql`update ledger_transfers set created_at = ${`${day}T12:00:00.000Z`}::timestamptz where idempotency_key = ${`bonus:${id}:${kind}`}`);
  }

  async function runAll(app: FastifyInstance, nowMs: number): Promise<string[]> {
    const days: string[] = [];
    for (;;) {
      const run = await runPartnerCommissions(app.db, nowMs);
      if (run.days.length === 0) return days;
      days.push(...run.days);
    }
  }

  it('computes every missed day in order, carries a negative month over, then resets when the setting says so', async () => {
    const { app } = suite;
    const admin = await loginDemo(app, 'admin');
    const partner = await registerPartner(app, 'months1');
    const player = await referredPlayer(app, 'months_p1', partner.code, 0);
    const thisMonth = `${dayOf(Date.now()).slice(0, 7)}-01`;
    const lastMonth = `${addDays(thisMonth, -1).slice(0, 7)}-01`;
    const created = addDays(lastMonth, -2);
    await app.db.execute(sql`update partners set created_at = ${`${created}T08:00:00.000Z`}::timestamptz where id = ${partner.partnerId}`);
    // Month A ends at -50.00; month B starts with +50.00 (carried: 0 owed), ends at -50.00; month C starts with +50.00.
    await bonusOn(app, player.id, 'months-a', 'grant', addDays(lastMonth, -1), 50_00);
    await bonusOn(app, player.id, 'months-b', 'forfeit', lastMonth, 50_00);
    await bonusOn(app, player.id, 'months-c', 'grant', addDays(thisMonth, -1), 50_00);

    const firstDays = await runAll(app, Date.parse(`${thisMonth}T06:00:00.000Z`));
    expect(firstDays[0]).toBe(created);
    expect(firstDays.at(-1)).toBe(addDays(thisMonth, -1));
    const record = async (day: string) =>
      rowsOf<{ carried_ngr_cents: string; month_ngr_cents: string; commission_cents: string }>(
        await app.db.execute(sql`select carried_ngr_cents, month_ngr_cents, commission_cents from partner_commissions where partner_id = ${partner.partnerId} and day = ${day}::date`),
      ).map((row) => ({ carried: Number(row.carried_ngr_cents), month: Number(row.month_ngr_cents), commission: Number(row.commission_cents) }))[0];
    expect(await record(addDays(lastMonth, -1))).toEqual({ carried: 0, month: -50_00, commission: 0 });
    expect(await record(lastMonth)).toEqual({ carried: -50_00, month: 0, commission: 0 });

    const put = await app.inject({ method: 'PUT', url: '/api/admin/partner-settings', headers: bearer(admin), payload: { negativeCarryOver: false } });
    expect(put.json().response).toEqual({ revenueSharePercent: 25, negativeCarryOver: false, minWithdrawal: 20 });
    await bonusOn(app, player.id, 'months-d', 'forfeit', thisMonth, 50_00);
    await runAll(app, Date.now() + 2 * dayMs);
    expect(await record(thisMonth)).toEqual({ carried: 0, month: 50_00, commission: 12_50 });
    expect((await meOf(app, partner.token)).partner.balance).toBe(12.5);
    const days = rowsOf<{ day: string }>(await app.db.execute(sql`select to_char(day, 'YYYY-MM-DD') as day from partner_commissions where partner_id = ${partner.partnerId} order by day`));
    expect(days.map((row) => row.day)).toEqual(Array.from({ length: days.length }, (_, index) => addDays(created, index)));
    expect((await reconcile(app.db)).ok).toBe(true);
  });

  it('changes the settings for settings managers only, naming bad fields', async () => {
    const { app } = suite;
    const finance = await loginAs(app, 'finance', 'FinancePass123');
    expect((await app.inject({ method: 'GET', url: '/api/admin/partner-settings', headers: bearer(finance) })).statusCode).toBe(200);
    expect((await app.inject({ method: 'PUT', url: '/api/admin/partner-settings', headers: bearer(finance), payload: { revenueSharePercent: 30 } })).statusCode).toBe(403);
    const admin = await loginDemo(app, 'admin');
    const bad = await app.inject({ method: 'PUT', url: '/api/admin/partner-settings', headers: bearer(admin), payload: { minWithdrawal: -1 } });
    expect(bad.json().field).toBe('minWithdrawal');
    const saved = await app.inject({ method: 'PUT', url: '/api/admin/partner-settings', headers: bearer(admin), payload: { revenueSharePercent: 30, minWithdrawal: 50 } });
    expect(saved.json().response).toMatchObject({ revenueSharePercent: 30, minWithdrawal: 50 });
  });
});
