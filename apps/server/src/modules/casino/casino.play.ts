import {
  actBlackjack,
  blackjackPlayerView,
  blackjackReturnCents,
  cardValue,
  centsToAmount,
  classicSlotReturnCents,
  handTotal,
  playClassicSlot,
  playVideoSlot,
  replayBlackjack,
  rouletteBetNumbers,
  rouletteRedNumbers,
  settleRoulette,
  spinRoulette,
  startBlackjack,
  videoSlotLineCount,
  videoSlotReturnCents,
  type BlackjackAction,
  type BlackjackState,
  type CasinoOutcome,
  type IntSource,
  type RouletteBet,
  type RouletteBetKind,
  type VideoSlotSpin,
  type VideoSlotSpinView,
} from '@oddsmith/core';
import type { CasinoChoices } from '../../db/schema';

/**
 * A round's outcome from its fairness stream and the player's choices only (UKGC RTS 7A): what it
 * shows, what it debits (`stakes`, one ledger step each) and what it pays.
 */
export type Played = { outcome: CasinoOutcome; stakes: { step: string; amountCents: number }[]; winCents: number; settled: boolean };

type Game = CasinoOutcome['game'];

function spinView(spin: VideoSlotSpin, stakeCents: number): VideoSlotSpinView {
  return {
    stops: spin.stops,
    grid: spin.grid,
    lineWins: spin.lineWins,
    scatters: spin.scatters,
    scatterPays: spin.scatterPays,
    freeSpinsAwarded: spin.freeSpinsAwarded,
    multiplier: spin.multiplier,
    win: centsToAmount((spin.winLineStakes * stakeCents) / videoSlotLineCount),
  };
}

function videoSlot(stream: IntSource, stakeCents: number): Played {
  const round = playVideoSlot(stream);
  return {
    outcome: { game: 'video-slot', base: spinView(round.base, stakeCents), freeSpins: round.freeSpins.map((spin) => spinView(spin, stakeCents)) },
    stakes: [{ step: 'bet', amountCents: stakeCents }],
    winCents: videoSlotReturnCents(round, stakeCents),
    settled: true,
  };
}

function classicSlot(stream: IntSource, stakeCents: number, lines: number): Played {
  const round = playClassicSlot(stream);
  const lineStakeCents = stakeCents / lines;
  return {
    outcome: { game: 'classic-slot', lines, lineStake: centsToAmount(lineStakeCents), stops: round.stops, grid: round.grid, linePays: round.linePays },
    stakes: [{ step: 'bet', amountCents: stakeCents }],
    winCents: classicSlotReturnCents(round, lines, lineStakeCents),
    settled: true,
  };
}

function roulette(stream: IntSource, bets: readonly RouletteBet[]): Played {
  const settlement = settleRoulette(spinRoulette(stream), bets);
  const pocket = settlement.pocket;
  return {
    outcome: {
      game: 'roulette',
      pocket,
      colour: pocket === 0 ? 'green' : rouletteRedNumbers.includes(pocket) ? 'red' : 'black',
      bets: settlement.bets.map(({ bet, won, returnCents }) => ({
        kind: bet.kind as RouletteBetKind,
        numbers: rouletteBetNumbers(bet),
        index: 'index' in bet ? bet.index : null,
        stake: centsToAmount(bet.stakeCents),
        won,
        payout: centsToAmount(returnCents),
      })),
    },
    stakes: [{ step: 'bet', amountCents: settlement.stakeCents }],
    winCents: settlement.returnCents,
    settled: true,
  };
}

/** What the player may see of a blackjack round now, with the actions taken. */
export function blackjackOutcomeOf(state: BlackjackState, actions: readonly BlackjackAction[]): CasinoOutcome {
  const view = blackjackPlayerView(state);
  return {
    game: 'blackjack',
    phase: view.phase,
    dealer: view.dealer,
    dealerTotal: handTotal(view.dealer.map(cardValue)).total,
    hands: view.hands.map((hand, i) => ({ ...hand, ...handTotal(hand.cards.map(cardValue)), outcome: state.outcomes[i] ?? null })),
    active: view.active,
    insurance: view.insurance,
    actions: [...actions],
    legalActions: view.legalActions,
  };
}

function blackjackPlayed(state: BlackjackState, actions: readonly BlackjackAction[], stakeCents: number, stakes: Played['stakes']): Played {
  const settled = state.phase === 'settled';
  return { outcome: blackjackOutcomeOf(state, actions), stakes, winCents: settled ? blackjackReturnCents(state, stakeCents).totalReturnCents : 0, settled };
}

/** Roulette's stored choices as core's bets. */
export function rouletteBetsOf(choices: CasinoChoices): RouletteBet[] {
  return (choices.bets ?? []).map((bet) => ({ ...bet, numbers: bet.numbers ?? [] }) as unknown as RouletteBet);
}

/** A new round of `game`: every game but blackjack settles at once. */
export function playRound(game: Game, stream: IntSource, choices: CasinoChoices): Played {
  switch (game) {
    case 'video-slot':
      return videoSlot(stream, choices.stakeCents);
    case 'classic-slot':
      return classicSlot(stream, choices.stakeCents, choices.lines ?? 5);
    case 'roulette':
      return roulette(stream, rouletteBetsOf(choices));
    case 'blackjack':
      return blackjackPlayed(startBlackjack(stream), [], choices.stakeCents, [{ step: 'bet', amountCents: choices.stakeCents }]);
  }
}

/** What an action costs on top of the round: the stake again (double, split), half of it rounded down (insurance). */
function actionStake(state: BlackjackState, action: BlackjackAction, stakeCents: number): Played['stakes'] {
  if (action === 'double') return [{ step: `double-${state.active}`, amountCents: stakeCents }];
  if (action === 'split') return [{ step: 'split', amountCents: stakeCents }];
  const insurance = Math.floor(stakeCents / 2);
  return action === 'takeInsurance' && insurance > 0 ? [{ step: 'insurance', amountCents: insurance }] : [];
}

/**
 * One more blackjack action: the round is replayed from its stream and the earlier actions, then
 * acted on (core's BlackjackRuleError when the rules forbid it). `stakes` are only this action's.
 */
export function actOnBlackjack(stream: IntSource, earlier: readonly BlackjackAction[], action: BlackjackAction, stakeCents: number): Played {
  const state = replayBlackjack(stream, earlier);
  const next = actBlackjack(state, action);
  return blackjackPlayed(next, [...earlier, action], stakeCents, actionStake(state, action, stakeCents));
}
