import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema';
import { bearer, describeEachDatabase, loginAs, loginDemo, registerPlayer, testDatabases } from '../../test/app';
import { fundedPlayer } from '../../test/bank';
import { createMarket, nextRequestId } from '../../test/betting';
import { useSharedDatabase } from '../../test/exchange';
import { useMoneySuite } from '../../test/ledger';
import { loadApprovalThresholds } from '../balance-approvals';
import { loadBettingSettings } from '../betting';
import { loadRiskSettings } from '../risk';

type Field = { key: string; unit: string; perCurrency: boolean; min: number | null; max: number | null; value: unknown; default: unknown };
type Group = { id: string; fields: Field[] };

const read = (app: FastifyInstance, token: string) => app.inject({ method: 'GET', url: '/api/admin/settings', headers: bearer(token) });
const patch = (app: FastifyInstance, token: string, group: string, payload: Record<string, unknown>) => app.inject({ method: 'PATCH', url: `/api/admin/settings/${group}`, headers: bearer(token), payload });
async function valueOf(app: FastifyInstance, token: string, group: string, key: string): Promise<unknown> {
  const groups = (await read(app, token)).json<{ response: { groups: Group[] } }>().response.groups;
  return groups.find((one) => one.id === group)?.fields.find((field) => field.key === key)?.value;
}

/** Each group: a body it refuses (400 naming `field`) and nothing stored. */
const refusals: [group: string, body: Record<string, unknown>, field: string][] = [
  ['bettingLimits', { stakeMax: { EUR: 0 } }, 'stakeMax.EUR'],
  ['bettingLimits', { stakeMax: { EUR: 'lots' } }, 'stakeMax.EUR'],
  ['bettingLimits', { stakeMin: { XXX: 1 } }, 'stakeMin.XXX'],
  ['bettingLimits', { stakeMin: { GBP: 600 }, stakeMax: { GBP: 500 } }, 'stakeMin.GBP'],
  ['bettingLimits', { stakeMax: { EUR: 10.005 } }, 'stakeMax.EUR'],
  ['inPlay', { inPlayDelayMs: 60_001 }, 'inPlayDelayMs'],
  ['inPlay', { inPlayDelayMs: -1 }, 'inPlayDelayMs'],
  ['inPlay', { inPlayDelayMs: '2s' }, 'inPlayDelayMs'],
  ['inPlay', { inPlayDelayMs: 1.5 }, 'inPlayDelayMs'],
  ['inPlay', { inPlayDelaySeconds: 2 }, 'inPlayDelaySeconds'],
  ['cashout', { cashoutMarginBp: 5001 }, 'cashoutMarginBp'],
  ['feed', { marginBp: 3001 }, 'marginBp'],
  ['exchange', { commissionBasisPoints: 10_001 }, 'commissionBasisPoints'],
  ['exchange', { minStake: 0 }, 'minStake'],
  ['exchange', { betDelaySeconds: 31 }, 'betDelaySeconds'],
  ['partners', { revenueSharePercent: 101 }, 'revenueSharePercent'],
  ['partners', { negativeCarryOver: 'yes' }, 'negativeCarryOver'],
  ['partners', { minWithdrawal: -5 }, 'minWithdrawal'],
  ['depositLimits', { day: { EUR: 0 } }, 'day.EUR'],
  ['depositLimits', { week: { USD: true } }, 'week.USD'],
  ['depositLimits', { day: { EUR: 500 }, week: { EUR: 100 } }, 'day.EUR'],
  ['fourEyes', { threshold: { EUR: 100_000_001 } }, 'threshold.EUR'],
  ['fourEyes', { threshold: { EUR: null } }, 'threshold.EUR'],
  ['paymentProviders', { sandbox: 1 }, 'sandbox'],
];

