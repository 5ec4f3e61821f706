import { assert } from '../control/control';
import type { Cents } from '../money/money';
import {
  accountKindOf,
  agentAccount,
  assertLedgerId,
  exchangeEscrowAccount,
  houseAccount,
  partnerAccount,
  paymentClearingAccount,
  playerBonusAccount,
  playerCashAccount,
  type AccountId,
} from './accounts';
import { ledgerSettlementSeqMax } from './limits';
import { balancedEvent, type Transfer, type TransferCode, type TransferPhase } from './transfers';

/*
 * Posting rules: each turns one business event into the transfers that record it. Keys are derived
 * from the event's ids only, so a retried event yields the same keys and posts nothing twice.
 * House and payment clearing are kept per currency (`house:EUR`); a transfer never crosses
 * currencies, because the server passes the currency of the player, partner or agent concerned.
 */

function assertPositiveCents(amountCents: Cents): void {
  assert(Number.isSafeInteger(amountCents), 'amount must be a safe integer of cents');
  assert(amountCents > 0, 'amount must be positive');
}

function posted(key: string, debit: AccountId, credit: AccountId, amountCents: Cents, code: TransferCode): Transfer {
  return { idempotencyKey: key, debitAccount: debit, creditAccount: credit, amountCents, code, phase: 'posted', pendingKey: null };
}

/**
 * A rule that posts one transfer: checks the event's id (`idName`) and amount first, then names the
 * two accounts (debit, credit) and posts them under `key`.
 */
function oneTransfer<E extends { amountCents: Cents }, K extends keyof E & string>(
  event: E & Record<K, string>,
  idName: K,
  key: string,
  code: TransferCode,
  accounts: () => readonly [debit: AccountId, credit: AccountId],
): readonly Transfer[] {
  assertLedgerId(event[idName], idName);
  assertPositiveCents(event.amountCents);
  const [debit, credit] = accounts();
  return balancedEvent([posted(key, debit, credit, event.amountCents, code)]);
}

// ---- Bank -------------------------------------------------------------------------------------

export type DepositConfirmed = { depositId: string; playerId: string; currency: string; amountCents: Cents };

/** A confirmed deposit: payment clearing (money at the provider) to the player's cash. */
export function depositConfirmed(event: DepositConfirmed): readonly Transfer[] {
  return oneTransfer(event, 'depositId', `deposit:${event.depositId}`, 'deposit', () => [paymentClearingAccount(event.currency), playerCashAccount(event.playerId)]);
}

/**
 * One withdrawal, described the same way at request, approval and rejection. `payer` is the
 * account paying out: a player's cash, a partner or an agent.
 */
export type WithdrawalMovement = { withdrawalId: string; payer: AccountId; currency: string; amountCents: Cents };

const withdrawalPayerKinds = new Set(['player_cash', 'partner', 'agent']);

function withdrawalAccounts(event: WithdrawalMovement): { payer: AccountId; clearing: AccountId; holdKey: string } {
  assertLedgerId(event.withdrawalId, 'withdrawalId');
  assertPositiveCents(event.amountCents);
  assert(withdrawalPayerKinds.has(accountKindOf(event.payer)), 'only player cash, partner or agent accounts withdraw');
  return {
    payer: event.payer,
    clearing: paymentClearingAccount(event.currency),
    holdKey: `withdrawal:${event.withdrawalId}:hold`,
  };
}

/**
 * One phase of a withdrawal's hold: payer to payment clearing, `keySuffix` naming it
 * (`withdrawal:<id>:<keySuffix>`); `pending` opens the hold, the others settle it by `holdKey`.
 */
function withdrawalPhase(event: WithdrawalMovement, keySuffix: string, code: TransferCode, phase: TransferPhase): readonly Transfer[] {
  const { payer, clearing, holdKey } = withdrawalAccounts(event);
  return balancedEvent([
    {
      idempotencyKey: `withdrawal:${event.withdrawalId}:${keySuffix}`,
      debitAccount: payer,
      creditAccount: clearing,
      amountCents: event.amountCents,
      code,
      phase,
      pendingKey: phase === 'pending' ? null : holdKey,
    },
  ]);
}

