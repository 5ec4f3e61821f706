import { centsToAmount, type CasinoRound } from '@oddsmith/core';
import type { CasinoRoundRow, CasinoSeedRow } from '../../db/schema';

/** A round as its player sees it; the server seed only once revealed. */
export function roundViewOf(row: CasinoRoundRow, seed: CasinoSeedRow): CasinoRound {
  return {
    id: row.id,
    game: row.game,
    status: row.status,
    stake: centsToAmount(row.stakeCents),
    payout: centsToAmount(row.payoutCents),
    net: centsToAmount(row.payoutCents - row.stakeCents),
    currency: row.currency,
    requestId: row.requestId,
    fairness: { serverSeedHash: seed.serverSeedHash, serverSeed: seed.revealedAt ? seed.serverSeed : null, clientSeed: row.clientSeed, nonce: row.nonce },
    outcome: row.outcome,
    createdAt: row.createdAt.toISOString(),
    settledAt: row.settledAt?.toISOString() ?? null,
  };
}