describeEachDatabase('settings: the operator settings screen', (database) => {
  let app: FastifyInstance;
  let admin: string;
  let manager: string;

  useMoneySuite(database, async (suite) => {
    app = suite.app;
    manager = suite.staff;
    admin = await loginDemo(app, 'admin');
  });

  it('lists every group with value, default, unit and range; finance and risk read only, support and players are refused', async () => {
    const response = await read(app, admin);
    expect(response.statusCode).toBe(200);
    const { groups, editable } = response.json<{ response: { groups: Group[]; editable: boolean } }>().response;
    expect(editable).toBe(true);
    expect(groups.map((group) => group.id)).toEqual(['bettingLimits', 'inPlay', 'cashout', 'feed', 'exchange', 'partners', 'depositLimits', 'fourEyes', 'paymentProviders']);
    expect(groups.find((group) => group.id === 'inPlay')?.fields).toEqual([{ key: 'inPlayDelayMs', unit: 'ms', perCurrency: false, nullable: false, min: 0, max: 60_000, value: 5000, default: 5000 }]);
    expect(groups.find((group) => group.id === 'bettingLimits')?.fields[1]).toMatchObject({ key: 'stakeMax', unit: 'cents', perCurrency: true, min: 0.01, value: { EUR: 10_000, INR: 1_000_000 } });
    expect(groups.find((group) => group.id === 'partners')?.fields.map((field) => [field.key, field.value])).toEqual([['revenueSharePercent', 25], ['negativeCarryOver', true], ['minWithdrawal', 20]]);
    const finance = await loginAs(app, 'finance', 'FinancePass123');
    expect((await read(app, finance)).json().response.editable).toBe(false);
    expect((await patch(app, finance, 'inPlay', { inPlayDelayMs: 1000 })).statusCode).toBe(403);
    expect((await read(app, await loginAs(app, 'risk', 'RiskPass123'))).statusCode).toBe(200);
    expect((await read(app, await loginAs(app, 'support', 'SupportPass123'))).statusCode).toBe(403);
    expect((await read(app, await loginDemo(app, 'player'))).statusCode).toBe(403);
    expect((await patch(app, admin, 'nothing', { value: 1 })).statusCode).toBe(404);
  });

  it.each(refusals)('refuses %s %j with a 400 naming %s, storing nothing', async (group, body, field) => {
    const before = (await read(app, admin)).json();
    const response = await patch(app, admin, group, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: 'error', field });
    expect(response.json().message).toMatch(new RegExp(`^${field.replace('.', '\\.')}: `));
    expect((await read(app, admin)).json()).toEqual(before);
  });

  it('saves a change, keeps the rest of the row and records before and after in the audit trail', async () => {
    const response = await patch(app, manager, 'bettingLimits', { stakeMax: { GBP: 5000.5 } });
    expect(response.statusCode).toBe(200);
    expect(response.json().response.group.fields[1].value).toMatchObject({ GBP: 5000.5, EUR: 10_000 });
    const [entry] = await app.db.select().from(auditLog).where(and(eq(auditLog.action, 'settings.update'), eq(auditLog.targetId, 'bettingLimits'))).orderBy(desc(auditLog.createdAt)).limit(1);
    expect(entry?.detail).toMatchObject({ storageKey: 'risk.limits', before: { stakeMax: { GBP: 1_000_000 } }, after: { stakeMax: { GBP: 500_050 } } });
    // Placement reads the same row: the change is in force, the other currencies keep theirs.
    const risk = await loadRiskSettings(app.db);
    expect([risk.stakeCentsMax.GBP, risk.stakeCentsMax.EUR]).toEqual([500_050, 1_000_000]);
    await patch(app, admin, 'cashout', { cashoutMarginBp: 750 });
    expect((await loadBettingSettings(app.db)).cashoutMarginBp).toBe(750);
    await patch(app, admin, 'fourEyes', { threshold: { INR: 0 } });
    expect((await loadApprovalThresholds(app.db)).INR).toBe(0);
    const [audit] = await app.db.select().from(auditLog).where(and(eq(auditLog.action, 'settings.update'), eq(auditLog.targetId, 'cashout'))).limit(1);
    expect(audit?.detail).toMatchObject({ before: { cashoutMarginBp: 500 }, after: { cashoutMarginBp: 750 } });
  });

  it('the next in-play bet waits the delay staff set (and the player sees it in their limits)', async () => {
    const player = await fundedPlayer(app, 'settingsinplay', 10_000);
    const market = await createMarket(app, manager, 'Delay', [2, 2]);
    await app.inject({ method: 'PATCH', url: `/api/admin/events/${market.eventId}`, headers: bearer(manager), payload: { status: 'live' } });
    const placeLive = async () => {
      const response = await app.inject({ method: 'POST', url: '/api/sports/place-bet', headers: bearer(player.token), payload: { useBonus: false, acceptOddsChanges: 'none', requestId: nextRequestId(), betType: 'single', bets: [{ gameId: market.eventId, optionId: market.options[0], odds: 2, stake: 1 }] } });
      const ticket = response.json<{ response: { tickets: { status: string; placedAt: string; acceptAt: string }[] } }>().response.tickets[0];
      return { status: ticket?.status, waitMs: Date.parse(ticket?.acceptAt ?? '') - Date.parse(ticket?.placedAt ?? '') };
    };
    expect(await placeLive()).toEqual({ status: 'pending', waitMs: 5000 });
    expect((await patch(app, admin, 'inPlay', { inPlayDelayMs: 1500 })).statusCode).toBe(200);
    expect(await placeLive()).toEqual({ status: 'pending', waitMs: 1500 });
    const limits = await app.inject({ method: 'POST', url: '/api/front/risk-management', headers: bearer(player.token), payload: { mode: 'mgt' } });
    expect(limits.json().response.inPlayDelaySeconds).toBe(1.5);
    await patch(app, admin, 'inPlay', { inPlayDelayMs: 5000 });
  });

  it('reads a delay stored in whole seconds before the ms field existed, and writes ms from then on', async () => {
    const { upsertSetting, findSetting } = await import('../../lib/settings.repo');
    const { invalidateSettings } = await import('../../lib/settings-cache');
    await app.db.transaction(async (tx) => upsertSetting(tx, 'risk.limits', { ...((await findSetting(tx, 'risk.limits')) ?? {}), inPlayDelaySeconds: 7, inPlayDelayMs: undefined }));
    invalidateSettings(app.db);
    expect(await valueOf(app, admin, 'inPlay', 'inPlayDelayMs')).toBe(7000);
    await patch(app, admin, 'inPlay', { inPlayDelayMs: 5000 });
    const stored = await findSetting(app.db, 'risk.limits');
    expect(stored).toMatchObject({ inPlayDelayMs: 5000 });
    expect(stored).not.toHaveProperty('inPlayDelaySeconds');
  });

  it('a new player starts with the deposit limits staff set for their currency; clearing them leaves the next one without', async () => {
    expect((await patch(app, admin, 'depositLimits', { day: { EUR: 50 }, month: { EUR: '1000.50' } })).statusCode).toBe(200);
    const limited = await registerPlayer(app, 'settingslimits');
    const rg = async (token: string) => (await app.inject({ method: 'GET', url: '/api/front/responsible-gambling', headers: bearer(token) })).json().response.depositLimits;
    expect(await rg(limited.token)).toEqual({ day: 50, week: null, month: 1000.5 });
    expect((await patch(app, admin, 'depositLimits', { day: { EUR: null }, month: { EUR: null } })).statusCode).toBe(200);
    expect(await rg((await registerPlayer(app, 'settingsnolimits')).token)).toEqual({ day: null, week: null, month: null });
    // The first player's limits are their own now.
    expect(await rg(limited.token)).toEqual({ day: 50, week: null, month: 1000.5 });
  });

  it('turning the sandbox provider off hides its methods from players', async () => {
    const player = await registerPlayer(app, 'settingssandbox');
    const sandboxShown = async () => (await app.inject({ method: 'GET', url: '/api/bank/payment-methods', headers: bearer(player.token) })).json<{ response: { methods: { provider: string }[] } }>().response.methods.some((method) => method.provider === 'sandbox');
    expect(await sandboxShown()).toBe(true);
    await patch(app, admin, 'paymentProviders', { sandbox: false });
    expect(await sandboxShown()).toBe(false);
    await patch(app, admin, 'paymentProviders', { sandbox: true });
    expect(await sandboxShown()).toBe(true);
  });
});

const postgres = testDatabases.find((database) => database.name === 'postgres');

(postgres?.adminUrl ? describe : describe.skip)('settings on two instances [postgres]', () => {
  const instances = useSharedDatabase(postgres?.adminUrl, { seedDemo: true });

  it('a change through instance A is in force on instance B within a second', async () => {
    const first = await instances.instance();
    const second = await instances.instance();
    const adminA = await loginDemo(first, 'admin');
    // B has the old value cached.
    expect((await loadBettingSettings(second.db)).cashoutMarginBp).toBe(500);
    expect((await patch(first, adminA, 'cashout', { cashoutMarginBp: 900 })).statusCode).toBe(200);
    const changedAt = Date.now();
    let seenAfterMs = Number.POSITIVE_INFINITY;
    while (Date.now() - changedAt < 2_000) {
      if ((await loadBettingSettings(second.db)).cashoutMarginBp === 900) {
        seenAfterMs = Date.now() - changedAt;
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(seenAfterMs).toBeLessThan(1_000);
  }, 60_000);
});
