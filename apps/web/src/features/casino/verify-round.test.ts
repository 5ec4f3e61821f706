import { describe, expect, it } from 'vitest';
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
});
