import { and, asc, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { bannersMax, type PublicBannersQuery } from '@oddsmith/core';
import type { Executor, Transaction } from '../../db/client';
import { banners, type BannerRow } from '../../db/schema';
import { findRow, lockRow, lockRowsInIdOrder } from '../../lib/query';
import { insertedRow } from '../../lib/transaction';

const galleryOrder = [asc(banners.sortOrder), asc(banners.createdAt), asc(banners.id)];

export async function listGallery(tx: Executor): Promise<BannerRow[]> {
  return tx.select().from(banners).orderBy(...galleryOrder).limit(bannersMax);
}

/** Active, inside their dates at `now`, for the audience (or both) and the language (or all). */
export async function listShown(tx: Executor, query: PublicBannersQuery, now: Date): Promise<BannerRow[]> {
  const where = and(
    eq(banners.active, true),
    or(isNull(banners.activeFrom), lte(banners.activeFrom, now)),
    or(isNull(banners.activeTo), gt(banners.activeTo, now)),
    inArray(banners.audience, [query.audience, 'both']),
    inArray(banners.language, [query.lang, 'all']),
  );
  return tx.select().from(banners).where(where).orderBy(...galleryOrder).limit(bannersMax);
}

export async function findBanner(tx: Executor, id: string): Promise<BannerRow | undefined> {
  return findRow(tx, banners, eq(banners.id, id));
}

export async function lockBanner(tx: Transaction, id: string): Promise<BannerRow | undefined> {
  return lockRow(tx, banners, eq(banners.id, id));
}

export type BannerValues = Omit<typeof banners.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

export async function insertBanner(tx: Transaction, values: BannerValues): Promise<BannerRow> {
  return insertedRow(await tx.insert(banners).values(values).returning(), 'banner');
}

/** The next order number: after the last banner. */
export async function nextSortOrder(tx: Transaction): Promise<number> {
  const rows = await tx.select({ last: sql<number | null>`max(${banners.sortOrder})` }).from(banners);
  const last = rows[0]?.last;
  return last === null || last === undefined ? 0 : Number(last) + 1;
}

export async function updateBanner(tx: Transaction, id: string, values: Partial<BannerValues>): Promise<BannerRow | undefined> {
  const rows = await tx.update(banners).set({ ...values, updatedAt: new Date() }).where(eq(banners.id, id)).returning();
  return rows[0];
}

export async function deleteBanner(tx: Transaction, id: string): Promise<void> {
  await tx.delete(banners).where(eq(banners.id, id));
}

/** Locks the whole gallery (reorder rewrites every row's order). */
export async function lockGallery(tx: Transaction): Promise<BannerRow[]> {
  return lockRowsInIdOrder(tx, banners, undefined);
}

export async function setSortOrder(tx: Transaction, id: string, sortOrder: number): Promise<void> {
  await tx.update(banners).set({ sortOrder, updatedAt: new Date() }).where(eq(banners.id, id));
}
