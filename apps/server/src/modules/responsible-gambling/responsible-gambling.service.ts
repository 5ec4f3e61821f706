import { centsToAmount, currencyDefault, limitPeriods, resolveSettingGroup, settingGroup, type LimitPeriod, type RgBody, type RgView } from '@oddsmith/core';
import type { Database, Executor, Transaction } from '../../db/client';
import type { PendingLimits, ResponsibleGamblingRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { findSetting } from '../../lib/settings.repo';
import { inTransaction } from '../../lib/transaction';
import type { AuthContext } from '../../lib/auth-context';
import { enqueueUserMail } from '../mail';
import { notifyMany } from '../notifications';
import { findUserById } from '../users';
import * as repo from './responsible-gambling.repo';

const hourMs = 3_600_000;
const dayMs = 24 * hourMs;
/** An increase or removal of a deposit limit waits this long (a decrease applies at once). */
export const limitIncreaseDelayMs = dayMs;
const windowMs: Record<LimitPeriod, number> = { day: dayMs, week: 7 * dayMs, month: 30 * dayMs };
const columnOf = { day: 'dayLimitCents', week: 'weekLimitCents', month: 'monthLimitCents' } as const;

/** Limits in force at `now`: a pending change whose time has come replaces the current one. */
export type EffectiveRg = {
  limits: Record<LimitPeriod, number | null>;
  pending: PendingLimits;
  timeOutUntil: Date | null;
  selfExcludedUntil: Date | null;
  realityCheckMinutes: number | null;
};

export function effectiveRg(row: ResponsibleGamblingRow | undefined, now: Date): EffectiveRg {
  const limits: Record<LimitPeriod, number | null> = { day: null, week: null, month: null };
  const pending: PendingLimits = {};
  for (const period of limitPeriods) {
    limits[period] = row?.[columnOf[period]] ?? null;
    const change = row?.pendingLimits[period];
    if (!change) continue;
    if (Date.parse(change.effectiveAt) <= now.getTime()) limits[period] = change.cents;
    else pending[period] = change;
  }
  return {
    limits,
    pending,
    timeOutUntil: row?.timeOutUntil ?? null,
    selfExcludedUntil: row?.selfExcludedUntil ?? null,
    realityCheckMinutes: row?.realityCheckMinutes ?? null,
  };
}

/** The periods whose pending change is in force at `now` (it replaced the limit). */
function dueChanges(row: ResponsibleGamblingRow | undefined, rg: EffectiveRg): LimitPeriod[] {
  return limitPeriods.filter((period) => row?.pendingLimits[period] !== undefined && rg.pending[period] === undefined);
}

/** Tells the player each limit change that is now in force (in the transaction that writes it). */
async function notifyLimitsInForce(tx: Transaction, userId: string, currency: string, periods: readonly LimitPeriod[], rg: EffectiveRg): Promise<void> {
  await notifyMany(
    tx,
    periods.map((period) => {
      const cents = rg.limits[period];
      return { userId, type: 'limit_in_force' as const, variant: cents === null ? 'removed' : 'set', params: { period, amount: cents === null ? null : centsToAmount(cents), currency }, link: '/profile' };
    }),
  );
}

function settingsRow(userId: string, rg: EffectiveRg, now: Date) {
  return {
    userId,
    dayLimitCents: rg.limits.day,
    weekLimitCents: rg.limits.week,
    monthLimitCents: rg.limits.month,
    pendingLimits: rg.pending,
    timeOutUntil: rg.timeOutUntil,
    selfExcludedUntil: rg.selfExcludedUntil,
    realityCheckMinutes: rg.realityCheckMinutes,
    updatedAt: now,
  };
}

const dueChangesBatch = 200;

/**
 * The limits job: every pending limit change (an increase or removal after its 24 h) whose time
 * has come is written as the limit in force, and the player is notified, in one transaction per
 * batch (rows locked SKIP LOCKED). Reads apply due changes on their own; this makes them final
 * and tells the player. Returns how many rows changed.
 */
export async function applyDueLimitChanges(db: Database, nowMs: number): Promise<number> {
  const now = new Date(nowMs);
  return inTransaction(db, async (tx) => {
    const rows = await repo.lockRowsWithDueChanges(tx, now, dueChangesBatch);
    for (const row of rows) {
      const rg = effectiveRg(row, now);
      await repo.upsertSettings(tx, settingsRow(row.userId, rg, now));
      const user = await findUserById(tx, row.userId);
      await notifyLimitsInForce(tx, row.userId, user?.currency ?? currencyDefault, dueChanges(row, rg), rg);
    }
    return rows.length;
  });
}

/** The most the player may deposit now: the lowest remainder over the three windows; null = no limit. */
export async function depositRemainingCents(tx: Executor, userId: string, rg: EffectiveRg, now: Date): Promise<number | null> {
  let remaining: number | null = null;
  for (const period of limitPeriods) {
    const limit = rg.limits[period];
    if (limit === null) continue;
    const used = await repo.sumDepositsSince(tx, userId, new Date(now.getTime() - windowMs[period]));
    const left = Math.max(0, limit - used);
    remaining = remaining === null ? left : Math.min(remaining, left);
  }
  return remaining;
}

function activeUntil(until: Date | null, now: Date): Date | null {
  return until && until.getTime() > now.getTime() ? until : null;
}

/** Time-out and self-exclusion block deposits (and play); the limits cap the amount. Locks the player's row. */
export async function assertDepositAllowed(tx: Transaction, userId: string, amountCents: number, now: Date): Promise<void> {
  const rg = effectiveRg(await repo.lockSettings(tx, userId), now);
  const excluded = activeUntil(rg.selfExcludedUntil, now);
  if (excluded) throw new AppError('RG_SELF_EXCLUDED', 403, `You are self-excluded until ${excluded.toISOString()}.`);
  const timeOut = activeUntil(rg.timeOutUntil, now);
  if (timeOut) throw new AppError('RG_TIME_OUT', 403, `You are on a time-out until ${timeOut.toISOString()}.`);
  const remaining = await depositRemainingCents(tx, userId, rg, now);
  if (remaining !== null && amountCents > remaining) {
    throw new AppError('DEPOSIT_LIMIT_EXCEEDED', 400, `amount: exceeds your deposit limit; you may deposit at most ${centsToAmount(remaining)} now.`, 'amount');
  }
}

/** Time-out and self-exclusion stop play (PRODUCT.md section 4): a 403 naming the block in force. */
export function assertPlayAllowed(blocks: { timeOutUntil: Date | null; selfExcludedUntil: Date | null }): void {
  if (blocks.selfExcludedUntil) throw new AppError('RG_SELF_EXCLUDED', 403, `You are self-excluded until ${blocks.selfExcludedUntil.toISOString()}.`);
  if (blocks.timeOutUntil) throw new AppError('RG_TIME_OUT', 403, `You are on a time-out until ${blocks.timeOutUntil.toISOString()}.`);
}

/** Blocks in force, for risk limits and play. */
export async function blocksOf(tx: Executor, userId: string, now: Date) {
  return blocksOfRow(await repo.findSettings(tx, userId), now);
}

/** The same from a row the caller already read (placement reads it with the player's wallets). */
export function blocksOfRow(row: ResponsibleGamblingRow | undefined, now: Date) {
  const rg = effectiveRg(row, now);
  return { rg, timeOutUntil: activeUntil(rg.timeOutUntil, now), selfExcludedUntil: activeUntil(rg.selfExcludedUntil, now) };
}

async function viewOf(tx: Executor, userId: string, currency: string, now: Date): Promise<RgView> {
  const { rg, timeOutUntil, selfExcludedUntil } = await blocksOf(tx, userId, now);
  const amountOrNull = (cents: number | null) => (cents === null ? null : centsToAmount(cents));
  const pendingOf = (period: LimitPeriod) => {
    const change = rg.pending[period];
    return change ? { amount: amountOrNull(change.cents), effectiveAt: change.effectiveAt } : null;
  };
  return {
    currency,
    depositLimits: { day: amountOrNull(rg.limits.day), week: amountOrNull(rg.limits.week), month: amountOrNull(rg.limits.month) },
    pendingDepositLimits: { day: pendingOf('day'), week: pendingOf('week'), month: pendingOf('month') },
    depositRemaining: amountOrNull(await depositRemainingCents(tx, userId, rg, now)),
    timeOutUntil: timeOutUntil?.toISOString() ?? null,
    selfExcludedUntil: selfExcludedUntil?.toISOString() ?? null,
    realityCheckMinutes: rg.realityCheckMinutes,
  };
}

export async function getResponsibleGambling(db: Database, auth: AuthContext, now = new Date()): Promise<RgView> {
  return db.transaction(async (tx) => {
    const user = await findUserById(tx, auth.userId);
    return viewOf(tx, auth.userId, user?.currency ?? currencyDefault, now);
  });
}

function later(a: Date | null, b: Date): Date {
  return a && a.getTime() > b.getTime() ? a : b;
}

function addMonths(date: Date, months: number): Date {
  const result = new Date(date.getTime());
  result.setUTCMonth(result.getUTCMonth() + months);
  return result;
}

/**
 * A decrease applies at once; an increase or a removal is stored with effectiveAt = now + 24 h.
 * Time-out and self-exclusion only ever extend: the player cannot lift or shorten them.
 */
export async function updateResponsibleGambling(db: Database, auth: AuthContext, body: RgBody, now = new Date()): Promise<RgView> {
  return inTransaction(db, async (tx) => {
    const user = await findUserById(tx, auth.userId);
    if (!user || user.role !== 'player') throw new AppError('FORBIDDEN', 403, 'Only players set responsible-gambling limits.');
    const locked = await repo.lockSettings(tx, auth.userId);
    const rg = effectiveRg(locked, now);
    // A change whose time had come is written now: the player hears it is in force.
    await notifyLimitsInForce(tx, auth.userId, user.currency, dueChanges(locked, rg), rg);
    const limits = { ...rg.limits };
    const pending: PendingLimits = { ...rg.pending };
    for (const period of limitPeriods) {
      const requested = body.depositLimits?.[period];
      if (requested === undefined) continue;
      const current = limits[period];
      delete pending[period];
      if (requested === current) continue;
      const isDecrease = requested !== null && (current === null || requested < current);
      if (isDecrease) limits[period] = requested;
      else pending[period] = { cents: requested, effectiveAt: new Date(now.getTime() + limitIncreaseDelayMs).toISOString() };
    }
    const timeOutUntil = body.timeOutDays ? later(rg.timeOutUntil, new Date(now.getTime() + body.timeOutDays * dayMs)) : rg.timeOutUntil;
    const selfExcludedUntil = body.selfExclusionMonths ? later(rg.selfExcludedUntil, addMonths(now, body.selfExclusionMonths)) : rg.selfExcludedUntil;
    await repo.upsertSettings(tx, {
      userId: auth.userId,
      dayLimitCents: limits.day,
      weekLimitCents: limits.week,
      monthLimitCents: limits.month,
      pendingLimits: pending,
      timeOutUntil,
      selfExcludedUntil,
      realityCheckMinutes: body.realityCheckMinutes === undefined ? rg.realityCheckMinutes : body.realityCheckMinutes,
      updatedAt: now,
    });
    // A new or longer block is confirmed by mail in the same transaction.
    if (timeOutUntil && timeOutUntil !== rg.timeOutUntil) await enqueueUserMail(tx, auth.userId, 'timeOutConfirmed', { until: timeOutUntil });
    if (selfExcludedUntil && selfExcludedUntil !== rg.selfExcludedUntil) await enqueueUserMail(tx, auth.userId, 'selfExclusionConfirmed', { until: selfExcludedUntil });
    return viewOf(tx, auth.userId, user.currency, now);
  });
}

export async function sessionSummary(db: Database, auth: AuthContext, now = new Date()) {
  return db.transaction(async (tx) => {
    const sessionStartedAt = (await repo.findSessionStart(tx, auth.sessionId)) ?? now;
    const user = await findUserById(tx, auth.userId);
    const rg = effectiveRg(await repo.findSettings(tx, auth.userId), now);
    return {
      sessionStartedAt: sessionStartedAt.toISOString(),
      elapsedSeconds: Math.max(0, Math.floor((now.getTime() - sessionStartedAt.getTime()) / 1000)),
      netPosition: centsToAmount(await repo.netPlaySince(tx, auth.userId, sessionStartedAt)),
      currency: user?.currency ?? currencyDefault,
      realityCheckMinutes: rg.realityCheckMinutes,
    };
  });
}

/** A player's limits and exclusions as staff read them (read-only: only the player changes their limits). */
export async function rgViewOfUser(tx: Executor, userId: string, currency: string, now = new Date()): Promise<RgView> {
  return viewOf(tx, userId, currency, now);
}

/**
 * The protection an operator may apply for a player (a time-out, e.g. after a conversation about
 * their play): like the player's own, it only ever extends, never shortens or lifts. Answers the
 * time-out's end before and after.
 */
export async function applyOperatorTimeOut(tx: Transaction, userId: string, days: number, now = new Date()): Promise<{ before: string | null; after: string }> {
  const row = await repo.lockSettings(tx, userId);
  const rg = effectiveRg(row, now);
  const before = rg.timeOutUntil && rg.timeOutUntil.getTime() > now.getTime() ? rg.timeOutUntil : null;
  const after = later(before, new Date(now.getTime() + days * dayMs));
  await repo.upsertSettings(tx, {
    userId,
    dayLimitCents: rg.limits.day,
    weekLimitCents: rg.limits.week,
    monthLimitCents: rg.limits.month,
    pendingLimits: rg.pending,
    timeOutUntil: after,
    selfExcludedUntil: rg.selfExcludedUntil,
    realityCheckMinutes: rg.realityCheckMinutes,
    updatedAt: now,
  });
  return { before: before?.toISOString() ?? null, after: after.toISOString() };
}

/**
 * A new player's deposit limits: the operator's defaults for their currency (settings group
 * `depositLimits`, row `deposits.limitDefaults`; none unless staff set some). Written in the
 * registration's transaction; from then on they are the player's own limits (lowered at once,
 * raised or removed after 24 h).
 */
export async function applyDefaultDepositLimits(tx: Transaction, userId: string, currency: string): Promise<void> {
  const group = settingGroup('depositLimits');
  const defaults = resolveSettingGroup(group, await findSetting(tx, group.storageKey)) as Record<LimitPeriod, Record<string, number | null>>;
  const [day, week, month] = limitPeriods.map((period) => defaults[period][currency] ?? null);
  if (day === null && week === null && month === null) return;
  await repo.upsertSettings(tx, { userId, dayLimitCents: day, weekLimitCents: week, monthLimitCents: month });
}
