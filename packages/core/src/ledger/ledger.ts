import { assert, assertExists, err, ok, type Err, type Ok } from '../control/control';
import type { Cents } from '../money/money';
import { accountMayGoNegative, type AccountId } from './accounts';
import {
  ledgerReconcileMismatchesReportedMax,
  ledgerReconcileTransfersMax,
  ledgerTransfersPerBatchMax,
} from './limits';
import { assertTransfer, type Transfer } from './transfers';

/**
 * One account's balance, TigerBeetle-style: `postedCents` is credits minus debits of posted
 * transfers; pending transfers reserve money without posting it. What an account may spend is
 * `postedCents - debitsPendingCents` (pending credits are not spendable until posted).
 */
export type AccountBalance = {
  readonly postedCents: Cents;
  readonly debitsPendingCents: Cents;
  readonly creditsPendingCents: Cents;
};

export const zeroBalance: AccountBalance = { postedCents: 0, debitsPendingCents: 0, creditsPendingCents: 0 };

/** The in-memory ledger: balances, the applied transfers by key (in order) and unresolved holds. */
export type Ledger = {
  readonly balances: ReadonlyMap<AccountId, AccountBalance>;
  readonly transfers: ReadonlyMap<string, Transfer>;
  readonly openPendingKeys: ReadonlySet<string>;
};

export const emptyLedger: Ledger = { balances: new Map(), transfers: new Map(), openPendingKeys: new Set() };

export type LedgerCode =
  | 'LEDGER_INSUFFICIENT_FUNDS'
  | 'LEDGER_IDEMPOTENCY_CONFLICT'
  | 'LEDGER_PENDING_NOT_FOUND'
  | 'LEDGER_PENDING_ALREADY_RESOLVED'
  | 'LEDGER_PENDING_MISMATCH';

/** An expected rejection names the transfer and, for funds, the account that would go negative. */
export type LedgerErr = Err<LedgerCode> & {
  readonly idempotencyKey: string;
  readonly account: AccountId | null;
};

/** What happened to each transfer of an accepted batch: applied, or a retry ignored as a no-op. */
export type TransferOutcome = {
  readonly idempotencyKey: string;
  readonly code: 'LEDGER_APPLIED' | 'LEDGER_DUPLICATE';
};

export function balanceOf(ledger: Ledger, account: AccountId): AccountBalance {
  return ledger.balances.get(account) ?? zeroBalance;
}

export function availableCents(balance: AccountBalance): Cents {
  return balance.postedCents - balance.debitsPendingCents;
}

type Working = {
  balances: Map<AccountId, AccountBalance>;
  transfers: Map<string, Transfer>;
  openPendingKeys: Set<string>;
};

function ledgerErr(code: LedgerCode, transfer: Transfer, account: AccountId | null, message: string): LedgerErr {
  return { ...err(code, message), idempotencyKey: transfer.idempotencyKey, account };
}

function sameTransfer(a: Transfer, b: Transfer): boolean {
  return (
    a.idempotencyKey === b.idempotencyKey &&
    a.debitAccount === b.debitAccount &&
    a.creditAccount === b.creditAccount &&
    a.amountCents === b.amountCents &&
    a.code === b.code &&
    a.phase === b.phase &&
    a.pendingKey === b.pendingKey
  );
}

function addTo(work: Working, account: AccountId, posted: number, debitsPending: number, creditsPending: number): void {
  const before = work.balances.get(account) ?? zeroBalance;
  const after: AccountBalance = {
    postedCents: before.postedCents + posted,
    debitsPendingCents: before.debitsPendingCents + debitsPending,
    creditsPendingCents: before.creditsPendingCents + creditsPending,
  };
  assert(Number.isSafeInteger(after.postedCents), 'posted balance left the safe integer range');
  assert(after.debitsPendingCents >= 0 && after.creditsPendingCents >= 0, 'pending amounts cannot go negative');
  work.balances.set(account, after);
}

