import { randomUUID } from 'node:crypto';
import {
  assert,
  betPlaced,
  betSettled,
  betslipSystemLegs,
  cashedOut,
  centsToAmount,
  checkFunds,
  checkLegMarket,
  checkOddsAcceptance,
  checkPayout,
  confirmCashout,
  limitsForCurrency,
  multiReturnCents,
  playerBonusAccount,
  playerCashAccount,
  singleReturnCents,
  stakeFactorBpOne,
  systemReturnCents,
  validateSlip,
  type ApiTicket,
  type BetslipErr,
  type CashoutOrder,
  type LegMarket,
  type MyBetsQuery,
  type OddsMilli,
  type PlaceBetOrder,
  type PlaceBetPayload,
  type PlacementLimits,
  type SlipRequest,
  resolveSettingRow,
  settingGroup,
} from '@oddsmith/core';
import type { Database, Executor, Transaction } from '../../db/client';
import type { LedgerAccountRow, ResponsibleGamblingRow, TicketLegRow, TicketRow, TicketStatus } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { uniqueViolationConstraint } from '../../lib/pg-errors';
import { cachedSetting } from '../../lib/settings-cache';
import { inTransaction } from '../../lib/transaction';
import type { AuthContext } from '../../lib/auth-context';
import { postEvent, userBalances } from '../ledger';
import { assertPlayAllowed, blocksOfRow } from '../responsible-gambling';
import { findSetting } from '../../lib/settings.repo';
import { autoSuspendAfterPlacement, effectiveStakeFactorBp, loadRiskSettings, type PublishMarkets, type RiskSettings } from '../risk';
import { findUserById } from '../users';
import { notify } from '../notifications';
import * as repo from './betting.repo';
import { cashoutTicketOf, currentOddsOf, marketStatusNow, ticketViewOf, ticketViewsOf } from './ticket-view';
import type { BettingSettings } from './betting.schemas';

export const bettingSettingsKey = 'betting';
/** Tickets listed per my-bets call, and settled tickets in its `history`. */
export const myBetsListedMax = 100;
export const historyListedMax = 50;
/** Pending tickets one job run decides at most (each in its own transaction). */
export const pendingBatchMax = 100;

const openStatuses: readonly TicketStatus[] = ['pending', 'accepted'];
const settledStatuses: readonly TicketStatus[] = ['rejected', 'won', 'lost', 'void', 'cashed_out'];

/** A 409 whose body carries the current odds of the legs whose price moved (PRODUCT.md section 11). */
export class SlipPriceError extends AppError {
  /** Thousandths; null for a suspended market. The route writes them as the wire's decimal odds. */
  readonly changes: { gameId: string; optionId: string; oddsMilli: OddsMilli | null }[];
  constructor(code: string, message: string, changes: SlipPriceError['changes']) {
    super(code, 409, message, 'bets');
    this.changes = changes;
  }
}

/** A 409 of cash-out with the quote now (null when cash-out is not offered at all). */
export class CashoutQuoteError extends AppError {
  readonly cashoutValueCents: number | null;
  constructor(code: string, message: string, cashoutValueCents: number | null) {
    super(code, 409, message, 'amount');
    this.cashoutValueCents = cashoutValueCents;
  }
}

/** Cached per database handle for `settingsCacheTtlMs`, as risk's settings (bounds and default: the settings registry's group `cashout`). */
export async function loadBettingSettings(db: Database): Promise<BettingSettings> {
  return cachedSetting(db, bettingSettingsKey, async () => Object.freeze(resolveSettingRow(settingGroup('cashout'), await findSetting(db, bettingSettingsKey)) as BettingSettings));
}

/**
 * The limits of the player's currency (settings `risk.limits`, kept per currency) with the stake
 * factor in basis points (a factor of 1 = 10,000 bp): the global factor times the player's own
 * (`users.stake_factor_bp`, 10,000 when not given). A currency without limits is a 409
 * `BETSLIP_CURRENCY_UNSUPPORTED`: no bet is taken in it.
 */
