import { assert, assertExists, err, ok, type Err, type Ok } from '../control/control';
import { floorDiv, parseAmount, type Cents } from '../money/money';
import { assertOddsMilli, oddsMilliMax, oddsMilliMin, type OddsMilli } from '../odds/odds';
import { valueOfCurrency, type PerCurrency } from '../risk/by-currency';
import { betslipLegsMax, betslipLegsMultiMin, betslipSystemLegs } from './limits';
import { multiReturnCents, singleReturnCents, systemReturnCents, type ReturnLeg } from './returns';

/*
 * Placement checks the server runs on every leg and every slip before it accepts a bet
 * (PRODUCT.md section 4, "Placement"). Pure: the server passes the markets as they are now and the
 * player's limits; nothing here reads a clock or a database.
 *
 * The two constants below belong with the betslip limits; they live here because this session
 * owns only this file of the betslip folder.
 */

/** A stake factor of 10,000 bp is 1.0 (the player's limits as set). */
export const stakeFactorBpOne = 10_000;
/** Highest stake factor staff may give a player: 100,000 bp = 10x the stake maximum. */
export const stakeFactorBpMax = 100_000;

export type SlipBetType = 'single' | 'multi' | 'system';
export type AcceptOddsChanges = 'none' | 'higher' | 'any';
/** The same states as a sports market; a settled market is closed to betting. */
export type LegMarketStatus = 'open' | 'suspended' | 'closed' | 'settled';

export type BetslipCode =
  | 'BETSLIP_EMPTY'
  | 'BETSLIP_TOO_FEW_LEGS'
  | 'BETSLIP_TOO_MANY_LEGS'
  | 'BETSLIP_DUPLICATE_SELECTION'
  | 'BETSLIP_SAME_EVENT'
  | 'BETSLIP_SELECTION_NOT_FOUND'
  | 'BETSLIP_MARKET_CLOSED'
  | 'BETSLIP_MARKET_SUSPENDED'
  | 'BETSLIP_ODDS_CHANGED'
  | 'BETSLIP_ODDS_INVALID'
  | 'BETSLIP_STAKE_INVALID'
  | 'BETSLIP_STAKE_TOO_LOW'
  | 'BETSLIP_STAKE_TOO_HIGH'
  | 'BETSLIP_PAYOUT_TOO_HIGH'
  | 'BETSLIP_INSUFFICIENT_FUNDS'
  | 'BETSLIP_CURRENCY_UNSUPPORTED';

/**
 * A rejection names the leg it concerns (index into the slip's `bets`, null for the whole slip),
 * the current odds when they changed (for the 409 answer) and the limit that was crossed.
 */
export type BetslipErr = Err<BetslipCode> & {
  readonly legIndex: number | null;
  readonly currentOdds: OddsMilli | 'suspended' | null;
  readonly limitCents: Cents | null;
};

type Details = { legIndex?: number | null; currentOdds?: OddsMilli | 'suspended' | null; limitCents?: Cents | null };

function betslipErr(code: BetslipCode, message: string, details: Details = {}): BetslipErr {
  return {
    ...err(code, message),
    legIndex: details.legIndex ?? null,
    currentOdds: details.currentOdds ?? null,
    limitCents: details.limitCents ?? null,
  };
}

// ---- Parsing the request ----------------------------------------------------------------------

/** An API stake (at most 2 decimals, PRODUCT.md section 11) to cents; negative is invalid. */
export function parseStake(input: unknown, legIndex: number | null = null): Ok<Cents> | BetslipErr {
  const parsed = parseAmount(input);
  if (!parsed.ok) return betslipErr('BETSLIP_STAKE_INVALID', `stake ${parsed.reason}`, { legIndex });
  if (parsed.cents < 0) return betslipErr('BETSLIP_STAKE_INVALID', 'stake must not be negative', { legIndex });
  return ok(parsed.cents);
}

/** The odds the client saw (a decimal with at most 3 places) to thousandths, read from the text. */
export function parseRequestedOdds(input: unknown, legIndex: number | null = null): Ok<OddsMilli> | BetslipErr {
  const text = typeof input === 'number' && Number.isFinite(input) ? String(input) : typeof input === 'string' ? input.trim() : '';
  const match = /^(\d{1,7})(?:\.(\d{1,3}))?$/.exec(text);
  if (match === null) return betslipErr('BETSLIP_ODDS_INVALID', 'odds must be a decimal with at most 3 places', { legIndex });
  const milli = Number(match[1]) * 1000 + Number((match[2] ?? '').padEnd(3, '0'));
  if (milli < oddsMilliMin || milli > oddsMilliMax) {
    return betslipErr('BETSLIP_ODDS_INVALID', 'odds out of range', { legIndex });
  }
  return ok(milli);
}

