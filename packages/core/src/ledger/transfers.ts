import { assert } from '../control/control';
import { amountCentsMax, type Cents } from '../money/money';
import { accountKindOf, type AccountId } from './accounts';
import { ledgerIdempotencyKeyLengthMax, ledgerTransfersPerEventMax } from './limits';

/** Why money moved: a closed set, shown in credit history and summed in reports. */
export const transferCodes = [
  'deposit',
  'withdrawal_hold',
  'withdrawal_paid',
  'withdrawal_returned',
  'bet_stake',
  'bet_win',
  'bet_refund',
  'bet_resettle',
  'cashout',
  'staff_credit',
  'staff_debit',
  'bonus_grant',
  'bonus_forfeit',
  'agent_funding',
  'agent_transfer',
  'agent_defunding',
  'agent_debit',
  'partner_commission',
  'exchange_escrow_lock',
  'exchange_escrow_release',
  'exchange_win',
  'exchange_loss',
  'exchange_commission',
  'exchange_resettle',
  'casino_stake',
  'casino_win',
] as const;
export type TransferCode = (typeof transferCodes)[number];

/**
 * Two-phase transfers as in TigerBeetle (docs/coding/two-phase-transfers.md):
 * - `posted`: a single-phase transfer, final at once;
 * - `pending`: reserves the amount (debit account's available balance drops, nothing is posted);
 * - `post_pending`: posts a pending transfer in full (`pendingKey` names it);
 * - `void_pending`: releases a pending transfer (`pendingKey` names it).
 * A pending transfer is never edited: it is resolved exactly once by a new transfer.
 */
export const transferPhases = ['posted', 'pending', 'post_pending', 'void_pending'] as const;
export type TransferPhase = (typeof transferPhases)[number];

export type Transfer = {
  /** Unique id of the transfer; a retry with the same key is a no-op. */
  readonly idempotencyKey: string;
  readonly debitAccount: AccountId;
  readonly creditAccount: AccountId;
  readonly amountCents: Cents;
  readonly code: TransferCode;
  readonly phase: TransferPhase;
  /** The pending transfer that a `post_pending` or `void_pending` resolves; null otherwise. */
  readonly pendingKey: string | null;
};

const keyPattern = /^[A-Za-z0-9_:-]+$/;

export function assertIdempotencyKey(key: string): void {
  assert(key.length >= 1 && key.length <= ledgerIdempotencyKeyLengthMax, 'idempotency key length out of range');
  assert(keyPattern.test(key), 'idempotency key may contain only letters, digits, _, - and :');
}

/** Shape of one transfer; what depends on balances is checked by `applyTransfers`. */
export function assertTransfer(transfer: Transfer): void {
  assertIdempotencyKey(transfer.idempotencyKey);
  accountKindOf(transfer.debitAccount);
  accountKindOf(transfer.creditAccount);
  assert(transfer.debitAccount !== transfer.creditAccount, 'a transfer needs two different accounts');
  assert(Number.isSafeInteger(transfer.amountCents), 'amount must be a safe integer of cents');
  assert(transfer.amountCents > 0, 'amount must be positive');
  assert(transfer.amountCents <= amountCentsMax, 'amount above the largest amount');
  assert((transferCodes as readonly string[]).includes(transfer.code), 'unknown transfer code');
  assert((transferPhases as readonly string[]).includes(transfer.phase), 'unknown transfer phase');
  const resolves = transfer.phase === 'post_pending' || transfer.phase === 'void_pending';
  assert(resolves === (transfer.pendingKey !== null), 'pendingKey is set exactly when resolving a pending transfer');
  if (transfer.pendingKey !== null) assertIdempotencyKey(transfer.pendingKey);
}

/** The signed change a transfer makes to every account it touches (posted and pending together). */
function signedChanges(transfer: Transfer): Array<[AccountId, number]> {
  switch (transfer.phase) {
    case 'posted':
    case 'pending':
    case 'post_pending':
      return [
        [transfer.debitAccount, -transfer.amountCents],
        [transfer.creditAccount, transfer.amountCents],
      ];
    case 'void_pending':
      return [
        [transfer.debitAccount, transfer.amountCents],
        [transfer.creditAccount, -transfer.amountCents],
      ];
  }
}

/**
 * Asserts what every posting rule promises: well-formed transfers, unique keys, a bounded count,
 * and a signed sum of zero over all accounts the event touches (money is moved, never made).
 * Returns the transfers so a rule can end with `return balancedEvent([...])`.
 */
export function balancedEvent(transfers: readonly Transfer[]): readonly Transfer[] {
  assert(transfers.length <= ledgerTransfersPerEventMax, 'too many transfers for one event');
  const keys = new Set<string>();
  const net = new Map<AccountId, number>();
  for (const transfer of transfers) {
    assertTransfer(transfer);
    assert(!keys.has(transfer.idempotencyKey), 'duplicate idempotency key inside one event');
    keys.add(transfer.idempotencyKey);
    for (const [account, change] of signedChanges(transfer)) net.set(account, (net.get(account) ?? 0) + change);
  }
  let sum = 0;
  for (const change of net.values()) sum += change;
  assert(sum === 0, 'the transfers of an event must sum to zero');
  return transfers;
}
