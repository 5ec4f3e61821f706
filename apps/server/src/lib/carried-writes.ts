import { sql, type SQL } from 'drizzle-orm';

/**
 * Writes that another statement carries as data-modifying CTEs (`name as (update ...)`), one
 * round trip for both, with the checks its final select evaluates: a data-modifying CTE always runs,
 * but nothing fails when it touched fewer rows than meant unless a check reads its `returning`.
 */
export type CarriedWrites = { ctes: SQL[]; checks: SQL[]; reads?: CarriedRead[] };

/**
 * What a carried write answers (the rows its CTE returned, as one value): `column` goes into the
 * carrier's final select, and the carrier hands its value to `take` once the statement has run.
 */
export type CarriedRead = { column: SQL; take: (value: unknown) => void };

export const noCarriedWrites: CarriedWrites = { ctes: [], checks: [] };

export function carriedWrites(...parts: readonly CarriedWrites[]): CarriedWrites {
  return { ctes: parts.flatMap((part) => part.ctes), checks: parts.flatMap((part) => part.checks), reads: parts.flatMap((part) => part.reads ?? []) };
}

/** Writes with nothing to check (an update of rows the caller holds locked). */
export function uncheckedWrites(...ctes: SQL[]): CarriedWrites {
  return { ctes, checks: [] };
}

/**
 * A check for the final select: true when the CTE `cte` (with `returning`) answered `expected`
 * rows. Otherwise the statement fails: SQL has no raise of its own, so the message is cast to a
 * boolean, which PostgreSQL refuses with `invalid input syntax for type boolean: "<message>"`.
 */
export function rowCountCheck(cte: string, expected: number, message: string): SQL {
  return sql`(select case when count(*) = ${expected} then true else (${`${message}: expected ${expected}, got `} || count(*))::boolean end from ${sql.identifier(cte)})`;
}

/** The checks as the columns of a final select (`true` when there is none). */
export function checksSelected(checks: readonly SQL[]): SQL {
  return checks.length === 0 ? sql`true` : sql.join([...checks], sql`, `);
}

/** The columns of a carrier's final select: the writes' checks, then their reads (`takeCarried` hands them over). */
export function carriedSelected(writes: CarriedWrites): SQL {
  const reads = (writes.reads ?? []).map((read, index) => sql`${read.column} as ${sql.identifier(`carried_read_${index}`)}`);
  return reads.length === 0 ? checksSelected(writes.checks) : sql.join([...writes.checks, ...reads], sql`, `);
}

/** After the carrier ran: each read gets its column of the final select's row. */
export function takeCarried(writes: CarriedWrites, row: Readonly<Record<string, unknown>> | undefined): void {
  (writes.reads ?? []).forEach((read, index) => read.take(row?.[`carried_read_${index}`]));
}