// ---- Per leg ----------------------------------------------------------------------------------

/** The selection as the server prices it now; `eventId` is the event the market belongs to. */
export type LegMarket = { readonly eventId: string; readonly status: LegMarketStatus; readonly odds: OddsMilli | 'suspended' };

/** The market must be open and the selection priced. */
export function checkLegMarket(market: LegMarket | null, legIndex: number | null = null): Ok<OddsMilli> | BetslipErr {
  if (market === null) return betslipErr('BETSLIP_SELECTION_NOT_FOUND', 'selection not found', { legIndex });
  if (market.status === 'closed' || market.status === 'settled') {
    return betslipErr('BETSLIP_MARKET_CLOSED', 'market is closed', { legIndex });
  }
  if (market.status === 'suspended' || market.odds === 'suspended') {
    return betslipErr('BETSLIP_MARKET_SUSPENDED', 'market is suspended', { legIndex, currentOdds: 'suspended' });
  }
  assertOddsMilli(market.odds);
  return ok(market.odds);
}

/**
 * The player's "accept odds changes" preference: `none` accepts only the requested price, `higher`
 * also a longer one, `any` every price. The bet is struck at the current odds.
 */
export function checkOddsAcceptance(
  preference: AcceptOddsChanges,
  requestedOdds: OddsMilli,
  currentOdds: OddsMilli,
  legIndex: number | null = null,
): Ok<OddsMilli> | BetslipErr {
  assertOddsMilli(requestedOdds);
  assertOddsMilli(currentOdds);
  const accepted =
    currentOdds === requestedOdds ||
    preference === 'any' ||
    (preference === 'higher' && currentOdds > requestedOdds);
  if (accepted) return ok(currentOdds);
  return betslipErr('BETSLIP_ODDS_CHANGED', 'odds have changed', { legIndex, currentOdds });
}

// ---- Limits -----------------------------------------------------------------------------------

/** The player's limits (settings and risk management), in cents; the factor in basis points. */
export type PlacementLimits = {
  readonly stakeMinCents: Cents;
  readonly stakeMaxCents: Cents;
  readonly payoutMaxCents: Cents;
  readonly stakeFactorBp: number;
};

function assertLimits(limits: PlacementLimits): void {
  for (const cents of [limits.stakeMinCents, limits.stakeMaxCents, limits.payoutMaxCents]) {
    assert(Number.isSafeInteger(cents) && cents >= 0, 'limits are non-negative cents');
  }
  assert(limits.stakeMinCents >= 1, 'the minimum stake is at least one cent');
  assert(Number.isSafeInteger(limits.stakeFactorBp), 'stake factor is integer basis points');
  assert(limits.stakeFactorBp >= 0 && limits.stakeFactorBp <= stakeFactorBpMax, 'stake factor out of range');
}

/** The operator's limits as settings keep them: one map per limit, currency -> that currency's cents. */
export type CurrencyLimitMaps = {
  readonly stakeCentsMin: PerCurrency<Cents>;
  readonly stakeCentsMax: PerCurrency<Cents>;
  readonly payoutCentsMax: PerCurrency<Cents>;
};

/**
 * The limits a player of `currency` bets under: that currency's stake and payout limits (never
 * another currency's) with the player's stake factor. A currency missing any of the three limits
 * cannot bet.
 */
export function limitsForCurrency(maps: CurrencyLimitMaps, currency: string, stakeFactorBp: number): Ok<PlacementLimits> | BetslipErr {
  const stakeMinCents = valueOfCurrency(maps.stakeCentsMin, currency);
  const stakeMaxCents = valueOfCurrency(maps.stakeCentsMax, currency);
  const payoutMaxCents = valueOfCurrency(maps.payoutCentsMax, currency);
  if (stakeMinCents === undefined || stakeMaxCents === undefined || payoutMaxCents === undefined) {
    return betslipErr('BETSLIP_CURRENCY_UNSUPPORTED', `betting is not available in ${currency}: no stake limits are set for it`);
  }
  const limits = { stakeMinCents, stakeMaxCents, payoutMaxCents, stakeFactorBp };
  assertLimits(limits);
  return ok(limits);
}

/** The stake factor scales the maximum stake only, floored to the cent (0 bp stops all betting). */
export function effectiveStakeMaxCents(limits: PlacementLimits): Cents {
  assertLimits(limits);
  return Number(floorDiv(BigInt(limits.stakeMaxCents) * BigInt(limits.stakeFactorBp), BigInt(stakeFactorBpOne)));
}

