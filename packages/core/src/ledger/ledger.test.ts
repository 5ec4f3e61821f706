import { describe, expect, it } from 'vitest';
import { playerCashAccount } from './accounts';
import { applyTransfers, availableCents, balanceOf, emptyLedger, reconcile, type Ledger } from './ledger';
import * as rules from './rules';
import type { Transfer } from './transfers';

const cash = playerCashAccount('p1');
const deposit = (id: string, amountCents: number) =>
  rules.depositConfirmed({ depositId: id, playerId: 'p1', currency: 'EUR', amountCents });
const withdrawal = { withdrawalId: 'w1', payer: cash, currency: 'EUR', amountCents: 700 };

function apply(ledger: Ledger, transfers: readonly Transfer[]): Ledger {
  const result = applyTransfers(ledger, transfers);
  if (!result.ok) throw new Error(`${result.code}: ${result.message}`);
  return result.value.ledger;
}

describe('applyTransfers', () => {
  it('moves money between accounts, balances summing to zero', () => {
    const ledger = apply(emptyLedger, deposit('d1', 1_000));
    expect(balanceOf(ledger, cash).postedCents).toBe(1_000);
    expect(balanceOf(ledger, 'payment_clearing:EUR').postedCents).toBe(-1_000);
  });

  it('refuses to take a player below zero, all or nothing, and leaves the input untouched', () => {
    const ledger = apply(emptyLedger, deposit('d1', 1_000));
    const stake = rules.betPlaced({ ticketId: 't1', playerId: 'p1', currency: 'EUR', funding: 'cash', stakeCents: 600 });
    const stake2 = rules.betPlaced({ ticketId: 't2', playerId: 'p1', currency: 'EUR', funding: 'cash', stakeCents: 600 });
    const result = applyTransfers(ledger, [...stake, ...stake2]);
    expect(result).toMatchObject({ ok: false, code: 'LEDGER_INSUFFICIENT_FUNDS', account: cash, idempotencyKey: 'bet:t2:stake' });
    expect(balanceOf(ledger, cash).postedCents).toBe(1_000);
    expect(ledger.transfers.size).toBe(1);
  });

  it('a retried transfer is a no-op reported as LEDGER_DUPLICATE', () => {
    const ledger = apply(emptyLedger, deposit('d1', 1_000));
    const again = applyTransfers(ledger, deposit('d1', 1_000));
    expect(again.ok && again.value.outcomes).toEqual([{ idempotencyKey: 'deposit:d1', code: 'LEDGER_DUPLICATE' }]);
    expect(again.ok && balanceOf(again.value.ledger, cash).postedCents).toBe(1_000);
  });

  it('the same key with other content is a conflict, not a duplicate', () => {
    const ledger = apply(emptyLedger, deposit('d1', 1_000));
    expect(applyTransfers(ledger, deposit('d1', 999))).toMatchObject({ ok: false, code: 'LEDGER_IDEMPOTENCY_CONFLICT' });
  });

  it('a withdrawal hold reduces the available balance, then posts exactly once', () => {
    let ledger = apply(emptyLedger, deposit('d1', 1_000));
    ledger = apply(ledger, rules.withdrawalRequested(withdrawal));
    expect(availableCents(balanceOf(ledger, cash))).toBe(300);
    expect(balanceOf(ledger, cash).postedCents).toBe(1_000);
    const tooMuch = rules.betPlaced({ ticketId: 't1', playerId: 'p1', currency: 'EUR', funding: 'cash', stakeCents: 301 });
    expect(applyTransfers(ledger, tooMuch)).toMatchObject({ ok: false, code: 'LEDGER_INSUFFICIENT_FUNDS' });
    ledger = apply(ledger, rules.withdrawalApproved(withdrawal));
    expect(balanceOf(ledger, cash)).toEqual({ postedCents: 300, debitsPendingCents: 0, creditsPendingCents: 0 });
    expect(balanceOf(ledger, 'payment_clearing:EUR').postedCents).toBe(-300);
    expect(applyTransfers(ledger, rules.withdrawalRejected(withdrawal))).toMatchObject({
      ok: false,
      code: 'LEDGER_PENDING_ALREADY_RESOLVED',
    });
  });

  it('a rejected withdrawal releases the hold', () => {
    let ledger = apply(emptyLedger, deposit('d1', 1_000));
    ledger = apply(ledger, rules.withdrawalRequested(withdrawal));
    ledger = apply(ledger, rules.withdrawalRejected(withdrawal));
    expect(balanceOf(ledger, cash)).toEqual({ postedCents: 1_000, debitsPendingCents: 0, creditsPendingCents: 0 });
    expect(ledger.openPendingKeys.size).toBe(0);
  });

  it('a hold needs the funds; a resolution needs its hold and must match it', () => {
    const ledger = apply(emptyLedger, deposit('d1', 500));
    expect(applyTransfers(ledger, rules.withdrawalRequested(withdrawal))).toMatchObject({ code: 'LEDGER_INSUFFICIENT_FUNDS' });
    expect(applyTransfers(ledger, rules.withdrawalApproved(withdrawal))).toMatchObject({ code: 'LEDGER_PENDING_NOT_FOUND' });
    const held = apply(apply(ledger, deposit('d2', 500)), rules.withdrawalRequested(withdrawal));
    const [paid] = rules.withdrawalApproved(withdrawal);
    expect(applyTransfers(held, [{ ...paid!, amountCents: 600 }])).toMatchObject({ code: 'LEDGER_PENDING_MISMATCH' });
  });
});