export function placementLimitsOf(risk: RiskSettings, currency: string, playerStakeFactorBp: number = stakeFactorBpOne): PlacementLimits {
  const limits = limitsForCurrency(risk, currency, effectiveStakeFactorBp(risk, playerStakeFactorBp));
  if (!limits.ok) throw new AppError(limits.code, 409, `bets: ${limits.message}.`, 'bets');
  return limits.value;
}

// ---- Views ------------------------------------------------------------------------------------

function ticketViews(tx: Executor, rows: readonly TicketRow[], marginBp: number): Promise<ApiTicket[]> {
  return ticketViewsOf(tx, rows, (row, legs) => ticketViewOf(row, legs, marginBp));
}

// ---- Placement --------------------------------------------------------------------------------

/** The first answer of a placement, rebuilt from its tickets: same tickets, same balances. */
export async function replayOf(tx: Executor, userId: string, requestId: string, marginBp: number): Promise<PlaceBetPayload | null> {
  const rows = await repo.findTicketsByRequest(tx, userId, requestId);
  const first = rows[0];
  if (!first) return null;
  return {
    tickets: await ticketViews(tx, rows, marginBp),
    balance: centsToAmount(first.balanceAfterCents),
    bonusBalance: centsToAmount(first.bonusBalanceAfterCents),
  };
}

function legMarketOf(row: repo.SlipSelectionRow | undefined, gameId: string): LegMarket | null {
  if (!row || row.eventId !== gameId) return null;
  const status = marketStatusNow(row.eventStatus, row.marketStatus);
  return { eventId: row.eventId, status, odds: currentOddsOf(status, row.oddsMilli) };
}

/** Indexes of the legs a slip bets (core's rule): staked singles, every multi leg, the first three of a system. */
function legsBet(order: PlaceBetOrder): number[] {
  const all = order.bets.map((_, index) => index);
  if (order.betType === 'single') return all.filter((index) => (order.bets[index]?.stakeCents ?? 0) > 0);
  return order.betType === 'system' ? all.slice(0, betslipSystemLegs) : all;
}

function priceChanges(order: PlaceBetOrder, views: readonly (LegMarket | null)[]): SlipPriceError['changes'] {
  const changes: SlipPriceError['changes'] = [];
  for (const index of legsBet(order)) {
    const bet = order.bets[index];
    const view = views[index];
    if (!bet || !view) continue;
    const current = checkLegMarket(view, index);
    if (!current.ok) {
      if (current.code === 'BETSLIP_MARKET_SUSPENDED') changes.push({ gameId: bet.gameId, optionId: bet.optionId, oddsMilli: null });
      continue;
    }
    if (!checkOddsAcceptance(order.acceptOddsChanges, bet.oddsMilli, current.value, index).ok) {
      changes.push({ gameId: bet.gameId, optionId: bet.optionId, oddsMilli: current.value });
    }
  }
  return changes;
}

const statusOfCode: Record<string, number> = {
  BETSLIP_SELECTION_NOT_FOUND: 404,
  BETSLIP_MARKET_CLOSED: 409,
  BETSLIP_MARKET_SUSPENDED: 409,
  BETSLIP_ODDS_CHANGED: 409,
  BETSLIP_INSUFFICIENT_FUNDS: 409,
};

function fieldOf(failure: BetslipErr, order: PlaceBetOrder): string {
  const stakeCode = failure.code.startsWith('BETSLIP_STAKE') || failure.code === 'BETSLIP_PAYOUT_TOO_HIGH';
  if (stakeCode && order.betType !== 'single') return 'totalStake';
  if (stakeCode) return failure.legIndex === null ? 'bets' : `bets.${failure.legIndex}.stake`;
  if (failure.code === 'BETSLIP_INSUFFICIENT_FUNDS') return order.betType === 'single' ? 'bets' : 'totalStake';
  return failure.legIndex === null ? 'bets' : `bets.${failure.legIndex}.optionId`;
}

