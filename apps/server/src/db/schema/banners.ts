import { bannerAudiences, bannerLanguages, type BannerAudience, type BannerLanguage } from '@oddsmith/core';
import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn, inListCheck, sortOrderColumn, timestampColumn, updatedAtColumn } from './columns';
import { users } from './users';

export { bannerAudiences, bannerLanguages };
export type { BannerAudience, BannerLanguage };

/**
 * The banners gallery (the landing and player home slider). `image_key` names the banner's
 * renditions in the image storage (`<key>/desktop.webp`, …); a new upload is a new key, so the
 * files are immutable and cached for a year.
 */
export const banners = pgTable(
  'banners',
  {
    id: idColumn(),
    title: text('title').notNull(),
    link: text('link'),
    audience: text('audience').$type<BannerAudience>().notNull().default('both'),
    language: text('language').$type<BannerLanguage>().notNull().default('all'),
    activeFrom: timestampColumn('active_from'),
    activeTo: timestampColumn('active_to'),
    active: boolean('active').notNull().default(true),
    sortOrder: sortOrderColumn(),
    imageKey: uuid('image_key').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (table) => [
    inListCheck('banners_audience_check', table.audience, bannerAudiences),
    inListCheck('banners_language_check', table.language, bannerLanguages),
    check('banners_dates_check', sql`${table.activeTo} is null or ${table.activeFrom} is null or ${table.activeTo} > ${table.activeFrom}`),
    index('banners_sort_idx').on(table.sortOrder, table.createdAt),
  ],
);
export type BannerRow = typeof banners.$inferSelect;
