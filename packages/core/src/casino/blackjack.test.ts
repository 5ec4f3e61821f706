import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { actBlackjack, blackjackLegalActions, blackjackPlayerView, BlackjackRuleError, BlackjackShoe, replayBlackjack, blackjackReturnCents, cardRank, dealBlackjack, handTotal, shuffleShoe, startBlackjack, visibleDealerCards, type BlackjackAction, type BlackjackState, type Card } from './blackjack';
import { blackjackBasicStrategyRtp } from './blackjack-rtp';
import { basicStrategy, basicStrategyAction } from './blackjack-strategy';
import { FairStream, type IntSource } from './fairness';

/** Card ids of a rank (1 ace … 13 king), a different physical card each call. */
let copyIndex = 0;
const c = (rank: number): Card => rank - 1 + 13 * (copyIndex++ % 24);
/** A shoe starting with `cards` (deal order: player, up, player, hole, then draws), the rest in order. */
const shoe = (...cards: Card[]): Card[] => [...cards, ...Array.from({ length: 312 }, (_, i) => i).filter((i) => !cards.includes(i))];
const play = (state: BlackjackState, ...actions: BlackjackAction[]) => actions.reduce(actBlackjack, state);
const ruleOf = (run: () => unknown) => {
  try { run(); } catch (error) { return error instanceof BlackjackRuleError ? error.rule : String(error); }
  return 'no error';
};

