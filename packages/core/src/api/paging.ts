/**
 * The paging limits, apart from the schemas in `common.ts` that use them: a client reading a cap
 * (the web's list screens) does not pull zod and the contracts with it (docs/web-decisions.md, "Speed").
 */

/** Every list is paged; the cap keeps each query bounded whatever the client asks. */
export const perPageMax = 100;
export const perPageDefault = 20;
/**
 * How deep offset paging may reach (page × page size, in rows). Deeper pages make the database
 * read and throw away every row before them; the filters (dates, status, user) reach old rows cheaply.
 */
export const pageDepthRowsMax = 10_000;
