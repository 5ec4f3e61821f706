import {
  type ExchangeLobbyQuery,
  type ExchangeMarket,
  type ExchangeMarketSummary,
  type ExchangeOrderResult,
  type ExchangePosition,
  type ExchangePositionsQuery,
  type ExchangePositionSummary,
  type Page,
  type PlaceExchangeOrderRequest,
  type ReduceExchangeOrderRequest,
} from '@oddsmith/core';
import { apiSlice } from '../../../lib/api-slice';

/** The tags of one market: its page (ladder) and the caller's position on it. */
const marketTags = (marketId: string) => [
  { type: 'ExchangeMarket' as const, id: marketId },
  { type: 'ExchangePosition' as const, id: marketId },
  'ExchangePositions' as const,
  'ExchangeLobby' as const,
];

/**
 * The player's exchange (packages/core/src/api/exchange-contract.ts). Placing, cancelling or
 * reducing an order reads the market's ladder and the caller's position again, and the lists that
 * show them (lobby volumes, my exchange bets).
 */
export const exchangeApi = apiSlice
  .enhanceEndpoints({ addTagTypes: ['ExchangeLobby', 'ExchangeMarket', 'ExchangePosition', 'ExchangePositions'] })
  .injectEndpoints({
    endpoints: (build) => ({
      /** GET /api/exchange/markets: open and suspended markets, in-play first. */
      exchangeLobby: build.query<Page<ExchangeMarketSummary>, ExchangeLobbyQuery>({
        query: (params) => ({ path: '/api/exchange/markets', params, schema: 'exchangeLobbyResponseSchema.response' }),
        providesTags: ['ExchangeLobby'],
      }),
      /** GET /api/exchange/markets/:id: the market page with its ladder. */
      exchangeMarket: build.query<ExchangeMarket, string>({
        query: (id) => ({ path: `/api/exchange/markets/${encodeURIComponent(id)}`, schema: 'exchangeMarketResponseSchema.response' }),
        providesTags: (_result, _error, id) => [{ type: 'ExchangeMarket', id }],
      }),
      /** GET /api/exchange/markets/:id/position: the caller's orders, matched bets and P&L. */
      exchangePosition: build.query<ExchangePosition, string>({
        query: (id) => ({ path: `/api/exchange/markets/${encodeURIComponent(id)}/position`, schema: 'exchangePositionResponseSchema.response' }),
        providesTags: (_result, _error, id) => [{ type: 'ExchangePosition', id }],
      }),
      /** GET /api/exchange/positions: the markets the caller traded. */
      exchangePositions: build.query<Page<ExchangePositionSummary>, ExchangePositionsQuery>({
        query: (params) => ({ path: '/api/exchange/positions', params, schema: 'exchangePositionsResponseSchema.response' }),
        providesTags: ['ExchangePositions'],
      }),
      /** POST /api/exchange/orders (idempotent by `requestId`). */
      placeExchangeOrder: build.mutation<ExchangeOrderResult, PlaceExchangeOrderRequest>({
        query: (body) => ({ path: '/api/exchange/orders', method: 'POST', body, schema: 'exchangeOrderResponseSchema.response' }),
        // A 409 (market suspended or closed meanwhile) reads the market again, so the page shows its state now.
        invalidatesTags: (result, error, body) => (result ? marketTags(body.marketId) : error?.status === 409 ? [{ type: 'ExchangeMarket', id: body.marketId }] : []),
      }),
      /** DELETE /api/exchange/orders/:id: cancels the unmatched rest. */
      cancelExchangeOrder: build.mutation<ExchangeOrderResult, { orderId: string; marketId: string }>({
        query: ({ orderId }) => ({ path: `/api/exchange/orders/${encodeURIComponent(orderId)}`, method: 'DELETE', schema: 'exchangeOrderResponseSchema.response' }),
        invalidatesTags: (result, _error, { marketId }) => (result ? marketTags(marketId) : []),
      }),
      /** PATCH /api/exchange/orders/:id: reduces the unmatched rest to `remaining`. */
      reduceExchangeOrder: build.mutation<ExchangeOrderResult, { orderId: string; marketId: string } & ReduceExchangeOrderRequest>({
        query: ({ orderId, remaining }) => ({
          path: `/api/exchange/orders/${encodeURIComponent(orderId)}`,
          method: 'PATCH',
          body: { remaining },
          schema: 'exchangeOrderResponseSchema.response',
        }),
        invalidatesTags: (result, _error, { marketId }) => (result ? marketTags(marketId) : []),
      }),
    }),
  });

export const {
  useExchangeLobbyQuery,
  useExchangeMarketQuery,
  useExchangePositionQuery,
  useExchangePositionsQuery,
  usePlaceExchangeOrderMutation,
  useCancelExchangeOrderMutation,
  useReduceExchangeOrderMutation,
} = exchangeApi;
