import { z } from 'zod';
import { isSafeBannerLink } from '../banners/link';
import { bannerLinkLengthMax, bannersMax, bannerTitleLengthMax } from '../banners/limits';
import { envelopeOf } from './common';

/**
 * The banners gallery (PRODUCT.md section 9, seed: `POST /api/admin/banners-gallery`,
 * `POST /api/admin/misc-actions`) and the public slider list.
 *
 * - `POST /api/admin/banners-gallery` (multipart/form-data, `content.edit`): one file part `image`
 *   (PNG, JPEG or WebP by content, at most `bannerUploadBytesMax`, 800×250 to 8000×8000 pixels) and
 *   the text parts of `bannerUploadFieldsSchema`. The server re-encodes it to the slider's
 *   renditions (desktop 1600×500 and mobile 800×400 as WebP and JPEG, a 320×100 WebP thumbnail;
 *   metadata stripped). Answers 201 with the gallery. Errors: 400 naming `image` (not an image,
 *   SVG, trailing payload, too small or too large in pixels), 413 naming `image` (too many bytes),
 *   400 naming the text field (`link`, `title`, `audience`, `language`, `activeTo`…).
 * - `POST /api/admin/misc-actions` (`content.edit`): `miscActionSchema`, a union on `actionType`:
 *   `fetchGallery` (the seed's name: the whole gallery), `updateBanner` (any subset of the fields),
 *   `toggleBanner` (active on/off), `deleteBanner` (row and image files), `reorderBanners` (the
 *   gallery's ids in their new order, all of them). Every action answers the gallery after it. An
 *   unknown `actionType` is a 400 naming `actionType`; an unknown id 404 naming `id`.
 * - `GET /api/banners?audience=guest|player&lang=en` (public): the banners shown now (active, inside
 *   their dates, for that audience or both, that language or all), in gallery order.
 * - `GET /api/banners/images/:key/:file` (public): a rendition, `Cache-Control: immutable` (a new
 *   upload gets a new key), `X-Content-Type-Options: nosniff`.
 */

export const bannerAudiences = ['guest', 'player', 'both'] as const;
export type BannerAudience = (typeof bannerAudiences)[number];
export const bannerLanguages = ['all', 'en', 'es', 'hi'] as const;
export type BannerLanguage = (typeof bannerLanguages)[number];
/** The files of one banner, by name under its key. */
export const bannerImageFiles = ['desktop.webp', 'desktop.jpg', 'mobile.webp', 'mobile.jpg', 'thumb.webp'] as const;
export type BannerImageFile = (typeof bannerImageFiles)[number];

const isoDateTime = z.iso.datetime({ offset: true, message: 'must be an ISO date-time' });

export const bannerTitleSchema = z.string().trim().min(1, 'is required').max(bannerTitleLengthMax, `must be at most ${bannerTitleLengthMax} characters`);

/** An internal path (`/casino`) or an https URL; empty means no link (null). */
export const bannerLinkSchema = z
  .string()
  .trim()
  .max(bannerLinkLengthMax, `must be at most ${bannerLinkLengthMax} characters`)
  .refine((link) => link === '' || isSafeBannerLink(link), 'must be an internal path starting with / or an https:// address')
  .transform((link) => (link === '' ? null : link));

const bannerFieldsShape = {
  title: bannerTitleSchema,
  link: bannerLinkSchema.nullable(),
  audience: z.enum(bannerAudiences, { message: `must be one of ${bannerAudiences.join(', ')}` }),
  language: z.enum(bannerLanguages, { message: `must be one of ${bannerLanguages.join(', ')}` }),
  activeFrom: isoDateTime.nullable(),
  activeTo: isoDateTime.nullable(),
};

function datesInOrder(value: { activeFrom?: string | null; activeTo?: string | null }): boolean {
  if (!value.activeFrom || !value.activeTo) return true;
  return Date.parse(value.activeTo) > Date.parse(value.activeFrom);
}
const datesOrderIssue = { message: 'must be after activeFrom', path: ['activeTo'] };

/** An empty multipart text part means "not given". */
const blankAsUndefined = (value: unknown) => (value === '' ? undefined : value);

