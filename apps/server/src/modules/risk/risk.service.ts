import { centsToAmount, currencyDefault, type RiskLimits } from '@oddsmith/core';
import type { Database } from '../../db/client';
import type { AuthContext } from '../../plugins/auth';
import { blocksOf } from '../responsible-gambling/responsible-gambling.service';
import { findUserById } from '../users/users.repo';
import { findSetting } from './risk.repo';
import { riskSettingsSchema, type RiskSettings } from './risk.schemas';

export const riskSettingsKey = 'risk.limits';

export const riskSettingsDefault: RiskSettings = {
  stakeCentsMin: 100,
  stakeCentsMax: 1_000_000,
  payoutCentsMax: 25_000_000,
  inPlayDelaySeconds: 5,
  stakeFactor: 1,
};

/** Stored overrides win field by field; a malformed stored value falls back to the default. */
export async function loadRiskSettings(db: Database): Promise<RiskSettings> {
  const stored = riskSettingsSchema.partial().safeParse((await findSetting(db, riskSettingsKey)) ?? {});
  return { ...riskSettingsDefault, ...(stored.success ? stored.data : {}) };
}

export async function riskLimitsFor(db: Database, auth: AuthContext): Promise<RiskLimits> {
  const settings = await loadRiskSettings(db);
  const user = await findUserById(db, auth.userId);
  const { rg, timeOutUntil, selfExcludedUntil } = await blocksOf(db, auth.userId, new Date());
  const amountOrNull = (cents: number | null) => (cents === null ? null : centsToAmount(cents));
  return {
    currency: user?.currency ?? currencyDefault,
    stakeMin: centsToAmount(settings.stakeCentsMin),
    stakeMax: centsToAmount(settings.stakeCentsMax),
    payoutMax: centsToAmount(settings.payoutCentsMax),
    stakeFactor: settings.stakeFactor,
    inPlayDelaySeconds: settings.inPlayDelaySeconds,
    depositLimits: { day: amountOrNull(rg.limits.day), week: amountOrNull(rg.limits.week), month: amountOrNull(rg.limits.month) },
    selfExcludedUntil: selfExcludedUntil?.toISOString() ?? null,
    timeOutUntil: timeOutUntil?.toISOString() ?? null,
    realityCheckMinutes: rg.realityCheckMinutes,
  };
}
