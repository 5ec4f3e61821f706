import { asc, count, eq, sql, type Column, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { Executor, Transaction } from '../db/client';

/** A uuid as text (core's): a staff search that looks like one is also matched against ids. */
export { uuidPattern } from '@oddsmith/core';

/** `%text%` for ILIKE with the text's own `\`, `%` and `_` taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** `column = value` when the filter has a value, nothing otherwise (an empty filter matches all). */
export function eqWhenSet<T>(column: Column, value: T | undefined): SQL | undefined {
  return value ? eq(column, value) : undefined;
}

/** `column = any($1::uuid[])`: one array parameter, not one per id, so the statement stays small for thousands of ids. */
export function uuidIn(column: AnyPgColumn, ids: readonly string[]): SQL {
  return sql`${column} = any(${sql.param([...ids])}::uuid[])`;
}

/**
 * `column in (select unnest($1::uuid[]))`: for many thousands of ids. A semi-join the planner can
 * hash or probe by index, where `= any(...)` as a scan filter tests every row against the whole
 * array (quadratic once the planner picks a scan).
 */
export function uuidInSet(column: AnyPgColumn, ids: readonly string[]): SQL {
  return sql`${column} in (select unnest(${sql.param([...ids])}::uuid[]))`;
}

/**
 * A text[] (or uuid[] cast to text[]) column as the driver answers it: node-postgres and PGlite
 * give an array, an unparsed `{a,b}` literal is split (its items hold no comma, quote or brace).
 */
export function textArrayOf(value: unknown): string[] {
  if (value === null || value === undefined) return [];
  if (Array.isArray(value)) return value.map(String);
  const inner = String(value).replace(/^\{|\}$/g, '');
  return inner.length === 0 ? [] : inner.split(',');
}

/** How many rows of a table match a condition. */
export async function countRows(tx: Executor, table: PgTable, where?: SQL): Promise<number> {
  const rows = await tx.select({ total: count() }).from(table).where(where);
  return rows[0]?.total ?? 0;
}

type RowOf<T extends PgTable> = T['$inferSelect'];

/** The first row of `table` where `where` holds: a look-up by a unique key. */
export async function findRow<T extends PgTable>(tx: Executor, table: T, where: SQL | undefined): Promise<RowOf<T> | undefined> {
  const rows: RowOf<T>[] = await tx.select().from(table as PgTable).where(where).limit(1);
  return rows[0];
}

/** The first row of `table` where `where` holds, locked FOR UPDATE: one writer at a time, the next waits and reads it changed. */
export async function lockRow<T extends PgTable>(tx: Transaction, table: T, where: SQL | undefined): Promise<RowOf<T> | undefined> {
  const rows: RowOf<T>[] = await tx.select().from(table as PgTable).where(where).limit(1).for('update');
  return rows[0];
}

/** The rows of `table` where `where` holds, locked FOR UPDATE in id order (one global order, so two lockers never deadlock). */
export async function lockRowsInIdOrder<T extends PgTable & { id: AnyPgColumn }>(tx: Transaction, table: T, where: SQL | undefined): Promise<RowOf<T>[]> {
  return tx.select().from(table as PgTable).where(where).orderBy(asc(table.id)).for('update');
}

/** One page of a list query (built with `$dynamic()`): ordered by `order`, `limit` rows from `offset`. */
export function pageRows<Q extends PgSelect>(query: Q, order: readonly (SQL | AnyPgColumn)[], limit: number, offset: number) {
  return query.orderBy(...order).limit(limit).offset(offset);
}
