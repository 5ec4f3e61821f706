import { bigint, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Shared column helpers so every table spells ids, times and money the same way. */
export const idColumn = () => uuid('id').primaryKey().defaultRandom();

export const createdAtColumn = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

export const timestampColumn = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Money is an integer count of cents; number mode is exact up to 2^53 and JSON-safe. */
export const centsColumn = (name: string) => bigint(name, { mode: 'number' });