describe('resettlement against a wallet whose winnings were spent', () => {
  const ticket = { ticketId: 't1', playerId: 'p1', currency: 'EUR', funding: 'cash' as const, stakeCents: 1_000 };
  const won = (seq: number, returnCents: number): rules.BetSettled => ({ ...ticket, settlementSeq: seq, outcome: 'won', returnCents });
  const spent = () => {
    let ledger = apply(emptyLedger, deposit('d1', 1_000));
    ledger = apply(ledger, rules.betPlaced(ticket));
    ledger = apply(ledger, rules.betSettled(won(1, 2_000)));
    return apply(ledger, rules.staffBalanceTransferred({ actionId: 'a1', playerId: 'p1', currency: 'EUR', amountCents: 2_000, direction: 'debit' }));
  };

  it('a higher new return succeeds: the new payout is posted before the reversal', () => {
    const ledger = apply(spent(), rules.betResettled(won(1, 2_000), won(2, 2_500)));
    expect(balanceOf(ledger, cash).postedCents).toBe(500);
  });

  it('taking back more than the wallet holds is refused as a whole', () => {
    const result = applyTransfers(spent(), rules.betResettled(won(1, 2_000), { ...won(2, 0), outcome: 'lost' }));
    expect(result).toMatchObject({ ok: false, code: 'LEDGER_INSUFFICIENT_FUNDS', account: cash });
  });
});

describe('reconcile', () => {
  it('accepts balances that equal their transfers', () => {
    const ledger = apply(apply(emptyLedger, deposit('d1', 1_000)), rules.withdrawalRequested(withdrawal));
    const result = reconcile(ledger.balances, [...ledger.transfers.values()]);
    expect(result).toEqual({ ok: true, value: { accountCount: 2, transferCount: 2, openPendingCount: 1 } });
  });

  it('names every account whose cached balance drifted', () => {
    const ledger = apply(emptyLedger, deposit('d1', 1_000));
    const drifted = new Map(ledger.balances);
    drifted.set(cash, { postedCents: 1_001, debitsPendingCents: 0, creditsPendingCents: 0 });
    const result = reconcile(drifted, [...ledger.transfers.values()]);
    expect(result).toMatchObject({ ok: false, code: 'LEDGER_RECONCILE_MISMATCH' });
    expect(!result.ok && result.mismatches.map((m) => m.account)).toEqual([cash]);
  });

  it('reports a log that could never have been applied', () => {
    const stake = rules.betPlaced({ ticketId: 't1', playerId: 'p1', currency: 'EUR', funding: 'cash', stakeCents: 1 });
    expect(reconcile(new Map(), stake)).toMatchObject({ ok: false, code: 'LEDGER_INSUFFICIENT_FUNDS' });
  });
});
