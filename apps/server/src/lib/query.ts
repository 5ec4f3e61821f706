import { and, count, eq, type Column, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client';

/** `column = value` when the filter has a value, nothing otherwise (an empty filter matches all). */
export function eqWhenSet<T>(column: Column, value: T | undefined): SQL | undefined {
  return value ? eq(column, value) : undefined;
}

/** The conjunction of the conditions that are set; undefined (no WHERE) when none is. */
export function allOf(...conditions: (SQL | undefined)[]): SQL | undefined {
  return and(...conditions);
}

/** How many rows of a table match a condition. */
export async function countRows(tx: Executor, table: PgTable, where?: SQL): Promise<number> {
  const rows = await tx.select({ total: count() }).from(table).where(where);
  return rows[0]?.total ?? 0;
}
