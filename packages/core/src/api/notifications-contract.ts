import { z } from 'zod';
import { envelopeOf, idParamsSchema, pagedQuery, pageResponseOf } from './common';

/**
 * A player's notifications (issue 16): created by the product's own events in the same transaction
 * as the cause, pushed live after the commit (`notification` on the private socket room), kept 90
 * days. Title and body are translation keys (`notifications.types.<type>.title|body`) with
 * `params`: the web translates them, so a player reads them in their own language.
 */
export const notificationTypes = [
  'bet_settled',
  'cashout_paid',
  'inplay_bet_accepted',
  'inplay_bet_rejected',
  'deposit_credited',
  'withdrawal_approved',
  'withdrawal_rejected',
  'limit_in_force',
  'message_received',
  'exchange_order_matched',
] as const;
export const notificationTypeSchema = z.enum(notificationTypes);
export type NotificationType = z.infer<typeof notificationTypeSchema>;

/** Days a notification is kept; the daily retention job deletes older ones. */
export const notificationRetentionDays = 90;

/** Values a translation interpolates: short texts and numbers only (amounts are decimals, currency a code). */
export const notificationParamsSchema = z.record(z.string(), z.union([z.string(), z.number(), z.null()]));
export type NotificationParams = z.infer<typeof notificationParamsSchema>;

export const notificationSchema = z.object({
  id: z.string(),
  type: notificationTypeSchema,
  /** Translation keys of the title and body, interpolated with `params`. */
  titleKey: z.string(),
  bodyKey: z.string(),
  params: notificationParamsSchema,
  /** An app path to open (`/bets/...`, `/bank/...`), or null. */
  link: z.string().nullable(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
export type NotificationView = z.infer<typeof notificationSchema>;

const unreadFilter = z
  .enum(['true', 'false'])
  .transform((value) => value === 'true')
  .optional();

export const notificationsQuerySchema = pagedQuery({ type: notificationTypeSchema.optional(), unread: unreadFilter });
export type NotificationsQuery = z.infer<typeof notificationsQuerySchema>;
export const notificationsResponseSchema = pageResponseOf(notificationSchema);

export const unreadCountResponseSchema = envelopeOf(z.object({ unread: z.number().int() }));
export const notificationIdParamsSchema = idParamsSchema('notification');
export const notificationResponseSchema = envelopeOf(z.object({ notification: notificationSchema, unread: z.number().int() }));
export const readAllResponseSchema = envelopeOf(z.object({ marked: z.number().int(), unread: z.number().int() }));

/** The types a player turned off: a disabled type is not created at all (nothing stored, nothing pushed). */
export const notificationPreferencesSchema = z.object({ disabledTypes: z.array(notificationTypeSchema).max(notificationTypes.length) });
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;
export const notificationPreferencesBodySchema = notificationPreferencesSchema.strict();
export const notificationPreferencesResponseSchema = envelopeOf(notificationPreferencesSchema);
