import {
  depositStatuses,
  paymentMethodKinds,
  paymentProviders,
  sandboxPaymentStatuses,
  withdrawalStatuses,
  type DepositStatus,
  type PaymentMethodKind,
  type PaymentProvider,
  type SandboxPaymentStatus,
  type WithdrawalStatus,
} from '@oddsmith/core';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { centsColumn, createdAtColumn, idColumn, inListCheck, statusColumn, timestampColumn, updatedAtColumn, uuidRef } from './columns';
import { users } from './users';

/** The status and kind lists are the API contract's (core); the checks below keep the rows to them. */
export { depositStatuses, paymentMethodKinds, paymentProviders, sandboxPaymentStatuses, withdrawalStatuses };
export type { DepositStatus, PaymentMethodKind, PaymentProvider, SandboxPaymentStatus, WithdrawalStatus };

/** Staff-managed ways to pay in and out, with limits and fees (fixed cents + basis points). */
export const paymentMethods = pgTable(
  'payment_methods',
  {
    id: idColumn(),
    name: text('name').notNull(),
    kind: text('kind').$type<PaymentMethodKind>().notNull(),
    provider: text('provider').$type<PaymentProvider>().notNull(),
    minCents: centsColumn('min_cents').notNull(),
    maxCents: centsColumn('max_cents').notNull(),
    feeFixedCents: centsColumn('fee_fixed_cents').notNull().default(0),
    feeBasisPoints: integer('fee_basis_points').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    displayOrder: integer('display_order').notNull().default(0),
    instructions: text('instructions').notNull().default(''),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (table) => [
    uniqueIndex('payment_methods_name_unique').on(table.name),
    inListCheck('payment_methods_kind_check', table.kind, paymentMethodKinds),
    inListCheck('payment_methods_provider_check', table.provider, paymentProviders),
    check('payment_methods_limits_check', sql`${table.minCents} > 0 and ${table.maxCents} >= ${table.minCents}`),
    check('payment_methods_fee_check', sql`${table.feeFixedCents} >= 0 and ${table.feeBasisPoints} between 0 and 10000`),
  ],
);
export type PaymentMethodRow = typeof paymentMethods.$inferSelect;

/**
 * What a player's deposit or withdrawal request starts with. `requestId` is the client's: a retried
 * POST returns the same request. A withdrawal's amount is taken from the wallet (held, then paid) and
 * the player receives amount minus fee.
 */
const paymentRequestColumns = () => ({
  id: idColumn(),
  userId: uuidRef('user_id', () => users.id, { onDelete: 'restrict' }),
  methodId: uuidRef('method_id', () => paymentMethods.id, { onDelete: 'restrict' }),
  requestId: text('request_id').notNull(),
  amountCents: centsColumn('amount_cents').notNull(),
  feeCents: centsColumn('fee_cents').notNull(),
  currency: text('currency').notNull(),
});

/** What a payment request ends with: the staff decision (why, who, when) and its creation time. */
const decisionColumns = () => ({
  reason: text('reason'),
  decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
  decidedAt: timestampColumn('decided_at'),
  createdAt: createdAtColumn(),
});

/** A deposit is created pending; the provider's webhook or staff complete it (ledger key `deposit:<id>`). */
export const deposits = pgTable(
  'deposits',
  {
    ...paymentRequestColumns(),
    status: statusColumn<DepositStatus>('pending'),
    /** Shown to the player for manual transfers; staff match incoming payments by it. */
    reference: text('reference').notNull(),
    providerPaymentId: text('provider_payment_id'),
    ...decisionColumns(),
  },
  (table) => [
    uniqueIndex('deposits_user_request_unique').on(table.userId, table.requestId),
    uniqueIndex('deposits_reference_unique').on(table.reference),
    index('deposits_user_created_idx').on(table.userId, table.createdAt),
    index('deposits_status_created_idx').on(table.status, table.createdAt),
    inListCheck('deposits_status_check', table.status, depositStatuses),
    check('deposits_amount_positive', sql`${table.amountCents} > 0 and ${table.feeCents} >= 0`),
  ],
);
export type DepositRow = typeof deposits.$inferSelect;

/** A withdrawal holds its amount at request (pending transfer); staff post (paid) or void (rejected) it. */
export const withdrawals = pgTable(
  'withdrawals',
  {
    ...paymentRequestColumns(),
    details: jsonb('details').$type<Record<string, string>>().notNull(),
    status: statusColumn<WithdrawalStatus>('pending'),
    ...decisionColumns(),
  },
  (table) => [
    uniqueIndex('withdrawals_user_request_unique').on(table.userId, table.requestId),
    index('withdrawals_user_created_idx').on(table.userId, table.createdAt),
    index('withdrawals_status_created_idx').on(table.status, table.createdAt),
    inListCheck('withdrawals_status_check', table.status, withdrawalStatuses),
    check('withdrawals_amount_check', sql`${table.amountCents} > ${table.feeCents} and ${table.feeCents} >= 0`),
  ],
);
export type WithdrawalRow = typeof withdrawals.$inferSelect;

/** The built-in sandbox provider's own books: what a real provider keeps on its side. */
export const sandboxPayments = pgTable(
  'sandbox_payments',
  {
    id: idColumn(),
    /** The merchant's reference: our deposit id. */
    merchantReference: text('merchant_reference').notNull(),
    /** The merchant's customer (our user id): only that customer may open the hosted page. */
    customerId: text('customer_id').notNull(),
    amountCents: centsColumn('amount_cents').notNull(),
    currency: text('currency').notNull(),
    status: statusColumn<SandboxPaymentStatus>('pending'),
    createdAt: createdAtColumn(),
    completedAt: timestampColumn('completed_at'),
  },
  (table) => [
    uniqueIndex('sandbox_payments_merchant_reference_unique').on(table.merchantReference),
    inListCheck('sandbox_payments_status_check', table.status, sandboxPaymentStatuses),
  ],
);
export type SandboxPaymentRow = typeof sandboxPayments.$inferSelect;

/** Deposit limit of one period; null is no limit. */
export type PendingLimitChange = { cents: number | null; effectiveAt: string };
export type PendingLimits = Partial<Record<'day' | 'week' | 'month', PendingLimitChange>>;

/** Responsible-gambling settings of one player (absent row: no limits, no blocks). */
export const responsibleGambling = pgTable('responsible_gambling', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  dayLimitCents: centsColumn('day_limit_cents'),
  weekLimitCents: centsColumn('week_limit_cents'),
  monthLimitCents: centsColumn('month_limit_cents'),
  /** Increases and removals wait 24 h: stored here with the time they take effect. */
  pendingLimits: jsonb('pending_limits').$type<PendingLimits>().notNull().default({}),
  timeOutUntil: timestampColumn('time_out_until'),
  selfExcludedUntil: timestampColumn('self_excluded_until'),
  realityCheckMinutes: integer('reality_check_minutes'),
  updatedAt: updatedAtColumn(),
});
export type ResponsibleGamblingRow = typeof responsibleGambling.$inferSelect;
