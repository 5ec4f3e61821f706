import { partnerSettingsDefault, partnerSettingsSchema, type PartnerSettings } from '@oddsmith/core';
import type { Database, Executor } from '../../db/client';
import { cachedSetting } from '../../lib/settings-cache';
import { findSetting } from '../../lib/settings.repo';

/** Setting `partners`: `{ revenueSharePercent, negativeCarryOver, minWithdrawalCents }`; a row overrides the defaults field by field. */
export const partnerSettingsKey = 'partners';

export function resolvePartnerSettings(stored: Record<string, unknown> | undefined): PartnerSettings {
  const parsed = partnerSettingsSchema.partial().safeParse(stored ?? {});
  return { ...partnerSettingsDefault, ...(parsed.success ? parsed.data : {}) };
}

/** Inside a transaction (the job, a withdrawal): read now. */
export async function readPartnerSettings(tx: Executor): Promise<PartnerSettings> {
  return resolvePartnerSettings(await findSetting(tx, partnerSettingsKey));
}

/** Outside a transaction (views): the cached copy. */
export async function partnerSettings(db: Database): Promise<PartnerSettings> {
  return cachedSetting(db, partnerSettingsKey, () => readPartnerSettings(db));
}
