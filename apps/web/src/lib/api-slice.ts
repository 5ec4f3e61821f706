import { createApi, type BaseQueryFn } from '@reduxjs/toolkit/query/react';
import type { z } from 'zod';
import { ApiError, apiErrorTexts, apiRequest, serverMessageOf, type QueryParams, type RequestOptions } from './api-client';

/**
 * The one way the web loads server data (docs/architecture.md, "Loading server data"): RTK Query.
 * Each feature injects its endpoints in its `api/` folder with the contract schema from
 * `@oddsmith/core` that parses the reply, and the tags its mutations invalidate:
 *
 *   export const bankApi = apiSlice.enhanceEndpoints({ addTagTypes: ['Deposits'] }).injectEndpoints({
 *     endpoints: (build) => ({
 *       deposits: build.query<Page<Deposit>, DepositsQuery>({
 *         query: (params) => ({ path: '/api/bank/deposits', params, schema: depositPageSchema }),
 *         providesTags: ['Deposits'],
 *       }),
 *     }),
 *   });
 */
export type ApiCall = {
  path: string;
  method?: RequestOptions['method'];
  params?: QueryParams;
  body?: unknown;
  /** An explicit token (null: none); when left out the configured token provider (the store) is asked. */
  token?: string | null;
  /** More request headers (a support guest's conversation token). */
  headers?: Record<string, string>;
  /** The contract schema of the reply's `response`; the data is what it parses to. */
  schema?: z.ZodType;
};

/** A failed call as it sits in the store (plain data): what `serverMessageOf`/`serverFieldOf` read. */
export type ApiFailure = { status: number | null; message: string; body: unknown };

function failureOf(error: unknown): ApiFailure {
  if (error instanceof ApiError) return { status: error.status, message: error.message, body: error.body };
  return { status: null, message: error instanceof Error && error.message ? error.message : apiErrorTexts.other, body: null };
}

/** A reply the contract does not describe is a failure, not data the screen half-understands. */
function parseReply(schema: z.ZodType, data: unknown): unknown {
  const parsed = schema.safeParse(data);
  if (parsed.success) return parsed.data;
  if (import.meta.env.DEV) console.error('Reply outside the contract', parsed.error.issues);
  throw new ApiError(apiErrorTexts.other, 200, data);
}

const apiBaseQuery: BaseQueryFn<ApiCall, unknown, ApiFailure> = async (call, { signal }) => {
  try {
    const data = await apiRequest<unknown>(call.path, { method: call.method, params: call.params, body: call.body, token: call.token, headers: call.headers, signal });
    return { data: call.schema ? parseReply(call.schema, data) : data };
  } catch (error) {
    return { error: failureOf(error) };
  }
};

export const apiSlice = createApi({
  reducerPath: 'api',
  baseQuery: apiBaseQuery,
  // Features add their own tags with `enhanceEndpoints({ addTagTypes })`.
  tagTypes: [],
  // Lists and counts are read again when a screen comes back into view.
  refetchOnMountOrArgChange: 30,
  endpoints: () => ({}),
});

export type RemoteStatus = 'loading' | 'succeeded' | 'failed';
/** What a screen shows of one load: the data (kept while a new reply is on its way), its state, a retry. */
export type Remote<T> = { data: T | null; status: RemoteStatus; error: string | null; reload: () => void };

type QueryResultLike<T> = {
  data?: T;
  currentData?: T;
  isFetching: boolean;
  isError: boolean;
  isSuccess: boolean;
  error?: unknown;
  refetch: () => unknown;
};

/** An RTK Query hook's result as the kit reads it (`DataTable`'s `remote`, error states with retry). */
export function remoteOf<T>(result: QueryResultLike<T>): Remote<T> {
  const status: RemoteStatus = result.isFetching ? 'loading' : result.isError ? 'failed' : result.isSuccess ? 'succeeded' : 'loading';
  return {
    data: result.data ?? null,
    status,
    error: result.isError ? serverMessageOf(result.error) : null,
    reload: () => void result.refetch(),
  };
}
