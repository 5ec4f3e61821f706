import { exchangeSettingsDefault, exchangeSettingsKey, exchangeSettingsSchema, type ExchangeSettings } from '@oddsmith/core';
import type { Database } from '../../db/client';
import { cachedSetting } from '../../lib/settings-cache';
import { findSetting } from '../../lib/settings.repo';

/** The operator's exchange setting (row `exchange`, fields over code's defaults), cached per database handle like risk's. */
export async function loadExchangeSettings(db: Database): Promise<ExchangeSettings> {
  return cachedSetting(db, exchangeSettingsKey, async () => {
    const stored = exchangeSettingsSchema.partial().safeParse((await findSetting(db, exchangeSettingsKey)) ?? {});
    return Object.freeze({ ...exchangeSettingsDefault, ...(stored.success ? stored.data : {}) });
  });
}
