import { createHash } from 'node:crypto';
import { agentFunded, agentTransferred, centsToAmount, staffBalanceTransferred } from '@oddsmith/core';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { pageOffset } from '../../lib/paging';
import { assertInScope, isInScope, playerScopeOf } from '../../lib/player-scope';
import { inTransaction } from '../../lib/transaction';
import type { AuthContext } from '../../plugins/auth';
import { recordAudit } from '../audit/audit.repo';
import { postEvent, userBalances } from '../ledger/ledger.service';
import { findUserById } from '../users/users.repo';
import * as repo from './wallet.repo';
import type { CreditHistoryQuery, HistoryQuery, PaymentsQuery, PaymentView, TransferBalanceBody } from './wallet.schemas';

const iso = (value: string | Date | null) => (value === null ? null : new Date(value).toISOString());

export async function transactionsPage(db: Database, userId: string, query: HistoryQuery) {
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

function toPayment(row: repo.PaymentRow): PaymentView {
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
  return db.transaction(async (tx) => ({
    list: (await repo.listPayments(tx, query, query.perPage, pageOffset(query))).map(toPayment),
    total: await repo.countPayments(tx, query),
    perPage: query.perPage,
    currentPage: query.page,
  }));
}

/** RFC 4180: quote every field, double inner quotes; a leading = + - @ is defused against spreadsheet formulas. */
export function csvField(value: string | number | null): string {
  const text = value === null ? '' : String(value);
  const safe = typeof value === 'string' && /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

export function paymentsCsv(list: PaymentView[]): string {
  const header = ['id', 'createdAt', 'code', 'phase', 'amount', 'currency', 'debitKind', 'debitUsername', 'creditKind', 'creditUsername', 'note', 'createdBy'];
  const lines = list.map((p) =>
    [p.id, p.createdAt, p.code, p.phase, p.amount, p.currency, p.debit.kind, p.debit.username, p.credit.kind, p.credit.username, p.note, p.createdBy].map(csvField).join(','),
  );
  return `${[header.map(csvField).join(','), ...lines].join('\r\n')}\r\n`;
}

/** A ledger id from the staff member and their requestId (or a fresh one): retried requests move money once. */
function actionIdOf(auth: AuthContext, requestId: string | undefined): string {
  if (!requestId) return crypto.randomUUID();
  return createHash('sha256').update(`${auth.userId}:${requestId}`).digest('hex').slice(0, 40);
}

/**
 * Staff with a money role move money between the house and the player's cash (either direction),
 * or credit a cash agent's float (the cash the agent paid in, through payment clearing). A cash
 * agent may only credit players attributed to them (users.cash_agent_id = agent id), from their own
 * agent account, so never beyond their own balance.
 */
export async function transferBalance(db: Database, auth: AuthContext, body: TransferBalanceBody) {
  const scope = playerScopeOf(auth, 'balance.transfer');
  const isAgent = scope.cashAgentId !== null;
  return inTransaction(db, async (tx) => {
    const player = await findUserById(tx, body.userId);
    const fundsAgent = !isAgent && player?.role === 'agent';
    if (!player || (player.role !== 'player' && !fundsAgent) || !isInScope(scope, player)) {
      throw new AppError('USER_NOT_FOUND', 404, 'userId: no such player or cash agent.', 'userId');
    }
    const actionId = actionIdOf(auth, body.requestId);
    let transfers;
    if (fundsAgent) {
      if (body.direction !== 'credit') {
        throw new AppError('VALIDATION', 400, "direction: a cash agent's float can only be credited.", 'direction');
      }
      transfers = agentFunded({ fundingId: actionId, agentId: player.id, currency: player.currency, amountCents: body.amount });
    } else if (isAgent) {
      if (body.direction !== 'credit') throw new AppError('FORBIDDEN', 403, 'A cash agent may only credit players.');
      transfers = agentTransferred({ transferId: actionId, agentId: auth.userId, playerId: player.id, amountCents: body.amount });
    } else {
      transfers = staffBalanceTransferred({ actionId, playerId: player.id, currency: player.currency, amountCents: body.amount, direction: body.direction });
    }
    const [outcome] = await postEvent(tx, transfers, { createdBy: auth.userId, note: body.note });
    if (!outcome) throw new Error('transfer-balance posted nothing');
    await recordAudit(tx, {
      actorId: auth.userId,
      action: fundsAgent ? 'balance.agent_funding' : isAgent ? 'balance.agent_transfer' : `balance.${body.direction}`,
      targetType: 'user',
      targetId: player.id,
      detail: { amountCents: body.amount, currency: player.currency, note: body.note, transferId: outcome.transfer.id },
    });
    const balances = await userBalances(tx, player.id, player.currency);
    const agent = isAgent ? await findUserById(tx, auth.userId) : fundsAgent ? player : undefined;
    const agentBalances = agent ? await userBalances(tx, agent.id, agent.currency) : undefined;
    return {
      transferId: outcome.transfer.id,
      userId: player.id,
      balance: centsToAmount(fundsAgent ? balances.agentCents : balances.cashCents),
      agentBalance: agentBalances ? centsToAmount(agentBalances.agentCents) : null,
    };
  });
}
