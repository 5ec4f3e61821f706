import { z } from 'zod';
import { parseAmount } from '../money';
import { pageDepthRowsMax, perPageDefault, perPageMax } from './paging';

/**
 * The building blocks every contract uses (PRODUCT.md sections 10 and 11): the envelope, paging and
 * amounts. Inside the product money is integer cents; on the wire it is a decimal number.
 */

/** Success envelope schema around a payload schema. */
export function envelopeOf<T extends z.ZodType>(payload: T) {
  return z.object({
    status: z.literal('success'),
    message: z.string(),
    response: payload,
  });
}

export const errorEnvelopeSchema = z.object({
  status: z.literal('error'),
  message: z.string(),
  code: z.string(),
  field: z.string().optional(),
  response: z.null(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

export { pageDepthRowsMax, perPageDefault, perPageMax } from './paging';

/** The page number field of every paged query. */
export const pageSchema = z.coerce.number().int().min(1).max(pageDepthRowsMax).default(1);

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

/** A paged list query: page and perPage, then the list's `filters`, under the one offset cap. */
export function pagedQuery<F extends z.ZodRawShape>(filters: F) {
  const query = pageQueryFields.extend(filters);
  // The filters never hold page or perPage, which zod's generic extend type cannot show.
  return withPageDepthCap(query as z.ZodType as z.ZodType<PageQuery>) as unknown as typeof query;
}

export function pageOf<T extends z.ZodType>(row: T) {
  return z.object({
    list: z.array(row),
    total: z.number().int(),
    perPage: z.number().int(),
    currentPage: z.number().int(),
  });
}
export type Page<T> = { list: T[]; total: number; perPage: number; currentPage: number };

/** The reply of a list endpoint: the envelope around a page of `row`s. */
export function pageResponseOf<T extends z.ZodType>(row: T) {
  return envelopeOf(pageOf(row));
}

/**
 * An API amount (PRODUCT.md section 11): a JSON number or numeric string with at most 2 decimals,
 * parsed by `parseAmount` on the decimal text (never float arithmetic) into integer cents.
 * A failure is a 400 naming the field, e.g. `amount: must have at most 2 decimals`.
 */
export const amountCentsSchema = z.union([z.number(), z.string()]).transform((value, context) => {
  const parsed = parseAmount(value);
  if (!parsed.ok) {
    context.addIssue({ code: 'custom', message: parsed.reason });
    return z.NEVER;
  }
  return parsed.cents;
});

/** Amounts that move money: strictly positive. */
export const positiveAmountCentsSchema = amountCentsSchema.refine((cents) => cents > 0, 'must be greater than 0');

/** Fees and similar: zero allowed. */
export const nonNegativeAmountCentsSchema = amountCentsSchema.refine((cents) => cents >= 0, 'must not be negative');

/** Output amounts: decimal currency units. */
export const amountSchema = z.number();

/** An output amount and the currency it is in (ledger, payment and approval rows). */
export const moneyFields = { amount: amountSchema, currency: z.string() };

/** A client-chosen id that makes a POST idempotent. */
export const requestIdSchema = z.string().trim().regex(/^[A-Za-z0-9_:-]{8,64}$/, 'must be 8 to 64 letters, digits, _, - or :');

/** The `:id` path params of one thing: a uuid, else `must be <what> id` (`idParamsSchema('a deposit')`). */
export function idParamsSchema(what: string) {
  return z.object({ id: z.uuid(`must be ${what} id`) });
}

/** A query's date or date-time (`from`, `to`), read into a Date. */
export const dateQuerySchema = z.iso
  .datetime({ offset: true, message: 'must be an ISO date-time' })
  .or(z.iso.date('must be YYYY-MM-DD'))
  .transform((text) => new Date(text));

/** The player a staff row is about (tickets, payments, risk). */
export const playerRefFields = { userId: z.string(), username: z.string() };