/**
 * Requested: a two-phase hold, payer to payment clearing, pending. The payer's available balance
 * drops at once (the player cannot spend or re-request it) while nothing is posted yet.
 */
export function withdrawalRequested(event: WithdrawalMovement): readonly Transfer[] {
  return withdrawalPhase(event, 'hold', 'withdrawal_hold', 'pending');
}

/** Approved (paid out): the hold is posted in full. */
export function withdrawalApproved(event: WithdrawalMovement): readonly Transfer[] {
  return withdrawalPhase(event, 'paid', 'withdrawal_paid', 'post_pending');
}

/** Rejected by staff: the hold is voided and the money is available again. */
export function withdrawalRejected(event: WithdrawalMovement): readonly Transfer[] {
  return withdrawalPhase(event, 'returned', 'withdrawal_returned', 'void_pending');
}

// ---- Sportsbook -------------------------------------------------------------------------------

/** The wallet that staked a ticket; every later payout of the ticket goes back to that wallet. */
export type TicketFunding = 'cash' | 'bonus';

function walletOf(playerId: string, funding: TicketFunding): AccountId {
  return funding === 'cash' ? playerCashAccount(playerId) : playerBonusAccount(playerId);
}

export type BetPlaced = {
  ticketId: string;
  playerId: string;
  currency: string;
  funding: TicketFunding;
  stakeCents: Cents;
};

/** The idempotency key of a ticket's stake (which also picks its house shard). */
export function betStakeKey(ticketId: string): string {
  return `bet:${ticketId}:stake`;
}

/** Stake: the funding wallet to the house. Key `bet:<ticketId>:stake` (`betStakeKey`). */
export function betPlaced(event: BetPlaced): readonly Transfer[] {
  assertLedgerId(event.ticketId, 'ticketId');
  assertPositiveCents(event.stakeCents);
  const wallet = walletOf(event.playerId, event.funding);
  return balancedEvent([
    posted(betStakeKey(event.ticketId), wallet, houseAccount(event.currency), event.stakeCents, 'bet_stake'),
  ]);
}

/**
 * A settlement of a ticket. `settlementSeq` is 1 for the first settlement and grows by one with
 * each resettlement, so an outcome that returns to an earlier one still gets fresh keys.
 * `returnCents` comes from the settlement domain (dead heats included); `void` refunds the stake.
 */
export type BetSettled = BetPlaced & {
  settlementSeq: number;
  outcome: 'won' | 'lost' | 'void';
  returnCents: Cents;
};

function assertSettlement(event: BetSettled): void {
  assertLedgerId(event.ticketId, 'ticketId');
  assertPositiveCents(event.stakeCents);
  assert(Number.isSafeInteger(event.settlementSeq), 'settlementSeq must be an integer');
  assert(event.settlementSeq >= 1 && event.settlementSeq <= ledgerSettlementSeqMax, 'settlementSeq out of range');
  assert(Number.isSafeInteger(event.returnCents) && event.returnCents >= 0, 'return must be non-negative cents');
  if (event.outcome === 'lost') assert(event.returnCents === 0, 'a lost ticket returns nothing');
  if (event.outcome === 'void') assert(event.returnCents === event.stakeCents, 'a void ticket refunds its stake');
}

function settlementKey(event: BetSettled): string {
  return `bet:${event.ticketId}:settlement:${event.settlementSeq}`;
}

function payoutTransfers(event: BetSettled): Transfer[] {
  if (event.returnCents === 0) return [];
  const code: TransferCode = event.outcome === 'void' ? 'bet_refund' : 'bet_win';
  const wallet = walletOf(event.playerId, event.funding);
  return [posted(settlementKey(event), houseAccount(event.currency), wallet, event.returnCents, code)];
}

/** Win or refund: the house to the funding wallet; a loss posts nothing (the stake is already in). */
export function betSettled(event: BetSettled): readonly Transfer[] {
  assertSettlement(event);
  return balancedEvent(payoutTransfers(event));
}