function slipError(failure: BetslipErr, order: PlaceBetOrder, views: readonly (LegMarket | null)[]): AppError {
  const limit = failure.limitCents === null ? '' : ` (limit ${centsToAmount(failure.limitCents)})`;
  const field = fieldOf(failure, order);
  const message = `${field}: ${failure.message}${limit}.`;
  if (failure.code === 'BETSLIP_ODDS_CHANGED' || failure.code === 'BETSLIP_MARKET_SUSPENDED') {
    return new SlipPriceError(failure.code, message, priceChanges(order, views));
  }
  return new AppError(failure.code, statusOfCode[failure.code] ?? 400, message, field);
}

/** Time-out and self-exclusion stop play (PRODUCT.md section 4); the player's row is read, not locked. */
function assertMayBet(rg: ResponsibleGamblingRow | undefined, now: Date): void {
  assertPlayAllowed(blocksOfRow(rg, now));
}

export const availableOf = (row: LedgerAccountRow) => row.balanceCents - row.debitsPendingCents;

export type PlacementSettings = { risk: RiskSettings; marginBp: number };

export async function loadPlacementSettings(db: Database): Promise<PlacementSettings> {
  return { risk: await loadRiskSettings(db), marginBp: (await loadBettingSettings(db)).cashoutMarginBp };
}

/** A player as placement sees it under the lock of its wallets. */
export type PlacementPlayer = {
  cash: LedgerAccountRow;
  bonus: LedgerAccountRow;
  currency: string;
  stakeFactorBp: number;
  rg: ResponsibleGamblingRow | undefined;
};

/** The player of the lock statement's rows, or null when it may not bet here (no wallets, not a player): the caller says why. */
export function placementPlayerOf(found: repo.PlacementPlayerRows | undefined): PlacementPlayer | null {
  if (!found || found.role !== 'player') return null;
  const cash = found.wallets.find((row) => row.kind === 'cash');
  const bonus = found.wallets.find((row) => row.kind === 'bonus');
  assert(cash && bonus, 'the player has cash and bonus accounts');
  assert(cash.userId === found.userId && bonus.userId === found.userId, 'the wallets are the player\'s');
  return { cash, bonus, currency: found.currency, stakeFactorBp: found.stakeFactorBp, rg: found.rg };
}

/** Selections of an order, by id, as the lock statement reads them. */
export const slipSelectionIdsOf = (order: PlaceBetOrder) => order.bets.map((bet) => bet.optionId);

/**
 * Locks the player's cash and bonus rows (one `FOR UPDATE`, id order: placements of one player run
 * one at a time), reading the player's role, currency, stake factor, RG row and the slip's selections
 * (with their markets and events) in the same statement.
 */
async function lockPlayer(tx: Transaction, userId: string, order: PlaceBetOrder) {
  const lock = await repo.lockPlacementPlayers(tx, [{ userId, requestId: order.requestId }], [...new Set(slipSelectionIdsOf(order))]);
  const player = placementPlayerOf(lock.players.get(userId));
  if (!player) {
    // No wallets: a staff account is refused as before; a player without them is a ledger fault.
    const user = await findUserById(tx, userId);
    if (!user || user.role !== 'player') throw new AppError('FORBIDDEN', 403, 'Only players place bets.');
    throw new AppError('LEDGER_ACCOUNT_NOT_FOUND', 404, 'Ledger account not found.');
  }
  return { player, replayed: lock.replayed.has(repo.replayKeyOf(userId, order.requestId)), byId: new Map(lock.slipSelections.map((row) => [row.selectionId, row])) };
}

/** What one placement transaction answers, and the markets risk suspended in it (published after the commit). */
export type Placed = { payload: PlaceBetPayload; suspendedMarketIds: string[] };

