import { createHash } from 'node:crypto';
import { agentDebited, agentDefunded, agentFunded, agentTransferred, staffBalanceTransferred, type Transfer } from '@oddsmith/core';

/**
 * What one transfer-balance call does, decided from the caller and the target:
 * - `player_credit` / `player_debit`: staff move money between the house and a player's cash;
 * - `agent_funding` / `agent_defunding`: staff credit a cash agent's float (cash paid in, through
 *   payment clearing) or pay it back out (the reverse);
 * - `agent_transfer` / `agent_debit`: a cash agent credits one of their own players from their float,
 *   or debits the player's cash into the float (cash paid out over the counter). docs/cash-agents.md.
 */
export type StaffTransferKind = 'player_credit' | 'player_debit' | 'agent_funding' | 'agent_defunding' | 'agent_transfer' | 'agent_debit';

/**
 * The ledger action id of one staff request: the staff member and their requestId, hashed. A retried
 * request (same requestId) yields the same id, so the ledger moves the money once; four-eyes
 * approvals post under the requester's id, so an approved credit and a replay of its request agree.
 */
export function actionIdOf(staffId: string, requestId: string): string {
  return createHash('sha256').update(`${staffId}:${requestId}`).digest('hex').slice(0, 40);
}

export type StaffTransfer = {
  kind: StaffTransferKind;
  actionId: string;
  /** The player or the cash agent the money goes to (or comes from, for a debit). */
  targetId: string;
  /** The cash agent crediting or debiting a player (`agent_transfer`, `agent_debit`). */
  agentId?: string;
  currency: string;
  amountCents: number;
};

/** Core's posting rule for the action. */
export function staffTransfersOf(action: StaffTransfer): readonly Transfer[] {
  switch (action.kind) {
    case 'player_credit':
    case 'player_debit':
      return staffBalanceTransferred({
        actionId: action.actionId,
        playerId: action.targetId,
        currency: action.currency,
        amountCents: action.amountCents,
        direction: action.kind === 'player_credit' ? 'credit' : 'debit',
      });
    case 'agent_funding':
      return agentFunded({ fundingId: action.actionId, agentId: action.targetId, currency: action.currency, amountCents: action.amountCents });
    case 'agent_defunding':
      return agentDefunded({ fundingId: action.actionId, agentId: action.targetId, currency: action.currency, amountCents: action.amountCents });
    case 'agent_transfer':
    case 'agent_debit': {
      if (!action.agentId) throw new Error(`${action.kind} needs the cash agent`);
      const event = { transferId: action.actionId, agentId: action.agentId, playerId: action.targetId, amountCents: action.amountCents };
      return action.kind === 'agent_transfer' ? agentTransferred(event) : agentDebited(event);
    }
  }
}

/** The other staff action a requestId could have been used for with the same target (credit vs debit). */
const twins: Record<StaffTransferKind, StaffTransferKind> = {
  player_credit: 'player_debit',
  player_debit: 'player_credit',
  agent_funding: 'agent_defunding',
  agent_defunding: 'agent_funding',
  agent_transfer: 'agent_debit',
  agent_debit: 'agent_transfer',
};

export function twinKindOf(kind: StaffTransferKind): StaffTransferKind {
  return twins[kind];
}

/** The audit action of a transfer that moved money at once. */
export function auditActionOf(kind: StaffTransferKind): string {
  switch (kind) {
    case 'player_credit':
      return 'balance.credit';
    case 'player_debit':
      return 'balance.debit';
    case 'agent_funding':
      return 'balance.agent_funding';
    case 'agent_defunding':
      return 'balance.agent_defunding';
    case 'agent_transfer':
      return 'balance.agent_transfer';
    case 'agent_debit':
      return 'balance.agent_debit';
  }
}