/** Resolving a hold: it must exist, be pending, be unresolved and match the resolving transfer. */
function checkResolution(work: Working, transfer: Transfer): LedgerErr | null {
  const pendingKey = transfer.pendingKey;
  assert(pendingKey !== null, 'a resolution names its pending transfer');
  const pending = work.transfers.get(pendingKey);
  if (pending === undefined || pending.phase !== 'pending') {
    return ledgerErr('LEDGER_PENDING_NOT_FOUND', transfer, null, `no pending transfer ${pendingKey}`);
  }
  if (!work.openPendingKeys.has(pendingKey)) {
    return ledgerErr('LEDGER_PENDING_ALREADY_RESOLVED', transfer, null, `pending transfer ${pendingKey} is resolved`);
  }
  const matches =
    pending.debitAccount === transfer.debitAccount &&
    pending.creditAccount === transfer.creditAccount &&
    pending.amountCents === transfer.amountCents;
  if (!matches) return ledgerErr('LEDGER_PENDING_MISMATCH', transfer, null, `does not match pending ${pendingKey}`);
  return null;
}

function post(work: Working, transfer: Transfer): void {
  const amount = transfer.amountCents;
  switch (transfer.phase) {
    case 'posted':
      addTo(work, transfer.debitAccount, -amount, 0, 0);
      addTo(work, transfer.creditAccount, amount, 0, 0);
      return;
    case 'pending':
      addTo(work, transfer.debitAccount, 0, amount, 0);
      addTo(work, transfer.creditAccount, 0, 0, amount);
      work.openPendingKeys.add(transfer.idempotencyKey);
      return;
    case 'post_pending':
      addTo(work, transfer.debitAccount, -amount, -amount, 0);
      addTo(work, transfer.creditAccount, amount, 0, -amount);
      work.openPendingKeys.delete(assertExists(transfer.pendingKey, 'a resolution names its hold'));
      return;
    case 'void_pending':
      addTo(work, transfer.debitAccount, 0, -amount, 0);
      addTo(work, transfer.creditAccount, 0, 0, -amount);
      work.openPendingKeys.delete(assertExists(transfer.pendingKey, 'a resolution names its hold'));
      return;
  }
}

function fundsError(work: Working, transfer: Transfer): LedgerErr | null {
  for (const account of [transfer.debitAccount, transfer.creditAccount]) {
    if (accountMayGoNegative(account)) continue;
    if (availableCents(work.balances.get(account) ?? zeroBalance) < 0) {
      return ledgerErr('LEDGER_INSUFFICIENT_FUNDS', transfer, account, `insufficient funds in ${account}`);
    }
  }
  return null;
}

/** Applies one transfer to the working copy; on an error the caller discards the copy. */
function applyOne(work: Working, transfer: Transfer): LedgerErr | TransferOutcome['code'] {
  assertTransfer(transfer);
  const existing = work.transfers.get(transfer.idempotencyKey);
  if (existing !== undefined) {
    if (sameTransfer(existing, transfer)) return 'LEDGER_DUPLICATE';
    return ledgerErr('LEDGER_IDEMPOTENCY_CONFLICT', transfer, null, 'key reused for a different transfer');
  }
  if (transfer.pendingKey !== null) {
    const problem = checkResolution(work, transfer);
    if (problem !== null) return problem;
  }
  post(work, transfer);
  const problem = fundsError(work, transfer);
  if (problem !== null) return problem;
  work.transfers.set(transfer.idempotencyKey, transfer);
  return 'LEDGER_APPLIED';
}

/**
 * Applies a batch of transfers in order, all or nothing (one database transaction). Each transfer
 * is checked against the balances left by the ones before it. A transfer whose key was applied
 * before with the same content is a no-op reported as `LEDGER_DUPLICATE`; the same key with other
 * content is `LEDGER_IDEMPOTENCY_CONFLICT`. The input ledger is never modified.
 */
