import { assert, err, ok, type Err, type Ok } from '../control/control';
import { floorDiv, type Cents } from '../money/money';
import { assertOddsMilli, type OddsMilli } from '../odds/odds';
import { betslipLegsMax, betslipLegsMultiMin } from '../betslip/limits';
import { legStakeFactor, type LegOutcome, type StakeFactor } from '../settlement/settlement';
import { basisPointsPerUnit, cashoutMarginBpMax, cashoutValueCentsMin } from './limits';

/** A leg as cash-out sees it: the placed price, the result so far, and (for open legs) the market now. */
export type CashoutLeg = {
  readonly placedOddsMilli: OddsMilli;
  readonly outcome: LegOutcome;
  readonly marketStatus: 'open' | 'suspended' | 'closed' | 'settled';
  readonly currentOdds: OddsMilli | 'suspended';
};

export type CashoutTicket = {
  /** False once the ticket is settled or already cashed out. */
  readonly ticketOpen: boolean;
  readonly betType: 'single' | 'multi' | 'system';
  readonly stakeCents: Cents;
  readonly legs: readonly CashoutLeg[];
};

export type CashoutCode =
  | 'CASHOUT_SETTLED'
  | 'CASHOUT_NOT_OFFERED_LOST'
  | 'CASHOUT_NOT_OFFERED_SUSPENDED'
  | 'CASHOUT_NOT_OFFERED_BET_TYPE'
  | 'CASHOUT_NOT_OFFERED_VALUE';

export type CashoutQuote = {
  /** What the house pays now to close the ticket. */
  readonly valueCents: Cents;
  /** What the ticket returns if every open leg wins; the quote never exceeds it. */
  readonly potentialReturnCents: Cents;
};

function times(a: StakeFactor, b: StakeFactor): StakeFactor {
  return { num: a.num * b.num, den: a.den * b.den };
}

function settledFactor(leg: CashoutLeg): StakeFactor | null {
  return legStakeFactor({ oddsMilli: leg.placedOddsMilli, outcome: leg.outcome });
}

/** Why a ticket is not offered, checked in this order; null when a quote can be made. */
function refusal(ticket: CashoutTicket): Err<CashoutCode> | null {
  if (!ticket.ticketOpen) return err('CASHOUT_SETTLED', 'the ticket is already settled');
  if (ticket.betType === 'system') return err('CASHOUT_NOT_OFFERED_BET_TYPE', 'cash-out is offered on singles and multis');
  if (ticket.legs.some((leg) => leg.outcome.kind === 'lost')) return err('CASHOUT_NOT_OFFERED_LOST', 'a leg has lost');
  const openLegs = ticket.legs.filter((leg) => leg.outcome.kind === 'open');
  if (openLegs.length === 0) return err('CASHOUT_SETTLED', 'every leg is decided; the ticket is settling');
  if (openLegs.some((leg) => leg.marketStatus !== 'open' || leg.currentOdds === 'suspended')) {
    return err('CASHOUT_NOT_OFFERED_SUSPENDED', 'a market of an open leg is suspended');
  }
  return null;
}

function assertTicket(ticket: CashoutTicket, marginBp: number): void {
  assert(Number.isSafeInteger(marginBp) && marginBp >= 0 && marginBp <= cashoutMarginBpMax, 'margin out of range');
  assert(Number.isSafeInteger(ticket.stakeCents) && ticket.stakeCents > 0, 'stake must be positive cents');
  const legsMin = ticket.betType === 'single' ? 1 : betslipLegsMultiMin;
  assert(ticket.legs.length >= legsMin && ticket.legs.length <= betslipLegsMax, 'leg count out of range');
  if (ticket.betType === 'single') assert(ticket.legs.length === 1, 'a single has exactly one leg');
  for (const leg of ticket.legs) {
    assertOddsMilli(leg.placedOddsMilli);
    if (leg.currentOdds !== 'suspended') assertOddsMilli(leg.currentOdds);
  }
}

/**
 * Cash-out value (PRODUCT.md section 4): stake x product of (placed odds / current odds) x
 * (1 - margin). An open leg contributes placed / current; a won leg placed / 1.00; a void leg
 * 1.00 / 1.00; a dead-heat leg placed / tied count. Floored to the cent once, at the end
 * (house-favourable). Since every current price is above 1.00 and the margin is not negative, the
 * value never exceeds the potential return (asserted). `marginBp` is the setting in basis points.
 */
export function cashoutQuote(ticket: CashoutTicket, marginBp: number): Ok<CashoutQuote> | Err<CashoutCode> {
  assertTicket(ticket, marginBp);
  const refused = refusal(ticket);
  if (refused !== null) return refused;
  let value: StakeFactor = { num: BigInt(basisPointsPerUnit - marginBp), den: BigInt(basisPointsPerUnit) };
  let potential: StakeFactor = { num: 1n, den: 1n };
  for (const leg of ticket.legs) {
    const settled = settledFactor(leg);
    if (settled !== null) {
      value = times(value, settled);
      potential = times(potential, settled);
      continue;
    }
    assert(leg.currentOdds !== 'suspended', 'an open leg is priced');
    value = times(value, { num: BigInt(leg.placedOddsMilli), den: BigInt(leg.currentOdds) });
    potential = times(potential, { num: BigInt(leg.placedOddsMilli), den: 1000n });
  }
  const stake = BigInt(ticket.stakeCents);
  const valueCents = Number(floorDiv(stake * value.num, value.den));
  const potentialReturnCents = Number(floorDiv(stake * potential.num, potential.den));
  assert(valueCents >= 0 && valueCents <= potentialReturnCents, 'a quote never exceeds the potential return');
  if (valueCents < cashoutValueCentsMin) return err('CASHOUT_NOT_OFFERED_VALUE', 'the quote is below one cent');
  return ok({ valueCents, potentialReturnCents });
}

/** The contract of `POST /api/sports/cashout`: the requested amount must equal the current quote exactly. */
export function quoteMatches(requestedCents: Cents, currentCents: Cents): boolean {
  assert(Number.isSafeInteger(requestedCents), 'requested amount must be cents');
  assert(Number.isSafeInteger(currentCents), 'current quote must be cents');
  return requestedCents === currentCents;
}

export type CashoutConfirmErr = Err<CashoutCode | 'CASHOUT_QUOTE_CHANGED'> & {
  /** The quote now, for the 409 answer; null when cash-out is not offered at all. */
  readonly currentValueCents: Cents | null;
};

/** Re-quotes at request time and accepts only an exact match of the player's amount. */
export function confirmCashout(
  requestedCents: Cents,
  ticket: CashoutTicket,
  marginBp: number,
): Ok<CashoutQuote> | CashoutConfirmErr {
  const quote = cashoutQuote(ticket, marginBp);
  if (!quote.ok) return { ...quote, currentValueCents: null };
  if (!quoteMatches(requestedCents, quote.value.valueCents)) {
    return { ...err('CASHOUT_QUOTE_CHANGED', 'the cash-out value has changed'), currentValueCents: quote.value.valueCents };
  }
  return quote;
}
