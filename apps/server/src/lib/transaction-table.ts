import { sql, type SQL } from 'drizzle-orm';
import type { Transaction } from '../db/client';

/** A table of one transaction: its schema-qualified name, and how to create it empty. */
export type TransactionTable = { name: SQL; create: (tx: Transaction) => Promise<void> };

/**
 * A temporary table that lives in one transaction (`on commit drop`) and its connection only, so
 * concurrent transactions on other connections each have their own. It is named in the `pg_temp`
 * schema, so the name can never reach a real table. `create` drops this transaction's earlier one
 * first, so a second use in one transaction starts empty. `name` and `columns` are the caller's own
 * fixed text, never input.
 */
export function transactionTable(name: string, columns: SQL): TransactionTable {
  return {
    name: sql`pg_temp.${sql.identifier(name)}`,
    create: async (tx) => {
      await tx.execute(sql`drop table if exists pg_temp.${sql.identifier(name)}`);
      await tx.execute(sql`create temporary table ${sql.identifier(name)} (${columns}) on commit drop`);
    },
  };
}
