import { pageLanguages, pageStatuses, pageVersionOrigins, type PageLanguage, type PageStatus, type PageVersionOrigin } from '@oddsmith/core';
import { index, integer, pgTable, primaryKey, text, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn, inListCheck, statusColumn, timestampColumn, updatedAtColumn, uuidRef } from './columns';
import { users } from './users';

/** A CMS page: its slug (unique) and when and by whom it was last changed. */
export const pages = pgTable('pages', {
  id: idColumn(),
  slug: text('slug').notNull().unique('pages_slug_unique'),
  createdAt: createdAtColumn(),
  updatedAt: updatedAtColumn(),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
});

/**
 * Every save of one language of a page (append-only): its Markdown and the sanitised HTML rendered
 * from it at save time (readers get the stored HTML, no rendering per request).
 */
export const pageVersions = pgTable(
  'page_versions',
  {
    id: idColumn(),
    pageId: uuidRef('page_id', () => pages.id, { onDelete: 'cascade' }),
    language: text('language').$type<PageLanguage>().notNull(),
    number: integer('number').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    html: text('html').notNull(),
    origin: text('origin').$type<PageVersionOrigin>().notNull(),
    restoredFromNumber: integer('restored_from_number'),
    createdAt: createdAtColumn(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    unique('page_versions_page_language_number_unique').on(table.pageId, table.language, table.number),
    inListCheck('page_versions_language_check', table.language, pageLanguages),
    inListCheck('page_versions_origin_check', table.origin, pageVersionOrigins),
  ],
);

/** One language of a page: its latest version and, when published, the version readers get. */
export const pageTranslations = pgTable(
  'page_translations',
  {
    pageId: uuidRef('page_id', () => pages.id, { onDelete: 'cascade' }),
    language: text('language').$type<PageLanguage>().notNull(),
    status: statusColumn<PageStatus>('draft'),
    currentVersionId: uuidRef('current_version_id', () => pageVersions.id),
    publishedVersionId: uuid('published_version_id').references(() => pageVersions.id),
    publishedAt: timestampColumn('published_at'),
    updatedAt: updatedAtColumn(),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    primaryKey({ columns: [table.pageId, table.language] }),
    inListCheck('page_translations_language_check', table.language, pageLanguages),
    inListCheck('page_translations_status_check', table.status, pageStatuses),
    index('page_translations_status_idx').on(table.status, table.language),
  ],
);

export type PageRow = typeof pages.$inferSelect;
export type PageVersionRow = typeof pageVersions.$inferSelect;
export type PageTranslationRow = typeof pageTranslations.$inferSelect;
