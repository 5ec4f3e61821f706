import { assert, centsToAmount, resolveSettingGroup, settingGroup } from '@oddsmith/core';
import type { Database, Executor, Transaction } from '../../db/client';
import type { BalanceApprovalKind, BalanceApprovalRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { readPage } from '../../lib/paging';
import { cachedSetting, invalidateSettings } from '../../lib/settings-cache';
import { inTransaction } from '../../lib/transaction';
import type { AuthContext } from '../../lib/auth-context';
import { actionIdOf, type StaffTransfer, staffTransfersOf } from '../../lib/staff-transfer';
import { recordAudit } from '../audit';
import { postEvent } from '../ledger';
import { findUserById } from '../users';
import * as repo from './balance-approvals.repo';
import type { ApprovalSettingsBody, BalanceApproval, BalanceApprovalsQuery } from '@oddsmith/core';
import { findSetting, upsertSetting } from '../../lib/settings.repo';

// ---- Settings ----------------------------------------------------------------------------------

export const approvalSettingsKey = 'balance.approvals';
/** Threshold in cents per currency code. */
export type ApprovalThresholds = Readonly<Record<string, number>>;

/** The settings registry's group `fourEyes` (1,000.00 in every currency unless staff set another). */
function thresholdsOf(stored: Record<string, unknown> | undefined): ApprovalThresholds {
  return Object.freeze({ ...(resolveSettingGroup(settingGroup('fourEyes'), stored).threshold as Record<string, number>) });
}

/** The thresholds in force, through the settings cache (a write on this instance shows at once). */
export async function loadApprovalThresholds(db: Database): Promise<ApprovalThresholds> {
  return cachedSetting(db, approvalSettingsKey, async () => thresholdsOf(await findSetting(db, approvalSettingsKey)));
}

function settingsView(thresholds: ApprovalThresholds) {
  return { thresholds: Object.fromEntries(Object.entries(thresholds).map(([currency, cents]) => [currency, centsToAmount(cents)])) };
}

/** GET /api/admin/balance-approvals/settings. */
export async function approvalSettings(db: Database) {
  return settingsView(thresholdsOf(await findSetting(db, approvalSettingsKey)));
}

/** PUT /api/admin/balance-approvals/settings: the named currencies change, the others keep theirs; audited. */
export async function setApprovalSettings(db: Database, auth: AuthContext, body: ApprovalSettingsBody) {
  const thresholds = await inTransaction(db, async (tx) => {
    const previous = thresholdsOf(await findSetting(tx, approvalSettingsKey));
    const changes = Object.fromEntries(Object.entries(body.thresholds).filter((entry): entry is [string, number] => entry[1] !== undefined));
    const next = { ...previous, ...changes };
    await upsertSetting(tx, approvalSettingsKey, { thresholdCents: next });
    await recordAudit(tx, {
      actorId: auth.userId,
      action: 'balance_approval.settings',
      targetType: 'setting',
      targetId: approvalSettingsKey,
      detail: { thresholdCents: changes, previousThresholdCents: Object.fromEntries(Object.keys(changes).map((currency) => [currency, previous[currency] ?? null])) },
    });
    return Object.freeze(next);
  });
  // transfer-balance reads the thresholds through the settings cache: this instance sees the change at once.
  invalidateSettings(db);
  return settingsView(thresholds);
}

// ---- The four-eyes rule ------------------------------------------------------------------------

/** Staff credits (to a player, or an agent's float) above the currency's threshold wait for a second staff member. */
export function needsSecondApproval(action: Pick<StaffTransfer, 'kind' | 'currency' | 'amountCents'>, thresholds: ApprovalThresholds): action is Pick<StaffTransfer, 'currency' | 'amountCents'> & { kind: BalanceApprovalKind } {
  if (action.kind !== 'player_credit' && action.kind !== 'agent_funding') return false;
  return action.amountCents > (thresholds[action.currency] ?? Number(settingGroup('fourEyes').fields.threshold?.default));
}

function actionOf(row: BalanceApprovalRow): StaffTransfer {
  return { kind: row.kind, actionId: actionIdOf(row.requestedBy, row.requestId), targetId: row.userId, currency: row.currency, amountCents: row.amountCents };
}

function toView(row: repo.ApprovalListRow): BalanceApproval {
  const a = row.approval;
  return {
    id: a.id,
    userId: a.userId,
    username: row.username,
    kind: a.kind,
    amount: centsToAmount(a.amountCents),
    currency: a.currency,
    note: a.note,
    status: a.status,
    requestedBy: { id: a.requestedBy, username: row.requesterUsername },
    decidedBy: a.decidedBy ? { id: a.decidedBy, username: row.deciderUsername } : null,
    reason: a.reason,
    transferId: a.transferId,
    createdAt: a.createdAt.toISOString(),
    decidedAt: a.decidedAt?.toISOString() ?? null,
  };
}

export async function approvalView(tx: Executor, id: string): Promise<BalanceApproval> {
  const [row] = await repo.listApprovals(tx, { id }, 1, 0);
  assert(row, 'the approval request exists');
  return toView(row);
}

/** The request a staff member already made under this requestId (a retry finds it), if any. */
export async function approvalOfRequest(tx: Executor, requestedBy: string, requestId: string): Promise<BalanceApprovalRow | undefined> {
  return repo.findByRequest(tx, requestedBy, requestId);
}

export type OpenApproval = { action: StaffTransfer & { kind: BalanceApprovalKind }; requestId: string; note: string };

/** Inside transfer-balance's transaction: records the request instead of moving money; audited. */
export async function openApproval(tx: Transaction, auth: AuthContext, request: OpenApproval): Promise<BalanceApproval> {
  const { action } = request;
  assert(action.actionId === actionIdOf(auth.userId, request.requestId), 'the action id is the requester’s');
  const row = await repo.insertApproval(tx, {
    requestedBy: auth.userId,
    requestId: request.requestId,
    userId: action.targetId,
    kind: action.kind,
    amountCents: action.amountCents,
    currency: action.currency,
    note: request.note,
  });
  await recordAudit(tx, {
    actorId: auth.userId,
    action: 'balance_approval.requested',
    targetType: 'user',
    targetId: row.userId,
    detail: { approvalId: row.id, kind: row.kind, amountCents: row.amountCents, currency: row.currency, note: row.note },
  });
  return approvalView(tx, row.id);
}

// ---- Decisions ---------------------------------------------------------------------------------

const targetRoleOf: Record<BalanceApprovalKind, string> = { player_credit: 'player', agent_funding: 'agent' };

/** Approve posts the credit (same transaction as the status change); reject moves nothing. */
async function postApproved(tx: Transaction, row: BalanceApprovalRow): Promise<string> {
  const target = await findUserById(tx, row.userId);
  if (!target || target.role !== targetRoleOf[row.kind]) {
    throw new AppError('BALANCE_APPROVAL_TARGET_CHANGED', 409, `The account to credit is no longer a ${targetRoleOf[row.kind]}: reject this request.`);
  }
  const [outcome] = await postEvent(tx, staffTransfersOf(actionOf(row)), { createdBy: row.requestedBy, note: row.note });
  assert(outcome, 'an approved credit posts one transfer');
  return outcome.transfer.id;
}

/**
 * POST .../approve and .../reject. The row lock makes decisions one at a time: a concurrent or
 * repeated approval finds the request approved and answers it again, moving nothing more (the
 * ledger key, the requester's action id, is the second line of defence). The requester never
 * decides their own request.
 */
export async function decideApproval(db: Database, auth: AuthContext, id: string, decision: 'approve' | 'reject', text: string | undefined) {
  const outcome = decision === 'approve' ? 'approved' : 'rejected';
  return inTransaction(db, async (tx) => {
    const row = await repo.lockApproval(tx, id);
    if (!row) throw new AppError('BALANCE_APPROVAL_NOT_FOUND', 404, 'id: no such approval request.', 'id');
    if (row.requestedBy === auth.userId) {
      throw new AppError('BALANCE_APPROVAL_SELF', 403, 'You requested this credit: a second staff member must approve or reject it.');
    }
    if (row.status === outcome) return { approval: await approvalView(tx, id) };
    if (row.status !== 'pending') throw new AppError('BALANCE_APPROVAL_DECIDED', 409, `This request is already ${row.status}.`);
    const transferId = decision === 'approve' ? await postApproved(tx, row) : null;
    const changed = await repo.decide(tx, id, { status: outcome, reason: text ?? null, decidedBy: auth.userId, decidedAt: new Date(), transferId });
    assert(changed, 'a locked pending request is decided once');
    await recordAudit(tx, {
      actorId: auth.userId,
      action: `balance_approval.${outcome}`,
      targetType: 'user',
      targetId: row.userId,
      detail: { approvalId: id, requestedBy: row.requestedBy, kind: row.kind, amountCents: row.amountCents, currency: row.currency, reason: text ?? null, transferId },
    });
    return { approval: await approvalView(tx, id) };
  });
}

export async function listApprovalsPage(db: Database, query: BalanceApprovalsQuery) {
  const filter = { status: query.status };
  return db.transaction(async (tx) =>
    readPage(query, (limit, offset) => repo.listApprovals(tx, filter, limit, offset), () => repo.countApprovals(tx, filter), toView),
  );
}
