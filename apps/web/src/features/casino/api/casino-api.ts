import {
  type AdminCasinoGamePatchRequest,
  type AdminCasinoGames,
  type AdminCasinoGamesQuery,
  type CasinoFairness,
  type CasinoGame,
  type CasinoGameInfo,
  type CasinoRound,
  type CasinoRoundActionRequest,
  type CasinoRoundResult,
  type CasinoRoundStatus,
  type Page,
  type PlayCasinoRoundRequest,
} from '@oddsmith/core';
import { apiSlice } from '../../../lib/api-slice';

export type CasinoRoundsArgs = { page: number; perPage: number; game?: CasinoGame; status?: CasinoRoundStatus };

/** A played round changes the balance, the fairness nonce and the history. */
const roundTags = ['CasinoFairness', 'CasinoRounds', 'BankSummary'] as const;

/**
 * The casino API (`packages/core/src/api/casino-contract.ts`): the lobby, the player's fairness seeds,
 * rounds of the four games and the staff's game settings. Every reply is parsed with the contract.
 */
export const casinoApi = apiSlice
  .enhanceEndpoints({ addTagTypes: ['CasinoGames', 'CasinoFairness', 'CasinoRounds', 'AdminCasinoGames', 'BankSummary'] })
  .injectEndpoints({
    endpoints: (build) => ({
      /** `GET /api/casino/games`: every game, disabled ones included (`enabled: false`), by lobby order. */
      casinoGames: build.query<{ games: CasinoGameInfo[]; currency: string }, void>({
        query: () => ({ path: '/api/casino/games', schema: 'casinoGamesResponseSchema.response' }),
        providesTags: ['CasinoGames'],
      }),
      /** `GET /api/casino/fairness`: the committed hash, the client seed, the next nonce, revealed seeds. */
      casinoFairness: build.query<CasinoFairness, void>({
        query: () => ({ path: '/api/casino/fairness', schema: 'casinoFairnessResponseSchema.response' }),
        providesTags: ['CasinoFairness'],
      }),
      /** `PUT /api/casino/fairness/client-seed`. */
      setClientSeed: build.mutation<CasinoFairness, string>({
        query: (clientSeed) => ({ path: '/api/casino/fairness/client-seed', method: 'PUT', body: { clientSeed }, schema: 'casinoFairnessResponseSchema.response' }),
        invalidatesTags: (reply) => (reply ? ['CasinoFairness'] : []),
      }),
      /** `POST /api/casino/fairness/rotate`: reveals the current seed (first in `previous`); rounds on it become verifiable. */
      rotateSeed: build.mutation<CasinoFairness, void>({
        query: () => ({ path: '/api/casino/fairness/rotate', method: 'POST', body: {}, schema: 'casinoRotateResponseSchema.response' }),
        invalidatesTags: (reply) => (reply ? ['CasinoFairness', 'CasinoRounds'] : []),
      }),
      /** `POST /api/casino/rounds`: one round; the same `requestId` again returns the same round, charging nothing. */
      playRound: build.mutation<CasinoRoundResult, PlayCasinoRoundRequest>({
        query: (body) => ({ path: '/api/casino/rounds', method: 'POST', body, schema: 'casinoRoundResultResponseSchema.response' }),
        invalidatesTags: (reply) => (reply ? [...roundTags] : []),
      }),
      /** `POST /api/casino/rounds/:id/actions`: a blackjack action. */
      actRound: build.mutation<CasinoRoundResult, CasinoRoundActionRequest & { id: string }>({
        query: ({ id, ...body }) => ({ path: `/api/casino/rounds/${encodeURIComponent(id)}/actions`, method: 'POST', body, schema: 'casinoRoundResultResponseSchema.response' }),
        invalidatesTags: (reply) => (reply ? [...roundTags] : []),
      }),
      /** `GET /api/casino/rounds`: the player's rounds, newest first. */
      casinoRounds: build.query<Page<CasinoRound>, CasinoRoundsArgs>({
        query: (params) => ({ path: '/api/casino/rounds', params, schema: 'casinoRoundsResponseSchema.response' }),
        providesTags: ['CasinoRounds'],
      }),
      /** `GET /api/casino/rounds/:id`: one of the player's rounds. */
      casinoRound: build.query<CasinoRound, string>({
        query: (id) => ({ path: `/api/casino/rounds/${encodeURIComponent(id)}`, schema: 'casinoRoundResponseSchema.response' }),
        providesTags: ['CasinoRounds'],
      }),
      /** `GET /api/admin/casino-games?from&to` (`casino.read`): settings and figures per game for the period. */
      adminCasinoGames: build.query<AdminCasinoGames, AdminCasinoGamesQuery>({
        query: (params) => ({ path: '/api/admin/casino-games', params, schema: 'adminCasinoGamesResponseSchema.response' }),
        providesTags: ['AdminCasinoGames'],
      }),
      /** `PATCH /api/admin/casino-games/:id` (`casino.write`): enabled, lobby order, stake limits. */
      patchCasinoGame: build.mutation<CasinoGameInfo, AdminCasinoGamePatchRequest & { id: CasinoGame }>({
        query: ({ id, ...body }) => ({ path: `/api/admin/casino-games/${encodeURIComponent(id)}`, method: 'PATCH', body, schema: 'adminCasinoGameResponseSchema.response' }),
        invalidatesTags: (reply) => (reply ? ['AdminCasinoGames', 'CasinoGames'] : []),
      }),
    }),
  });

export const {
  useCasinoGamesQuery,
  useCasinoFairnessQuery,
  useSetClientSeedMutation,
  useRotateSeedMutation,
  usePlayRoundMutation,
  useActRoundMutation,
  useCasinoRoundsQuery,
  useCasinoRoundQuery,
  useAdminCasinoGamesQuery,
  usePatchCasinoGameMutation,
} = casinoApi;
