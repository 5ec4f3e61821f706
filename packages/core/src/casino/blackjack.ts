/**
 * Blackjack, six decks shuffled for every round from the fairness stream (a full Fisher-Yates of the
 * 312 cards, computed lazily as the cards are dealt: see `BlackjackShoe`), as a state machine: `startBlackjack(stream)` deals, `actBlackjack(state, action)` plays,
 * `blackjackReturnCents(state, stakeCents)` prices a settled round. Rules:
 *
 * - Dealer stands on soft 17 (S17) and peeks for blackjack under an ace or a ten-value card.
 * - Blackjack pays 3:2 (rounded down to the cent on an odd stake).
 * - Insurance is offered when the dealer shows an ace; it costs half the stake (rounded down to the
 *   cent) and pays 2:1 when the dealer has blackjack.
 * - Double on any first two cards, after a split too (DAS); one card, then the hand stands.
 * - Split once, two cards of the same rank (K-K yes, K-Q no); split aces get one card each; 21 after a
 *   split is not a blackjack.
 * - A hand reaching 21 stands by itself. No surrender.
 *
 * The cards depend only on the stream; the state machine never sees a stake.
 */
import { shuffle, type IntSource } from './fairness';

/** A card 0 … 311: deck = floor(card / 52), suit = floor(card mod 52 / 13), rank = card mod 13 + 1 (1 ace, 11 J, 12 Q, 13 K). */
export type Card = number;
export const blackjackDecks = 6;

export const cardRank = (card: Card): number => (card % 13) + 1;
export const cardSuit = (card: Card): number => Math.floor((card % 52) / 13);
/** Ace 1 (counted 11 when that does not bust), 2 … 10, faces 10. */
export const cardValue = (card: Card): number => Math.min(10, cardRank(card));

/** Best total of card values (1 … 10): an ace counts 11 when that keeps the total <= 21, and then the hand is soft. */
export function handTotal(values: readonly number[]): { total: number; soft: boolean } {
  const hard = values.reduce((sum, value) => sum + value, 0);
  const soft = values.includes(1) && hard + 10 <= 21;
  return { total: soft ? hard + 10 : hard, soft };
}

const valuesOf = (cards: readonly Card[]) => cards.map(cardValue);

export type BlackjackHand = { cards: Card[]; doubled: boolean; done: boolean; fromSplit: boolean };
export type BlackjackOutcome = 'blackjack' | 'win' | 'push' | 'lose';
export type BlackjackAction = 'hit' | 'stand' | 'double' | 'split' | 'takeInsurance' | 'declineInsurance';
export type BlackjackState = {
  /** The shuffled shoe (cards dealt from the front, `shoe.cardAt(next)` is the next one). */
  shoe: BlackjackShoe;
  next: number;
  /** dealer[0] is the up card, dealer[1] the hole card (hidden from the player until settled). */
  dealer: Card[];
  hands: BlackjackHand[];
  active: number;
  phase: 'insurance' | 'player' | 'settled';
  insurance: 'none' | 'offered' | 'taken' | 'declined';
  /** Per hand, once settled. */
  outcomes: BlackjackOutcome[];
};

export type BlackjackRule =
  | 'round-settled'
  | 'insurance-pending'
  | 'insurance-not-offered'
  | 'double-first-two-cards'
  | 'split-equal-ranks'
  | 'split-once';

/** An action the rules do not allow now; `rule` names which. */
export class BlackjackRuleError extends Error {
  constructor(readonly rule: BlackjackRule, message: string) {
    super(`${rule}: ${message}`);
    this.name = 'BlackjackRuleError';
  }
}

/** A fresh shoe, shuffled in full at once: the 312 cards 0 … 311 in a uniformly random order (what `startBlackjack` deals lazily). */
export function shuffleShoe(stream: IntSource): Card[] {
  return shuffle(stream, Array.from({ length: 52 * blackjackDecks }, (_, card) => card));
}