type PricedSlip = { slip: SlipPlan; byId: ReadonlyMap<string, repo.SlipSelectionRow> };
type SlipPlan = Extract<ReturnType<typeof validateSlip>, { ok: true }>['value'];

/** Re-prices every leg (the selections the lock statement read) and applies core's slip rules. */
function priceSlip(byId: ReadonlyMap<string, repo.SlipSelectionRow>, order: PlaceBetOrder, limits: PlacementLimits): PricedSlip {
  const views = order.bets.map((bet) => legMarketOf(byId.get(bet.optionId), bet.gameId));
  const request: SlipRequest = {
    betType: order.betType,
    legs: order.bets.map((bet) => ({ gameId: bet.gameId, optionId: bet.optionId, requestedOdds: bet.oddsMilli, stakeCents: bet.stakeCents })),
    totalStakeCents: order.totalStakeCents,
    acceptOddsChanges: order.acceptOddsChanges,
  };
  const checked = validateSlip(request, views, limits);
  if (!checked.ok) throw slipError(checked, order, views);
  return { slip: checked.value, byId };
}

export type Balances = { cashAfterCents: number; bonusAfterCents: number };

/** A new ticket's id, given what its stake posts (a placement batch picks ids by the house shard their stake takes). */
export type TicketIdOf = (ticket: { userId: string; currency: string; funding: 'cash' | 'bonus'; stakeCents: number }) => string;

/** The tickets and legs of a priced slip, as written, and its legs with the names views show. */
function placementRows(userId: string, order: PlaceBetOrder, priced: PricedSlip, currency: string, balances: Balances, delayMs: number, now: Date, ticketIdOf: TicketIdOf) {
  const { slip, byId } = priced;
  const selectionOf = (index: number) => {
    const row = byId.get(order.bets[index]?.optionId ?? '');
    assert(row, 'every bet leg was priced');
    return row;
  };
  const tickets = slip.tickets.map((planned, seq): repo.NewTicket => {
    const pending = delayMs > 0 && planned.legIndexes.some((index) => selectionOf(index).eventStatus === 'live');
    const funding = order.useBonus ? ('bonus' as const) : ('cash' as const);
    return {
      id: ticketIdOf({ userId, currency, funding, stakeCents: planned.stakeCents }),
      userId,
      requestId: order.requestId,
      requestSeq: seq,
      betType: planned.betType,
      status: pending ? ('pending' as const) : ('accepted' as const),
      stakeCents: planned.stakeCents,
      potentialReturnCents: planned.potentialReturnCents,
      funding,
      currency,
      acceptOddsChanges: order.acceptOddsChanges,
      placedAt: now,
      acceptAt: pending ? new Date(now.getTime() + delayMs) : null,
      balanceAfterCents: balances.cashAfterCents,
      bonusBalanceAfterCents: balances.bonusAfterCents,
    };
  });
  const legs = slip.tickets.flatMap((planned, seq) =>
    planned.legIndexes.map((index, legIndex): TicketLegRow => {
      const row = selectionOf(index);
      return { id: randomUUID(), ticketId: tickets[seq]?.id ?? '', legIndex, eventId: row.eventId, marketId: row.marketId, selectionId: row.selectionId, oddsMilli: slip.acceptedOdds[index] ?? 0, status: 'open', deadHeatCount: null };
    }),
  );
  return { tickets, legs, legDetails: legs.map((leg) => legDetailOf(leg, byId.get(leg.selectionId))) };
}

/** One accepted order, ready to write: its tickets and legs, and the balances it leaves. */
export type PlacementPlan = ReturnType<typeof placementRows> & { balances: Balances; totalStakeCents: number };

/**
 * Everything placement decides without writing: responsible gambling, limits and stake factor,
 * the slip re-priced and checked, the funds, and the rows to write. Throws the refusal (an AppError).
 */
