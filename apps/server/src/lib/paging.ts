import { z } from 'zod';

/** Every list is paged; the cap keeps each query bounded whatever the client asks. */
export const perPageMax = 100;
export const perPageDefault = 20;

export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  perPage: z.coerce.number().int().min(1).max(perPageMax).default(perPageDefault),
});

export type PageQuery = z.infer<typeof pageQuerySchema>;

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