/**
 * Resettlement: the previous settlement's payout is reversed (code `bet_resettle`, key
 * `<previous key>:reversal`) and the new settlement is applied, leaving a full trail. The new
 * payout comes first in the batch, so a resettlement is refused for funds only when the net change
 * would take the wallet below zero (the player has already spent winnings now taken back); the
 * server then reports LEDGER_INSUFFICIENT_FUNDS to staff. A cashed-out ticket is closed and is not
 * resettled.
 */
export function betResettled(previous: BetSettled, next: BetSettled): readonly Transfer[] {
  assertSettlement(previous);
  assertSettlement(next);
  assert(previous.ticketId === next.ticketId, 'resettlement of another ticket');
  assert(previous.playerId === next.playerId, 'resettlement for another player');
  assert(previous.currency === next.currency, 'resettlement in another currency');
  assert(previous.funding === next.funding, 'resettlement to another wallet');
  assert(previous.stakeCents === next.stakeCents, 'resettlement with another stake');
  assert(next.settlementSeq === previous.settlementSeq + 1, 'resettlement must follow the previous settlement');
  const reversals = payoutTransfers(previous).map(
    (payout): Transfer => ({
      ...payout,
      idempotencyKey: `${payout.idempotencyKey}:reversal`,
      debitAccount: payout.creditAccount,
      creditAccount: payout.debitAccount,
      code: 'bet_resettle',
    }),
  );
  return balancedEvent([...payoutTransfers(next), ...reversals]);
}

export type CashedOut = Omit<BetPlaced, 'stakeCents'> & { amountCents: Cents };

/** Cash-out: the house pays the accepted quote to the funding wallet; the ticket is then closed. */
export function cashedOut(event: CashedOut): readonly Transfer[] {
  return oneTransfer(event, 'ticketId', `bet:${event.ticketId}:cashout`, 'cashout', () => {
    const wallet = walletOf(event.playerId, event.funding);
    return [houseAccount(event.currency), wallet];
  });
}

// ---- Staff, bonus, agents, partners, exchange ------------------------------------------------

export type StaffBalanceTransfer = {
  actionId: string;
  playerId: string;
  currency: string;
  amountCents: Cents;
  direction: 'credit' | 'debit';
};

/** `POST /api/admin/transfer-balance`: between the house and the player's cash wallet. */
export function staffBalanceTransferred(event: StaffBalanceTransfer): readonly Transfer[] {
  assertLedgerId(event.actionId, 'actionId');
  assertPositiveCents(event.amountCents);
  const house = houseAccount(event.currency);
  const cash = playerCashAccount(event.playerId);
  const key = `staff:${event.actionId}:${event.direction}`;
  return balancedEvent([
    event.direction === 'credit'
      ? posted(key, house, cash, event.amountCents, 'staff_credit')
      : posted(key, cash, house, event.amountCents, 'staff_debit'),
  ]);
}

export type BonusMovement = { bonusId: string; playerId: string; currency: string; amountCents: Cents };

/** A bonus is house money in the player's bonus wallet. */
export function bonusGranted(event: BonusMovement): readonly Transfer[] {
  return oneTransfer(event, 'bonusId', `bonus:${event.bonusId}:grant`, 'bonus_grant', () => [houseAccount(event.currency), playerBonusAccount(event.playerId)]);
}

/** An expired or cancelled bonus goes back to the house. */
export function bonusForfeited(event: BonusMovement): readonly Transfer[] {
  return oneTransfer(event, 'bonusId', `bonus:${event.bonusId}:forfeit`, 'bonus_forfeit', () => [playerBonusAccount(event.playerId), houseAccount(event.currency)]);
}

export type AgentFunded = { fundingId: string; agentId: string; currency: string; amountCents: Cents };

/** A cash agent pays the operator (cash handed in, like a deposit) and receives float to hand out. */
export function agentFunded(event: AgentFunded): readonly Transfer[] {
  return oneTransfer(event, 'fundingId', `agent:${event.fundingId}:funding`, 'agent_funding', () => [paymentClearingAccount(event.currency), agentAccount(event.agentId)]);
}

export type AgentTransfer = { transferId: string; agentId: string; playerId: string; amountCents: Cents };

/** An agent takes cash from a player and credits the player's wallet from the agent's float. */
export function agentTransferred(event: AgentTransfer): readonly Transfer[] {
  return oneTransfer(event, 'transferId', `agent:${event.transferId}:transfer`, 'agent_transfer', () => [agentAccount(event.agentId), playerCashAccount(event.playerId)]);
}