export function planPlacement(
  userId: string,
  player: PlacementPlayer,
  byId: ReadonlyMap<string, repo.SlipSelectionRow>,
  order: PlaceBetOrder,
  settings: PlacementSettings,
  now: Date,
  ticketIdOf: TicketIdOf = () => randomUUID(),
): PlacementPlan {
  assertMayBet(player.rg, now);
  const limits = placementLimitsOf(settings.risk, player.currency, player.stakeFactorBp);
  if (limits.stakeFactorBp === 0) {
    throw new AppError('BETSLIP_STAKE_FACTOR_BLOCKED', 403, 'bets: betting is not available on this account; please contact support.', 'bets');
  }
  const priced = priceSlip(byId, order, limits);
  const totalStakeCents = priced.slip.totalStakeCents;
  const funds = checkFunds(availableOf(order.useBonus ? player.bonus : player.cash), totalStakeCents);
  if (!funds.ok) throw slipError(funds, order, order.bets.map((bet) => legMarketOf(byId.get(bet.optionId), bet.gameId)));
  const balances: Balances = {
    cashAfterCents: availableOf(player.cash) - (order.useBonus ? 0 : totalStakeCents),
    bonusAfterCents: availableOf(player.bonus) - (order.useBonus ? totalStakeCents : 0),
  };
  return { ...placementRows(userId, order, priced, player.currency, balances, settings.risk.inPlayDelayMs, now, ticketIdOf), balances, totalStakeCents };
}

/** A leg just written with the names and price placement read in this transaction (no re-read). */
function legDetailOf(leg: TicketLegRow, selection: repo.SlipSelectionRow | undefined): repo.LegDetailRow {
  assert(selection, 'a written leg has its priced selection');
  return repo.legDetailRowOf(leg, selection, selection.oddsMilli);
}

/**
 * The views of the tickets just written, built from the rows in hand; a market risk suspended in
 * this transaction changed after the read, so then the legs are read again.
 */
export async function placedViews(tx: Executor, created: readonly TicketRow[], legs: readonly repo.LegDetailRow[], suspendedMarketIds: readonly string[], marginBp: number) {
  if (suspendedMarketIds.length > 0) return ticketViews(tx, created, marginBp);
  return created.map((ticket) =>
    ticketViewOf(
      ticket,
      legs.filter((leg) => leg.ticketId === ticket.id).sort((a, b) => a.legIndex - b.legIndex),
      marginBp,
    ),
  );
}

/** The answer of an accepted placement. */
export function placedPayload(tickets: ApiTicket[], balances: Balances): PlaceBetPayload {
  return { tickets, balance: centsToAmount(balances.cashAfterCents), bonusBalance: centsToAmount(balances.bonusAfterCents) };
}

/** The stake of each ticket as core's posting rule says, with who and why. */
export function stakeTransfersOf(ticket: TicketRow) {
  return {
    transfers: betPlaced({ ticketId: ticket.id, playerId: ticket.userId, currency: ticket.currency, funding: ticket.funding, stakeCents: ticket.stakeCents }),
    context: { createdBy: ticket.userId, note: `${ticket.betType} bet` },
  };
}

/**
 * The stakes go to the ledger last: every placement credits a house row (one of the currency's
 * shards, by the stake's key) whose lock is held from here to the commit, so nothing else runs while
 * it is held; concurrent placements mostly take other shards. Answers the funding wallet as stored
 * after the last debit.
 */
async function postStakes(tx: Transaction, userId: string, player: PlacementPlayer, created: readonly TicketRow[]): Promise<LedgerAccountRow> {
  const resolved = new Map([
    [playerCashAccount(userId), player.cash],
    [playerBonusAccount(userId), player.bonus],
  ]);
  let funding = created[0]?.funding === 'bonus' ? player.bonus : player.cash;
  for (const ticket of created) {
    const { transfers, context } = stakeTransfersOf(ticket);
    const outcomes = await postEvent(tx, transfers, context, resolved);
    for (const outcome of outcomes) {
      assert(outcome.created && outcome.debitAfter, 'a new ticket posts a new stake');
      assert(outcome.debitAfter.id === funding.id, 'the stake leaves the funding wallet');
      funding = outcome.debitAfter;
    }
  }
  return funding;
}

