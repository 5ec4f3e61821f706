import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accountKindMayGoNegative, accountKinds, transferPhases, type AccountKind, type TransferPhase } from '@oddsmith/core';
import { centsColumn, createdAtColumn, idColumn, sqlList, uuidRef } from './columns';
import { users } from './users';

/**
 * The ONE mapping between core's account kinds and the `kind` column: the database keeps the short
 * names it started with (`cash`, `bonus`); every other kind is spelled as in core.
 */
export const ledgerKindOfCoreKind = {
  player_cash: 'cash',
  player_bonus: 'bonus',
  house: 'house',
  payment_clearing: 'payment_clearing',
  exchange_escrow: 'exchange_escrow',
  partner: 'partner',
  agent: 'agent',
} as const satisfies Record<AccountKind, string>;

export type LedgerAccountKind = (typeof ledgerKindOfCoreKind)[AccountKind];
export const ledgerAccountKinds: readonly LedgerAccountKind[] = accountKinds.map((kind) => ledgerKindOfCoreKind[kind]);

/** The mapping read the other way, built once (a bulk posting maps every row it reads). */
const coreKindByLedgerKind: ReadonlyMap<string, AccountKind> = new Map(accountKinds.map((coreKind) => [ledgerKindOfCoreKind[coreKind], coreKind]));

export function coreKindOfLedgerKind(kind: LedgerAccountKind): AccountKind {
  const found = coreKindByLedgerKind.get(kind);
  if (!found) throw new Error(`unknown ledger account kind ${kind}`);
  return found;
}

/** Kinds that hold someone's money can never go below zero (core decides which; house and clearing may). */
export const nonNegativeKinds: readonly LedgerAccountKind[] = accountKinds
  .filter((kind) => !accountKindMayGoNegative(kind))
  .map((kind) => ledgerKindOfCoreKind[kind]);

const kindList = sqlList(ledgerAccountKinds);
const nonNegativeList = sqlList(nonNegativeKinds);

export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: idColumn(),
    /** Null for system accounts (house, payment clearing). */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'restrict' }),
    kind: text('kind').$type<LedgerAccountKind>().notNull(),
    currency: text('currency').notNull(),
    /**
     * Which of the house's rows of a currency (0..ledgerHouseShardCount-1): the server picks it from
     * the transfer's idempotency key so concurrent postings lock different rows. 0 for every other kind.
     */
    shard: integer('shard').notNull().default(0),
    /** Cache of credits minus debits of posted transfers; reconcile() proves it. */
    balanceCents: centsColumn('balance_cents').notNull().default(0),
    /** Open holds debiting this account (two-phase pending transfers); spendable = balance - this. */
    debitsPendingCents: centsColumn('debits_pending_cents').notNull().default(0),
    /** Open holds crediting this account; not spendable until posted. */
    creditsPendingCents: centsColumn('credits_pending_cents').notNull().default(0),
    createdAt: createdAtColumn(),
  },
  (table) => [
    uniqueIndex('ledger_accounts_user_kind_currency_unique')
      .on(table.userId, table.kind, table.currency)
      .where(sql`${table.userId} is not null`),
    uniqueIndex('ledger_accounts_system_kind_currency_shard_unique')
      .on(table.kind, table.currency, table.shard)
      .where(sql`${table.userId} is null`),
    check('ledger_accounts_shard_check', sql`${table.shard} >= 0 and (${table.kind} = 'house' or ${table.shard} = 0)`),
    check('ledger_accounts_kind_check', sql`${table.kind} in (${kindList})`),
    check(
      'ledger_accounts_non_negative',
      sql`${table.kind} not in (${nonNegativeList}) or ${table.balanceCents} - ${table.debitsPendingCents} >= 0`,
    ),
    check('ledger_accounts_pending_non_negative', sql`${table.debitsPendingCents} >= 0 and ${table.creditsPendingCents} >= 0`),
  ],
);

export type LedgerAccountRow = typeof ledgerAccounts.$inferSelect;

const phaseList = sqlList(transferPhases);

/**
 * Immutable double-entry transfers: money leaves `debit` and arrives at `credit`. Two-phase holds
 * follow core: a `pending` transfer reserves, a later `post_pending` or `void_pending` transfer
 * (naming it in `pending_key`) resolves it exactly once (unique index); nothing is ever edited.
 */
export const ledgerTransfers = pgTable(
  'ledger_transfers',
  {
    id: idColumn(),
    /** A retried request carries the same key and never moves money twice. */
    idempotencyKey: text('idempotency_key').notNull(),
    debitAccountId: uuidRef('debit_account_id', () => ledgerAccounts.id),
    creditAccountId: uuidRef('credit_account_id', () => ledgerAccounts.id),
    amountCents: centsColumn('amount_cents').notNull(),
    /** Why the money moved, e.g. `deposit`, `bet_stake`, `admin_credit`. */
    code: text('code').notNull(),
    phase: text('phase').$type<TransferPhase>().notNull().default('posted'),
    /** The pending transfer's idempotency key, for `post_pending` and `void_pending` only. */
    pendingKey: text('pending_key'),
    note: text('note'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAtColumn(),
  },
  (table) => [
    uniqueIndex('ledger_transfers_idempotency_key_unique').on(table.idempotencyKey),
    index('ledger_transfers_debit_idx').on(table.debitAccountId),
    index('ledger_transfers_credit_idx').on(table.creditAccountId),
    index('ledger_transfers_created_at_idx').on(table.createdAt),
    // Reports: one kind of movement (deposits, bonuses, partner commission) over a period.
    index('ledger_transfers_code_created_idx').on(table.code, table.createdAt),
    uniqueIndex('ledger_transfers_pending_key_unique').on(table.pendingKey).where(sql`${table.pendingKey} is not null`),
    check('ledger_transfers_phase_check', sql`${table.phase} in (${phaseList})`),
    check(
      'ledger_transfers_pending_key_iff_resolution',
      sql`(${table.phase} in ('post_pending', 'void_pending')) = (${table.pendingKey} is not null)`,
    ),
    check('ledger_transfers_amount_positive', sql`${table.amountCents} > 0`),
    check('ledger_transfers_distinct_accounts', sql`${table.debitAccountId} <> ${table.creditAccountId}`),
  ],
);

export type LedgerTransferRow = typeof ledgerTransfers.$inferSelect;
