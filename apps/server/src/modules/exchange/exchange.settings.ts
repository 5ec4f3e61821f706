import { exchangeSettingsKey, resolveSettingRow, settingGroup, type ExchangeSettings } from '@oddsmith/core';
import type { Database } from '../../db/client';
import { cachedSetting } from '../../lib/settings-cache';
import { findSetting } from '../../lib/settings.repo';

/** The operator's exchange setting (row `exchange`; bounds and defaults: the settings registry's group `exchange`), cached per database handle like risk's. */
export async function loadExchangeSettings(db: Database): Promise<ExchangeSettings> {
  return cachedSetting(db, exchangeSettingsKey, async () => Object.freeze(resolveSettingRow(settingGroup('exchange'), await findSetting(db, exchangeSettingsKey)) as ExchangeSettings));
}