/**
 * The shoe of a round: `cardAt(k)` is card k of the forward Fisher-Yates shuffle of 0 … 311 (see
 * `shuffle` in fairness.ts). Step i of that shuffle fixes position i from the draws for positions
 * 0 … i only, so the shoe performs step i when card i is first asked for: the cards are exactly those
 * of the full shuffle and the stream reads are the first ones the full shuffle makes (a round deals
 * about a dozen cards, not 311 draws). The stream must serve nothing else while the round is dealt.
 * State copies share the shoe; it only ever extends the same permutation.
 */
export class BlackjackShoe {
  readonly #cards: Card[];
  /** Positions 0 … shuffled - 1 are final. */
  #shuffled: number;
  readonly #source: IntSource | null;

  private constructor(cards: Card[], shuffled: number, source: IntSource | null) {
    this.#cards = cards;
    this.#shuffled = shuffled;
    this.#source = source;
  }

  /** A shoe shuffled from `source` as cards are dealt. */
  static lazy(source: IntSource): BlackjackShoe {
    return new BlackjackShoe(Array.from({ length: 52 * blackjackDecks }, (_, card) => card), 0, source);
  }

  /** A shoe in the given order (already shuffled, or scripted in tests). */
  static of(cards: readonly Card[]): BlackjackShoe {
    return new BlackjackShoe(cards.slice(), cards.length, null);
  }

  /** Card `index` of the shoe (0 is dealt first). */
  cardAt(index: number): Card {
    const cards = this.#cards;
    if (!Number.isInteger(index) || index < 0 || index >= cards.length) throw new RangeError(`cardAt: index ${index} outside the shoe`);
    const source = this.#source;
    // The shuffle's last position needs no draw: it is fixed once positions 0 … length - 2 are.
    while (source && this.#shuffled <= index && this.#shuffled < cards.length - 1) {
      const i = this.#shuffled;
      const j = i + source.int(cards.length - i);
      const held = cards[i] as Card;
      cards[i] = cards[j] as Card;
      cards[j] = held;
      this.#shuffled = i + 1;
    }
    return cards[index] as Card;
  }

  /** How many cards are in final position so far (the full shuffle's steps performed). */
  get shuffled(): number {
    return this.#source ? this.#shuffled : this.#cards.length;
  }
}

const draw = (state: BlackjackState): Card => {
  const card = state.shoe.cardAt(state.next);
  state.next += 1;
  return card;
};

const isBlackjack = (hand: BlackjackHand) => !hand.fromSplit && hand.cards.length === 2 && handTotal(valuesOf(hand.cards)).total === 21;
/** The dealer's first two cards make 21 (a 21 drawn to later is not a blackjack). */
const dealerHasBlackjack = (state: BlackjackState) => handTotal(valuesOf(state.dealer.slice(0, 2))).total === 21;

function copy(state: BlackjackState): BlackjackState {
  return { ...state, dealer: [...state.dealer], hands: state.hands.map((hand) => ({ ...hand, cards: [...hand.cards] })), outcomes: [...state.outcomes] };
}

/**
 * Deals a round from a fresh shuffled shoe: player, dealer up card, player, dealer hole card. The
 * shoe is shuffled lazily (`BlackjackShoe.lazy`): the same cards as `dealBlackjack(shuffleShoe(stream))`.
 */
export function startBlackjack(stream: IntSource): BlackjackState {
  return dealFrom(BlackjackShoe.lazy(stream));
}

/** Deals a round from `shoe` in order (the same round as `startBlackjack` when given `shuffleShoe` of the same stream). */
export function dealBlackjack(shoe: readonly Card[]): BlackjackState {
  return dealFrom(BlackjackShoe.of(shoe));
}

function dealFrom(shoe: BlackjackShoe): BlackjackState {
  const state: BlackjackState = { shoe, next: 0, dealer: [], hands: [], active: 0, phase: 'player', insurance: 'none', outcomes: [] };
  const hand: BlackjackHand = { cards: [], doubled: false, done: false, fromSplit: false };
  hand.cards.push(draw(state));
  state.dealer.push(draw(state));
  hand.cards.push(draw(state));
  state.dealer.push(draw(state));
  state.hands.push(hand);
  if (cardValue(state.dealer[0] as Card) === 1) {
    state.phase = 'insurance';
    state.insurance = 'offered';
    return state;
  }
  return afterPeek(state);
}

