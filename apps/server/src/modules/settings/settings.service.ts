import {
  applySettingsPatch,
  hasPermission,
  resolveSettingGroup,
  settingGroupDefaults,
  settingGroupOf,
  settingsChangeOf,
  settingsPatchSchema,
  settingsRegistry,
  settingValuesToWire,
  type AdminSettingGroup,
  type AdminSettings,
  type SettingGroup,
  type SettingsPatch,
} from '@oddsmith/core';
import type { Database, Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { AuthContext } from '../../lib/auth-context';
import { invalidateSettings } from '../../lib/settings-cache';
import { findSetting, upsertSetting } from '../../lib/settings.repo';
import { inTransaction } from '../../lib/transaction';
import { recordAudit } from '../audit';

/** Bounds in the wire unit: money as the currency's amount. */
const wireBound = (unit: string, value: number) => (unit === 'cents' ? value / 100 : value);

function groupView(group: SettingGroup, stored: Record<string, unknown> | undefined): AdminSettingGroup {
  const values = settingValuesToWire(group, resolveSettingGroup(group, stored));
  const defaults = settingValuesToWire(group, settingGroupDefaults(group));
  return {
    id: group.id,
    fields: Object.entries(group.fields).map(([key, field]) => ({
      key,
      unit: field.unit,
      perCurrency: field.perCurrency,
      nullable: field.nullable,
      min: field.kind === 'number' ? wireBound(field.unit, field.min) : null,
      max: field.kind === 'number' ? wireBound(field.unit, field.max) : null,
      value: values[key] ?? null,
      default: defaults[key] ?? null,
    })),
  };
}

async function storedRows(tx: Executor): Promise<Map<string, Record<string, unknown> | undefined>> {
  const keys = [...new Set(settingsRegistry.map((group) => group.storageKey))];
  return new Map(await Promise.all(keys.map(async (key) => [key, await findSetting(tx, key)] as const)));
}

/** GET /api/admin/settings: every group with its values in force, defaults, units and ranges. */
export async function listSettings(db: Database, auth: AuthContext): Promise<AdminSettings> {
  const rows = await storedRows(db);
  return { groups: settingsRegistry.map((group) => groupView(group, rows.get(group.storageKey))), editable: hasPermission(auth.role, 'settings.manage') };
}

/** The body checked against the group: the first problem is a 400 naming its field (`inPlayDelayMs`, `stakeMax.EUR`). */
function parsePatch(group: SettingGroup, body: Record<string, unknown>): SettingsPatch {
  const parsed = settingsPatchSchema(group).safeParse(body);
  if (parsed.success) return parsed.data as SettingsPatch;
  const issue = parsed.error.issues[0];
  const unknownKey = issue?.code === 'unrecognized_keys' ? issue.keys[0] : undefined;
  const path = [...(issue?.path ?? []), ...(unknownKey === undefined ? [] : [unknownKey])].map(String).join('.');
  const message = unknownKey === undefined ? (issue?.message ?? 'is invalid') : `is not a setting of ${group.id}`;
  throw new AppError('VALIDATION', 400, `${path || 'body'}: ${message}.`, path || 'body');
}

/**
 * PATCH /api/admin/settings/:group: the named fields change, the rest of the row stays; audited
 * with before and after. Other instances drop their cached copy on the row's NOTIFY (or within the
 * cache's TTL), this one at once.
 */
export async function patchSettingGroup(db: Database, auth: AuthContext, groupId: string, body: Record<string, unknown>): Promise<{ group: AdminSettingGroup }> {
  const group = settingGroupOf(groupId);
  if (!group) throw new AppError('SETTINGS_GROUP_NOT_FOUND', 404, `group: no settings group ${groupId}.`, 'group');
  const patch = parsePatch(group, body);
  const stored = await inTransaction(db, async (tx) => {
    const previous = await findSetting(tx, group.storageKey);
    const next = applySettingsPatch(group, previous, patch);
    const after = resolveSettingGroup(group, next);
    const incoherent = group.check?.(after);
    if (incoherent) throw new AppError('VALIDATION', 400, `${incoherent.field}: ${incoherent.message}.`, incoherent.field);
    await upsertSetting(tx, group.storageKey, next);
    const change = settingsChangeOf(group, resolveSettingGroup(group, previous), after, patch);
    await recordAudit(tx, { actorId: auth.userId, action: 'settings.update', targetType: 'setting', targetId: group.id, detail: { storageKey: group.storageKey, ...change } });
    return next;
  });
  invalidateSettings(db);
  return { group: groupView(group, stored) };
}
