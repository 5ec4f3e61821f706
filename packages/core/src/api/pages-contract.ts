import { z } from 'zod';
import {
  pageBodyLengthMax,
  pageLanguages,
  pageSlugLengthMax,
  pageSlugPattern,
  pageStatuses,
  pageTitleLengthMax,
  pageVersionOrigins,
  unsafeMarkdownKind,
  unsafeMarkdownMessages,
} from '../pages';
import { envelopeOf, idParamsSchema, pagedQuery, pageResponseOf } from './common';

/**
 * CMS pages (issue 15): staff write per-language Markdown versions under `/api/admin/pages`
 * (permission `pages.edit`, admin only); everyone reads the published HTML at `GET /api/pages/:idOrSlug`.
 */

export const pageLanguageSchema = z.enum(pageLanguages, 'must be en, es or hi');
export const pageStatusSchema = z.enum(pageStatuses, 'must be draft or published');

export const pageSlugSchema = z
  .string()
  .trim()
  .min(1, 'must not be empty')
  .max(pageSlugLengthMax, `must be at most ${pageSlugLengthMax} characters`)
  .regex(pageSlugPattern, 'must be lower-case letters, digits and single hyphens (a-z, 0-9, -)');

const titleSchema = z.string().trim().min(1, 'must not be empty').max(pageTitleLengthMax, `must be at most ${pageTitleLengthMax} characters`);

/** A Markdown body: bounded, and refused when it holds a script, an event handler or a javascript: link. */
export const pageBodySchema = z
  .string()
  .max(pageBodyLengthMax, `must be at most ${pageBodyLengthMax} characters`)
  .superRefine((body, context) => {
    const kind = unsafeMarkdownKind(body);
    if (kind) context.addIssue({ code: 'custom', message: unsafeMarkdownMessages[kind] });
  });

/** `POST /api/admin/pages`: a new page with its first language's first version (a draft). */
export const createPageBodySchema = z.object({ slug: pageSlugSchema, language: pageLanguageSchema, title: titleSchema, body: pageBodySchema });
export type CreatePageBody = z.infer<typeof createPageBodySchema>;

/** `PUT /api/admin/pages/:id`: save one language (a new version); `slug` renames the page. */
export const savePageBodySchema = z.object({ language: pageLanguageSchema, title: titleSchema, body: pageBodySchema, slug: pageSlugSchema.optional() });
export type SavePageBody = z.infer<typeof savePageBodySchema>;

/** `POST /api/admin/pages/:id/publish` and `/unpublish`. */
export const pageLanguageBodySchema = z.object({ language: pageLanguageSchema });
export type PageLanguageBody = z.infer<typeof pageLanguageBodySchema>;

export const pageParamsSchema = idParamsSchema('a page');
/**
 * The versions list's `:id`: any short text, checked by the service (an unknown or malformed id is a
 * 404), so its paging is validated like every other list's (`lib/paging.test.ts` calls `{id}`).
 */
export const pageVersionsParamsSchema = z.object({ id: z.string().trim().min(1).max(64) });
export const pageVersionParamsSchema = z.object({ id: z.uuid('must be a page id'), versionId: z.uuid('must be a page version id') });

export const adminPagesQuerySchema = pagedQuery({ status: pageStatusSchema.optional(), language: pageLanguageSchema.optional() });
export type AdminPagesQuery = z.infer<typeof adminPagesQuerySchema>;

export const pageVersionsQuerySchema = pagedQuery({ language: pageLanguageSchema.default('en') });
export type PageVersionsQuery = z.infer<typeof pageVersionsQuerySchema>;

const editorFields = { updatedAt: z.string(), updatedByUsername: z.string().nullable() };

/** One language of a page in the staff list. */
export const pageLanguageSummarySchema = z.object({
  language: pageLanguageSchema,
  status: pageStatusSchema,
  title: z.string(),
  /** A version newer than the published one is saved (published pages only). */
  unpublishedChanges: z.boolean(),
});

export const adminPageRowSchema = z.object({ id: z.string(), slug: z.string(), title: z.string(), languages: z.array(pageLanguageSummarySchema), ...editorFields });
export type AdminPageRow = z.infer<typeof adminPageRowSchema>;
export const adminPagesResponseSchema = pageResponseOf(adminPageRowSchema);

/** One language of a page in the editor: the latest saved version and what is published. */
export const pageTranslationSchema = z.object({
  language: pageLanguageSchema,
  status: pageStatusSchema,
  title: z.string(),
  body: z.string(),
  versionNumber: z.number().int(),
  publishedVersionNumber: z.number().int().nullable(),
  ...editorFields,
});
export type PageTranslation = z.infer<typeof pageTranslationSchema>;

export const adminPageSchema = z.object({ id: z.string(), slug: z.string(), translations: z.array(pageTranslationSchema), ...editorFields });
export type AdminPage = z.infer<typeof adminPageSchema>;
export const adminPageResponseSchema = envelopeOf(z.object({ page: adminPageSchema }));

export const pageVersionSchema = z.object({
  id: z.string(),
  language: pageLanguageSchema,
  number: z.number().int(),
  title: z.string(),
  body: z.string(),
  origin: z.enum(pageVersionOrigins),
  /** The version a restore copied. */
  restoredFromNumber: z.number().int().nullable(),
  createdAt: z.string(),
  createdByUsername: z.string().nullable(),
  published: z.boolean(),
});
export type PageVersion = z.infer<typeof pageVersionSchema>;
export const pageVersionsResponseSchema = pageResponseOf(pageVersionSchema);

/** `GET /api/pages/:idOrSlug?lang=`: the published page, as sanitised HTML. */
export const publicPageParamsSchema = z.object({ idOrSlug: z.string().trim().min(1, 'must not be empty').max(pageSlugLengthMax + 40) });
export const publicPageQuerySchema = z.object({ lang: z.string().max(10).optional() });
export const publicPageSchema = z.object({
  id: z.string(),
  slug: z.string(),
  language: pageLanguageSchema,
  title: z.string(),
  html: z.string(),
  publishedAt: z.string(),
  languages: z.array(pageLanguageSchema),
});
export type PublicPage = z.infer<typeof publicPageSchema>;
export const publicPageResponseSchema = envelopeOf(publicPageSchema);
