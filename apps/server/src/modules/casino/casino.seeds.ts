import { randomBytes } from 'node:crypto';
import { serverSeedHash, type CasinoFairness } from '@oddsmith/core';
import { and, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Database, Executor, Transaction } from '../../db/client';
import { casinoRounds, casinoSeeds, type CasinoSeedRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { findRow, lockRow } from '../../lib/query';
import { inTransaction } from '../../lib/transaction';

/** Revealed seeds listed in the fairness view, newest first. */
export const revealedSeedsListed = 20;

const newServerSeed = () => randomBytes(32).toString('hex');
const newClientSeed = () => randomBytes(8).toString('hex');

function newSeedValues(userId: string, clientSeed: string) {
  const serverSeed = newServerSeed();
  return { userId, serverSeed, serverSeedHash: serverSeedHash(serverSeed), clientSeed };
}

const activeOf = (userId: string) => and(eq(casinoSeeds.userId, userId), isNull(casinoSeeds.revealedAt));

/**
 * The player's seed in use, locked FOR UPDATE (rounds take their nonce under this lock), created on
 * first use: a concurrent creator's insert is skipped by the one-active-seed index, then both lock
 * the one row.
 */
export async function lockActiveSeed(tx: Transaction, userId: string): Promise<CasinoSeedRow> {
  const found = await lockRow(tx, casinoSeeds, activeOf(userId));
  if (found) return found;
  await tx.insert(casinoSeeds).values(newSeedValues(userId, newClientSeed())).onConflictDoNothing();
  const created = await lockRow(tx, casinoSeeds, activeOf(userId));
  if (!created) throw new Error('casino: the active seed vanished');
  return created;
}

export function findSeed(tx: Executor, seedId: string): Promise<CasinoSeedRow | undefined> {
  return findRow(tx, casinoSeeds, eq(casinoSeeds.id, seedId));
}

async function fairnessOf(tx: Executor, active: CasinoSeedRow): Promise<CasinoFairness> {
  const revealed = await tx
    .select()
    .from(casinoSeeds)
    .where(and(eq(casinoSeeds.userId, active.userId), isNotNull(casinoSeeds.revealedAt)))
    .orderBy(desc(casinoSeeds.revealedAt), desc(casinoSeeds.id))
    .limit(revealedSeedsListed);
  return {
    serverSeedHash: active.serverSeedHash,
    clientSeed: active.clientSeed,
    nonce: active.nonce,
    previous: revealed.map((seed) => ({
      serverSeedHash: seed.serverSeedHash,
      serverSeed: seed.serverSeed,
      rounds: seed.nonce,
      createdAt: seed.createdAt.toISOString(),
      revealedAt: (seed.revealedAt as Date).toISOString(),
    })),
  };
}

/** `GET /api/casino/fairness` (creates the first seed of a player who has none). */
export async function fairness(db: Database, userId: string): Promise<CasinoFairness> {
  return inTransaction(db, async (tx) => fairnessOf(tx, await lockActiveSeed(tx, userId)));
}

/** `PUT /api/casino/fairness/client-seed`: the next rounds use it; the nonce keeps counting. */
export async function setClientSeed(db: Database, userId: string, clientSeed: string): Promise<CasinoFairness> {
  return inTransaction(db, async (tx) => {
    const seed = await lockActiveSeed(tx, userId);
    const [updated] = await tx.update(casinoSeeds).set({ clientSeed }).where(eq(casinoSeeds.id, seed.id)).returning();
    return fairnessOf(tx, updated ?? seed);
  });
}

/** `POST /api/casino/fairness/rotate`: reveals the seed in use and commits to a new one (same client seed, nonce 0). */
export async function rotateSeed(db: Database, userId: string, now = new Date()): Promise<CasinoFairness> {
  return inTransaction(db, async (tx) => {
    const seed = await lockActiveSeed(tx, userId);
    const open = await findRow(tx, casinoRounds, and(eq(casinoRounds.userId, userId), eq(casinoRounds.status, 'open')));
    if (open) throw new AppError('CASINO_ROTATE_WITH_OPEN_ROUND', 409, 'Finish the open blackjack round before rotating the seed (its cards come from the seed in use).');
    await tx.update(casinoSeeds).set({ revealedAt: now }).where(eq(casinoSeeds.id, seed.id));
    const [next] = await tx.insert(casinoSeeds).values(newSeedValues(userId, seed.clientSeed)).returning();
    return fairnessOf(tx, next as CasinoSeedRow);
  });
}
