import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Executor, Transaction } from '../db/client';
import { paymentMethods, users, type deposits, type PaymentMethodRow, type withdrawals } from '../db/schema';
import type { PageQuery } from '@oddsmith/core';
import { readPage } from './paging';
import { containsPattern, eqWhenSet, findRow, lockRow, pageRows, uuidPattern } from './query';

/**
 * A deposit or a withdrawal: both tables start with the same request columns and end with the same
 * decision columns (`db/schema/bank.ts`), so the deposits and withdrawals modules read and decide
 * them with the same statements.
 */
export type PaymentRequestTable = typeof deposits | typeof withdrawals;
type RowOf<T extends PaymentRequestTable> = T['$inferSelect'];

/** `user`: a staff search, part of the player's username or the player's or the request's id. */
export type PaymentRequestFilter<T extends PaymentRequestTable> = { status?: RowOf<T>['status']; userId?: string; id?: string; user?: string };
export type PaymentRequestDecision<T extends PaymentRequestTable> = Pick<RowOf<T>, 'status' | 'reason' | 'decidedBy' | 'decidedAt'>;

/** A list's query: the player's own (no search) or the staff queue's. */
export type PaymentRequestQuery<T extends PaymentRequestTable> = PageQuery & { status?: RowOf<T>['status']; userId?: string; user?: string };

export type PaymentRequestListRow<T extends PaymentRequestTable> = { request: RowOf<T>; username: string; method: PaymentMethodRow };

export function paymentRequestRepo<T extends PaymentRequestTable>(table: T) {
  const searchOf = (user: string | undefined): SQL | undefined => {
    if (!user) return undefined;
    const byName = ilike(users.username, containsPattern(user));
    return uuidPattern.test(user) ? or(byName, eq(table.userId, user), eq(table.id, user)) : byName;
  };
  const whereOf = (filter: PaymentRequestFilter<T>): SQL | undefined =>
    and(eqWhenSet(table.status, filter.status), eqWhenSet(table.userId, filter.userId), eqWhenSet(table.id, filter.id), searchOf(filter.user));
  const from = table as PaymentRequestTable;
  /** One page, newest first, of the requests with their player's username and their payment method. */
  const list = async (tx: Executor, filter: PaymentRequestFilter<T>, limit: number, offset: number): Promise<PaymentRequestListRow<T>[]> => {
    const query = tx
      .select({ request: from, username: users.username, method: paymentMethods })
      .from(from)
      .innerJoin(users, eq(users.id, from.userId))
      .innerJoin(paymentMethods, eq(paymentMethods.id, from.methodId))
      .where(whereOf(filter));
    return (await pageRows(query.$dynamic(), [desc(from.createdAt), desc(from.id)], limit, offset)) as PaymentRequestListRow<T>[];
  };
  const total = async (tx: Executor, filter: PaymentRequestFilter<T>): Promise<number> => {
    const rows = await tx.select({ total: count() }).from(from).innerJoin(users, eq(users.id, from.userId)).where(whereOf(filter));
    return rows[0]?.total ?? 0;
  };
  /** How many requests each status has under the filter (its status aside). */
  const countByStatus = async (tx: Executor, filter: Omit<PaymentRequestFilter<T>, 'status'>): Promise<Record<string, number>> => {
    const rows = await tx
      .select({ status: from.status, total: count() })
      .from(from)
      .innerJoin(users, eq(users.id, from.userId))
      .where(whereOf(filter))
      .groupBy(from.status);
    return Object.fromEntries(rows.map((row) => [row.status, row.total]));
  };
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
    list,
    /**
     * A page as views: the player's own requests (`ownerId`), or the staff queue, which may search
     * and adds how many requests each status has under the same search (the status tabs).
     */
    async page<V>(tx: Executor, query: PaymentRequestQuery<T>, ownerId: string | undefined, view: (row: PaymentRequestListRow<T>) => V) {
      const filter: PaymentRequestFilter<T> = ownerId ? { status: query.status, userId: ownerId } : { status: query.status, userId: query.userId, user: query.user };
      const page = await readPage(query, (limit, offset) => list(tx, filter, limit, offset), () => total(tx, filter), view);
      return ownerId ? page : { ...page, counts: await countByStatus(tx, { userId: filter.userId, user: filter.user }) };
    },
  };
}