async function placeInTransaction(tx: Transaction, userId: string, order: PlaceBetOrder, settings: PlacementSettings, now: Date): Promise<Placed> {
  // The lock statement also says whether tickets of this request exist (no extra round trip).
  const { player, replayed, byId } = await lockPlayer(tx, userId, order);
  const replay = replayed ? await replayOf(tx, userId, order.requestId, settings.marginBp) : null;
  if (replay) return { payload: replay, suspendedMarketIds: [] };
  const plan = planPlacement(userId, player, byId, order, settings, now);
  const created = await repo.insertTicketsWithLegs(tx, plan.tickets, plan.legs);
  const suspendedMarketIds = await autoSuspendAfterPlacement(tx, settings.risk, player.currency, plan.legDetails, now);
  const tickets = await placedViews(tx, created, plan.legDetails, suspendedMarketIds, settings.marginBp);
  const fundingAfter = await postStakes(tx, userId, player, created);
  // The same figures twice: computed before the debit, and as the ledger's update stored them.
  assert(availableOf(fundingAfter) === (order.useBonus ? plan.balances.bonusAfterCents : plan.balances.cashAfterCents), 'balances after placement match the debit');
  return { payload: placedPayload(tickets, plan.balances), suspendedMarketIds };
}

/**
 * A refused placement may be the loser of a twin race (another instance, or a batch beside this
 * one, wrote the same requestId first): it answers what the winner stored. Anything else stands.
 */
export async function replayOrThrow(db: Database, userId: string, requestId: string, marginBp: number, error: unknown): Promise<PlaceBetPayload> {
  if (uniqueViolationConstraint(error) === null && !(error instanceof AppError)) throw error;
  const replay = await db.transaction((tx) => replayOf(tx, userId, requestId, marginBp));
  if (!replay) throw error;
  return replay;
}

/**
 * POST /api/sports/place-bet: one transaction (retried on serialization failure) that locks the
 * player's wallets, re-prices every leg, applies core's slip rules, debits the stake through the
 * ledger and writes the tickets. Idempotent by `requestId`, also when two twins race: the loser's
 * insert hits the unique key, or (when the winner's debit or a price move makes the loser's slip
 * fail its checks) its refusal finds the winner's tickets; either way it answers what the winner stored.
 * Under load the route groups placements into one transaction (placement-batch.ts), which falls
 * back to this path for anything it does not decide itself.
 */
export async function placeBet(db: Database, auth: AuthContext, order: PlaceBetOrder, now = new Date(), publishMarkets?: PublishMarkets): Promise<PlaceBetPayload> {
  const settings = await loadPlacementSettings(db);
  try {
    const placed = await inTransaction(db, (tx) => placeInTransaction(tx, auth.userId, order, settings, now));
    // Risk suspended a market in the transaction: players see it only after the commit.
    if (placed.suspendedMarketIds.length > 0 && publishMarkets) await publishMarkets(placed.suspendedMarketIds);
    return placed.payload;
  } catch (error) {
    return replayOrThrow(db, auth.userId, order.requestId, settings.marginBp, error);
  }
}

// ---- My bets ----------------------------------------------------------------------------------