describe('blackjack deal and rules', () => {
  it('replays a round from its seeds and actions to the same cards', () => {
    const seeds = { serverSeedHex: '03'.repeat(32), clientSeed: 'verify', nonce: 11 };
    let state = startBlackjack(FairStream.fromSeeds(seeds));
    const actions: BlackjackAction[] = [];
    while (state.phase !== 'settled') {
      const action = basicStrategyAction(state);
      actions.push(action);
      state = actBlackjack(state, action);
    }
    expect(replayBlackjack(FairStream.fromSeeds(seeds), actions)).toEqual(state);
    expect(blackjackPlayerView(state)).not.toHaveProperty('shoe');
  });

  it('shuffles all 312 cards from the stream', () => {
    const cards = shuffleShoe(FairStream.fromSeeds({ serverSeedHex: '01'.repeat(32), clientSeed: 'bj', nonce: 3 }));
    expect([...cards].sort((a, b) => a - b)).toEqual(Array.from({ length: 312 }, (_, i) => i));
  });

  it('deals player, dealer, player, dealer and shows only the up card until settled', () => {
    const state = dealBlackjack(shoe(c(10), c(9), c(6), c(8)));
    expect(state.hands[0]?.cards.map(cardRank)).toEqual([10, 6]);
    expect(visibleDealerCards(state).map(cardRank)).toEqual([9]);
    const done = actBlackjack(state, 'stand');
    expect(done.phase).toBe('settled');
    expect(done.outcomes).toEqual(['lose']);
    expect(visibleDealerCards(done).map(cardRank)).toEqual([9, 8]);
  });

  it('names the rule an illegal action breaks', () => {
    const state = dealBlackjack(shoe(c(10), c(9), c(6), c(8), c(2), c(3)));
    expect(ruleOf(() => play(state, 'stand', 'hit'))).toBe('round-settled');
    expect(ruleOf(() => play(state, 'hit', 'double'))).toBe('double-first-two-cards');
    expect(ruleOf(() => play(state, 'split'))).toBe('split-equal-ranks');
    expect(ruleOf(() => play(state, 'takeInsurance'))).toBe('insurance-not-offered');
    expect(ruleOf(() => play(dealBlackjack(shoe(c(13), c(9), c(12), c(8))), 'split'))).toBe('split-equal-ranks');
    expect(ruleOf(() => play(dealBlackjack(shoe(c(8), c(9), c(8), c(7), c(8), c(2))), 'split', 'split'))).toBe('split-once');
    const ace = dealBlackjack(shoe(c(10), c(1), c(6), c(8)));
    expect(ace.phase).toBe('insurance');
    expect(ruleOf(() => play(ace, 'hit'))).toBe('insurance-pending');
    expect(() => play(state, 'stand', 'hit')).toThrow(/round-settled: the round is over/);
  });

  it('pays blackjack 3:2 (rounded down), and pushes it against a dealer blackjack', () => {
    const natural = dealBlackjack(shoe(c(1), c(9), c(13), c(8)));
    expect(natural.phase).toBe('settled');
    expect(blackjackReturnCents(natural, 1000).totalReturnCents).toBe(2500);
    expect(blackjackReturnCents(natural, 101).totalReturnCents).toBe(101 + 151);
    const both = dealBlackjack(shoe(c(1), c(10), c(13), c(1)));
    expect(both.outcomes).toEqual(['push']);
  });

  it('peeks under a ten and settles a dealer blackjack at once', () => {
    const state = dealBlackjack(shoe(c(10), c(12), c(9), c(1)));
    expect(state.phase).toBe('settled');
    expect(state.outcomes).toEqual(['lose']);
  });

  it('pays insurance 2:1 on half the stake when the dealer has blackjack', () => {
    const state = play(dealBlackjack(shoe(c(10), c(1), c(9), c(11))), 'takeInsurance');
    expect(state.phase).toBe('settled');
    const money = blackjackReturnCents(state, 1000);
    expect(money.stakeCents).toEqual({ main: 1000, split: 0, double: 0, insurance: 500 });
    expect(money.returnCents).toEqual({ main: 0, split: 0, double: 0, insurance: 1500 });
    const lost = play(dealBlackjack(shoe(c(10), c(1), c(9), c(7))), 'takeInsurance', 'stand');
    expect(blackjackReturnCents(lost, 1000)).toMatchObject({ totalStakeCents: 1500, totalReturnCents: 2000 });
  });

  it('counts a dealer 21 drawn to as 21, not a blackjack (no insurance pay, a player 21 pushes)', () => {
    const drawn = play(dealBlackjack(shoe(c(10), c(1), c(10), c(5), c(5))), 'takeInsurance', 'stand');
    expect(drawn.dealer).toHaveLength(3);
    expect(drawn.outcomes).toEqual(['lose']);
    expect(blackjackReturnCents(drawn, 1000).returnCents.insurance).toBe(0);
    const tie = play(dealBlackjack(shoe(c(10), c(6), c(5), c(9), c(6), c(6))), 'hit');
    expect(tie.outcomes).toEqual(['push']);
  });

  it('doubles for one card, stands the dealer on soft 17', () => {
    const state = play(dealBlackjack(shoe(c(6), c(1), c(5), c(6), c(10))), 'declineInsurance', 'double');
    expect(handTotal(state.dealer.map((card) => Math.min(10, cardRank(card)))).total).toBe(17);
    expect(state.outcomes).toEqual(['win']);
    expect(blackjackReturnCents(state, 1000)).toMatchObject({ totalStakeCents: 2000, totalReturnCents: 4000 });
  });

  it('splits aces for one card each, 21 after a split not a blackjack, doubling after a split allowed', () => {
    const aces = play(dealBlackjack(shoe(c(1), c(9), c(1), c(8), c(13), c(5))), 'split');
    expect(aces.phase).toBe('settled');
    expect(aces.hands.map((hand) => hand.cards.length)).toEqual([2, 2]);
    expect(aces.outcomes).toEqual(['win', 'lose']);
    expect(blackjackReturnCents(aces, 1000)).toMatchObject({ totalStakeCents: 2000, totalReturnCents: 2000 });
    const eights = play(dealBlackjack(shoe(c(8), c(6), c(8), c(10), c(3), c(10), c(9))), 'split', 'double', 'stand');
    expect(eights.hands[0]?.doubled).toBe(true);
    expect(blackjackReturnCents(eights, 1000).stakeCents).toEqual({ main: 1000, split: 1000, double: 1000, insurance: 0 });
  });

  it('always ends settled with whole-cent money when played by basic strategy or at random', () => {
    fc.assert(fc.property(fc.nat(), fc.array(fc.constantFrom<BlackjackAction>('hit', 'stand', 'double', 'split', 'takeInsurance', 'declineInsurance'), { maxLength: 12 }), fc.integer({ min: 1, max: 100_000 }), (nonce, moves, stakeCents) => {
      let state = startBlackjack(FairStream.fromSeeds({ serverSeedHex: '02'.repeat(32), clientSeed: 'bj', nonce }));
      for (const move of moves) {
        if (state.phase === 'settled') break;
        try { state = actBlackjack(state, move); } catch (error) { expect(error).toBeInstanceOf(BlackjackRuleError); }
      }
      const taken: BlackjackAction[] = [];
      while (state.phase !== 'settled') {
        const action = basicStrategyAction(state);
        expect(blackjackLegalActions(state)).toContain(action);
        expect(blackjackPlayerView(state).dealer).toHaveLength(1);
        taken.push(action);
        state = actBlackjack(state, action);
      }
      expect(blackjackLegalActions(state)).toEqual([]);
      const dealt = [...state.dealer, ...state.hands.flatMap((hand) => hand.cards)];
      expect(new Set(dealt).size).toBe(dealt.length);
      expect(dealt.length).toBe(state.next);
      const money = blackjackReturnCents(state, stakeCents);
      expect(Number.isSafeInteger(money.totalReturnCents)).toBe(true);
      expect(money.totalReturnCents).toBeLessThanOrEqual(money.totalStakeCents * 2.5);
    }), { numRuns: 300 });
  });
});

/** A stream that records every `int(n)` call as [n, result]. */
const recording = (stream: IntSource, calls: [number, number][]): IntSource => ({
  int(n) {
    const x = stream.int(n);
    calls.push([n, x]);
    return x;
  },
});