/** The dealer peeks (up card ace or ten): a dealer blackjack settles at once, so does a player blackjack. */
function afterPeek(state: BlackjackState): BlackjackState {
  state.phase = 'player';
  if (dealerHasBlackjack(state) || isBlackjack(state.hands[0] as BlackjackHand)) return settle(state, false);
  return state;
}

/** Marks the hand done when it busts or reaches 21, then moves to the next hand or the dealer. */
function advance(state: BlackjackState): BlackjackState {
  for (const hand of state.hands) if (handTotal(valuesOf(hand.cards)).total >= 21) hand.done = true;
  const next = state.hands.findIndex((hand) => !hand.done);
  if (next >= 0) {
    state.active = next;
    return state;
  }
  return settle(state, true);
}

/** The dealer draws to 17 (standing on soft 17) unless every hand busted, then each hand is compared. */
function settle(state: BlackjackState, dealerPlays: boolean): BlackjackState {
  state.phase = 'settled';
  for (const hand of state.hands) hand.done = true;
  const live = state.hands.some((hand) => handTotal(valuesOf(hand.cards)).total <= 21);
  if (dealerPlays && live) while (handTotal(valuesOf(state.dealer)).total < 17) state.dealer.push(draw(state));
  const dealerBlackjack = dealerHasBlackjack(state);
  const dealer = handTotal(valuesOf(state.dealer)).total;
  state.outcomes = state.hands.map((hand) => {
    const player = handTotal(valuesOf(hand.cards)).total;
    if (isBlackjack(hand)) return dealerBlackjack ? 'push' : 'blackjack';
    if (dealerBlackjack || player > 21) return 'lose';
    if (dealer > 21 || player > dealer) return 'win';
    return player === dealer ? 'push' : 'lose';
  });
  return state;
}

function insure(state: BlackjackState, take: boolean): BlackjackState {
  if (state.phase !== 'insurance') throw new BlackjackRuleError('insurance-not-offered', 'insurance is only offered before play when the dealer shows an ace');
  state.insurance = take ? 'taken' : 'declined';
  return afterPeek(state);
}

function split(state: BlackjackState, hand: BlackjackHand): BlackjackState {
  if (state.hands.length > 1) throw new BlackjackRuleError('split-once', 'a round splits once');
  const [first, second] = hand.cards as [Card, Card];
  if (hand.cards.length !== 2 || cardRank(first) !== cardRank(second)) throw new BlackjackRuleError('split-equal-ranks', 'only two cards of the same rank split');
  const aces = cardRank(first) === 1;
  state.hands = [first, second].map((card) => ({ cards: [card], doubled: false, done: false, fromSplit: true }));
  for (const split of state.hands) {
    split.cards.push(draw(state));
    if (aces) split.done = true;
  }
  return advance(state);
}

/** Plays one action on a copy of `state`; BlackjackRuleError when the rules forbid it now. */
export function actBlackjack(state: BlackjackState, action: BlackjackAction): BlackjackState {
  if (state.phase === 'settled') throw new BlackjackRuleError('round-settled', 'the round is over');
  const next = copy(state);
  if (action === 'takeInsurance' || action === 'declineInsurance') return insure(next, action === 'takeInsurance');
  if (next.phase === 'insurance') throw new BlackjackRuleError('insurance-pending', 'take or decline insurance first');
  const hand = next.hands[next.active] as BlackjackHand;
  switch (action) {
    case 'hit':
      hand.cards.push(draw(next));
      return advance(next);
    case 'stand':
      hand.done = true;
      return advance(next);
    case 'double':
      if (hand.cards.length !== 2) throw new BlackjackRuleError('double-first-two-cards', 'double only on the first two cards of a hand');
      hand.doubled = true;
      hand.cards.push(draw(next));
      hand.done = true;
      return advance(next);
    case 'split':
      return split(next, hand);
    default:
      throw new BlackjackRuleError('round-settled', `unknown action ${String(action)}`);
  }
}

