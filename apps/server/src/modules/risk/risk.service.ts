import { centsToAmount, currencyDefault, type RiskLimits } from '@oddsmith/core';
import type { Database } from '../../db/client';
import type { AuthContext } from '../../plugins/auth';
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
  return {
    currency: user?.currency ?? currencyDefault,
    stakeMin: centsToAmount(settings.stakeCentsMin),
    stakeMax: centsToAmount(settings.stakeCentsMax),
    payoutMax: centsToAmount(settings.payoutCentsMax),
    stakeFactor: settings.stakeFactor,
    inPlayDelaySeconds: settings.inPlayDelaySeconds,
    // Responsible-gambling limits arrive with the bank issue.
    depositLimits: { day: null, week: null, month: null },
    selfExcludedUntil: null,
    timeOutUntil: null,
  };
}
