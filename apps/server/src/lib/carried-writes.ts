import { sql, type SQL } from 'drizzle-orm';

/**
 * Writes that another statement carries as data-modifying CTEs (`name as (update ...)`), one
 * round trip for both, with the checks its final select evaluates: a data-modifying CTE always runs,
 * but nothing fails when it touched fewer rows than meant unless a check reads its `returning`.
 */
export type CarriedWrites = { ctes: SQL[]; checks: SQL[] };

export const noCarriedWrites: CarriedWrites = { ctes: [], checks: [] };

export function carriedWrites(...parts: readonly CarriedWrites[]): CarriedWrites {
  return { ctes: parts.flatMap((part) => part.ctes), checks: parts.flatMap((part) => part.checks) };
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
