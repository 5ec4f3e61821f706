import { describe, expect, it } from 'vitest';
import { AssertionError } from '../control/control';
import { partnerAccount, playerCashAccount } from './accounts';
import * as rules from './rules';
import { balancedEvent, type Transfer } from './transfers';

const bet = { ticketId: 't1', playerId: 'p1', currency: 'EUR', funding: 'cash' as const, stakeCents: 1_000 };
const settled = (seq: number, outcome: rules.BetSettled['outcome'], returnCents: number): rules.BetSettled => ({
  ...bet,
  settlementSeq: seq,
  outcome,
  returnCents,
});
const brief = (t: Transfer) => [t.idempotencyKey, t.debitAccount, t.creditAccount, t.amountCents, t.code, t.phase];

describe('ledger posting rules', () => {
  it('deposit: payment clearing to player cash', () => {
    const [t] = rules.depositConfirmed({ depositId: 'd1', playerId: 'p1', currency: 'EUR', amountCents: 2_550 });
    expect(brief(t!)).toEqual(['deposit:d1', 'payment_clearing:EUR', 'player_cash:p1', 2_550, 'deposit', 'posted']);
  });

  it('withdrawal: a pending hold, then posted or voided by key, never edited', () => {
    const w = { withdrawalId: 'w1', payer: playerCashAccount('p1'), currency: 'EUR', amountCents: 500 };
    const [hold] = rules.withdrawalRequested(w);
    const [paid] = rules.withdrawalApproved(w);
    const [returned] = rules.withdrawalRejected(w);
    expect(brief(hold!)).toEqual(['withdrawal:w1:hold', 'player_cash:p1', 'payment_clearing:EUR', 500, 'withdrawal_hold', 'pending']);
    expect(paid).toMatchObject({ idempotencyKey: 'withdrawal:w1:paid', phase: 'post_pending', pendingKey: 'withdrawal:w1:hold', code: 'withdrawal_paid' });
    expect(returned).toMatchObject({ idempotencyKey: 'withdrawal:w1:returned', phase: 'void_pending', pendingKey: 'withdrawal:w1:hold', code: 'withdrawal_returned' });
  });

  it('withdrawal: partners withdraw too, the house does not', () => {
    expect(rules.withdrawalRequested({ withdrawalId: 'w2', payer: partnerAccount('a1'), currency: 'EUR', amountCents: 1 })).toHaveLength(1);
    expect(() => rules.withdrawalRequested({ withdrawalId: 'w3', payer: 'house:EUR', currency: 'EUR', amountCents: 1 })).toThrow(AssertionError);
  });

  it('bet placed: cash or bonus wallet to the house, key bet:<ticketId>:stake', () => {
    expect(brief(rules.betPlaced(bet)[0]!)).toEqual(['bet:t1:stake', 'player_cash:p1', 'house:EUR', 1_000, 'bet_stake', 'posted']);
    expect(rules.betPlaced({ ...bet, funding: 'bonus' })[0]!.debitAccount).toBe('player_bonus:p1');
  });

  it('bet settled: win and refund pay the funding wallet, a loss posts nothing', () => {
    expect(brief(rules.betSettled(settled(1, 'won', 2_500))[0]!)).toEqual([
      'bet:t1:settlement:1', 'house:EUR', 'player_cash:p1', 2_500, 'bet_win', 'posted',
    ]);
    expect(rules.betSettled(settled(1, 'void', 1_000))[0]!.code).toBe('bet_refund');
    expect(rules.betSettled(settled(1, 'lost', 0))).toEqual([]);
    expect(rules.betSettled({ ...settled(1, 'won', 700), funding: 'bonus' })[0]!.creditAccount).toBe('player_bonus:p1');
  });

  it('bet settled: inconsistent outcomes are programmer errors', () => {
    expect(() => rules.betSettled(settled(1, 'lost', 10))).toThrow(AssertionError);
    expect(() => rules.betSettled(settled(1, 'void', 999))).toThrow(AssertionError);
    expect(() => rules.betSettled(settled(0, 'won', 10))).toThrow(AssertionError);
  });

  it('bet resettled: the new payout, then the reversal of the previous one', () => {
    const transfers = rules.betResettled(settled(1, 'won', 2_500), settled(2, 'void', 1_000));
    expect(transfers.map(brief)).toEqual([
      ['bet:t1:settlement:2', 'house:EUR', 'player_cash:p1', 1_000, 'bet_refund', 'posted'],
      ['bet:t1:settlement:1:reversal', 'player_cash:p1', 'house:EUR', 2_500, 'bet_resettle', 'posted'],
    ]);
    expect(rules.betResettled(settled(2, 'void', 1_000), settled(3, 'won', 2_500)).map((t) => t.idempotencyKey)).toEqual([
      'bet:t1:settlement:3',
      'bet:t1:settlement:2:reversal',
    ]);
    expect(rules.betResettled(settled(1, 'lost', 0), settled(2, 'lost', 0))).toEqual([]);
  });

  it('bet resettled: only the next settlement of the same ticket', () => {
    expect(() => rules.betResettled(settled(1, 'won', 2_500), settled(3, 'lost', 0))).toThrow(AssertionError);
    expect(() => rules.betResettled(settled(1, 'won', 2_500), { ...settled(2, 'lost', 0), ticketId: 't2' })).toThrow(AssertionError);
  });

  it('cash-out, staff, bonus, agent, partner and escrow rules', () => {
    const rows = [
      rules.cashedOut({ ticketId: 't1', playerId: 'p1', currency: 'EUR', funding: 'cash', amountCents: 950 }),
      rules.staffBalanceTransferred({ actionId: 's1', playerId: 'p1', currency: 'EUR', amountCents: 100, direction: 'credit' }),
      rules.staffBalanceTransferred({ actionId: 's2', playerId: 'p1', currency: 'EUR', amountCents: 100, direction: 'debit' }),
      rules.bonusGranted({ bonusId: 'b1', playerId: 'p1', currency: 'EUR', amountCents: 100 }),
      rules.bonusForfeited({ bonusId: 'b1', playerId: 'p1', currency: 'EUR', amountCents: 100 }),
      rules.agentFunded({ fundingId: 'f1', agentId: 'g1', currency: 'EUR', amountCents: 100 }),
      rules.agentTransferred({ transferId: 'x1', agentId: 'g1', playerId: 'p1', amountCents: 100 }),
      rules.agentDefunded({ fundingId: 'f2', agentId: 'g1', currency: 'EUR', amountCents: 100 }),
      rules.agentDebited({ transferId: 'x2', agentId: 'g1', playerId: 'p1', amountCents: 100 }),
      rules.partnerCommissionCredited({ commissionId: 'c1', partnerId: 'a1', currency: 'EUR', amountCents: 100 }),
      rules.exchangeEscrowLocked({ movementId: 'm1', playerId: 'p1', amountCents: 100 }),
      rules.exchangeEscrowReleased({ movementId: 'm2', playerId: 'p1', amountCents: 100 }),
    ].map((transfers) => brief(transfers[0]!).slice(0, 3).concat(transfers[0]!.code));
    expect(rows).toEqual([
      ['bet:t1:cashout', 'house:EUR', 'player_cash:p1', 'cashout'],
      ['staff:s1:credit', 'house:EUR', 'player_cash:p1', 'staff_credit'],
      ['staff:s2:debit', 'player_cash:p1', 'house:EUR', 'staff_debit'],
      ['bonus:b1:grant', 'house:EUR', 'player_bonus:p1', 'bonus_grant'],
      ['bonus:b1:forfeit', 'player_bonus:p1', 'house:EUR', 'bonus_forfeit'],
      ['agent:f1:funding', 'payment_clearing:EUR', 'agent:g1', 'agent_funding'],
      ['agent:x1:transfer', 'agent:g1', 'player_cash:p1', 'agent_transfer'],
      ['agent:f2:defunding', 'agent:g1', 'payment_clearing:EUR', 'agent_defunding'],
      ['agent:x2:debit', 'player_cash:p1', 'agent:g1', 'agent_debit'],
      ['partner:c1:commission', 'house:EUR', 'partner:a1', 'partner_commission'],
      ['exchange:m1:lock', 'player_cash:p1', 'exchange_escrow:p1', 'exchange_escrow_lock'],
      ['exchange:m2:release', 'exchange_escrow:p1', 'player_cash:p1', 'exchange_escrow_release'],
    ]);
  });

  describe('exchange market settlement', () => {
    const part = { marketId: 'm1', playerId: 'p1', currency: 'EUR', version: 1 };
    const key = (step: string, version = 1) => `exchange:m1:settlement:${version}:p1:${step}`;

    it('a loser: the escrow back to cash, then the loss to the house', () => {
      expect(rules.exchangeMarketSettled({ ...part, escrowCents: 1_500, profitCents: -1_200, commissionCents: 0 }).map(brief)).toEqual([
        [key('release'), 'exchange_escrow:p1', 'player_cash:p1', 1_500, 'exchange_escrow_release', 'posted'],
        [key('loss'), 'player_cash:p1', 'house:EUR', 1_200, 'exchange_loss', 'posted'],
      ]);
    });

    it('a winner: the escrow back, the win from the house, the commission to the house', () => {
      expect(rules.exchangeMarketSettled({ ...part, escrowCents: 300, profitCents: 1_000, commissionCents: 50 }).map(brief)).toEqual([
        [key('release'), 'exchange_escrow:p1', 'player_cash:p1', 300, 'exchange_escrow_release', 'posted'],
        [key('win'), 'house:EUR', 'player_cash:p1', 1_000, 'exchange_win', 'posted'],
        [key('commission'), 'player_cash:p1', 'house:EUR', 50, 'exchange_commission', 'posted'],
      ]);
    });

    it('void or flat: only the escrow moves; nothing at all posts an empty event', () => {
      expect(rules.exchangeMarketSettled({ ...part, escrowCents: 700, profitCents: 0, commissionCents: 0 }).map((t) => t.code)).toEqual(['exchange_escrow_release']);
      expect(rules.exchangeMarketSettled({ ...part, escrowCents: 0, profitCents: 0, commissionCents: 0 })).toEqual([]);
    });

    it('refuses commission on a loss, more commission than profit, negative escrow and bad versions', () => {
      expect(() => rules.exchangeMarketSettled({ ...part, escrowCents: 100, profitCents: -100, commissionCents: 5 })).toThrow(AssertionError);
      expect(() => rules.exchangeMarketSettled({ ...part, escrowCents: 100, profitCents: 10, commissionCents: 11 })).toThrow(AssertionError);
      expect(() => rules.exchangeMarketSettled({ ...part, escrowCents: -1, profitCents: 0, commissionCents: 0 })).toThrow(AssertionError);
      expect(() => rules.exchangeMarketSettled({ ...part, version: 0, escrowCents: 1, profitCents: 0, commissionCents: 0 })).toThrow(AssertionError);
    });

    it('a re-result moves only the change of net, either way, under the new version', () => {
      const next = { ...part, version: 2 };
      expect(rules.exchangeMarketResettled({ ...next, previousNetCents: -1_000, netCents: 950 }).map(brief)).toEqual([
        [key('resettle', 2), 'house:EUR', 'player_cash:p1', 1_950, 'exchange_resettle', 'posted'],
      ]);
      expect(rules.exchangeMarketResettled({ ...next, previousNetCents: 950, netCents: 0 }).map(brief)).toEqual([
        [key('resettle', 2), 'player_cash:p1', 'house:EUR', 950, 'exchange_resettle', 'posted'],
      ]);
      expect(rules.exchangeMarketResettled({ ...next, previousNetCents: 40, netCents: 40 })).toEqual([]);
      expect(() => rules.exchangeMarketResettled({ ...part, previousNetCents: 0, netCents: 1 })).toThrow(AssertionError);
    });
  });

  it('casino: stakes from cash to the house, the win back, one key per step', () => {
    const round = { roundId: 'r1', playerId: 'p1', currency: 'EUR' };
    expect(rules.casinoRoundPosted({ ...round, stakes: [{ step: 'bet', amountCents: 100 }], winCents: 250 }).map(brief)).toEqual([
      ['casino:r1:stake:bet', 'player_cash:p1', 'house:EUR', 100, 'casino_stake', 'posted'],
      ['casino:r1:win', 'house:EUR', 'player_cash:p1', 250, 'casino_win', 'posted'],
    ]);
    expect(rules.casinoRoundPosted({ ...round, stakes: [{ step: 'double-0', amountCents: 100 }], winCents: 0 }).map(brief)).toEqual([
      ['casino:r1:stake:double-0', 'player_cash:p1', 'house:EUR', 100, 'casino_stake', 'posted'],
    ]);
    expect(rules.casinoRoundPosted({ ...round, funding: 'bonus', stakes: [{ step: 'bet', amountCents: 100 }], winCents: 250 }).map(brief)).toEqual([
      ['casino:r1:stake:bet', 'player_bonus:p1', 'house:EUR', 100, 'casino_stake', 'posted'],
      ['casino:r1:win', 'house:EUR', 'player_bonus:p1', 250, 'casino_win', 'posted'],
    ]);
    expect(() => rules.casinoRoundPosted({ ...round, stakes: [{ step: 'a:b', amountCents: 1 }], winCents: 0 })).toThrow(AssertionError);
    expect(() => rules.casinoRoundPosted({ ...round, stakes: [], winCents: -1 })).toThrow(AssertionError);
  });

  it('rejects ids that would make keys ambiguous, and non-positive or fractional amounts', () => {
    expect(() => rules.depositConfirmed({ depositId: 'a:b', playerId: 'p1', currency: 'EUR', amountCents: 1 })).toThrow(AssertionError);
    expect(() => rules.depositConfirmed({ depositId: 'd', playerId: 'p1', currency: 'EUR', amountCents: 0 })).toThrow(AssertionError);
    expect(() => rules.depositConfirmed({ depositId: 'd', playerId: 'p1', currency: 'EUR', amountCents: 1.5 })).toThrow(AssertionError);
  });

  it('balancedEvent refuses a duplicate key or a transfer to the same account', () => {
    const [t] = rules.depositConfirmed({ depositId: 'd1', playerId: 'p1', currency: 'EUR', amountCents: 1 });
    expect(() => balancedEvent([t!, t!])).toThrow(AssertionError);
    expect(() => balancedEvent([{ ...t!, creditAccount: t!.debitAccount }])).toThrow(AssertionError);
  });
});
