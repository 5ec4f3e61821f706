import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { accountMayGoNegative, partnerAccount, playerCashAccount } from './accounts';
import { applyTransfers, availableCents, emptyLedger, reconcile, totalsBalance, type Ledger } from './ledger';
import * as rules from './rules';
import type { Transfer } from './transfers';

/** Commands pick their targets by index into what exists, so every generated sequence is meaningful. */
type Command =
  | { kind: 'deposit'; player: number; amount: number }
  | { kind: 'withdraw'; player: number; amount: number; byPartner: boolean }
  | { kind: 'resolveWithdrawal'; pick: number; approve: boolean }
  | { kind: 'place'; player: number; amount: number; bonus: boolean }
  | { kind: 'settle'; pick: number; outcome: 'won' | 'lost' | 'void'; multiplierPct: number }
  | { kind: 'cashout'; pick: number; multiplierPct: number }
  | { kind: 'staff'; player: number; amount: number; credit: boolean }
  | { kind: 'bonus'; player: number; amount: number; grant: boolean }
  | { kind: 'agent'; player: number; amount: number; fund: boolean }
  | { kind: 'commission'; amount: number };

const player = fc.integer({ min: 0, max: 2 });
const amount = fc.integer({ min: 1, max: 20_000 });
const depositAmount = fc.integer({ min: 1, max: 100_000 });
const pick = fc.nat({ max: 50 });
const command: fc.Arbitrary<Command> = fc.oneof(
  { arbitrary: fc.record({ kind: fc.constant('deposit' as const), player, amount: depositAmount }), weight: 3 },
  fc.record({ kind: fc.constant('withdraw' as const), player, amount, byPartner: fc.boolean() }),
  fc.record({ kind: fc.constant('resolveWithdrawal' as const), pick, approve: fc.boolean() }),
  { arbitrary: fc.record({ kind: fc.constant('place' as const), player, amount, bonus: fc.boolean() }), weight: 3 },
  {
    arbitrary: fc.record({
      kind: fc.constant('settle' as const),
      pick,
      outcome: fc.constantFrom('won' as const, 'lost' as const, 'void' as const),
      multiplierPct: fc.integer({ min: 0, max: 1_000 }),
    }),
    weight: 3,
  },
  fc.record({ kind: fc.constant('cashout' as const), pick, multiplierPct: fc.integer({ min: 1, max: 300 }) }),
  fc.record({ kind: fc.constant('staff' as const), player, amount, credit: fc.boolean() }),
  fc.record({ kind: fc.constant('bonus' as const), player, amount, grant: fc.boolean() }),
  fc.record({ kind: fc.constant('agent' as const), player, amount, fund: fc.boolean() }),
  fc.record({ kind: fc.constant('commission' as const), amount }),
);

type Ticket = { ticketId: string; playerId: string; funding: rules.TicketFunding; stakeCents: number; last: rules.BetSettled | null; closed: boolean };

/** Turns commands into business events, remembering open withdrawals and tickets. */
class Business {
  private seq = 0;
  readonly openWithdrawals: rules.WithdrawalMovement[] = [];
  readonly tickets: Ticket[] = [];

  private id(prefix: string): string {
    this.seq += 1;
    return `${prefix}${this.seq}`;
  }

