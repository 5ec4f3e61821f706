import { createHash } from 'node:crypto';
import {
  isUuid,
  pageExcerpt,
  pageLanguages,
  pickPageLanguage,
  type AdminPage,
  type AdminPageRow,
  type AdminPagesQuery,
  type CreatePageBody,
  type PageLanguage,
  type PageVersion,
  type PageVersionsQuery,
  type PublicPage,
  type SavePageBody,
} from '@oddsmith/core';
import type { Database, Transaction } from '../../db/client';
import type { PageTranslationRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { AuthContext } from '../../lib/auth-context';
import { readPage } from '../../lib/paging';
import { uniqueViolationConstraint } from '../../lib/pg-errors';
import { inTransaction } from '../../lib/transaction';
import { recordAudit } from '../audit';
import { renderPageHtml } from './page-render';
import * as repo from './pages.repo';
import { starterPages } from './starter';

function pageNotFound(): AppError {
  return new AppError('PAGE_NOT_FOUND', 404, 'Page not found.');
}

function slugTaken(): AppError {
  return new AppError('PAGE_SLUG_TAKEN', 409, 'slug: another page has this slug.', 'slug');
}

function rethrowSlugTaken(error: unknown): never {
  if (uniqueViolationConstraint(error) !== null) throw slugTaken();
  throw error;
}

/** What the audit keeps of a language's content: enough to see what changed, not the whole body. */
function snapshot(title: string, status: string, body: string) {
  return { title, status, bodySha256: createHash('sha256').update(body).digest('hex'), excerpt: pageExcerpt(body) };
}

type Translations = Awaited<ReturnType<typeof repo.listTranslations>>;

function toAdminRow(page: Awaited<ReturnType<typeof repo.listPages>>[number], translations: Translations): AdminPageRow {
  const own = translations.filter((row) => row.pageId === page.id);
  const english = own.find((row) => row.language === 'en') ?? own[0];
  return {
    id: page.id,
    slug: page.slug,
    title: english?.current.title ?? page.slug,
    languages: own.map((row) => ({
      language: row.language,
      status: row.status,
      title: row.current.title,
      unpublishedChanges: row.status === 'published' && row.publishedVersionId !== row.current.id,
    })),
    updatedAt: page.updatedAt.toISOString(),
    updatedByUsername: page.updatedByUsername,
  };
}

export async function listPagesPage(db: Database, query: AdminPagesQuery) {
  const filters = { status: query.status, language: query.language };
  return db.transaction(async (tx) => {
    const page = await readPage(query, (limit, offset) => repo.listPages(tx, filters, limit, offset), () => repo.countFilteredPages(tx, filters), (row) => row);
    const translations = await repo.listTranslations(tx, page.list.map((row) => row.id));
    return { ...page, list: page.list.map((row) => toAdminRow(row, translations)) };
  });
}

async function adminPage(tx: Database | Transaction, id: string): Promise<{ page: AdminPage }> {
  const page = await repo.findPageView(tx, id);
  if (!page) throw pageNotFound();
  const translations = await repo.listTranslations(tx, [page.id]);
  return {
    page: {
      id: page.id,
      slug: page.slug,
      updatedAt: page.updatedAt.toISOString(),
      updatedByUsername: page.updatedByUsername,
      translations: translations.map((row) => ({
        language: row.language,
        status: row.status,
        title: row.current.title,
        body: row.current.body,
        versionNumber: row.current.number,
        publishedVersionNumber: row.publishedNumber,
        updatedAt: row.updatedAt.toISOString(),
        updatedByUsername: row.updatedByUsername,
      })),
    },
  };
}

export async function getPage(db: Database, id: string) {
  return adminPage(db, id);
}

type Content = { title: string; body: string };

/** A new version of one language (a save, a restore or starter content) and the language pointing at it. */
async function writeVersion(
  tx: Transaction,
  pageId: string,
  language: PageLanguage,
  content: Content & { origin: 'save' | 'restore' | 'starter'; restoredFromNumber?: number; actorId: string | null },
  before: PageTranslationRow | undefined,
) {
  const version = await repo.insertVersion(tx, {
    pageId,
    language,
    title: content.title,
    body: content.body,
    html: renderPageHtml(content.body),
    origin: content.origin,
    restoredFromNumber: content.restoredFromNumber ?? null,
    createdBy: content.actorId,
  });
  await repo.upsertTranslation(tx, pageId, language, {
    status: before?.status ?? 'draft',
    currentVersionId: version.id,
    publishedVersionId: before?.publishedVersionId ?? null,
    publishedAt: before?.publishedAt ?? null,
    updatedAt: new Date(),
    updatedBy: content.actorId,
  });
  return version;
}

/** The audit picture of one language now: its latest version's content and its status. */
async function languageSnapshot(tx: Transaction, translation: PageTranslationRow | undefined) {
  if (!translation) return null;
  const version = await repo.findVersion(tx, translation.currentVersionId);
  return version ? { ...snapshot(version.title, translation.status, version.body), version: version.number } : null;
}

export async function createPage(db: Database, auth: AuthContext, body: CreatePageBody) {
  const id = await inTransaction(db, async (tx) => {
    if (await repo.findPageBySlug(tx, body.slug)) throw slugTaken();
    const page = await repo.insertPage(tx, body.slug, auth.userId).catch(rethrowSlugTaken);
    await writeVersion(tx, page.id, body.language, { title: body.title, body: body.body, origin: 'save', actorId: auth.userId }, undefined);
    const after = { slug: body.slug, ...snapshot(body.title, 'draft', body.body), version: 1 };
    await recordAudit(tx, { actorId: auth.userId, action: 'page.create', targetType: 'page', targetId: page.id, detail: { language: body.language, before: null, after } });
    return page.id;
  });
  return adminPage(db, id);
}

export async function savePage(db: Database, auth: AuthContext, id: string, body: SavePageBody) {
  await inTransaction(db, async (tx) => {
    const page = await repo.lockPage(tx, id);
    if (!page) throw pageNotFound();
    const rename = body.slug !== undefined && body.slug !== page.slug ? body.slug : undefined;
    if (rename && (await repo.findPageBySlug(tx, rename))) throw slugTaken();
    const before = await repo.findTranslation(tx, id, body.language);
    const beforeSnapshot = await languageSnapshot(tx, before);
    const version = await writeVersion(tx, id, body.language, { title: body.title, body: body.body, origin: 'save', actorId: auth.userId }, before);
    await repo.touchPage(tx, id, auth.userId, rename).catch(rethrowSlugTaken);
    const after = { ...snapshot(body.title, before?.status ?? 'draft', body.body), version: version.number };
    const slugChange = rename ? { beforeSlug: page.slug, afterSlug: rename } : {};
    await recordAudit(tx, { actorId: auth.userId, action: 'page.save', targetType: 'page', targetId: id, detail: { language: body.language, before: beforeSnapshot, after, ...slugChange } });
  });
  return adminPage(db, id);
}

export async function restoreVersion(db: Database, auth: AuthContext, id: string, versionId: string) {
  await inTransaction(db, async (tx) => {
    if (!(await repo.lockPage(tx, id))) throw pageNotFound();
    const source = await repo.findVersion(tx, versionId);
    if (!source || source.pageId !== id) throw new AppError('PAGE_VERSION_NOT_FOUND', 404, 'Page version not found.');
    const before = await repo.findTranslation(tx, id, source.language);
    const beforeSnapshot = await languageSnapshot(tx, before);
    const content = { title: source.title, body: source.body, origin: 'restore' as const, restoredFromNumber: source.number, actorId: auth.userId };
    const version = await writeVersion(tx, id, source.language, content, before);
    await repo.touchPage(tx, id, auth.userId);
    const after = { ...snapshot(source.title, before?.status ?? 'draft', source.body), version: version.number, restoredFrom: source.number };
    await recordAudit(tx, { actorId: auth.userId, action: 'page.restore', targetType: 'page', targetId: id, detail: { language: source.language, before: beforeSnapshot, after } });
  });
  return adminPage(db, id);
}

/** Publish shows readers the language's latest version; unpublish hides the language. */
export async function setPublished(db: Database, auth: AuthContext, id: string, language: PageLanguage, publish: boolean) {
  await inTransaction(db, async (tx) => {
    if (!(await repo.lockPage(tx, id))) throw pageNotFound();
    const before = await repo.findTranslation(tx, id, language);
    if (!before) throw new AppError('PAGE_LANGUAGE_MISSING', 400, `language: this page has no ${language} version yet; save one first.`, 'language');
    const unchanged = publish ? before.status === 'published' && before.publishedVersionId === before.currentVersionId : before.status === 'draft';
    if (unchanged) return;
    const now = new Date();
    const values = publish
      ? { status: 'published' as const, currentVersionId: before.currentVersionId, publishedVersionId: before.currentVersionId, publishedAt: now, updatedAt: now, updatedBy: auth.userId }
      : { status: 'draft' as const, currentVersionId: before.currentVersionId, publishedVersionId: null, publishedAt: null, updatedAt: now, updatedBy: auth.userId };
    const beforeSnapshot = await languageSnapshot(tx, before);
    await repo.upsertTranslation(tx, id, language, values);
    await repo.touchPage(tx, id, auth.userId);
    const after = beforeSnapshot ? { ...beforeSnapshot, status: values.status } : null;
    await recordAudit(tx, { actorId: auth.userId, action: publish ? 'page.publish' : 'page.unpublish', targetType: 'page', targetId: id, detail: { language, before: beforeSnapshot, after } });
  });
  return adminPage(db, id);
}

export async function listVersionsPage(db: Database, id: string, query: PageVersionsQuery) {
  if (!isUuid(id)) throw pageNotFound();
  return db.transaction(async (tx) => {
    if (!(await repo.findPage(tx, id))) throw pageNotFound();
    const translation = await repo.findTranslation(tx, id, query.language);
    const view = ({ version, createdByUsername }: Awaited<ReturnType<typeof repo.listVersions>>[number]): PageVersion => ({
      id: version.id,
      language: version.language,
      number: version.number,
      title: version.title,
      body: version.body,
      origin: version.origin,
      restoredFromNumber: version.restoredFromNumber,
      createdAt: version.createdAt.toISOString(),
      createdByUsername,
      published: translation?.publishedVersionId === version.id,
    });
    return readPage(query, (limit, offset) => repo.listVersions(tx, id, query.language, limit, offset), () => repo.countVersions(tx, id, query.language), view);
  });
}

/** The published page in the reader's language, else English; 404 when neither is published. */
export async function readPublicPage(db: Database, idOrSlug: string, lang: string | undefined): Promise<PublicPage> {
  const page = await repo.findPageByIdOrSlug(db, idOrSlug);
  if (!page) throw pageNotFound();
  const live = await repo.listPublished(db, page.id);
  const language = pickPageLanguage(lang, live.map((row) => row.language));
  const chosen = live.find((row) => row.language === language);
  if (!chosen) throw pageNotFound();
  return {
    id: page.id,
    slug: page.slug,
    language: chosen.language,
    title: chosen.title,
    html: chosen.html,
    publishedAt: (chosen.publishedAt ?? page.updatedAt).toISOString(),
    languages: pageLanguages.filter((code) => live.some((row) => row.language === code)),
  };
}

/**
 * The starter pages (terms, privacy, responsible gambling, FAQ, contact), published in every
 * language, on a database without pages: every start calls it, only the first one writes. A page
 * staff renamed or unpublished later is left as they made it.
 */
export async function ensureStarterPages(db: Database): Promise<number> {
  if ((await repo.countPages(db)) > 0) return 0;
  return inTransaction(db, async (tx) => {
    let created = 0;
    for (const starter of starterPages) {
      const page = await repo.insertPageIfNew(tx, starter.slug);
      if (!page) continue;
      created += 1;
      for (const language of pageLanguages) {
        const content = starter.content[language];
        const version = await writeVersion(tx, page.id, language, { ...content, origin: 'starter', actorId: null }, undefined);
        await repo.upsertTranslation(tx, page.id, language, { status: 'published', currentVersionId: version.id, publishedVersionId: version.id, publishedAt: new Date(), updatedBy: null });
      }
    }
    return created;
  });
}
