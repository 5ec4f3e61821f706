import { sql } from 'drizzle-orm';
import { bigint, check, integer, text, timestamp, uuid, type AnyPgColumn, type ReferenceConfig } from 'drizzle-orm/pg-core';

/** Shared column helpers so every table spells ids, times and money the same way. */
export const idColumn = () => uuid('id').primaryKey().defaultRandom();

export const createdAtColumn = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

export const timestampColumn = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** `updated_at timestamptz not null default now()`: the writer sets it on every change. */
export const updatedAtColumn = () => timestampColumn('updated_at').notNull().defaultNow();

/** `sort_order integer not null default 0`: lower first. */
export const sortOrderColumn = () => integer('sort_order').notNull().default(0);

/** `status text not null default <initial>`, typed with the table's status list (checked by `inListCheck`). */
export const statusColumn = <S extends string>(initial: S) => text('status').$type<S>().notNull().default(initial);

/** Money is an integer count of cents; number mode is exact up to 2^53 and JSON-safe. */
export const centsColumn = (name: string) => bigint(name, { mode: 'number' });

type Target = () => AnyPgColumn;
type Actions = ReferenceConfig['actions'];

/** A required uuid foreign key: `<name> uuid not null references <target>`. */
export const uuidRef = (name: string, target: Target, actions?: Actions) => uuid(name).notNull().references(target, actions);

/** A required text foreign key: `<name> text not null references <target>`. */
export const textRef = (name: string, target: Target, actions?: Actions) => text(name).notNull().references(target, actions);

/** `'a', 'b', 'c'`: the values of a check constraint's `in (...)` list. */
export const sqlList = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

/** The check `<column> in ('a', 'b', …)`: a text column keeps to its list. */
export const inListCheck = (name: string, column: AnyPgColumn, values: readonly string[]) => check(name, sql`${column} in (${sqlList(values)})`);