export async function myBets(db: Database, auth: AuthContext, query: MyBetsQuery) {
  const { cashoutMarginBp } = await loadBettingSettings(db);
  return db.transaction(async (tx) => {
    const history = await ticketViews(tx, await repo.listTickets(tx, auth.userId, settledStatuses, historyListedMax), cashoutMarginBp);
    if (query.status === 'settled') {
      const settled = await repo.listTickets(tx, auth.userId, settledStatuses, myBetsListedMax);
      return { mybets: await ticketViews(tx, settled, cashoutMarginBp), history };
    }
    const open = await repo.listTickets(tx, auth.userId, openStatuses, myBetsListedMax);
    return { mybets: await ticketViews(tx, open, cashoutMarginBp), history };
  });
}

// ---- In-play delay ----------------------------------------------------------------------------

/** The ticket's potential return at the legs' (re-struck) odds, by the seed's formulas. */
function returnAt(ticket: TicketRow, odds: readonly OddsMilli[]): number {
  if (ticket.betType === 'single') return singleReturnCents([{ odds: odds[0] ?? 0, stakeCents: ticket.stakeCents }]);
  const legs = odds.map((value) => ({ odds: value, stakeCents: 0 }));
  return ticket.betType === 'multi' ? multiReturnCents(legs, ticket.stakeCents) : systemReturnCents(legs, ticket.stakeCents);
}

type PendingDecision = { accepted: true; odds: OddsMilli[] } | { accepted: false; reason: string };

/** Every leg re-priced under the ticket's own odds preference. */
function decidePending(ticket: TicketRow, legs: readonly repo.LegDetailRow[]): PendingDecision {
  const odds: OddsMilli[] = [];
  for (const leg of legs) {
    const status = marketStatusNow(leg.eventStatus, leg.marketStatus);
    const current = checkLegMarket({ eventId: leg.eventId, status, odds: currentOddsOf(status, leg.currentOddsMilli) }, leg.legIndex);
    if (!current.ok) return { accepted: false, reason: current.code };
    const accepted = checkOddsAcceptance(ticket.acceptOddsChanges, leg.oddsMilli, current.value, leg.legIndex);
    if (!accepted.ok) return { accepted: false, reason: accepted.code };
    odds.push(accepted.value);
  }
  return { accepted: true, odds };
}

async function rejectPending(tx: Transaction, ticket: TicketRow, reason: string, now: Date): Promise<void> {
  await repo.updateTicket(tx, ticket.id, { status: 'rejected', rejectReason: reason, settledAt: now, settledReturnCents: ticket.stakeCents });
  const refund = betSettled({
    ticketId: ticket.id,
    playerId: ticket.userId,
    currency: ticket.currency,
    funding: ticket.funding,
    stakeCents: ticket.stakeCents,
    settlementSeq: 1,
    outcome: 'void',
    returnCents: ticket.stakeCents,
  });
  await postEvent(tx, refund, { note: `bet rejected: ${reason}` });
  await notify(tx, ticket.userId, 'inplay_bet_rejected', { ticketId: ticket.id, stake: centsToAmount(ticket.stakeCents), currency: ticket.currency, reason }, { link: '/my-bets' });
}

/** Decides one due pending ticket; null when none is due. Its payout is checked against its own currency's maximum. */
async function processOnePending(tx: Transaction, now: Date, risk: RiskSettings): Promise<'accepted' | 'rejected' | null> {
  const ticket = await repo.lockNextDuePending(tx, now);
  if (!ticket) return null;
  const legs = await repo.findLegDetails(tx, [ticket.id]);
  assert(legs.length > 0, 'a ticket has legs');
  const decision = decidePending(ticket, legs);
  if (!decision.accepted) {
    await rejectPending(tx, ticket, decision.reason, now);
    return 'rejected';
  }
  const potentialReturnCents = returnAt(ticket, decision.odds);
  const limits = limitsForCurrency(risk, ticket.currency, stakeFactorBpOne);
  if (!limits.ok) {
    await rejectPending(tx, ticket, limits.code, now);
    return 'rejected';
  }
  if (!checkPayout(potentialReturnCents, limits.value).ok) {
    await rejectPending(tx, ticket, 'BETSLIP_PAYOUT_TOO_HIGH', now);
    return 'rejected';
  }
  for (const [index, leg] of legs.entries()) {
    const odds = decision.odds[index];
    if (odds !== undefined && odds !== leg.oddsMilli) await repo.updateLegOdds(tx, leg.id, odds);
  }
  await repo.updateTicket(tx, ticket.id, { status: 'accepted', potentialReturnCents });
  await notify(tx, ticket.userId, 'inplay_bet_accepted', { ticketId: ticket.id, stake: centsToAmount(ticket.stakeCents), potentialReturn: centsToAmount(potentialReturnCents), currency: ticket.currency }, { link: '/my-bets' });
  return 'accepted';
}

