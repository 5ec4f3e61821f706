import { aliasedTable, and, desc, eq, max, sql, type SQL } from 'drizzle-orm';
import type { PageLanguage, PageStatus } from '@oddsmith/core';
import type { Executor, Transaction } from '../../db/client';
import { pageTranslations, pageVersions, pages, users, type PageRow, type PageTranslationRow, type PageVersionRow } from '../../db/schema';
import { countRows, findRow, lockRow, uuidIn, uuidPattern } from '../../lib/query';
import { insertedRow } from '../../lib/transaction';

export async function findPage(tx: Executor, id: string): Promise<PageRow | undefined> {
  return findRow(tx, pages, eq(pages.id, id));
}

/** A page by uuid or slug (the public route takes either). */
export async function findPageByIdOrSlug(tx: Executor, idOrSlug: string): Promise<PageRow | undefined> {
  return findRow(tx, pages, uuidPattern.test(idOrSlug) ? eq(pages.id, idOrSlug) : eq(pages.slug, idOrSlug));
}

export async function findPageBySlug(tx: Executor, slug: string): Promise<PageRow | undefined> {
  return findRow(tx, pages, eq(pages.slug, slug));
}

/** The page locked for its writer: saves of one page run one after the other (version numbers stay dense). */
export async function lockPage(tx: Transaction, id: string): Promise<PageRow | undefined> {
  return lockRow(tx, pages, eq(pages.id, id));
}

export async function insertPage(tx: Transaction, slug: string, actorId: string | null): Promise<PageRow> {
  return insertedRow(await tx.insert(pages).values({ slug, updatedBy: actorId }).returning(), 'page');
}

/** Starter pages: an existing slug is left alone (another instance created it first). */
export async function insertPageIfNew(tx: Transaction, slug: string): Promise<PageRow | undefined> {
  const rows = await tx.insert(pages).values({ slug }).onConflictDoNothing().returning();
  return rows[0];
}

export async function touchPage(tx: Transaction, id: string, actorId: string, slug?: string): Promise<void> {
  await tx.update(pages).set({ updatedAt: new Date(), updatedBy: actorId, ...(slug ? { slug } : {}) }).where(eq(pages.id, id));
}

export async function countPages(tx: Executor): Promise<number> {
  return countRows(tx, pages);
}

export type NewVersion = Omit<typeof pageVersions.$inferInsert, 'id' | 'createdAt' | 'number'>;

/** The next number of a language's versions (the page row is locked by the caller). */
export async function insertVersion(tx: Transaction, values: NewVersion): Promise<PageVersionRow> {
  const last = await tx
    .select({ number: max(pageVersions.number) })
    .from(pageVersions)
    .where(and(eq(pageVersions.pageId, values.pageId), eq(pageVersions.language, values.language)));
  const number = (last[0]?.number ?? 0) + 1;
  return insertedRow(await tx.insert(pageVersions).values({ ...values, number }).returning(), 'page version');
}

export async function findVersion(tx: Executor, id: string): Promise<PageVersionRow | undefined> {
  return findRow(tx, pageVersions, eq(pageVersions.id, id));
}

export async function findTranslation(tx: Executor, pageId: string, language: PageLanguage): Promise<PageTranslationRow | undefined> {
  return findRow(tx, pageTranslations, and(eq(pageTranslations.pageId, pageId), eq(pageTranslations.language, language)));
}

export type TranslationValues = Omit<typeof pageTranslations.$inferInsert, 'pageId' | 'language'>;

export async function upsertTranslation(tx: Transaction, pageId: string, language: PageLanguage, values: TranslationValues): Promise<void> {
  await tx
    .insert(pageTranslations)
    .values({ pageId, language, ...values })
    .onConflictDoUpdate({ target: [pageTranslations.pageId, pageTranslations.language], set: values });
}

const current = aliasedTable(pageVersions, 'current_version');
const editor = aliasedTable(users, 'translation_editor');