/** Plays `moves` (rule errors kept, as the error's rule) then basic strategy to the end, and everything a caller can see at every step. */
function observe(start: BlackjackState, moves: readonly BlackjackAction[], stakeCents: number): unknown[] {
  const seen: unknown[] = [];
  let state = start;
  const look = () => seen.push({ view: blackjackPlayerView(state), dealer: [...state.dealer], hands: structuredClone(state.hands), next: state.next, visible: visibleDealerCards(state) });
  look();
  for (const move of moves) {
    if (state.phase === 'settled') break;
    try { state = actBlackjack(state, move); } catch (error) { seen.push(ruleOf(() => { throw error; })); }
    look();
  }
  while (state.phase !== 'settled') {
    state = actBlackjack(state, basicStrategyAction(state));
    look();
  }
  seen.push(blackjackReturnCents(state, stakeCents));
  return seen;
}

describe('the lazy shoe', () => {
  const seedHex = fc.uint8Array({ minLength: 32, maxLength: 32 }).map((bytes) => Buffer.from(bytes).toString('hex'));
  const moves = fc.array(fc.constantFrom<BlackjackAction>('hit', 'stand', 'double', 'split', 'takeInsurance', 'declineInsurance'), { maxLength: 14 });

  it('deals exactly the cards, views and returns of the full shuffle, reading a prefix of its draws', () => {
    fc.assert(fc.property(seedHex, fc.string({ minLength: 1, maxLength: 20 }), fc.nat({ max: 1_000_000 }), moves, fc.integer({ min: 1, max: 100_000 }), (serverSeedHex, clientSeed, nonce, actions, stakeCents) => {
      const seeds = { serverSeedHex, clientSeed, nonce };
      const lazyCalls: [number, number][] = [];
      const fullCalls: [number, number][] = [];
      const lazy = startBlackjack(recording(FairStream.fromSeeds(seeds), lazyCalls));
      const full = dealBlackjack(shuffleShoe(recording(FairStream.fromSeeds(seeds), fullCalls)));
      expect(observe(lazy, actions, stakeCents)).toEqual(observe(full, actions, stakeCents));
      expect(fullCalls).toHaveLength(311);
      expect(lazyCalls.length).toBeLessThan(311);
      expect(lazyCalls).toEqual(fullCalls.slice(0, lazyCalls.length));
      // Whatever was dealt, every card of the lazy shoe is the full shuffle's.
      const cards = shuffleShoe(FairStream.fromSeeds(seeds));
      expect(cards.map((_, k) => lazy.shoe.cardAt(k))).toEqual(cards);
      const replayed = replayBlackjack(FairStream.fromSeeds(seeds), []);
      expect(Array.from({ length: 312 }, (_, k) => replayed.shoe.cardAt(k))).toEqual(cards);
    }), { numRuns: 300 });
  });

  it('shuffles only as far as it deals, in any order of asking', () => {
    const seeds = { serverSeedHex: '04'.repeat(32), clientSeed: 'lazy', nonce: 9 };
    const cards = shuffleShoe(FairStream.fromSeeds(seeds));
    const shoe = BlackjackShoe.lazy(FairStream.fromSeeds(seeds));
    expect(shoe.shuffled).toBe(0);
    expect(shoe.cardAt(3)).toBe(cards[3]);
    expect(shoe.shuffled).toBe(4);
    expect(shoe.cardAt(0)).toBe(cards[0]);
    expect(shoe.cardAt(311)).toBe(cards[311]);
    expect(shoe.shuffled).toBe(311);
    expect(() => shoe.cardAt(312)).toThrow(RangeError);
    expect(BlackjackShoe.of(cards).cardAt(100)).toBe(cards[100]);
  });
});

describe('basic strategy and its RTP', () => {
  it('plays the textbook hands', () => {
    expect(basicStrategy([10, 6], 10, true, true)).toBe('hit');
    expect(basicStrategy([10, 6], 6, true, true)).toBe('stand');
    expect(basicStrategy([6, 5], 1, true, true)).toBe('hit');
    expect(basicStrategy([6, 5], 10, true, true)).toBe('double');
    expect(basicStrategy([1, 7], 2, true, true)).toBe('stand');
    expect(basicStrategy([1, 7], 6, true, true)).toBe('double');
    expect(basicStrategy([1, 7], 6, false, true)).toBe('stand');
    expect(basicStrategy([1, 7], 9, true, true)).toBe('hit');
    expect(basicStrategy([8, 8], 1, true, true)).toBe('split');
    expect(basicStrategy([10, 10], 6, true, true)).toBe('stand');
    expect(basicStrategy([9, 9], 7, true, true)).toBe('stand');
    expect(basicStrategy([2, 2, 2, 2, 2, 2, 2, 2, 1], 10, false, false)).toBe('stand');
  });

  it('returns 99.54% per initial stake for 6 decks (a 0.46% edge for 6 decks, S17, DAS, split once, no surrender)', () => {
    const analysis = blackjackBasicStrategyRtp();
    expect(analysis.rtp.toFixed(4)).toBe('0.9954');
    expect(analysis.rtp).toBeCloseTo(0.99542039, 7);
    expect(analysis.playerBlackjack).toBeCloseTo((2 * 24 * 96) / (312 * 311), 12);
  });
});
