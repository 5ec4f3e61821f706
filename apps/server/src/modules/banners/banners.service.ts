import { randomUUID } from 'node:crypto';
import {
  bannerImageFiles,
  bannerUploadFieldsSchema,
  type AdminBanner,
  type BannerGallery,
  type BannerImageFile,
  type MiscAction,
  type PublicBanner,
  type PublicBannersQuery,
} from '@oddsmith/core';
import type { Database, Transaction } from '../../db/client';
import type { BannerRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { AuthContext } from '../../lib/auth-context';
import { inTransaction } from '../../lib/transaction';
import { recordAudit } from '../audit';
import { checkedSource, renderBanner } from './banners.images';
import * as repo from './banners.repo';
import type { ImageStorage } from './banners.storage';

export const bannerImagePath = (imageKey: string, file: BannerImageFile) => `/api/banners/images/${imageKey}/${file}`;

function imagesOf(row: BannerRow) {
  return {
    desktopWebp: bannerImagePath(row.imageKey, 'desktop.webp'),
    desktopJpeg: bannerImagePath(row.imageKey, 'desktop.jpg'),
    mobileWebp: bannerImagePath(row.imageKey, 'mobile.webp'),
    mobileJpeg: bannerImagePath(row.imageKey, 'mobile.jpg'),
    thumb: bannerImagePath(row.imageKey, 'thumb.webp'),
  };
}

export function toAdminBanner(row: BannerRow): AdminBanner {
  return {
    id: row.id,
    title: row.title,
    link: row.link,
    audience: row.audience,
    language: row.language,
    activeFrom: row.activeFrom?.toISOString() ?? null,
    activeTo: row.activeTo?.toISOString() ?? null,
    active: row.active,
    order: row.sortOrder,
    images: imagesOf(row),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** What the audit keeps of a banner: its fields, not its URLs. */
function auditView(row: BannerRow) {
  const { images: _images, createdAt: _createdAt, updatedAt: _updatedAt, ...fields } = toAdminBanner(row);
  return { ...fields, imageKey: row.imageKey };
}

export async function gallery(db: Database | Transaction): Promise<BannerGallery> {
  return { banners: (await repo.listGallery(db)).map(toAdminBanner) };
}

export async function shownBanners(db: Database, query: PublicBannersQuery, now: Date): Promise<{ banners: PublicBanner[] }> {
  const rows = await repo.listShown(db, query, now);
  return { banners: rows.map((row) => ({ id: row.id, title: row.title, link: row.link, images: imagesOf(row) })) };
}

function fieldsError(error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] }): AppError {
  const issue = error.issues[0];
  const field = issue?.path.map(String).join('.') || 'body';
  return new AppError('VALIDATION', 400, `${field}: ${issue?.message ?? 'is invalid'}`, field);
}

export type Upload = { bytes: Buffer | null; fields: Record<string, string> };

/** Stores the renditions under a fresh key; on any failure the files already written are removed. */
async function storeRenditions(storage: ImageStorage, bytes: Buffer): Promise<string> {
  const renditions = await renderBanner(bytes);
  const imageKey = randomUUID();
  try {
    for (const rendition of renditions) await storage.put(`${imageKey}/${rendition.file}`, rendition.body, rendition.contentType);
  } catch (error) {
    await removeImages(storage, imageKey);
    throw error;
  }
  return imageKey;
}

async function removeImages(storage: ImageStorage, imageKey: string): Promise<void> {
  await Promise.all(bannerImageFiles.map((file) => storage.delete(`${imageKey}/${file}`).catch(() => undefined)));
}

/** The upload: fields and image checked first (nothing stored on a 4xx), renditions stored, then the row and its audit. */
export async function uploadBanner(db: Database, storage: ImageStorage, auth: AuthContext, upload: Upload): Promise<BannerGallery> {
  const parsed = bannerUploadFieldsSchema.safeParse(upload.fields);
  if (!parsed.success) throw fieldsError(parsed.error);
  if (!upload.bytes || upload.bytes.length === 0) throw new AppError('VALIDATION', 400, 'image: is required', 'image');
  await checkedSource(upload.bytes);
  const imageKey = await storeRenditions(storage, upload.bytes);
  const fields = parsed.data;
  try {
    return await inTransaction(db, async (tx) => {
      const row = await repo.insertBanner(tx, {
        title: fields.title,
        link: fields.link,
        audience: fields.audience,
        language: fields.language,
        activeFrom: fields.activeFrom ? new Date(fields.activeFrom) : null,
        activeTo: fields.activeTo ? new Date(fields.activeTo) : null,
        active: fields.active,
        sortOrder: fields.order ?? (await repo.nextSortOrder(tx)),
        imageKey,
        createdBy: auth.userId,
      });
      await recordAudit(tx, { actorId: auth.userId, action: 'banner.create', targetType: 'banner', targetId: row.id, detail: { before: null, after: auditView(row) } });
      return gallery(tx);
    });
  } catch (error) {
    await removeImages(storage, imageKey);
    throw error;
  }
}

function notFound(): AppError {
  return new AppError('BANNER_NOT_FOUND', 404, 'id: no such banner.', 'id');
}

type EditAction = Extract<MiscAction, { actionType: 'updateBanner' | 'toggleBanner' }>;

function editValues(action: EditAction): Partial<repo.BannerValues> {
  if (action.actionType === 'toggleBanner') return { active: action.active };
  const { actionType: _type, id: _id, activeFrom, activeTo, ...rest } = action;
  return {
    ...rest,
    ...(activeFrom === undefined ? {} : { activeFrom: activeFrom === null ? null : new Date(activeFrom) }),
    ...(activeTo === undefined ? {} : { activeTo: activeTo === null ? null : new Date(activeTo) }),
  };
}

async function editBanner(tx: Transaction, auth: AuthContext, action: EditAction): Promise<void> {
  const before = await repo.lockBanner(tx, action.id);
  if (!before) throw notFound();
  const values = editValues(action);
  const from = values.activeFrom === undefined ? before.activeFrom : values.activeFrom;
  const to = values.activeTo === undefined ? before.activeTo : values.activeTo;
  if (from && to && to <= from) throw new AppError('VALIDATION', 400, 'activeTo: must be after activeFrom', 'activeTo');
  const after = await repo.updateBanner(tx, action.id, values);
  if (!after) throw notFound();
  const verb = action.actionType === 'toggleBanner' ? 'toggle' : 'update';
  await recordAudit(tx, { actorId: auth.userId, action: `banner.${verb}`, targetType: 'banner', targetId: after.id, detail: { before: auditView(before), after: auditView(after) } });
}

async function reorder(tx: Transaction, auth: AuthContext, ids: readonly string[]): Promise<void> {
  const rows = await repo.lockGallery(tx);
  const known = new Set(rows.map((row) => row.id));
  if (new Set(ids).size !== ids.length || ids.length !== rows.length || ids.some((id) => !known.has(id))) {
    throw new AppError('VALIDATION', 400, 'ids: must list every banner of the gallery once', 'ids');
  }
  const before = [...rows].sort((a, b) => a.sortOrder - b.sortOrder).map((row) => row.id);
  for (const [index, id] of ids.entries()) await repo.setSortOrder(tx, id, index);
  await recordAudit(tx, { actorId: auth.userId, action: 'banner.reorder', targetType: 'banner', targetId: null, detail: { before, after: [...ids] } });
}

/** The seed's `misc-actions`: every action answers the gallery after it. */
export async function miscAction(db: Database, storage: ImageStorage, auth: AuthContext, action: MiscAction): Promise<BannerGallery> {
  if (action.actionType === 'fetchGallery') return gallery(db);
  let removedKey: string | null = null;
  const result = await inTransaction(db, async (tx) => {
    if (action.actionType === 'updateBanner' || action.actionType === 'toggleBanner') await editBanner(tx, auth, action);
    if (action.actionType === 'reorderBanners') await reorder(tx, auth, action.ids);
    if (action.actionType === 'deleteBanner') {
      const before = await repo.lockBanner(tx, action.id);
      if (!before) throw notFound();
      await repo.deleteBanner(tx, action.id);
      await recordAudit(tx, { actorId: auth.userId, action: 'banner.delete', targetType: 'banner', targetId: before.id, detail: { before: auditView(before), after: null } });
      removedKey = before.imageKey;
    }
    return gallery(tx);
  });
  // The files go once the row is gone for good (a rolled-back delete keeps them).
  if (removedKey) await removeImages(storage, removedKey);
  return result;
}

export async function readImage(storage: ImageStorage, imageKey: string, file: BannerImageFile): Promise<Buffer> {
  const body = await storage.get(`${imageKey}/${file}`);
  if (!body) throw new AppError('NOT_FOUND', 404, 'Image not found.');
  return body;
}
