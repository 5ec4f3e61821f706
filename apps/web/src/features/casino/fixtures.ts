import { FairStream, playVideoSlot, serverSeedHash, spinRoulette, type CasinoRound } from '@oddsmith/core';

export const knownServerSeed = '7f3a9c1e5b2d4f6a8c0e1f2a3b4c5d6e7f8091a2b3c4d5e6f708192a3b4c5d6e';
export const knownClientSeed = 'lucky-player';

/** A settled roulette round on the known seeds at `nonce`, its pocket computed by core as the server does. */
export function rouletteRound(nonce: number, patch: Partial<CasinoRound> = {}): CasinoRound {
  const pocket = spinRoulette(FairStream.fromSeeds({ serverSeedHex: knownServerSeed, clientSeed: knownClientSeed, nonce }));
  return {
    id: `round-${nonce}`,
    game: 'roulette',
    status: 'settled',
    stake: 1,
    payout: 0,
    net: -1,
    currency: 'EUR',
    requestId: `req-${nonce}`,
    fairness: { serverSeedHash: serverSeedHash(knownServerSeed), serverSeed: knownServerSeed, clientSeed: knownClientSeed, nonce },
    outcome: { game: 'roulette', pocket, colour: pocket === 0 ? 'green' : 'red', bets: [] },
    createdAt: '2026-11-24T10:00:00.000Z',
    settledAt: '2026-11-24T10:00:00.000Z',
    ...patch,
  };
}

/** A settled video slot round on the known seeds at `nonce` (stake 1.00). */
export function videoSlotRound(nonce: number): CasinoRound {
  const played = playVideoSlot(FairStream.fromSeeds({ serverSeedHex: knownServerSeed, clientSeed: knownClientSeed, nonce }));
  const view = ({ winLineStakes, ...spin }: typeof played.base) => ({ ...spin, win: winLineStakes * 0.05 });
  return {
    ...rouletteRound(nonce),
    game: 'video-slot',
    outcome: { game: 'video-slot', base: view(played.base), freeSpins: played.freeSpins.map(view) },
  };
}
