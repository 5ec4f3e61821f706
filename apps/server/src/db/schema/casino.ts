import { casinoGameIds, casinoRoundStatuses, type CasinoGame, type CasinoOutcome, type CasinoRoundStatus } from '@oddsmith/core';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { centsColumn, createdAtColumn, idColumn, inListCheck, timestampColumn, updatedAtColumn, uuidRef } from './columns';
import { users } from './users';

/**
 * The casino (PRODUCT.md section 6). A player's rounds are provably fair: each round reads the bytes
 * of HMAC-SHA256(server seed, `clientSeed:nonce:cursor`) (core's `FairStream`). The server seed is
 * secret until the player rotates it (`revealed_at` set); only its SHA-256 is shown before.
 */
export const casinoSeeds = pgTable(
  'casino_seeds',
  {
    id: idColumn(),
    userId: uuidRef('user_id', () => users.id),
    /** 64 hex digits (32 random bytes); shown only once revealed. */
    serverSeed: text('server_seed').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    clientSeed: text('client_seed').notNull(),
    /** The nonce of the next round on this seed (= rounds played on it). */
    nonce: integer('nonce').notNull().default(0),
    createdAt: createdAtColumn(),
    revealedAt: timestampColumn('revealed_at'),
  },
  (table) => [
    // One seed in use per player; rotating reveals it and inserts the next.
    uniqueIndex('casino_seeds_active_key').on(table.userId).where(sql`${table.revealedAt} is null`),
    index('casino_seeds_user_revealed_idx').on(table.userId, table.revealedAt),
    check('casino_seeds_nonce_check', sql`${table.nonce} >= 0`),
  ],
);

/** Staff settings of a game; a game without a row uses the defaults in code (`casino.games.ts`). */
export const casinoGames = pgTable(
  'casino_games',
  {
    id: text('id').$type<CasinoGame>().primaryKey(),
    enabled: boolean('enabled').notNull(),
    sortOrder: integer('sort_order').notNull(),
    minStakeCents: centsColumn('min_stake_cents').notNull(),
    maxStakeCents: centsColumn('max_stake_cents').notNull(),
    /** May a round stake from the bonus wallet? Null: the game's default in code. */
    bonusAllowed: boolean('bonus_allowed'),
    updatedAt: updatedAtColumn(),
  },
  (table) => [
    inListCheck('casino_games_id_check', table.id, casinoGameIds),
    check('casino_games_stakes_check', sql`${table.minStakeCents} > 0 and ${table.minStakeCents} <= ${table.maxStakeCents}`),
  ],
);

/** What the player chose: the main stake, the classic slot's lines, the roulette bets (cents). */
export type CasinoChoices = {
  stakeCents: number;
  /** The wallet that staked the round ('bonus' only when asked); every later stake and win of the round uses it. */
  funding?: 'cash' | 'bonus';
  lines?: number;
  bets?: { kind: string; numbers?: number[]; index?: 1 | 2 | 3; stakeCents: number }[];
};

/** A blackjack action taken in the round, with the request that took it (a replay acts once). */
export type CasinoRoundAction = { action: string; requestId: string };

export const casinoRounds = pgTable(
  'casino_rounds',
  {
    id: idColumn(),
    userId: uuidRef('user_id', () => users.id),
    game: text('game').$type<CasinoGame>().notNull(),
    requestId: text('request_id').notNull(),
    currency: text('currency').notNull(),
    /** Everything debited so far (blackjack's doubles, split and insurance included). */
    stakeCents: centsColumn('stake_cents').notNull(),
    /** Everything credited (0 while open). */
    payoutCents: centsColumn('payout_cents').notNull().default(0),
    seedId: uuidRef('seed_id', () => casinoSeeds.id),
    /** The client seed and nonce the round was played with. */
    clientSeed: text('client_seed').notNull(),
    nonce: integer('nonce').notNull(),
    choices: jsonb('choices').$type<CasinoChoices>().notNull(),
    actions: jsonb('actions').$type<CasinoRoundAction[]>().notNull().default([]),
    /** The contract's outcome as the player may see it now (the blackjack hole card hidden while open). */
    outcome: jsonb('outcome').$type<CasinoOutcome>().notNull(),
    status: text('status').$type<CasinoRoundStatus>().notNull(),
    createdAt: createdAtColumn(),
    settledAt: timestampColumn('settled_at'),
  },
  (table) => [
    uniqueIndex('casino_rounds_user_request_key').on(table.userId, table.requestId),
    uniqueIndex('casino_rounds_seed_nonce_key').on(table.seedId, table.nonce),
    // One open round per player (only blackjack stays open).
    uniqueIndex('casino_rounds_open_key').on(table.userId).where(sql`${table.status} = 'open'`),
    index('casino_rounds_user_created_idx').on(table.userId, table.createdAt),
    index('casino_rounds_settled_idx').on(table.settledAt, table.game),
    // Reports: rounds played in a period (turnover, active players).
    index('casino_rounds_created_idx').on(table.createdAt),
    inListCheck('casino_rounds_game_check', table.game, casinoGameIds),
    inListCheck('casino_rounds_status_check', table.status, casinoRoundStatuses),
    check('casino_rounds_amounts_check', sql`${table.stakeCents} > 0 and ${table.payoutCents} >= 0`),
    check('casino_rounds_settled_check', sql`(${table.status} = 'settled') = (${table.settledAt} is not null)`),
  ],
);

export type CasinoSeedRow = typeof casinoSeeds.$inferSelect;
export type CasinoGameRow = typeof casinoGames.$inferSelect;
export type CasinoRoundRow = typeof casinoRounds.$inferSelect;
