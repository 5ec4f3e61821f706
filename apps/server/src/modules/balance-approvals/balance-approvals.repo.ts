import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor, Transaction } from '../../db/client';
import { balanceApprovals, users, type BalanceApprovalRow, type BalanceApprovalStatus } from '../../db/schema';
import { countRows, eqWhenSet, findRow, lockRow, pageRows } from '../../lib/query';
import { insertedRow } from '../../lib/transaction';

export async function insertApproval(tx: Transaction, values: typeof balanceApprovals.$inferInsert): Promise<BalanceApprovalRow> {
  return insertedRow(await tx.insert(balanceApprovals).values(values).returning(), 'balance approval');
}

export async function findByRequest(tx: Executor, requestedBy: string, requestId: string): Promise<BalanceApprovalRow | undefined> {
  return findRow(tx, balanceApprovals, and(eq(balanceApprovals.requestedBy, requestedBy), eq(balanceApprovals.requestId, requestId)));
}

/** Locks the request row: one decision at a time; a concurrent decision waits and then sees it decided. */
export async function lockApproval(tx: Transaction, id: string): Promise<BalanceApprovalRow | undefined> {
  return lockRow(tx, balanceApprovals, eq(balanceApprovals.id, id));
}

export type Decision = Pick<BalanceApprovalRow, 'status' | 'reason' | 'decidedBy' | 'decidedAt' | 'transferId'>;

/** Decides a pending row; answers false when it was no longer pending (nothing changed). */
export async function decide(tx: Transaction, id: string, decision: Decision): Promise<boolean> {
  const rows = await tx
    .update(balanceApprovals)
    .set(decision)
    .where(and(eq(balanceApprovals.id, id), eq(balanceApprovals.status, 'pending')))
    .returning({ id: balanceApprovals.id });
  return rows.length === 1;
}

export type ApprovalFilter = { status?: BalanceApprovalStatus; id?: string };

function whereOf(filter: ApprovalFilter): SQL | undefined {
  return and(eqWhenSet(balanceApprovals.status, filter.status), eqWhenSet(balanceApprovals.id, filter.id));
}

const target = alias(users, 'target');
const requester = alias(users, 'requester');
const decider = alias(users, 'decider');

/** Pending requests first (oldest waiting longest is still near the top of a short queue), then the newest decided. */
export async function listApprovals(tx: Executor, filter: ApprovalFilter, limit: number, offset: number) {
  const query = tx
    .select({ approval: balanceApprovals, username: target.username, requesterUsername: requester.username, deciderUsername: decider.username })
    .from(balanceApprovals)
    .leftJoin(target, eq(target.id, balanceApprovals.userId))
    .leftJoin(requester, eq(requester.id, balanceApprovals.requestedBy))
    .leftJoin(decider, eq(decider.id, balanceApprovals.decidedBy))
    .where(whereOf(filter));
  return pageRows(query.$dynamic(), [sql`(${balanceApprovals.status} = 'pending') desc`, desc(balanceApprovals.createdAt), desc(balanceApprovals.id)], limit, offset);
}
export type ApprovalListRow = Awaited<ReturnType<typeof listApprovals>>[number];

export async function countApprovals(tx: Executor, filter: ApprovalFilter): Promise<number> {
  return countRows(tx, balanceApprovals, whereOf(filter));
}

