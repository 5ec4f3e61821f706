/**
 * Basic strategy for these rules (6 decks, S17, DAS, split once, no surrender), total-dependent, as
 * tables by dealer up card 2 3 4 5 6 7 8 9 10 A. The exact-RTP analysis, the bench and any "hint"
 * play the same function. Insurance is always declined.
 *
 * H hit, S stand, D double (else hit), X double (else stand), P split.
 */
import { cardRank, cardValue, handTotal, type BlackjackAction, type BlackjackState } from './blackjack';

const hard: Readonly<Record<number, string>> = {
  9: 'HDDDDHHHHH',
  10: 'DDDDDDDDHH',
  11: 'DDDDDDDDDH',
  12: 'HHSSSHHHHH',
  13: 'SSSSSHHHHH',
  14: 'SSSSSHHHHH',
  15: 'SSSSSHHHHH',
  16: 'SSSSSHHHHH',
};

/** By soft total (ace counted 11). */
const soft: Readonly<Record<number, string>> = {
  13: 'HHHDDHHHHH',
  14: 'HHHDDHHHHH',
  15: 'HHDDDHHHHH',
  16: 'HHDDDHHHHH',
  17: 'HDDDDHHHHH',
  18: 'SXXXXSSHHH',
};

/** By the pair's card value (1 aces); 5s and 10s are played as hard 10 and 20. */
const pairs: Readonly<Record<number, string>> = {
  1: 'PPPPPPPPPP',
  2: 'PPPPPPHHHH',
  3: 'PPPPPPHHHH',
  4: 'HHHPPHHHHH',
  6: 'PPPPPHHHHH',
  7: 'PPPPPPHHHH',
  8: 'PPPPPPPPPP',
  9: 'PPPPPSPPSS',
};

export type BasicDecision = 'hit' | 'stand' | 'double' | 'split';

/**
 * The basic-strategy play for a hand of card `values` (1 … 10) against the dealer's up card value,
 * given whether doubling and splitting are allowed now.
 */
export function basicStrategy(values: readonly number[], dealerUp: number, canDouble: boolean, canSplit: boolean): BasicDecision {
  const column = dealerUp === 1 ? 9 : dealerUp - 2;
  if (canSplit && values.length === 2 && values[0] === values[1] && pairs[values[0] as number]?.[column] === 'P') return 'split';
  const { total, soft: isSoft } = handTotal(values);
  const code = (isSoft ? soft[total] : hard[total])?.[column] ?? (total >= 17 || (isSoft && total >= 19) ? 'S' : 'H');
  if (code === 'D') return canDouble ? 'double' : 'hit';
  if (code === 'X') return canDouble ? 'double' : 'stand';
  return code === 'S' ? 'stand' : 'hit';
}

/** The basic-strategy action in a round in play (declines insurance). */
export function basicStrategyAction(state: BlackjackState): BlackjackAction {
  if (state.phase === 'insurance') return 'declineInsurance';
  const hand = state.hands[state.active];
  if (!hand) throw new RangeError('basicStrategyAction: no hand in play');
  const [first, second] = hand.cards as [number, number];
  const canSplit = state.hands.length === 1 && hand.cards.length === 2 && cardRank(first) === cardRank(second);
  return basicStrategy(hand.cards.map(cardValue), cardValue(state.dealer[0] as number), hand.cards.length === 2, canSplit);
}
