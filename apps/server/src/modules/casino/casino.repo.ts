import { and, count, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/client';
import { casinoRounds, casinoSeeds, type CasinoRoundRow, type CasinoSeedRow } from '../../db/schema';
import { countRows, eqWhenSet, findRow, lockRow, pageRows } from '../../lib/query';
import { insertedRow } from '../../lib/transaction';

export function findRoundByRequest(tx: Executor, userId: string, requestId: string): Promise<CasinoRoundRow | undefined> {
  return findRow(tx, casinoRounds, and(eq(casinoRounds.userId, userId), eq(casinoRounds.requestId, requestId)));
}

export function findOwnRound(tx: Executor, userId: string, roundId: string): Promise<CasinoRoundRow | undefined> {
  return findRow(tx, casinoRounds, and(eq(casinoRounds.userId, userId), eq(casinoRounds.id, roundId)));
}

export function lockOwnRound(tx: Transaction, userId: string, roundId: string): Promise<CasinoRoundRow | undefined> {
  return lockRow(tx, casinoRounds, and(eq(casinoRounds.userId, userId), eq(casinoRounds.id, roundId)));
}

export function findOpenRound(tx: Executor, userId: string): Promise<CasinoRoundRow | undefined> {
  return findRow(tx, casinoRounds, and(eq(casinoRounds.userId, userId), eq(casinoRounds.status, 'open')));
}

export async function insertRound(tx: Transaction, values: typeof casinoRounds.$inferInsert): Promise<CasinoRoundRow> {
  return insertedRow(await tx.insert(casinoRounds).values(values).returning(), 'casino round');
}

export async function updateRound(tx: Transaction, roundId: string, values: Partial<typeof casinoRounds.$inferInsert>): Promise<CasinoRoundRow> {
  return insertedRow(await tx.update(casinoRounds).set(values).where(eq(casinoRounds.id, roundId)).returning(), 'casino round');
}

export async function advanceNonce(tx: Transaction, seed: CasinoSeedRow): Promise<void> {
  await tx.update(casinoSeeds).set({ nonce: seed.nonce + 1 }).where(eq(casinoSeeds.id, seed.id));
}

export function findSeedsByIds(tx: Executor, ids: readonly string[]): Promise<CasinoSeedRow[]> {
  return ids.length === 0 ? Promise.resolve([]) : tx.select().from(casinoSeeds).where(inArray(casinoSeeds.id, [...new Set(ids)]));
}

export function listRounds(tx: Executor, where: SQL | undefined, limit: number, offset: number): Promise<CasinoRoundRow[]> {
  return pageRows(tx.select().from(casinoRounds).where(where).$dynamic(), [desc(casinoRounds.createdAt), desc(casinoRounds.id)], limit, offset);
}

export function countRounds(tx: Executor, where: SQL | undefined): Promise<number> {
  return countRows(tx, casinoRounds, where);
}

export function roundsFilter(userId: string, game: string | undefined, status: string | undefined): SQL | undefined {
  return and(eq(casinoRounds.userId, userId), eqWhenSet(casinoRounds.game, game), eqWhenSet(casinoRounds.status, status));
}

export type GameDayStats = { game: string; day: string; rounds: number; stakeCents: number; payoutCents: number };

/** Settled rounds per game and UTC settlement day in [from, to). */
export async function statsByGameDay(tx: Executor, from: Date, to: Date): Promise<GameDayStats[]> {
  const day = sql<string>`to_char(${casinoRounds.settledAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const rows = await tx
    .select({ game: casinoRounds.game, day, rounds: count(), stake: sql<string>`sum(${casinoRounds.stakeCents})`, payout: sql<string>`sum(${casinoRounds.payoutCents})` })
    .from(casinoRounds)
    .where(and(eq(casinoRounds.status, 'settled'), gte(casinoRounds.settledAt, from), lt(casinoRounds.settledAt, to)))
    .groupBy(casinoRounds.game, day);
  return rows.map((row) => ({ game: row.game, day: row.day, rounds: row.rounds, stakeCents: Number(row.stake), payoutCents: Number(row.payout) }));
}

/** Distinct players per game with settled rounds in [from, to). */
export async function playersByGame(tx: Executor, from: Date, to: Date): Promise<Map<string, number>> {
  const rows = await tx
    .select({ game: casinoRounds.game, players: sql<string>`count(distinct ${casinoRounds.userId})` })
    .from(casinoRounds)
    .where(and(eq(casinoRounds.status, 'settled'), gte(casinoRounds.settledAt, from), lt(casinoRounds.settledAt, to)))
    .groupBy(casinoRounds.game);
  return new Map(rows.map((row) => [row.game, Number(row.players)]));
}
