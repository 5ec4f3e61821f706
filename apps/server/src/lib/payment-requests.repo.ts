import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Executor, Transaction } from '../db/client';
import { paymentMethods, users, type deposits, type PaymentMethodRow, type withdrawals } from '../db/schema';
import { allOf, countRows, eqWhenSet, findRow, lockRow, pageRows } from './query';

/**
 * A deposit or a withdrawal: both tables start with the same request columns and end with the same
 * decision columns (`db/schema/bank.ts`), so the deposits and withdrawals modules read and decide
 * them with the same statements.
 */
export type PaymentRequestTable = typeof deposits | typeof withdrawals;
type RowOf<T extends PaymentRequestTable> = T['$inferSelect'];

export type PaymentRequestFilter<T extends PaymentRequestTable> = { status?: RowOf<T>['status']; userId?: string; id?: string };
export type PaymentRequestDecision<T extends PaymentRequestTable> = Pick<RowOf<T>, 'status' | 'reason' | 'decidedBy' | 'decidedAt'>;

export type PaymentRequestListRow<T extends PaymentRequestTable> = { request: RowOf<T>; username: string; method: PaymentMethodRow };

export function paymentRequestRepo<T extends PaymentRequestTable>(table: T) {
  const whereOf = (filter: PaymentRequestFilter<T>): SQL | undefined =>
    allOf(eqWhenSet(table.status, filter.status), eqWhenSet(table.userId, filter.userId), eqWhenSet(table.id, filter.id));
  return {
    /** The player's request with this client request id (a retried POST). */
    findByRequest: (tx: Executor, userId: string, requestId: string) => findRow(tx, table, and(eq(table.userId, userId), eq(table.requestId, requestId))),
    /** Locks the request row: one decision at a time. */
    lock: (tx: Transaction, id: string) => lockRow(tx, table, eq(table.id, id)),
    async decide(tx: Transaction, id: string, decision: PaymentRequestDecision<T>): Promise<void> {
      await tx
        .update(table)
        .set(decision as PgUpdateSetSource<T>)
        .where(eq(table.id, id));
    },
    /** One page, newest first, of the requests with their player's username and their payment method. */
    async list(tx: Executor, filter: PaymentRequestFilter<T>, limit: number, offset: number): Promise<PaymentRequestListRow<T>[]> {
      const from = table as PaymentRequestTable;
      const query = tx
        .select({ request: from, username: users.username, method: paymentMethods })
        .from(from)
        .innerJoin(users, eq(users.id, from.userId))
        .innerJoin(paymentMethods, eq(paymentMethods.id, from.methodId))
        .where(whereOf(filter));
      return (await pageRows(query.$dynamic(), [desc(from.createdAt), desc(from.id)], limit, offset)) as PaymentRequestListRow<T>[];
    },
    count: (tx: Executor, filter: PaymentRequestFilter<T>) => countRows(tx, table, whereOf(filter)),
  };
}