/**
 * The in-play delay job: every pending ticket whose `acceptAt` has passed at `nowMs` is re-priced
 * and accepted (at the current odds, when the player's preference allows them) or rejected with its
 * stake refunded (`bet_refund`). One transaction per ticket, `SKIP LOCKED`: several instances may
 * run it at once. Deterministic in `nowMs`, so tests call it directly.
 */
export async function processPendingTickets(db: Database, nowMs: number): Promise<{ accepted: number; rejected: number }> {
  const risk = await loadRiskSettings(db);
  const now = new Date(nowMs);
  const counts = { accepted: 0, rejected: 0 };
  for (let run = 0; run < pendingBatchMax; run += 1) {
    const outcome = await inTransaction(db, (tx) => processOnePending(tx, now, risk));
    if (outcome === null) break;
    counts[outcome] += 1;
  }
  return counts;
}

// ---- Cash-out ---------------------------------------------------------------------------------

/**
 * POST /api/sports/cashout: re-quotes the ticket under its lock and pays only an exact match of
 * the player's amount (core's confirmCashout), through the ledger (`cashout`), closing the ticket.
 */
export async function cashout(db: Database, auth: AuthContext, order: CashoutOrder, now = new Date()) {
  const { cashoutMarginBp } = await loadBettingSettings(db);
  return inTransaction(db, async (tx) => {
    const ticket = await repo.lockTicket(tx, order.ticketId);
    if (!ticket || ticket.userId !== auth.userId) throw new AppError('TICKET_NOT_FOUND', 404, 'ticketId: no such ticket.', 'ticketId');
    const legs = await repo.findLegDetails(tx, [ticket.id]);
    const confirmed = confirmCashout(order.amountCents, cashoutTicketOf(ticket, legs), cashoutMarginBp);
    if (!confirmed.ok) {
      const message = confirmed.currentValueCents === null ? `amount: ${confirmed.message}.` : `amount: the cash-out value is now ${centsToAmount(confirmed.currentValueCents)}.`;
      throw new CashoutQuoteError(confirmed.code, message, confirmed.currentValueCents);
    }
    await repo.updateTicket(tx, ticket.id, { status: 'cashed_out', settledAt: now, settledReturnCents: order.amountCents });
    await postEvent(tx, cashedOut({ ticketId: ticket.id, playerId: ticket.userId, currency: ticket.currency, funding: ticket.funding, amountCents: order.amountCents }), {
      createdBy: auth.userId,
      note: 'cash-out',
    });
    await notify(tx, ticket.userId, 'cashout_paid', { ticketId: ticket.id, amount: centsToAmount(order.amountCents), currency: ticket.currency }, { link: '/my-bets' });
    const balances = await userBalances(tx, ticket.userId, ticket.currency);
    const [view] = await ticketViews(tx, [{ ...ticket, status: 'cashed_out', settledAt: now, settledReturnCents: order.amountCents }], cashoutMarginBp);
    assert(view, 'the cashed-out ticket has a view');
    return { ticket: view, amount: centsToAmount(order.amountCents), balance: centsToAmount(balances.cashCents), bonusBalance: centsToAmount(balances.bonusCents) };
  });
}
