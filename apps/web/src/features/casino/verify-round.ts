import {
  blackjackActions,
  FairStream,
  playClassicSlot,
  playVideoSlot,
  replayBlackjack,
  serverSeedHash,
  spinRoulette,
  type BlackjackAction,
  type CasinoOutcome,
} from '@oddsmith/core';
import type { VerifyInput } from './verify-link';

/** What the browser recomputed: a comparable fingerprint of the outcome and a line to show. */
export type Recomputed = { fingerprint: string; summary: string };

export type VerifyResult =
  | { ok: false; error: string }
  | { ok: true; computedHash: string; hashMatches: boolean; recomputed: Recomputed; outcomeMatches: boolean | null };

const stopsText = (stops: readonly number[]) => stops.join('-');

/** A fingerprint of a stored outcome: what the fairness bytes decided (stops, pocket, cards). */
export function outcomeFingerprint(outcome: CasinoOutcome): string {
  switch (outcome.game) {
    case 'video-slot':
      return [outcome.base, ...outcome.freeSpins].map((spin) => stopsText(spin.stops)).join('|');
    case 'classic-slot':
      return stopsText(outcome.stops);
    case 'roulette':
      return String(outcome.pocket);
    case 'blackjack':
      return `${outcome.dealer.join(',')}/${outcome.hands.map((hand) => hand.cards.join(',')).join(';')}`;
  }
}

function recompute(input: VerifyInput): Recomputed {
  const stream = FairStream.fromSeeds({ serverSeedHex: input.serverSeed, clientSeed: input.clientSeed, nonce: input.nonce });
  switch (input.game) {
    case 'video-slot': {
      const round = playVideoSlot(stream);
      const spins = [round.base, ...round.freeSpins];
      return { fingerprint: spins.map((spin) => stopsText(spin.stops)).join('|'), summary: `stops ${stopsText(round.base.stops)} · ${round.freeSpins.length} free spins · ${round.winLineStakes} x line stake` };
    }
    case 'classic-slot': {
      const round = playClassicSlot(stream);
      const lines = input.lines ?? 5;
      const pays = round.linePays.slice(0, lines).reduce((sum, value) => sum + value, 0);
      return { fingerprint: stopsText(round.stops), summary: `stops ${stopsText(round.stops)} · ${lines} lines · ${pays} x line stake` };
    }
    case 'roulette': {
      const pocket = spinRoulette(stream);
      return { fingerprint: String(pocket), summary: `pocket ${pocket}` };
    }
    case 'blackjack': {
      const actions = (input.actions ?? []).filter((action): action is BlackjackAction => (blackjackActions as readonly string[]).includes(action));
      const state = replayBlackjack(stream, actions);
      const fingerprint = `${state.dealer.join(',')}/${state.hands.map((hand) => hand.cards.join(',')).join(';')}`;
      return { fingerprint, summary: `dealer ${state.dealer.length} cards · ${state.hands.length} hand(s) · ${actions.length} actions` };
    }
  }
}

/**
 * Recomputes a round in the browser with core: the revealed seed's SHA-256 against the hash shown before
 * play, then the outcome from the seeds and choices against the stored one (null when none is given).
 */
export function verifyRound(input: VerifyInput, stored?: CasinoOutcome | null): VerifyResult {
  try {
    const computedHash = serverSeedHash(input.serverSeed);
    const recomputed = recompute(input);
    const outcomeMatches = stored ? stored.game === input.game && outcomeFingerprint(stored) === recomputed.fingerprint : null;
    return { ok: true, computedHash, hashMatches: computedHash === input.hash.toLowerCase(), recomputed, outcomeMatches };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}
