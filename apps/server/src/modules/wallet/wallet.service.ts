import { centsToAmount } from '@oddsmith/core';
import type { Database, Transaction } from '../../db/client';
import type { UserRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { pageOffset, readPage } from '../../lib/paging';
import { uniqueViolationConstraint } from '../../lib/pg-errors';
import { assertInScope, isInScope, playerScopeOf, type PlayerScope } from '../../lib/player-scope';
import { inTransaction } from '../../lib/transaction';
import type { AuthContext } from '../../lib/auth-context';
import { recordAudit } from '../audit';
import { approvalOfRequest, approvalView, loadApprovalThresholds, needsSecondApproval, openApproval } from '../balance-approvals';
import { findTransferByKey, postEvent, userBalances } from '../ledger';
import { findUserById } from '../users';
import { actionIdOf, auditActionOf, staffTransfersOf, twinKindOf, type StaffTransfer, type StaffTransferKind } from '../../lib/staff-transfer';
import * as repo from './wallet.repo';
import { csvDocument, csvField } from '../../lib/csv';
import type { BalanceApproval, CreditHistoryQuery, LedgerPayment, PaymentsQuery, TransferBalanceBody, WalletHistoryQuery } from '@oddsmith/core';

const iso = (value: string | Date | null) => (value === null ? null : new Date(value).toISOString());

export async function transactionsPage(db: Database, userId: string, query: WalletHistoryQuery) {
  return db.transaction(async (tx) => {
    const rows = await repo.listHistory(tx, userId, query, query.perPage, pageOffset(query));
    return {
      list: rows.map((row) => ({
        id: row.id,
        createdAt: new Date(row.createdAt).toISOString(),
        code: row.code,
        wallet: row.wallet === 'bonus' ? ('bonus' as const) : ('cash' as const),
        amount: centsToAmount(Number(row.signedCents)),
        currency: row.currency,
        status: row.status as 'pending' | 'completed' | 'voided',
        resolvedAt: iso(row.resolvedAt),
        note: row.note,
      })),
      total: await repo.countHistory(tx, userId, query),
      perPage: query.perPage,
      currentPage: query.page,
    };
  });
}

/** GET /api/admin/user-credit-history: a player's movements; a cash agent reads only their own players'. */
export async function creditHistoryPage(db: Database, auth: AuthContext, query: CreditHistoryQuery) {
  assertInScope(playerScopeOf(auth, 'ledger.read'), await findUserById(db, query.userId));
  return transactionsPage(db, query.userId, query);
}

export async function walletSummary(db: Database, auth: AuthContext) {
  return db.transaction(async (tx) => {
    const user = await findUserById(tx, auth.userId);
    if (!user) throw new AppError('USER_NOT_FOUND', 404, 'User not found.');
    const balances = await userBalances(tx, user.id, user.currency);
    const pending = await repo.pendingTotals(tx, user.id);
    return {
      currency: user.currency,
      balance: centsToAmount(balances.cashCents),
      bonusBalance: centsToAmount(balances.bonusCents),
      pendingWithdrawals: { count: pending.withdrawals.count, amount: centsToAmount(pending.withdrawals.cents) },
      pendingDeposits: { count: pending.deposits.count, amount: centsToAmount(pending.deposits.cents) },
    };
  });
}

function toPayment(row: repo.PaymentRow): LedgerPayment {
  return {
    id: row.id,
    createdAt: new Date(row.createdAt).toISOString(),
    code: row.code,
    phase: row.phase,
    amount: centsToAmount(Number(row.amountCents)),
    currency: row.currency,
    debit: { kind: row.debitKind, userId: row.debitUserId, username: row.debitUsername },
    credit: { kind: row.creditKind, userId: row.creditUserId, username: row.creditUsername },
    note: row.note,
    createdBy: row.createdByUsername,
    idempotencyKey: row.idempotencyKey,
  };
}

export async function paymentsPage(db: Database, query: PaymentsQuery) {
  return db.transaction(async (tx) => readPage(query, (limit, offset) => repo.listPayments(tx, query, limit, offset), () => repo.countPayments(tx, query), toPayment));
}

export { csvField };

export function paymentsCsv(list: LedgerPayment[]): string {
  const header = ['id', 'createdAt', 'code', 'phase', 'amount', 'currency', 'debitKind', 'debitUsername', 'creditKind', 'creditUsername', 'note', 'createdBy'];
  return csvDocument(
    header,
    list.map((p) => [p.id, p.createdAt, p.code, p.phase, p.amount, p.currency, p.debit.kind, p.debit.username, p.credit.kind, p.credit.username, p.note, p.createdBy]),
  );
}

export type TransferBalanceOutcome =
  | { moved: true; payload: { transferId: string; userId: string; balance: number; agentBalance: number | null } }
  | { moved: false; payload: { userId: string; balance: number; pendingApproval: BalanceApproval } };

type Target = { user: UserRow; action: StaffTransfer };

/** The staff action a transfer-balance call is, from who calls (an agent or staff), whom it targets and the direction. */
function kindOf(isAgent: boolean, targetsAgent: boolean, direction: TransferBalanceBody['direction']): StaffTransferKind {
  if (isAgent) return direction === 'credit' ? 'agent_transfer' : 'agent_debit';
  if (targetsAgent) return direction === 'credit' ? 'agent_funding' : 'agent_defunding';
  return direction === 'credit' ? 'player_credit' : 'player_debit';
}

/**
 * What the call does (core rule and ledger key), from who calls and whom it targets; refusals name
 * the field. A cash agent reaches only the players attributed to them (anyone else reads as missing).
 */
function targetOf(auth: AuthContext, scope: PlayerScope, user: UserRow | undefined, body: TransferBalanceBody): Target {
  const isAgent = scope.cashAgentId !== null;
  const targetsAgent = !isAgent && user?.role === 'agent';
  if (!user || (user.role !== 'player' && !targetsAgent) || !isInScope(scope, user)) {
    throw new AppError('USER_NOT_FOUND', 404, 'userId: no such player or cash agent.', 'userId');
  }
  const kind = kindOf(isAgent, targetsAgent, body.direction);
  const action: StaffTransfer = { kind, actionId: actionIdOf(auth.userId, body.requestId), targetId: user.id, currency: user.currency, amountCents: body.amount };
  return { user, action: isAgent ? { ...action, agentId: auth.userId } : action };
}

function requestIdReused(): AppError {
  return new AppError('REQUEST_ID_REUSED', 409, 'requestId: already used for a different transfer; send a new requestId for a new transfer.', 'requestId');
}

/**
 * A requestId names one transfer: its replay answers the first outcome, a different body under it is
 * refused. Credit and debit post under different ledger keys, so the twin direction is looked up here.
 */
async function assertRequestIdFree(tx: Transaction, action: StaffTransfer): Promise<void> {
  const [twinTransfer] = staffTransfersOf({ ...action, kind: twinKindOf(action.kind) });
  if (twinTransfer && (await findTransferByKey(tx, twinTransfer.idempotencyKey))) throw requestIdReused();
}

async function pendingOutcome(tx: Transaction, target: Target, approval: BalanceApproval): Promise<TransferBalanceOutcome> {
  const balances = await userBalances(tx, target.user.id, target.user.currency);
  const balanceCents = isFloatKind(target.action.kind) ? balances.agentCents : balances.cashCents;
  return { moved: false, payload: { userId: target.user.id, balance: centsToAmount(balanceCents), pendingApproval: approval } };
}

/**
 * Staff with a money role move money between the house and the player's cash (either direction),
 * or fund / defund a cash agent's float (cash paid in or back, through payment clearing). A cash
 * agent may only credit or debit players attributed to them (users.cash_agent_id = agent id),
 * between the player's cash and their own float: the ledger's row locks keep both at or above zero
 * (docs/cash-agents.md).
 *
 * `requestId` is required: a retry with the same requestId moves money once and writes no second
 * audit row. A staff credit above the currency's approval threshold moves nothing: it opens a
 * four-eyes request (balance-approvals) that a second staff member approves or rejects.
 */
export async function transferBalance(db: Database, auth: AuthContext, body: TransferBalanceBody): Promise<TransferBalanceOutcome> {
  const scope = playerScopeOf(auth, 'balance.transfer');
  const thresholds = scope.cashAgentId === null ? await loadApprovalThresholds(db) : null;
  const attempt = () =>
    inTransaction(db, async (tx): Promise<TransferBalanceOutcome> => {
      const target = targetOf(auth, scope, await findUserById(tx, body.userId), body);
      const { action } = target;
      const earlier = await approvalOfRequest(tx, auth.userId, body.requestId);
      if (earlier) {
        const same = earlier.userId === action.targetId && earlier.kind === action.kind && earlier.amountCents === action.amountCents;
        if (!same) throw requestIdReused();
        return pendingOutcome(tx, target, await approvalView(tx, earlier.id));
      }
      await assertRequestIdFree(tx, action);
      const transfers = staffTransfersOf(action);
      // A request that already moved money (before the threshold was lowered) is a replay, not a new credit.
      const alreadyPosted = transfers[0] ? await findTransferByKey(tx, transfers[0].idempotencyKey) : undefined;
      if (thresholds && needsSecondApproval(action, thresholds) && !alreadyPosted) {
        return pendingOutcome(tx, target, await openApproval(tx, auth, { action, requestId: body.requestId, note: body.note }));
      }
      return { moved: true, payload: await postTransferBalance(tx, auth, target, transfers, body.note) };
    });
  return attempt().catch((error: unknown) => {
    // A concurrent twin of this request opened the approval first: the retry answers it.
    if (uniqueViolationConstraint(error) === 'balance_approvals_request_unique') return attempt();
    throw error;
  });
}

/** Staff fund or defund an agent: the target's balance is their float. */
function isFloatKind(kind: StaffTransferKind): boolean {
  return kind === 'agent_funding' || kind === 'agent_defunding';
}

/** Whose float a transfer touches: the calling agent's, or the funded agent's; null for the house's movements. */
function floatOwnerOf(action: StaffTransfer): string | null {
  if (action.agentId) return action.agentId;
  return isFloatKind(action.kind) ? action.targetId : null;
}

/** The ledger's refusal, said as the rule it breaks: the amount is above what the paying side holds. */
function insufficientFunds(action: StaffTransfer): AppError {
  const message =
    action.kind === 'agent_transfer'
      ? "amount: above your float; fund it first or credit less."
      : action.kind === 'agent_defunding'
        ? "amount: above the cash agent's float."
        : "amount: above the player's available balance.";
  return new AppError('LEDGER_INSUFFICIENT_FUNDS', 409, message, 'amount');
}

async function postOrExplain(tx: Transaction, action: StaffTransfer, transfers: ReturnType<typeof staffTransfersOf>, context: { createdBy: string; note: string }) {
  try {
    const [outcome] = await postEvent(tx, transfers, context);
    if (!outcome) throw new Error('transfer-balance posted nothing');
    return outcome;
  } catch (error) {
    if (error instanceof AppError && error.code === 'LEDGER_INSUFFICIENT_FUNDS') throw insufficientFunds(action);
    throw error;
  }
}

/**
 * Posts at once; only the call that created the transfer writes the audit row (a replay writes none),
 * with the target's balance (and the float it touched) before and after.
 */
async function postTransferBalance(tx: Transaction, auth: AuthContext, target: Target, transfers: ReturnType<typeof staffTransfersOf>, note: string) {
  const { user, action } = target;
  const floatOwner = floatOwnerOf(action);
  const figures = async () => {
    const balances = await userBalances(tx, user.id, user.currency);
    const float = floatOwner ? (await userBalances(tx, floatOwner, user.currency)).agentCents : null;
    return { balanceCents: isFloatKind(action.kind) ? balances.agentCents : balances.cashCents, floatCents: float };
  };
  const outcome = await postOrExplain(tx, action, transfers, { createdBy: auth.userId, note });
  // Read after the posting, on the rows this transaction holds locked; before is after minus the change.
  const after = await figures();
  const targetGains = ['player_credit', 'agent_funding', 'agent_transfer'].includes(action.kind);
  const floatGains = action.kind === 'agent_funding' || action.kind === 'agent_debit';
  const before = {
    balanceCents: after.balanceCents + (targetGains ? -action.amountCents : action.amountCents),
    floatCents: after.floatCents === null ? null : after.floatCents + (floatGains ? -action.amountCents : action.amountCents),
  };
  if (outcome.created) {
    await recordAudit(tx, {
      actorId: auth.userId,
      action: auditActionOf(action.kind),
      targetType: 'user',
      targetId: user.id,
      detail: { amountCents: action.amountCents, currency: user.currency, note, reason: note, transferId: outcome.transfer.id, before, after },
    });
  }
  return {
    transferId: outcome.transfer.id,
    userId: user.id,
    balance: centsToAmount(after.balanceCents),
    agentBalance: after.floatCents === null ? null : centsToAmount(after.floatCents),
  };
}