/** Staff pay a cash agent's float back out (cash handed back to the agent): the reverse of a funding. */
export function agentDefunded(event: AgentFunded): readonly Transfer[] {
  return oneTransfer(event, 'fundingId', `agent:${event.fundingId}:defunding`, 'agent_defunding', () => [agentAccount(event.agentId), paymentClearingAccount(event.currency)]);
}

/** An agent pays a player cash over the counter and takes the amount from the player's wallet into the float. */
export function agentDebited(event: AgentTransfer): readonly Transfer[] {
  return oneTransfer(event, 'transferId', `agent:${event.transferId}:debit`, 'agent_debit', () => [playerCashAccount(event.playerId), agentAccount(event.agentId)]);
}

export type PartnerCommission = { commissionId: string; partnerId: string; currency: string; amountCents: Cents };

/** Revenue-share commission for a period, from the house to the partner. */
export function partnerCommissionCredited(event: PartnerCommission): readonly Transfer[] {
  return oneTransfer(event, 'commissionId', `partner:${event.commissionId}:commission`, 'partner_commission', () => [houseAccount(event.currency), partnerAccount(event.partnerId)]);
}

export type EscrowMovement = { movementId: string; playerId: string; amountCents: Cents };

/** Exchange liability moved from the player's cash into escrow. */
export function exchangeEscrowLocked(event: EscrowMovement): readonly Transfer[] {
  return oneTransfer(event, 'movementId', `exchange:${event.movementId}:lock`, 'exchange_escrow_lock', () => [playerCashAccount(event.playerId), exchangeEscrowAccount(event.playerId)]);
}

/** Exchange liability no longer needed (cancelled, netted or settled) back to the player's cash. */
export function exchangeEscrowReleased(event: EscrowMovement): readonly Transfer[] {
  return oneTransfer(event, 'movementId', `exchange:${event.movementId}:release`, 'exchange_escrow_release', () => [exchangeEscrowAccount(event.playerId), playerCashAccount(event.playerId)]);
}

/**
 * One player's part of an exchange market's settlement. `version` is 1 for the first settlement and
 * grows by one with each re-result (the market's `result_version`), so every settlement gets fresh
 * keys `exchange:<marketId>:settlement:<version>:<playerId>:<step>`.
 */
export type ExchangeSettlementPart = { marketId: string; playerId: string; currency: string; version: number };

function assertExchangeSettlementPart(event: ExchangeSettlementPart): void {
  assertLedgerId(event.marketId, 'marketId');
  assertLedgerId(event.playerId, 'playerId');
  assert(Number.isSafeInteger(event.version), 'version must be an integer');
  assert(event.version >= 1 && event.version <= ledgerSettlementSeqMax, 'version out of range');
}

function exchangeSettlementKey(event: ExchangeSettlementPart, step: string): string {
  return `exchange:${event.marketId}:settlement:${event.version}:${event.playerId}:${step}`;
}

/**
 * The first settlement of a market for one player: `escrowCents` is everything the market still
 * holds in the player's escrow; `profitCents` the player's zero-sum result between players (core's
 * `settleMarket`), `commissionCents` the house's commission on it (0 unless the profit is positive).
 */
export type ExchangeMarketSettled = ExchangeSettlementPart & { escrowCents: Cents; profitCents: number; commissionCents: Cents };

/**
 * Release the market's whole escrow to cash (`exchange_escrow_release`), then a loss from cash to the
 * house (`exchange_loss`), or a win from the house to cash (`exchange_win`) and the commission from
 * cash to the house (`exchange_commission`). The release comes first, so a loss is paid from the
 * escrow that covered it. Nothing for a player with no escrow and no profit (an empty event).
 */