export function checkStake(stakeCents: Cents, limits: PlacementLimits, legIndex: number | null = null): Ok<Cents> | BetslipErr {
  assert(Number.isSafeInteger(stakeCents) && stakeCents >= 0, 'stake must be non-negative cents');
  const maxCents = effectiveStakeMaxCents(limits);
  if (stakeCents < limits.stakeMinCents) {
    return betslipErr('BETSLIP_STAKE_TOO_LOW', 'stake below the minimum', { legIndex, limitCents: limits.stakeMinCents });
  }
  if (stakeCents > maxCents) {
    return betslipErr('BETSLIP_STAKE_TOO_HIGH', 'stake above the maximum', { legIndex, limitCents: maxCents });
  }
  return ok(stakeCents);
}

export function checkPayout(potentialReturnCents: Cents, limits: PlacementLimits, legIndex: number | null = null): Ok<Cents> | BetslipErr {
  assert(Number.isSafeInteger(potentialReturnCents) && potentialReturnCents >= 0, 'return must be non-negative cents');
  if (potentialReturnCents > limits.payoutMaxCents) {
    return betslipErr('BETSLIP_PAYOUT_TOO_HIGH', 'potential return above the maximum payout', {
      legIndex,
      limitCents: limits.payoutMaxCents,
    });
  }
  return ok(potentialReturnCents);
}

/** The wallet the slip is staked from (cash, or bonus when `useBonus`) must cover the total stake. */
export function checkFunds(availableCents: Cents, totalStakeCents: Cents): Ok<Cents> | BetslipErr {
  assert(Number.isSafeInteger(availableCents) && Number.isSafeInteger(totalStakeCents), 'amounts are cents');
  if (totalStakeCents > availableCents) return betslipErr('BETSLIP_INSUFFICIENT_FUNDS', 'insufficient funds');
  return ok(totalStakeCents);
}

// ---- Per slip ---------------------------------------------------------------------------------

export function checkLegCount(betType: SlipBetType, legCount: number): Ok<number> | BetslipErr {
  assert(Number.isSafeInteger(legCount) && legCount >= 0, 'leg count is a count');
  if (legCount === 0) return betslipErr('BETSLIP_EMPTY', 'the betslip is empty');
  if (legCount > betslipLegsMax) return betslipErr('BETSLIP_TOO_MANY_LEGS', `at most ${betslipLegsMax} bets`);
  if (betType !== 'single' && legCount < betslipLegsMultiMin) {
    return betslipErr('BETSLIP_TOO_FEW_LEGS', `multi and system bets need at least ${betslipLegsMultiMin} bets`);
  }
  return ok(legCount);
}

/** No selection twice in a slip; in a multi or system, at most one selection per event. */
export function checkSelections(
  betType: SlipBetType,
  legs: readonly { readonly optionId: string; readonly eventId: string }[],
): Ok<null> | BetslipErr {
  assert(legs.length <= betslipLegsMax, 'too many legs');
  const options = new Set<string>();
  const events = new Set<string>();
  for (const [legIndex, leg] of legs.entries()) {
    if (options.has(leg.optionId)) return betslipErr('BETSLIP_DUPLICATE_SELECTION', 'selection is in the slip twice', { legIndex });
    if (betType !== 'single' && events.has(leg.eventId)) {
      return betslipErr('BETSLIP_SAME_EVENT', 'one selection per event in a multi or system', { legIndex });
    }
    options.add(leg.optionId);
    events.add(leg.eventId);
  }
  return ok(null);
}

/** One bet of the placement request, already parsed (`parseStake`, `parseRequestedOdds`). */
export type SlipLegRequest = {
  readonly gameId: string;
  readonly optionId: string;
  readonly requestedOdds: OddsMilli;
  /** Singles only; multi and system use the slip's total stake. */
  readonly stakeCents: Cents;
};

export type SlipRequest = {
  readonly betType: SlipBetType;
  readonly legs: readonly SlipLegRequest[];
  readonly totalStakeCents: Cents;
  readonly acceptOddsChanges: AcceptOddsChanges;
};

/** A ticket to create: its stake, its legs (indexes into the request) and its potential return. */
export type PlannedTicket = {
  readonly betType: SlipBetType;
  readonly stakeCents: Cents;
  readonly legIndexes: readonly number[];
  readonly potentialReturnCents: Cents;
};

export type ValidatedSlip = {
  /** The odds each leg is struck at (the current price), by request index; null for unbet legs. */
  readonly acceptedOdds: readonly (OddsMilli | null)[];
  readonly tickets: readonly PlannedTicket[];
  readonly totalStakeCents: Cents;
};