  /** The transfers of one command, and what to record if the ledger accepts them. */
  events(c: Command): { transfers: readonly Transfer[]; commit: () => void } {
    const playerId = `p${'player' in c ? c.player : 0}`;
    const none = { transfers: [], commit: () => undefined };
    switch (c.kind) {
      case 'deposit':
        return { transfers: rules.depositConfirmed({ depositId: this.id('d'), playerId, currency: 'EUR', amountCents: c.amount }), commit: () => undefined };
      case 'withdraw': {
        const payer = c.byPartner ? partnerAccount('a1') : playerCashAccount(playerId);
        const w: rules.WithdrawalMovement = { withdrawalId: this.id('w'), payer, currency: 'EUR', amountCents: c.amount };
        return { transfers: rules.withdrawalRequested(w), commit: () => void this.openWithdrawals.push(w) };
      }
      case 'resolveWithdrawal': {
        if (this.openWithdrawals.length === 0) return none;
        const index = c.pick % this.openWithdrawals.length;
        const w = this.openWithdrawals[index]!;
        const transfers = c.approve ? rules.withdrawalApproved(w) : rules.withdrawalRejected(w);
        return { transfers, commit: () => void this.openWithdrawals.splice(index, 1) };
      }
      case 'place': {
        const ticket: Ticket = { ticketId: this.id('t'), playerId, funding: c.bonus ? 'bonus' : 'cash', stakeCents: c.amount, last: null, closed: false };
        return { transfers: rules.betPlaced({ ...ticket, currency: 'EUR' }), commit: () => void this.tickets.push(ticket) };
      }
      case 'settle':
        return this.settle(c);
      case 'cashout': {
        const open = this.tickets.filter((t) => !t.closed && t.last === null);
        const ticket = open[c.pick % Math.max(1, open.length)];
        if (ticket === undefined) return none;
        const amountCents = Math.max(1, Math.floor((ticket.stakeCents * c.multiplierPct) / 100));
        const transfers = rules.cashedOut({ ...ticket, currency: 'EUR', amountCents });
        return { transfers, commit: () => void (ticket.closed = true) };
      }
      case 'staff':
        return { transfers: rules.staffBalanceTransferred({ actionId: this.id('s'), playerId, currency: 'EUR', amountCents: c.amount, direction: c.credit ? 'credit' : 'debit' }), commit: () => undefined };
      case 'bonus': {
        const movement = { bonusId: this.id('b'), playerId, currency: 'EUR', amountCents: c.amount };
        return { transfers: c.grant ? rules.bonusGranted(movement) : rules.bonusForfeited(movement), commit: () => undefined };
      }
      case 'agent':
        return {
          transfers: c.fund
            ? rules.agentFunded({ fundingId: this.id('f'), agentId: 'g1', currency: 'EUR', amountCents: c.amount })
            : rules.agentTransferred({ transferId: this.id('x'), agentId: 'g1', playerId, amountCents: c.amount }),
          commit: () => undefined,
        };
      case 'commission':
        return { transfers: rules.partnerCommissionCredited({ commissionId: this.id('c'), partnerId: 'a1', currency: 'EUR', amountCents: c.amount }), commit: () => undefined };
    }
  }

  /** First settlement of an unsettled ticket, or a resettlement of a settled one. */
  private settle(c: Extract<Command, { kind: 'settle' }>): { transfers: readonly Transfer[]; commit: () => void } {
    const candidates = this.tickets.filter((t) => !t.closed);
    const ticket = candidates[c.pick % Math.max(1, candidates.length)];
    if (ticket === undefined) return { transfers: [], commit: () => undefined };
    const returnCents =
      c.outcome === 'lost' ? 0 : c.outcome === 'void' ? ticket.stakeCents : Math.floor((ticket.stakeCents * c.multiplierPct) / 100);
    const next: rules.BetSettled = { ...ticket, currency: 'EUR', settlementSeq: (ticket.last?.settlementSeq ?? 0) + 1, outcome: c.outcome, returnCents };
    const transfers = ticket.last === null ? rules.betSettled(next) : rules.betResettled(ticket.last, next);
    return { transfers, commit: () => void (ticket.last = next) };
  }
}

/** The balances of the accounts a batch touches: enough to see that replaying it changed nothing. */
function touchedBalances(ledger: Ledger, transfers: readonly Transfer[]): unknown[] {
  return transfers.flatMap((t) => [ledger.balances.get(t.debitAccount), ledger.balances.get(t.creditAccount)]);
}

/** Accounts that must stay non-negative but are below zero (expected: none). */
function negativeAccounts(ledger: Ledger): string[] {
  return [...ledger.balances].filter(([account, b]) => !accountMayGoNegative(account) && availableCents(b) < 0).map(([a]) => a);
}

function assertInvariants(ledger: Ledger): void {
  if (!totalsBalance(ledger.balances)) expect.fail('balances do not sum to zero');
  const negative = negativeAccounts(ledger);
  if (negative.length > 0) expect(negative).toEqual([]);
}

describe('ledger under random business events', () => {
  it('conserves money, keeps wallets non-negative and treats every replay as a no-op', () => {
    fc.assert(
      fc.property(fc.array(command, { minLength: 10, maxLength: 80, size: 'max' }), fc.nat(), (commands, replayPick) => {
        const business = new Business();
        let ledger = emptyLedger;
        for (const c of commands) {
          const { transfers, commit } = business.events(c);
          const result = applyTransfers(ledger, transfers);
          if (!result.ok) {
            expect(result.code).toBe('LEDGER_INSUFFICIENT_FUNDS');
            continue;
          }
          commit();
          ledger = result.value.ledger;
          assertInvariants(ledger);
          const replay = applyTransfers(ledger, transfers);
          expect(replay.ok && replay.value.outcomes.every((o) => o.code === 'LEDGER_DUPLICATE')).toBe(true);
          expect(replay.ok && touchedBalances(replay.value.ledger, transfers)).toEqual(touchedBalances(ledger, transfers));
        }
        const log = [...ledger.transfers.values()];
        expect(reconcile(ledger.balances, log).ok).toBe(true);
        if (log.length > 0) {
          const replayed = applyTransfers(ledger, [log[replayPick % log.length]!]);
          expect(replayed.ok && replayed.value.ledger.balances).toEqual(ledger.balances);
        }
      }),
      { numRuns: 100 },
    );
  });
});
