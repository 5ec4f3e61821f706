import { jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { updatedAtColumn } from './columns';

/** Operator settings by key; code owns the defaults, a row overrides them. */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').$type<Record<string, unknown>>().notNull(),
  updatedAt: updatedAtColumn(),
});