/**
 * The legs that are bet: singles with a stake above 0 (as the seed's single return; a single with
 * no stake is not a bet and is not checked), all legs of a multi, exactly the first three of a system.
 */
function legsBet(request: SlipRequest): number[] {
  const indexes = request.legs.map((_, index) => index);
  if (request.betType === 'single') return indexes.filter((index) => request.legs[index]!.stakeCents > 0);
  if (request.betType === 'system') return indexes.slice(0, betslipSystemLegs);
  return indexes;
}

function checkStakes(request: SlipRequest, bet: readonly number[], limits: PlacementLimits): Ok<Cents> | BetslipErr {
  if (request.betType !== 'single') return checkStake(request.totalStakeCents, limits);
  if (bet.length === 0) {
    return betslipErr('BETSLIP_STAKE_TOO_LOW', 'no bet has a stake', { limitCents: limits.stakeMinCents });
  }
  let totalCents = 0;
  for (const index of bet) {
    const checked = checkStake(request.legs[index]!.stakeCents, limits, index);
    if (!checked.ok) return checked;
    totalCents += checked.value;
  }
  return ok(totalCents);
}

function priceLegs(
  request: SlipRequest,
  bet: readonly number[],
  markets: readonly (LegMarket | null)[],
): Ok<(OddsMilli | null)[]> | BetslipErr {
  const accepted: (OddsMilli | null)[] = request.legs.map(() => null);
  for (const index of bet) {
    const current = checkLegMarket(markets[index] ?? null, index);
    if (!current.ok) return current;
    const odds = checkOddsAcceptance(request.acceptOddsChanges, request.legs[index]!.requestedOdds, current.value, index);
    if (!odds.ok) return odds;
    accepted[index] = odds.value;
  }
  return ok(accepted);
}

/** Potential returns through the seed's formulas (betslip/returns.ts), at the accepted odds. */
function planTickets(request: SlipRequest, bet: readonly number[], accepted: readonly (OddsMilli | null)[]): PlannedTicket[] {
  const returnLeg = (index: number, stakeCents: Cents): ReturnLeg => ({
    odds: assertExists(accepted[index], 'every bet leg is priced'),
    stakeCents,
  });
  if (request.betType === 'single') {
    return bet.map((index) => {
      const stakeCents = request.legs[index]!.stakeCents;
      return { betType: 'single', stakeCents, legIndexes: [index], potentialReturnCents: singleReturnCents([returnLeg(index, stakeCents)]) };
    });
  }
  const legs = bet.map((index) => returnLeg(index, 0));
  const stakeCents = request.totalStakeCents;
  const potentialReturnCents =
    request.betType === 'multi' ? multiReturnCents(legs, stakeCents) : systemReturnCents(legs, stakeCents);
  return [{ betType: request.betType, stakeCents, legIndexes: bet, potentialReturnCents }];
}

/**
 * Every placement check of one slip, in order: leg count, selections (no repeats, one per event in
 * a multi or system), stakes against the player's limits, each bet leg's market and price against
 * the odds preference, then each ticket's potential return against the maximum payout. The first
 * failure is returned. `markets[i]` is the server's current view of `request.legs[i]` (null when
 * the selection does not exist). Funds are checked by the ledger when the stake is posted.
 */
export function validateSlip(
  request: SlipRequest,
  markets: readonly (LegMarket | null)[],
  limits: PlacementLimits,
): Ok<ValidatedSlip> | BetslipErr {
  assertLimits(limits);
  assert(markets.length === request.legs.length, 'one market view per leg');
  const count = checkLegCount(request.betType, request.legs.length);
  if (!count.ok) return count;
  const bet = legsBet(request);
  const selections = bet.map((index) => ({
    optionId: request.legs[index]!.optionId,
    eventId: markets[index]?.eventId ?? request.legs[index]!.gameId,
  }));
  const unique = checkSelections(request.betType, selections);
  if (!unique.ok) return { ...unique, legIndex: unique.legIndex === null ? null : bet[unique.legIndex]! };
  const total = checkStakes(request, bet, limits);
  if (!total.ok) return total;
  const accepted = priceLegs(request, bet, markets);
  if (!accepted.ok) return accepted;
  const tickets = planTickets(request, bet, accepted.value);
  for (const ticket of tickets) {
    const payout = checkPayout(ticket.potentialReturnCents, limits, request.betType === 'single' ? ticket.legIndexes[0]! : null);
    if (!payout.ok) return payout;
  }
  return ok({ acceptedOdds: accepted.value, tickets, totalStakeCents: total.value });
}
