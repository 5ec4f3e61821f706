import { balanceApprovalKinds, balanceApprovalStatuses, type BalanceApprovalKind, type BalanceApprovalStatus } from '@oddsmith/core';
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { centsColumn, createdAtColumn, idColumn, inListCheck, statusColumn, timestampColumn, uuidRef } from './columns';
import { users } from './users';

/** The status and kind lists are the API contract's (core); the checks below keep the rows to them. */
export { balanceApprovalKinds, balanceApprovalStatuses };
export type { BalanceApprovalKind, BalanceApprovalStatus };

/**
 * Four eyes: a staff credit above the approval threshold waits here until a second staff member
 * approves it (the ledger transfer is posted in the same transaction) or rejects it (nothing moves).
 * (requested_by, request_id) is the requester's idempotency key: a retried request finds its row.
 */
export const balanceApprovals = pgTable(
  'balance_approvals',
  {
    id: idColumn(),
    requestedBy: uuidRef('requested_by', () => users.id, { onDelete: 'restrict' }),
    requestId: text('request_id').notNull(),
    userId: uuidRef('user_id', () => users.id, { onDelete: 'restrict' }),
    kind: text('kind').$type<BalanceApprovalKind>().notNull(),
    amountCents: centsColumn('amount_cents').notNull(),
    currency: text('currency').notNull(),
    note: text('note').notNull(),
    status: statusColumn<BalanceApprovalStatus>('pending'),
    /** The approver's note or the rejection reason. */
    reason: text('reason'),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'restrict' }),
    decidedAt: timestampColumn('decided_at'),
    /** The ledger transfer an approval posted. */
    transferId: uuid('transfer_id'),
    createdAt: createdAtColumn(),
  },
  (table) => [
    uniqueIndex('balance_approvals_request_unique').on(table.requestedBy, table.requestId),
    index('balance_approvals_status_created_idx').on(table.status, table.createdAt),
    inListCheck('balance_approvals_status_check', table.status, balanceApprovalStatuses),
    inListCheck('balance_approvals_kind_check', table.kind, balanceApprovalKinds),
    check('balance_approvals_amount_positive', sql`${table.amountCents} > 0`),
    check('balance_approvals_decided_check', sql`(${table.status} = 'pending') = (${table.decidedBy} is null and ${table.decidedAt} is null)`),
    check('balance_approvals_four_eyes', sql`${table.decidedBy} is null or ${table.decidedBy} <> ${table.requestedBy}`),
  ],
);
export type BalanceApprovalRow = typeof balanceApprovals.$inferSelect;
