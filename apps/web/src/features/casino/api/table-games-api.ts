import {
  casinoGamesResponseSchema,
  casinoRoundResultResponseSchema,
  casinoRoundsResponseSchema,
  type CasinoGameInfo,
  type CasinoRound,
  type CasinoRoundResult,
  type CasinoRoundsQuery,
  type Page,
  type PlayCasinoRoundRequest,
} from '@oddsmith/core';
import type { TFunction } from 'i18next';
import { serverMessageOf } from '../../../lib/api-client';
import { apiSlice } from '../../../lib/api-slice';

export type TableGame = 'roulette' | 'blackjack';
export type TableAction = 'hit' | 'stand' | 'double' | 'split' | 'takeInsurance' | 'declineInsurance';

/**
 * The table games' calls (roulette and blackjack): the lobby's game list (limits, enabled), the
 * player's rounds of one game, a new round and a blackjack action. A played round invalidates the
 * rounds lists (last numbers, the open blackjack round); money comes from the reply's `balance`.
 */
export const tableGamesApi = apiSlice.enhanceEndpoints({ addTagTypes: ['CasinoTableRounds'] }).injectEndpoints({
  endpoints: (build) => ({
    tableGames: build.query<{ games: CasinoGameInfo[]; currency: string }, void>({
      query: () => ({ path: '/api/casino/games', schema: casinoGamesResponseSchema.shape.response }),
    }),
    tableRounds: build.query<Page<CasinoRound>, CasinoRoundsQuery & { game: TableGame }>({
      query: (params) => ({ path: '/api/casino/rounds', params, schema: casinoRoundsResponseSchema.shape.response }),
      providesTags: ['CasinoTableRounds'],
    }),
    playTableRound: build.mutation<CasinoRoundResult, PlayCasinoRoundRequest>({
      query: (body) => ({ path: '/api/casino/rounds', method: 'POST', body, schema: casinoRoundResultResponseSchema.shape.response }),
      invalidatesTags: (reply) => (reply ? ['CasinoTableRounds'] : []),
    }),
    actTableRound: build.mutation<CasinoRoundResult, { id: string; action: TableAction; requestId: string }>({
      query: ({ id, ...body }) => ({
        path: `/api/casino/rounds/${encodeURIComponent(id)}/actions`,
        method: 'POST',
        body,
        schema: casinoRoundResultResponseSchema.shape.response,
      }),
      invalidatesTags: (reply) => (reply ? ['CasinoTableRounds'] : []),
    }),
  }),
});

export const { useTableGamesQuery, useTableRoundsQuery, usePlayTableRoundMutation, useActTableRoundMutation } = tableGamesApi;

/** The error codes a table game explains in its own words (others show the server's message). */
const knownCodes = [
  'CASINO_INSUFFICIENT_FUNDS',
  'CASINO_GAME_DISABLED',
  'CASINO_ROUND_OPEN',
  'RG_SELF_EXCLUDED',
  'RG_TIME_OUT',
  'BLACKJACK_ROUND_SETTLED',
  'BLACKJACK_INSURANCE_PENDING',
  'BLACKJACK_INSURANCE_NOT_OFFERED',
  'BLACKJACK_DOUBLE_FIRST_TWO_CARDS',
  'BLACKJACK_SPLIT_EQUAL_RANKS',
  'BLACKJACK_SPLIT_ONCE',
] as const;

/** The `code` of a failed call's error body, or null. */
export function tableErrorCode(failure: unknown): string | null {
  const body = typeof failure === 'object' && failure !== null && 'body' in failure ? (failure as { body: unknown }).body : null;
  const code = typeof body === 'object' && body !== null ? (body as { code?: unknown }).code : null;
  return typeof code === 'string' ? code : null;
}

/** A failed play or action as the player reads it: the rule in words when known, else the server's message. */
export function tableErrorText(t: TFunction, failure: unknown): string {
  const code = tableErrorCode(failure);
  if (code && (knownCodes as readonly string[]).includes(code)) return t(`casino.tableErrors.${code}`);
  return serverMessageOf(failure);
}
