import { describe, expect, it } from 'vitest';
import { blackjackLegalActions, blackjackPlayerView, FairStream, playClassicSlot, replayBlackjack, serverSeedHash, type BlackjackAction, type CasinoOutcome } from '@oddsmith/core';
import { knownClientSeed, knownServerSeed, rouletteRound, videoSlotRound } from './fixtures';
import { verifyInputOf, verifyLinkOf } from './verify-link';
import { outcomeFingerprint, verifyRound } from './verify-round';

describe('verifyRound', () => {
  it('verifies a known video slot round from its verify link (hash and outcome match)', () => {
    const round = videoSlotRound(3);
    const link = verifyLinkOf('/casino/verify', round) as string;
    const input = verifyInputOf(new URL(link, 'http://x').searchParams);
    expect(input).not.toBeNull();
    const result = verifyRound(input!, round.outcome);
    expect(result).toMatchObject({ ok: true, hashMatches: true, outcomeMatches: true });
  });

  it('fails a tampered seed: the hash no longer matches and the outcome differs', () => {
    const round = videoSlotRound(3);
    const tampered = `${knownServerSeed.slice(0, 63)}0`;
    const result = verifyRound({ game: 'video-slot', serverSeed: tampered, clientSeed: knownClientSeed, nonce: 3, hash: round.fairness.serverSeedHash }, round.outcome);
    expect(result).toMatchObject({ ok: true, hashMatches: false, outcomeMatches: false });
  });

  it('has no link while the seed is still in use and rejects unreadable seeds', () => {
    expect(verifyLinkOf('/v', rouletteRound(0, { fairness: { ...rouletteRound(0).fairness, serverSeed: null } }))).toBeNull();
    expect(verifyRound({ game: 'roulette', serverSeed: 'xyz', clientSeed: 'a', nonce: 0, hash: '' })).toMatchObject({ ok: false });
    const { outcome } = rouletteRound(1);
    expect(outcomeFingerprint(outcome)).toBe(outcome.game === 'roulette' ? String(outcome.pocket) : 'not roulette');
  });

  it('verifies a classic slot round and a blackjack round replayed with its actions', () => {
    const seeds = { serverSeedHex: knownServerSeed, clientSeed: knownClientSeed, nonce: 9 };
    const base = { serverSeed: knownServerSeed, clientSeed: knownClientSeed, nonce: 9, hash: serverSeedHash(knownServerSeed) };
    const classic = playClassicSlot(FairStream.fromSeeds(seeds));
    const classicOutcome: CasinoOutcome = { game: 'classic-slot', lines: 3, lineStake: 0.2, stops: classic.stops, grid: classic.grid, linePays: classic.linePays };
    expect(verifyRound({ ...base, game: 'classic-slot', lines: 3 }, classicOutcome)).toMatchObject({ hashMatches: true, outcomeMatches: true });
    // Play blackjack to the end by always taking the first legal action that is not a split or double.
    const actions: BlackjackAction[] = [];
    let state = replayBlackjack(FairStream.fromSeeds(seeds), actions);
    while (state.phase !== 'settled') {
      const legal = blackjackLegalActions(state);
      actions.push(legal.includes('declineInsurance') ? 'declineInsurance' : 'stand');
      state = replayBlackjack(FairStream.fromSeeds(seeds), actions);
    }
    const view = blackjackPlayerView(state);
    const hands = view.hands.map((hand) => ({ ...hand, total: 0, soft: false, outcome: null }));
    const outcome: CasinoOutcome = { game: 'blackjack', phase: 'settled', dealer: view.dealer, dealerTotal: 0, hands, active: 0, insurance: 'none', actions, legalActions: [] };
    expect(verifyRound({ ...base, game: 'blackjack', actions }, outcome)).toMatchObject({ hashMatches: true, outcomeMatches: true });
    expect(verifyRound({ ...base, game: 'blackjack', actions: [...actions, 'hit'] }, outcome)).toMatchObject({ ok: false });
  });
});
