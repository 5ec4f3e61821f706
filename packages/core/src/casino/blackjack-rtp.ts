/**
 * Return to player of basic strategy (blackjack-strategy.ts) under these rules, by a combinatorial
 * analysis of the 6-deck shoe (docs/casino-math.md, "Blackjack"):
 *
 * - every first two cards and dealer up card, with its exact probability from the shoe;
 * - the dealer's peek: P(dealer blackjack) exact given the three cards seen; otherwise the hole card is
 *   drawn from the shoe without the blackjack card, and the dealer's final total (17 … 21 or bust) is
 *   computed exactly, standing on soft 17, from the shoe less every card the player holds;
 * - the player's hits and doubles draw from the shoe less the cards seen (not conditioned on the hidden
 *   hole card: the usual approximation);
 * - a split is valued as twice one hand started from one card of the pair, drawing from the shoe less
 *   the pair and the up card (the two hands' draws treated as independent).
 *
 * Doubles count their extra stake in the result; the RTP is per initial stake: 1 + E[net result].
 */
import { handTotal } from './blackjack';
import { basicStrategy } from './blackjack-strategy';

type Shoe = { counts: number[]; total: number };

/** Final dealer totals 17, 18, 19, 20, 21 and bust. */
type DealerOdds = Float64Array;

function dealerDraws(shoe: Shoe, hard: number, ace: boolean, p: number, out: DealerOdds): void {
  const total = ace && hard + 10 <= 21 ? hard + 10 : hard;
  if (total >= 17) {
    const slot = total > 21 ? 5 : total - 17;
    out[slot] = (out[slot] as number) + p;
    return;
  }
  for (let v = 1; v <= 10; v += 1) {
    const c = shoe.counts[v] as number;
    if (c === 0) continue;
    const q = (p * c) / shoe.total;
    shoe.counts[v] = c - 1;
    shoe.total -= 1;
    dealerDraws(shoe, hard + v, ace || v === 1, q, out);
    shoe.counts[v] = c;
    shoe.total += 1;
  }
}

/** Dealer final totals given no dealer blackjack, the up card and the shoe without every card seen. */
function dealerOdds(shoe: Shoe, up: number, cache: Map<string, DealerOdds>): DealerOdds {
  const key = `${up}:${shoe.counts.join(',')}`;
  const known = cache.get(key);
  if (known) return known;
  const out: DealerOdds = new Float64Array(6);
  const excluded = up === 1 ? 10 : up === 10 ? 1 : 0;
  const holeTotal = shoe.total - (excluded ? (shoe.counts[excluded] as number) : 0);
  for (let v = 1; v <= 10; v += 1) {
    const c = shoe.counts[v] as number;
    if (c === 0 || v === excluded) continue;
    shoe.counts[v] = c - 1;
    shoe.total -= 1;
    dealerDraws(shoe, up + v, up === 1 || v === 1, c / holeTotal, out);
    shoe.counts[v] = c;
    shoe.total += 1;
  }
  cache.set(key, out);
  return out;
}

/** Net result of standing on `total` against the dealer's odds (no blackjack either side). */
function standResult(total: number, odds: DealerOdds): number {
  if (total > 21) return -1;
  let result = odds[5] as number;
  for (let dealer = 17; dealer <= 21; dealer += 1) result += (total > dealer ? 1 : total < dealer ? -1 : 0) * (odds[dealer - 17] as number);
  return result;
}

type Context = { shoe: Shoe; up: number; cache: Map<string, DealerOdds> };

/** Expected net result of one card drawn from the shoe, `then` valuing the hand it makes. */
function eachCard(context: Context, then: (v: number) => number): number {
  const { shoe } = context;
  let sum = 0;
  const total = shoe.total;
  for (let v = 1; v <= 10; v += 1) {
    const c = shoe.counts[v] as number;
    if (c === 0) continue;
    shoe.counts[v] = c - 1;
    shoe.total -= 1;
    sum += (c / total) * then(v);
    shoe.counts[v] = c;
    shoe.total += 1;
  }
  return sum;
}

/** Expected net result of a hand (per its stake before any double), played by basic strategy without splitting. */
function handResult(context: Context, values: number[], canDouble: boolean): number {
  const { total } = handTotal(values);
  if (total > 21) return -1;
  const stand = () => standResult(total, dealerOdds(context.shoe, context.up, context.cache));
  if (total === 21) return stand();
  const decision = basicStrategy(values, context.up, canDouble, false);
  if (decision === 'stand') return stand();
  if (decision === 'double') {
    return 2 * eachCard(context, (v) => standResult(handTotal([...values, v]).total, dealerOdds(context.shoe, context.up, context.cache)));
  }
  return eachCard(context, (v) => handResult(context, [...values, v], false));
}

/** Twice one split hand: a card of the pair plus a drawn card; split aces stand on their one card. */
function splitResult(context: Context, pair: number): number {
  return 2 * eachCard(context, (v) => (pair === 1 ? standResult(handTotal([1, v]).total, dealerOdds(context.shoe, context.up, context.cache)) : handResult(context, [pair, v], true)));
}

export type BlackjackAnalysis = {
  /** 1 + expected net result per initial stake. */
  rtp: number;
  /** P(player blackjack), P(dealer blackjack). */
  playerBlackjack: number;
  dealerBlackjack: number;
};

/** The analysis over every first two cards and up card (about a second). */
export function blackjackBasicStrategyRtp(decks = 6): BlackjackAnalysis {
  const counts = [0, ...Array.from({ length: 9 }, () => 4 * decks), 16 * decks];
  const shoe: Shoe = { counts, total: 52 * decks };
  const context: Context = { shoe, up: 0, cache: new Map() };
  let net = 0;
  let playerBlackjack = 0;
  let dealerBlackjack = 0;
  const take = (v: number) => {
    const p = (shoe.counts[v] as number) / shoe.total;
    shoe.counts[v] = (shoe.counts[v] as number) - 1;
    shoe.total -= 1;
    return p;
  };
  const giveBack = (v: number) => {
    shoe.counts[v] = (shoe.counts[v] as number) + 1;
    shoe.total += 1;
  };
  for (let a = 1; a <= 10; a += 1) {
    for (let b = 1; b <= 10; b += 1) {
      for (let up = 1; up <= 10; up += 1) {
        const p = take(a) * take(b) * take(up);
        context.up = up;
        const peek = up === 1 ? (shoe.counts[10] as number) / shoe.total : up === 10 ? (shoe.counts[1] as number) / shoe.total : 0;
        const natural = a + b === 11 && (a === 1 || b === 1);
        let result: number;
        if (natural) result = (1 - peek) * 1.5;
        else {
          const play = basicStrategy([a, b], up, true, true) === 'split' ? splitResult(context, a) : handResult(context, [a, b], true);
          result = -peek + (1 - peek) * play;
        }
        net += p * result;
        if (natural) playerBlackjack += p;
        dealerBlackjack += p * peek;
        giveBack(up);
        giveBack(b);
        giveBack(a);
      }
    }
  }
  return { rtp: 1 + net, playerBlackjack, dealerBlackjack };
}