/** Stakes and returns of a settled round, in cents, by kind. */
export type BlackjackAmounts = { main: number; split: number; double: number; insurance: number };
export type BlackjackSettlementCents = { stakeCents: BlackjackAmounts; returnCents: BlackjackAmounts; totalStakeCents: number; totalReturnCents: number };

/**
 * Prices a settled round for a main stake: each hand carries `stakeCents` (the second hand of a split
 * is the split stake) plus as much again when doubled; a win returns twice what the hand carries, a
 * push returns it, a blackjack returns stake + floor(3/2 stake); insurance costs floor(stake / 2) and
 * returns three times that when the dealer has blackjack.
 */
export function blackjackReturnCents(state: BlackjackState, stakeCents: number): BlackjackSettlementCents {
  if (!Number.isSafeInteger(stakeCents) || stakeCents <= 0) throw new RangeError('stakeCents: a whole number of cents > 0');
  if (state.phase !== 'settled') throw new BlackjackRuleError('round-settled', 'the round is not settled yet');
  const stake: BlackjackAmounts = { main: stakeCents, split: 0, double: 0, insurance: state.insurance === 'taken' ? Math.floor(stakeCents / 2) : 0 };
  const paid: BlackjackAmounts = { main: 0, split: 0, double: 0, insurance: stake.insurance > 0 && dealerHasBlackjack(state) ? 3 * stake.insurance : 0 };
  state.hands.forEach((hand, i) => {
    const outcome = state.outcomes[i] as BlackjackOutcome;
    const kind = i === 0 ? 'main' : 'split';
    stake[kind] = stakeCents;
    if (hand.doubled) stake.double += stakeCents;
    const factor = outcome === 'win' ? 2 : outcome === 'push' ? 1 : 0;
    paid[kind] = outcome === 'blackjack' ? stakeCents + Math.floor((stakeCents * 3) / 2) : factor * stakeCents;
    if (hand.doubled) paid.double += factor * stakeCents;
  });
  const sum = (amounts: BlackjackAmounts) => amounts.main + amounts.split + amounts.double + amounts.insurance;
  return { stakeCents: stake, returnCents: paid, totalStakeCents: sum(stake), totalReturnCents: sum(paid) };
}

/** What the player sees of the dealer: the up card until the round is settled, then every card. */
export function visibleDealerCards(state: BlackjackState): Card[] {
  return state.phase === 'settled' ? [...state.dealer] : state.dealer.slice(0, 1);
}

/** The actions the rules allow now (empty once settled); every other action is a BlackjackRuleError. */
export function blackjackLegalActions(state: BlackjackState): BlackjackAction[] {
  if (state.phase === 'settled') return [];
  if (state.phase === 'insurance') return ['takeInsurance', 'declineInsurance'];
  const hand = state.hands[state.active] as BlackjackHand;
  const actions: BlackjackAction[] = ['hit', 'stand'];
  if (hand.cards.length === 2) actions.push('double');
  const [first, second] = hand.cards as [Card, Card];
  if (state.hands.length === 1 && hand.cards.length === 2 && cardRank(first) === cardRank(second)) actions.push('split');
  return actions;
}

/** What may be shown to the player: no shoe, the hole card only once settled. */
export type BlackjackView = Omit<BlackjackState, 'shoe' | 'next' | 'dealer'> & { dealer: Card[]; legalActions: BlackjackAction[] };

export function blackjackPlayerView(state: BlackjackState): BlackjackView {
  const { shoe: _shoe, next: _next, dealer: _dealer, ...rest } = state;
  return { ...rest, hands: state.hands.map((hand) => ({ ...hand, cards: [...hand.cards] })), dealer: visibleDealerCards(state), legalActions: blackjackLegalActions(state) };
}

/** Replays a round (the verify page): deal from the stream, then the recorded actions in order. */
export function replayBlackjack(stream: IntSource, actions: readonly BlackjackAction[]): BlackjackState {
  return actions.reduce(actBlackjack, startBlackjack(stream));
}
