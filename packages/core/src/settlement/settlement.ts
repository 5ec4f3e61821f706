import { assert, exhaustive } from '../control/control';
import { floorDiv, type Cents } from '../money/money';
import { assertOddsMilli, type OddsMilli } from '../odds/odds';
import { betslipLegsMax, betslipLegsMultiMin, betslipSystemLegs } from '../betslip/limits';
import { deadHeatTiedCountMax } from './limits';

/**
 * How a leg's selection ended. `dead_heat` carries the number of selections tied for the paid
 * place(s): the leg's stake is divided by `tiedCount` (equivalently its odds), so a dead heat of 1
 * is a plain win.
 */
export type LegOutcome =
  | { readonly kind: 'open' }
  | { readonly kind: 'won' }
  | { readonly kind: 'lost' }
  | { readonly kind: 'void' }
  | { readonly kind: 'dead_heat'; readonly tiedCount: number };

export type SettlementLeg = { readonly oddsMilli: OddsMilli; readonly outcome: LegOutcome };

export type SettlementBetType = 'single' | 'multi' | 'system';

export type SettlementTicket = {
  readonly betType: SettlementBetType;
  readonly stakeCents: Cents;
  readonly legs: readonly SettlementLeg[];
};

/**
 * A settled ticket: `void` is a full refund of the stake (every leg that counts was void), `lost`
 * returns nothing, `won` returns anything else (a dead heat or a partly void system may return
 * less than the stake and is still a win for the ledger).
 */
export type TicketSettlement =
  | { readonly status: 'open' }
  | { readonly status: 'settled'; readonly outcome: 'won' | 'lost' | 'void'; readonly returnCents: Cents };

/** An exact multiplier of the stake: numerator over a positive denominator. */
export type StakeFactor = { readonly num: bigint; readonly den: bigint };

const one: StakeFactor = { num: 1n, den: 1n };

function times(a: StakeFactor, b: StakeFactor): StakeFactor {
  return { num: a.num * b.num, den: a.den * b.den };
}

function plus(a: StakeFactor, b: StakeFactor): StakeFactor {
  return { num: a.num * b.den + b.num * a.den, den: a.den * b.den };
}

function assertLeg(leg: SettlementLeg): void {
  assertOddsMilli(leg.oddsMilli);
  if (leg.outcome.kind === 'dead_heat') {
    const tied = leg.outcome.tiedCount;
    assert(Number.isSafeInteger(tied), 'tiedCount must be an integer');
    assert(tied >= 1 && tied <= deadHeatTiedCountMax, 'tiedCount out of range');
  }
}

/**
 * What one settled leg multiplies the stake by: won = odds, void = 1.00, lost = 0, dead heat =
 * odds / tiedCount. `null` while the leg is open.
 */
export function legStakeFactor(leg: SettlementLeg): StakeFactor | null {
  assertLeg(leg);
  const outcome = leg.outcome;
  switch (outcome.kind) {
    case 'open':
      return null;
    case 'won':
      return { num: BigInt(leg.oddsMilli), den: 1000n };
    case 'lost':
      return { num: 0n, den: 1n };
    case 'void':
      return one;
    case 'dead_heat':
      return { num: BigInt(leg.oddsMilli), den: 1000n * BigInt(outcome.tiedCount) };
    default:
      return exhaustive(outcome);
  }
}

/**
 * The only rounding of a settlement: stake x exact factor, floored to the cent once, at the end.
 * Floor is house-favourable and never pays more than the exact return; flooring once (not per
 * leg or per double) keeps an all-won ticket equal to the betslip's quoted return.
 */
function returnCents(stakeCents: Cents, factor: StakeFactor): Cents {
  return Number(floorDiv(BigInt(stakeCents) * factor.num, factor.den));
}

function settledResult(stakeCents: Cents, factor: StakeFactor, allVoid: boolean): TicketSettlement {
  if (factor.num === 0n) return { status: 'settled', outcome: 'lost', returnCents: 0 };
  const cents = returnCents(stakeCents, factor);
  if (allVoid) {
    assert(cents === stakeCents, 'a fully void ticket refunds exactly its stake');
    return { status: 'settled', outcome: 'void', returnCents: cents };
  }
  return { status: 'settled', outcome: 'won', returnCents: cents };
}

function settleSingle(ticket: SettlementTicket): TicketSettlement {
  assert(ticket.legs.length === 1, 'a single has exactly one leg');
  const leg = ticket.legs[0]!;
  const factor = legStakeFactor(leg);
  if (factor === null) return { status: 'open' };
  return settledResult(ticket.stakeCents, factor, leg.outcome.kind === 'void');
}

