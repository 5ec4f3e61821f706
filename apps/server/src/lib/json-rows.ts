import { getTableColumns, type Column, type Table } from 'drizzle-orm';

const columnsByTable = new WeakMap<Table, [string, Column][]>();

/**
 * A table's row from the JSON PostgreSQL makes of it (`row_to_json`, `json_agg(t)`: the columns'
 * SQL names as keys), decoded by each column as the driver's answer would be (timestamps to dates,
 * bigints to numbers, ...): for statements that answer several tables' rows at once.
 */
export function rowOfJson<T extends Table>(table: T, json: Readonly<Record<string, unknown>>): T['$inferSelect'] {
  let columns = columnsByTable.get(table);
  if (!columns) {
    columns = Object.entries(getTableColumns(table));
    columnsByTable.set(table, columns);
  }
  const row: Record<string, unknown> = {};
  for (const [key, column] of columns) {
    const value = json[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as T['$inferSelect'];
}

/** A json column as either driver answers it (parsed, or text). */
export function jsonOf<T>(value: unknown): T {
  return (typeof value === 'string' ? JSON.parse(value) : value) as T;
}