export function exchangeMarketSettled(event: ExchangeMarketSettled): readonly Transfer[] {
  assertExchangeSettlementPart(event);
  assert(Number.isSafeInteger(event.escrowCents) && event.escrowCents >= 0, 'escrow must be non-negative cents');
  assert(Number.isSafeInteger(event.profitCents), 'profit must be whole cents');
  assert(Number.isSafeInteger(event.commissionCents) && event.commissionCents >= 0, 'commission must be non-negative cents');
  assert(event.commissionCents <= Math.max(event.profitCents, 0), 'commission is taken on a positive profit only, at most all of it');
  const cash = playerCashAccount(event.playerId);
  const house = houseAccount(event.currency);
  const transfers: Transfer[] = [];
  if (event.escrowCents > 0) transfers.push(posted(exchangeSettlementKey(event, 'release'), exchangeEscrowAccount(event.playerId), cash, event.escrowCents, 'exchange_escrow_release'));
  if (event.profitCents < 0) transfers.push(posted(exchangeSettlementKey(event, 'loss'), cash, house, -event.profitCents, 'exchange_loss'));
  if (event.profitCents > 0) transfers.push(posted(exchangeSettlementKey(event, 'win'), house, cash, event.profitCents, 'exchange_win'));
  if (event.commissionCents > 0) transfers.push(posted(exchangeSettlementKey(event, 'commission'), cash, house, event.commissionCents, 'exchange_commission'));
  return balancedEvent(transfers);
}

/**
 * A re-result for one player: only the difference of their net (profit - commission) moves, between
 * the house and their cash (`exchange_resettle`, key `...:<version>:<playerId>:resettle`); nothing
 * when the net did not change. A negative difference is refused by the ledger when the player's cash
 * no longer covers it (LEDGER_INSUFFICIENT_FUNDS).
 */
export type ExchangeMarketResettled = ExchangeSettlementPart & { previousNetCents: number; netCents: number };

export function exchangeMarketResettled(event: ExchangeMarketResettled): readonly Transfer[] {
  assertExchangeSettlementPart(event);
  assert(event.version >= 2, 'a re-result follows the first settlement');
  assert(Number.isSafeInteger(event.previousNetCents) && Number.isSafeInteger(event.netCents), 'nets must be whole cents');
  const change = event.netCents - event.previousNetCents;
  if (change === 0) return balancedEvent([]);
  const cash = playerCashAccount(event.playerId);
  const house = houseAccount(event.currency);
  const key = exchangeSettlementKey(event, 'resettle');
  return balancedEvent([change > 0 ? posted(key, house, cash, change, 'exchange_resettle') : posted(key, cash, house, -change, 'exchange_resettle')]);
}

// ---- Casino -------------------------------------------------------------------------------------

/**
 * Money of one casino round (PRODUCT.md section 6): stakes from the player's cash to the house
 * (`casino_stake`, key `casino:<roundId>:stake:<step>`: `bet` for the round's bet, then blackjack's
 * `double-<hand>`, `split`, `insurance`), the win from the house to the cash (`casino_win`, key
 * `casino:<roundId>:win`, only when > 0). A slot or roulette round posts its bet and win as one event.
 * A bonus-funded round (`funding: 'bonus'`) follows the sportsbook's rule for a bonus-funded ticket:
 * every stake comes from the bonus wallet and the win goes back to it (same codes and keys).
 */
export type CasinoRoundMoney = {
  roundId: string;
  playerId: string;
  currency: string;
  /** The wallet that staked the round (default cash); its later stakes and its win use it too. */
  funding?: TicketFunding;
  stakes: readonly { step: string; amountCents: Cents }[];
  winCents: Cents;
};

export function casinoRoundPosted(event: CasinoRoundMoney): readonly Transfer[] {
  assertLedgerId(event.roundId, 'roundId');
  const cash = walletOf(event.playerId, event.funding ?? 'cash');
  const house = houseAccount(event.currency);
  const transfers = event.stakes.map(({ step, amountCents }) => {
    assertLedgerId(step, 'step');
    assertPositiveCents(amountCents);
    return posted(`casino:${event.roundId}:stake:${step}`, cash, house, amountCents, 'casino_stake');
  });
  assert(Number.isSafeInteger(event.winCents) && event.winCents >= 0, 'win must be a whole number of cents >= 0');
  if (event.winCents > 0) transfers.push(posted(`casino:${event.roundId}:win`, house, cash, event.winCents, 'casino_win'));
  return balancedEvent(transfers);
}