export function applyTransfers(
  ledger: Ledger,
  transfers: readonly Transfer[],
): Ok<{ ledger: Ledger; outcomes: readonly TransferOutcome[] }> | LedgerErr {
  assert(transfers.length <= ledgerTransfersPerBatchMax, 'too many transfers in one batch');
  const work: Working = {
    balances: new Map(ledger.balances),
    transfers: new Map(ledger.transfers),
    openPendingKeys: new Set(ledger.openPendingKeys),
  };
  const outcomes: TransferOutcome[] = [];
  for (const transfer of transfers) {
    const outcome = applyOne(work, transfer);
    if (typeof outcome !== 'string') return outcome;
    outcomes.push({ idempotencyKey: transfer.idempotencyKey, code: outcome });
  }
  return ok({ ledger: work, outcomes });
}

export type ReconcileMismatch = {
  readonly account: AccountId;
  readonly cached: AccountBalance;
  readonly computed: AccountBalance;
};

export type ReconcileCode = 'LEDGER_RECONCILE_MISMATCH' | LedgerCode;

export type ReconcileReport = {
  readonly accountCount: number;
  readonly transferCount: number;
  readonly openPendingCount: number;
};

export type ReconcileErr = Err<ReconcileCode> & { readonly mismatches: readonly ReconcileMismatch[] };

function sameBalance(a: AccountBalance, b: AccountBalance): boolean {
  return (
    a.postedCents === b.postedCents &&
    a.debitsPendingCents === b.debitsPendingCents &&
    a.creditsPendingCents === b.creditsPendingCents
  );
}

function findMismatches(
  cached: ReadonlyMap<AccountId, AccountBalance>,
  computed: ReadonlyMap<AccountId, AccountBalance>,
): ReconcileMismatch[] {
  const mismatches: ReconcileMismatch[] = [];
  const accounts = new Set<AccountId>([...cached.keys(), ...computed.keys()]);
  for (const account of accounts) {
    const a = cached.get(account) ?? zeroBalance;
    const b = computed.get(account) ?? zeroBalance;
    if (!sameBalance(a, b)) mismatches.push({ account, cached: a, computed: b });
  }
  return mismatches;
}

/** Invariant of double entry: posted balances sum to zero and pending debits equal pending credits. */
export function totalsBalance(balances: ReadonlyMap<AccountId, AccountBalance>): boolean {
  let posted = 0;
  let debitsPending = 0;
  let creditsPending = 0;
  for (const balance of balances.values()) {
    posted += balance.postedCents;
    debitsPending += balance.debitsPendingCents;
    creditsPending += balance.creditsPendingCents;
  }
  return posted === 0 && debitsPending === creditsPending;
}

/**
 * Reconciliation (PRODUCT.md section 3): replays the full transfer log from zero, proves every
 * cached balance equals the sum of its transfers, that all accounts sum to zero (posted, and
 * pending debits equal pending credits) and that no account that must stay non-negative is below zero.
 */
export function reconcile(
  cachedBalances: ReadonlyMap<AccountId, AccountBalance>,
  transfers: readonly Transfer[],
): Ok<ReconcileReport> | ReconcileErr {
  assert(transfers.length <= ledgerReconcileTransfersMax, 'too many transfers to reconcile in memory');
  const work: Working = { balances: new Map(), transfers: new Map(), openPendingKeys: new Set() };
  for (const transfer of transfers) {
    const outcome = applyOne(work, transfer);
    if (typeof outcome !== 'string') return { ...outcome, mismatches: [] };
  }
  const mismatches = findMismatches(cachedBalances, work.balances);
  if (mismatches.length > 0) {
    return {
      ...err('LEDGER_RECONCILE_MISMATCH', `${mismatches.length} account(s) differ from their transfers`),
      mismatches: mismatches.slice(0, ledgerReconcileMismatchesReportedMax),
    };
  }
  assert(totalsBalance(work.balances), 'double entry broken: accounts do not sum to zero');
  return ok({
    accountCount: work.balances.size,
    transferCount: work.transfers.size,
    openPendingCount: work.openPendingKeys.size,
  });
}