/** The text parts of an upload (multipart sends text: `order` is coerced). */
export const bannerUploadFieldsSchema = z
  .object({
    title: bannerTitleSchema,
    link: z.preprocess((value) => value ?? '', bannerLinkSchema),
    audience: z.preprocess(blankAsUndefined, bannerFieldsShape.audience.default('both')),
    language: z.preprocess(blankAsUndefined, bannerFieldsShape.language.default('all')),
    activeFrom: z.preprocess(blankAsUndefined, isoDateTime.optional()),
    activeTo: z.preprocess(blankAsUndefined, isoDateTime.optional()),
    active: z.preprocess(blankAsUndefined, z.enum(['true', 'false']).default('true')).transform((text) => text === 'true'),
    order: z.preprocess(blankAsUndefined, z.coerce.number().int().min(0).max(100_000).optional()),
  })
  .strict()
  .refine(datesInOrder, datesOrderIssue);
export type BannerUploadFields = z.infer<typeof bannerUploadFieldsSchema>;

export const bannerImagesSchema = z.object({
  desktopWebp: z.string(),
  desktopJpeg: z.string(),
  mobileWebp: z.string(),
  mobileJpeg: z.string(),
  thumb: z.string(),
});
export type BannerImages = z.infer<typeof bannerImagesSchema>;

/** A banner as staff see it. `order`: lower first. */
export const adminBannerSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  link: z.string().nullable(),
  audience: z.enum(bannerAudiences),
  language: z.enum(bannerLanguages),
  activeFrom: z.string().nullable(),
  activeTo: z.string().nullable(),
  active: z.boolean(),
  order: z.number().int(),
  images: bannerImagesSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminBanner = z.infer<typeof adminBannerSchema>;

export const bannerGallerySchema = z.object({ banners: z.array(adminBannerSchema).max(bannersMax) });
export type BannerGallery = z.infer<typeof bannerGallerySchema>;
export const bannerGalleryResponseSchema = envelopeOf(bannerGallerySchema);

const bannerIdSchema = z.uuid({ message: 'must be a banner id' });

export const miscActionSchema = z.discriminatedUnion(
  'actionType',
  [
    z.object({ actionType: z.literal('fetchGallery') }).strict(),
    z
      .object({ actionType: z.literal('updateBanner'), id: bannerIdSchema, ...bannerFieldsShape })
      .partial({ title: true, link: true, audience: true, language: true, activeFrom: true, activeTo: true })
      .strict()
      .refine(datesInOrder, datesOrderIssue),
    z.object({ actionType: z.literal('toggleBanner'), id: bannerIdSchema, active: z.boolean() }).strict(),
    z.object({ actionType: z.literal('deleteBanner'), id: bannerIdSchema }).strict(),
    z.object({ actionType: z.literal('reorderBanners'), ids: z.array(bannerIdSchema).min(1).max(bannersMax) }).strict(),
  ],
  { message: 'must be one of fetchGallery, updateBanner, toggleBanner, deleteBanner, reorderBanners' },
);
export type MiscAction = z.infer<typeof miscActionSchema>;
export type MiscActionType = MiscAction['actionType'];

export const publicBannersQuerySchema = z.object({
  audience: z.enum(['guest', 'player'], { message: 'must be guest or player' }).default('guest'),
  lang: z.enum(['en', 'es', 'hi'], { message: 'must be en, es or hi' }).default('en'),
});
export type PublicBannersQuery = z.infer<typeof publicBannersQuerySchema>;

/** A slide: what the slider shows (the seed's `slider` slice holds these). */
export const publicBannerSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  link: z.string().nullable(),
  images: bannerImagesSchema,
});
export type PublicBanner = z.infer<typeof publicBannerSchema>;
export const publicBannersResponseSchema = envelopeOf(z.object({ banners: z.array(publicBannerSchema).max(bannersMax) }));

export const bannerImageParamsSchema = z.object({
  key: z.uuid({ message: 'must be an image key' }),
  file: z.enum(bannerImageFiles, { message: 'must be a banner image file' }),
});
