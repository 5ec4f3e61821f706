import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { centsColumn, createdAtColumn, idColumn } from './columns';
import { users } from './users';

export const ledgerAccountKinds = [
  'cash',
  'bonus',
  'house',
  'payment_clearing',
  'exchange_escrow',
  'partner',
  'agent',
] as const;
export type LedgerAccountKind = (typeof ledgerAccountKinds)[number];

/** Kinds that hold someone's money: they can never go below zero. House and clearing may. */
export const nonNegativeKinds = ['cash', 'bonus', 'exchange_escrow', 'partner', 'agent'] as const satisfies readonly LedgerAccountKind[];

const kindList = sql.raw(ledgerAccountKinds.map((kind) => `'${kind}'`).join(', '));
const nonNegativeList = sql.raw(nonNegativeKinds.map((kind) => `'${kind}'`).join(', '));

export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: idColumn(),
    /** Null for system accounts (house, payment clearing). */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'restrict' }),
    kind: text('kind').$type<LedgerAccountKind>().notNull(),
    currency: text('currency').notNull(),
    /** Cache of credits minus debits; reconcile() proves it. */
    balanceCents: centsColumn('balance_cents').notNull().default(0),
    createdAt: createdAtColumn(),
  },
  (table) => [
    uniqueIndex('ledger_accounts_user_kind_currency_unique')
      .on(table.userId, table.kind, table.currency)
      .where(sql`${table.userId} is not null`),
    uniqueIndex('ledger_accounts_system_kind_currency_unique')
      .on(table.kind, table.currency)
      .where(sql`${table.userId} is null`),
    check('ledger_accounts_kind_check', sql`${table.kind} in (${kindList})`),
    check(
      'ledger_accounts_non_negative',
      sql`${table.kind} not in (${nonNegativeList}) or ${table.balanceCents} >= 0`,
    ),
  ],
);

export type LedgerAccountRow = typeof ledgerAccounts.$inferSelect;

/** Immutable double-entry transfers: money leaves `debit` and arrives at `credit`. */
export const ledgerTransfers = pgTable(
  'ledger_transfers',
  {
    id: idColumn(),
    /** A retried request carries the same key and never moves money twice. */
    idempotencyKey: text('idempotency_key').notNull(),
    debitAccountId: uuid('debit_account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    creditAccountId: uuid('credit_account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    amountCents: centsColumn('amount_cents').notNull(),
    /** Why the money moved, e.g. `deposit`, `bet_stake`, `admin_credit`. */
    code: text('code').notNull(),
    note: text('note'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAtColumn(),
  },
  (table) => [
    uniqueIndex('ledger_transfers_idempotency_key_unique').on(table.idempotencyKey),
    index('ledger_transfers_debit_idx').on(table.debitAccountId),
    index('ledger_transfers_credit_idx').on(table.creditAccountId),
    check('ledger_transfers_amount_positive', sql`${table.amountCents} > 0`),
    check('ledger_transfers_distinct_accounts', sql`${table.debitAccountId} <> ${table.creditAccountId}`),
  ],
);

export type LedgerTransferRow = typeof ledgerTransfers.$inferSelect;
