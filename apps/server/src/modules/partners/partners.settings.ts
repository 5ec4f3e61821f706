import { sql } from 'drizzle-orm';
import { centsToAmount, partnerSettingsDefault, partnerSettingsSchema, resolveSettingRow, settingGroup, type PartnerSettings, type PartnerSettingsView } from '@oddsmith/core';
import type { Database, Executor } from '../../db/client';
import type { AuthContext } from '../../lib/auth-context';
import { cachedSetting, invalidateSettings } from '../../lib/settings-cache';
import { findSetting, upsertSetting } from '../../lib/settings.repo';
import { inTransaction } from '../../lib/transaction';
import { recordAudit } from '../audit';

/** Setting `partners`: `{ revenueSharePercent, negativeCarryOver, minWithdrawalCents }`; a row overrides the defaults field by field. */
export const partnerSettingsKey = 'partners';

/** The stored row over the defaults, both from the settings registry (group `partners`), so this screen and the settings screen agree. */
export function resolvePartnerSettings(stored: Record<string, unknown> | undefined): PartnerSettings {
  const parsed = partnerSettingsSchema.safeParse(resolveSettingRow(settingGroup('partners'), stored));
  return parsed.success ? parsed.data : partnerSettingsDefault;
}

/** Inside a transaction (the job, a withdrawal): read now. */
export async function readPartnerSettings(tx: Executor): Promise<PartnerSettings> {
  return resolvePartnerSettings(await findSetting(tx, partnerSettingsKey));
}

/** Outside a transaction (views): the cached copy. */
export async function partnerSettings(db: Database): Promise<PartnerSettings> {
  return cachedSetting(db, partnerSettingsKey, () => readPartnerSettings(db));
}

export function settingsView(settings: PartnerSettings): PartnerSettingsView {
  return { revenueSharePercent: settings.revenueSharePercent, negativeCarryOver: settings.negativeCarryOver, minWithdrawal: centsToAmount(settings.minWithdrawalCents) };
}

/** `PUT /api/admin/partner-settings`: merges the change into the stored row, audited with before/after. */
export async function updatePartnerSettings(db: Database, auth: AuthContext, body: { revenueSharePercent?: number | undefined; negativeCarryOver?: boolean | undefined; minWithdrawal?: number | undefined }): Promise<PartnerSettingsView> {
  const saved = await inTransaction(db, async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${partnerSettingsKey}))`);
    const before = await readPartnerSettings(tx);
    const after: PartnerSettings = {
      revenueSharePercent: body.revenueSharePercent ?? before.revenueSharePercent,
      negativeCarryOver: body.negativeCarryOver ?? before.negativeCarryOver,
      minWithdrawalCents: body.minWithdrawal ?? before.minWithdrawalCents,
    };
    await upsertSetting(tx, partnerSettingsKey, after);
    await recordAudit(tx, { actorId: auth.userId, action: 'partner.settings', targetType: 'setting', targetId: null, detail: { before, after } });
    return after;
  });
  invalidateSettings(db);
  return settingsView(saved);
}