/** Every language of the given pages with their latest and published versions. */
export async function listTranslations(tx: Executor, pageIds: readonly string[]) {
  return tx
    .select({
      pageId: pageTranslations.pageId,
      language: pageTranslations.language,
      status: pageTranslations.status,
      updatedAt: pageTranslations.updatedAt,
      updatedByUsername: editor.username,
      publishedAt: pageTranslations.publishedAt,
      current: { id: current.id, number: current.number, title: current.title, body: current.body },
      publishedVersionId: pageTranslations.publishedVersionId,
      // A second alias of page_versions in one select confuses drizzle's types: a sub-select instead.
      publishedNumber: sql<number | null>`(select v.number from page_versions v where v.id = ${pageTranslations.publishedVersionId})`,
    })
    .from(pageTranslations)
    .innerJoin(current, eq(current.id, pageTranslations.currentVersionId))
    .leftJoin(editor, eq(editor.id, pageTranslations.updatedBy))
    .where(uuidIn(pageTranslations.pageId, pageIds))
    .orderBy(pageTranslations.pageId, pageTranslations.language);
}
export type TranslationListRow = Awaited<ReturnType<typeof listTranslations>>[number];

/** The published languages of a page with the HTML readers get. */
export async function listPublished(tx: Executor, pageId: string) {
  return tx
    .select({ language: pageTranslations.language, title: pageVersions.title, html: pageVersions.html, publishedAt: pageTranslations.publishedAt })
    .from(pageTranslations)
    .innerJoin(pageVersions, eq(pageVersions.id, pageTranslations.publishedVersionId))
    .where(and(eq(pageTranslations.pageId, pageId), eq(pageTranslations.status, 'published')));
}

export type PageFilters = { status?: PageStatus; language?: PageLanguage };

/** Pages with a language matching the filters (any language when none is given). */
function pageFilter(filters: PageFilters): SQL | undefined {
  if (!filters.status && !filters.language) return undefined;
  const conditions = [eq(pageTranslations.pageId, pages.id)];
  if (filters.status) conditions.push(eq(pageTranslations.status, filters.status));
  if (filters.language) conditions.push(eq(pageTranslations.language, filters.language));
  return sql`exists (select 1 from ${pageTranslations} where ${and(...conditions)})`;
}

function selectPageViews(tx: Executor) {
  return tx
    .select({ id: pages.id, slug: pages.slug, updatedAt: pages.updatedAt, updatedByUsername: users.username })
    .from(pages)
    .leftJoin(users, eq(users.id, pages.updatedBy));
}
export type PageViewRow = Awaited<ReturnType<typeof listPages>>[number];

/** One page with its last editor's name. */
export async function findPageView(tx: Executor, id: string): Promise<PageViewRow | undefined> {
  const rows = await selectPageViews(tx).where(eq(pages.id, id)).limit(1);
  return rows[0];
}

export async function listPages(tx: Executor, filters: PageFilters, limit: number, offset: number) {
  return selectPageViews(tx)
    .where(pageFilter(filters))
    .orderBy(desc(pages.updatedAt), pages.id)
    .limit(limit)
    .offset(offset);
}

export async function countFilteredPages(tx: Executor, filters: PageFilters): Promise<number> {
  return countRows(tx, pages, pageFilter(filters));
}

function versionsOf(pageId: string, language: PageLanguage): SQL | undefined {
  return and(eq(pageVersions.pageId, pageId), eq(pageVersions.language, language));
}

export async function listVersions(tx: Executor, pageId: string, language: PageLanguage, limit: number, offset: number) {
  return tx
    .select({ version: pageVersions, createdByUsername: users.username })
    .from(pageVersions)
    .leftJoin(users, eq(users.id, pageVersions.createdBy))
    .where(versionsOf(pageId, language))
    .orderBy(desc(pageVersions.number))
    .limit(limit)
    .offset(offset);
}

export async function countVersions(tx: Executor, pageId: string, language: PageLanguage): Promise<number> {
  return countRows(tx, pageVersions, versionsOf(pageId, language));
}