/**
 * Multi: the product of the legs' factors. Any lost leg loses the ticket at once, even with other
 * legs still open (nothing can win it back); otherwise an open leg keeps it open.
 */
function settleMulti(ticket: SettlementTicket): TicketSettlement {
  assert(ticket.legs.length >= betslipLegsMultiMin, 'a multi has at least three legs');
  const factors = ticket.legs.map(legStakeFactor);
  if (factors.some((f) => f !== null && f.num === 0n)) return { status: 'settled', outcome: 'lost', returnCents: 0 };
  let product = one;
  for (const factor of factors) {
    if (factor === null) return { status: 'open' };
    product = times(product, factor);
  }
  return settledResult(ticket.stakeCents, product, ticket.legs.every((leg) => leg.outcome.kind === 'void'));
}

/** The three doubles of a system bet, as indexes into its first three legs. */
export const systemDoubleLegIndexes: readonly (readonly [number, number])[] = [
  [0, 1],
  [0, 2],
  [1, 2],
];

export type SystemDoubleStatus = 'open' | 'won' | 'lost' | 'void';

/** Each double's state: lost if either leg lost, open if either leg is open, void if both are void. */
export function systemDoubleStatuses(legs: readonly SettlementLeg[]): SystemDoubleStatus[] {
  assert(legs.length >= betslipSystemLegs, 'a system has three legs');
  return systemDoubleLegIndexes.map(([i, j]) => {
    const a = legs[i]!;
    const b = legs[j]!;
    const fa = legStakeFactor(a);
    const fb = legStakeFactor(b);
    if ((fa !== null && fa.num === 0n) || (fb !== null && fb.num === 0n)) return 'lost';
    if (fa === null || fb === null) return 'open';
    return a.outcome.kind === 'void' && b.outcome.kind === 'void' ? 'void' : 'won';
  });
}

/**
 * System: exactly the first three legs make three doubles, each staked with exactly a third of
 * the total stake (an exact rational, no cent is allocated), so the return is
 * floor(total x (F01 + F02 + F12) / 3), floored once. An all-won system therefore pays exactly the
 * seed's `systemReturnCents` and an all-void one refunds exactly the stake, whatever the stake
 * modulo 3. Lost once every double holds a lost leg; open while any double can still pay.
 */
function settleSystem(ticket: SettlementTicket): TicketSettlement {
  assert(ticket.legs.length >= betslipSystemLegs, 'a system has three legs');
  const legs = ticket.legs.slice(0, betslipSystemLegs);
  const statuses = systemDoubleStatuses(legs);
  if (statuses.every((s) => s === 'lost')) return { status: 'settled', outcome: 'lost', returnCents: 0 };
  if (statuses.includes('open')) return { status: 'open' };
  let sum: StakeFactor = { num: 0n, den: 1n };
  for (const [i, j] of systemDoubleLegIndexes) {
    const double = times(legStakeFactor(legs[i]!) ?? one, legStakeFactor(legs[j]!) ?? one);
    sum = plus(sum, double);
  }
  const perDoubleThird = times(sum, { num: 1n, den: BigInt(betslipSystemLegs) });
  return settledResult(ticket.stakeCents, perDoubleThird, statuses.every((s) => s === 'void'));
}

/** Settles a ticket from its legs' outcomes; `open` while its result can still change. */
export function settleTicket(ticket: SettlementTicket): TicketSettlement {
  assert(Number.isSafeInteger(ticket.stakeCents) && ticket.stakeCents > 0, 'stake must be positive cents');
  assert(ticket.legs.length <= betslipLegsMax, 'too many legs');
  switch (ticket.betType) {
    case 'single':
      return settleSingle(ticket);
    case 'multi':
      return settleMulti(ticket);
    case 'system':
      return settleSystem(ticket);
    default:
      return exhaustive(ticket.betType);
  }
}

/**
 * For display only (a ticket's breakdown): the total stake split into the three doubles' cents,
 * the 1 or 2 remainder cents going to the first double (100 -> 34, 33, 33). Returns are computed
 * from exact thirds (see settleSystem), never from this split.
 */
export function systemDoubleStakesCents(totalStakeCents: Cents): [Cents, Cents, Cents] {
  assert(Number.isSafeInteger(totalStakeCents) && totalStakeCents >= 0, 'stake must be non-negative cents');
  const third = Number(floorDiv(BigInt(totalStakeCents), BigInt(betslipSystemLegs)));
  const remainder = totalStakeCents - third * betslipSystemLegs;
  return [third + remainder, third, third];
}
