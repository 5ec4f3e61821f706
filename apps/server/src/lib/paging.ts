import { z } from 'zod';

/** Every list is paged; the cap keeps each query bounded whatever the client asks. */
export const perPageMax = 100;
export const perPageDefault = 20;
/**
 * How deep offset paging may reach (page × page size, in rows). Deeper pages make the database
 * read and throw away every row before them; the filters (dates, status, user) reach old rows cheaply.
 */
export const pageDepthRowsMax = 10_000;
const pageMax = pageDepthRowsMax;

/** The page number field of every paged query. */
export const pageSchema = z.coerce.number().int().min(1).max(pageMax).default(1);

/**
 * The paging fields, unchecked: extend or omit it, then wrap the final query schema in
 * `withPageDepthCap` (zod cannot omit fields from a schema that already carries the check).
 */
export const pageQueryFields = z.object({
  page: pageSchema,
  perPage: z.coerce.number().int().min(1).max(perPageMax).default(perPageDefault),
});

export type PageQuery = z.infer<typeof pageQueryFields>;

type PageSizeKey = 'perPage' | 'pageSize';

/**
 * The one offset cap of every paged query: page × page size at most `pageDepthRowsMax`, else a
 * 400 naming `page` that says to narrow the filters. `sizeKey` names the page size field
 * (`pageSize` on the tickets list, `perPage` elsewhere).
 */
export function withPageDepthCap<T extends z.ZodType<{ page: number } & Partial<Record<PageSizeKey, number>>>>(schema: T, sizeKey: PageSizeKey = 'perPage'): T {
  return schema.superRefine((query, context) => {
    const size = query[sizeKey];
    if (size === undefined || query.page * size <= pageDepthRowsMax) return;
    context.addIssue({
      code: 'custom',
      path: ['page'],
      message: `must be at most ${Math.floor(pageDepthRowsMax / size)} with ${sizeKey} ${size} (paging reaches ${pageDepthRowsMax} rows); narrow the filters (dates, status, user) to find older rows`,
    });
  }) as T;
}

/** A list query of nothing but page and perPage. */
export const pageQuerySchema = withPageDepthCap(pageQueryFields);

export function pageOf<T extends z.ZodType>(row: T) {
  return z.object({
    list: z.array(row),
    total: z.number().int(),
    perPage: z.number().int(),
    currentPage: z.number().int(),
  });
}

export function pageOffset(query: PageQuery): number {
  return (query.page - 1) * query.perPage;
}
