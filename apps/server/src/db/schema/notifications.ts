import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn, timestampColumn, updatedAtColumn, uuidRef } from './columns';
import { users } from './users';

/**
 * A player's notification (issue 16): written in the transaction of its cause, pushed after the
 * commit. Title and body are translation keys with `params` (the web translates them). Rows older
 * than 90 days are deleted by the daily retention job.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: idColumn(),
    userId: uuidRef('user_id', () => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    titleKey: text('title_key').notNull(),
    bodyKey: text('body_key').notNull(),
    params: jsonb('params').$type<Record<string, string | number | null>>().notNull().default({}),
    link: text('link'),
    createdAt: createdAtColumn(),
    readAt: timestampColumn('read_at'),
  },
  (table) => [
    // A player's list, newest first (and by type).
    index('notifications_user_created_idx').on(table.userId, table.createdAt),
    // The unread count and the unread filter: only unread rows are indexed.
    index('notifications_user_unread_idx').on(table.userId, table.createdAt).where(sql`${table.readAt} is null`),
    // The retention job deletes by age.
    index('notifications_created_at_idx').on(table.createdAt),
  ],
);

/** The notification types a user turned off (no row: every type on). */
export const notificationPreferences = pgTable('notification_preferences', {
  userId: uuidRef('user_id', () => users.id, { onDelete: 'cascade' }).primaryKey(),
  disabledTypes: text('disabled_types').array().notNull().default(sql`'{}'::text[]`),
  updatedAt: updatedAtColumn(),
});
