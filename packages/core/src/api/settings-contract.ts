import { z } from 'zod';
import { envelopeOf } from './common';

/**
 * GET /api/admin/settings and PATCH /api/admin/settings/:group (PRODUCT.md section 9): the
 * operator settings of `settings/registry.ts`, grouped. Money travels as the currency's decimal
 * amount (unit `cents` names how it is kept); ms, seconds, basis points and percent as integers.
 */
const settingValueSchema = z.union([z.number(), z.boolean(), z.null(), z.record(z.string(), z.number().nullable())]);

export const adminSettingFieldSchema = z.object({
  key: z.string(),
  unit: z.enum(['cents', 'ms', 'seconds', 'basisPoints', 'percent', 'boolean']),
  perCurrency: z.boolean(),
  nullable: z.boolean(),
  /** Bounds in the wire unit (amounts for money); null for a boolean. */
  min: z.number().nullable(),
  max: z.number().nullable(),
  value: settingValueSchema,
  default: settingValueSchema,
});
export type AdminSettingField = z.infer<typeof adminSettingFieldSchema>;

export const adminSettingGroupSchema = z.object({ id: z.string(), fields: z.array(adminSettingFieldSchema) });
export type AdminSettingGroup = z.infer<typeof adminSettingGroupSchema>;

export const adminSettingsSchema = z.object({
  groups: z.array(adminSettingGroupSchema),
  /** True when the caller may change them (settings.manage); the others read only. */
  editable: z.boolean(),
});
export type AdminSettings = z.infer<typeof adminSettingsSchema>;
export const adminSettingsResponseSchema = envelopeOf(adminSettingsSchema);

export const adminSettingGroupParamsSchema = z.object({ group: z.string().min(1).max(40) });
/** Checked against the group's fields by the service (unknown group 404, unknown field or bad value 400 naming it). */
export const adminSettingsPatchBodySchema = z.record(z.string(), z.unknown());
export const adminSettingGroupResponseSchema = envelopeOf(z.object({ group: adminSettingGroupSchema }));
