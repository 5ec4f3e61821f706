import { createApi, type BaseQueryFn } from '@reduxjs/toolkit/query/react';
import { ApiError, apiErrorTexts, apiRequest, serverMessageOf, type QueryParams, type RequestOptions } from './api-client';
import { checkContract, loadReplyContracts } from './reply-check';
import type { ReplyContractName } from './reply-contracts';

/**
 * The one way the web loads server data (docs/architecture.md, "Loading server data"): RTK Query.
 * Each feature injects its endpoints in its `api/` folder with the name of the contract schema
 * (`lib/reply-contracts.ts`, from `@oddsmith/core`) that checks the reply, and the tags its
 * mutations invalidate:
 *
 *   export const bankApi = apiSlice.enhanceEndpoints({ addTagTypes: ['Deposits'] }).injectEndpoints({
 *     endpoints: (build) => ({
 *       deposits: build.query<Page<Deposit>, DepositsQuery>({
 *         query: (params) => ({ path: '/api/bank/deposits', params, schema: 'depositPageSchema' }),
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
  /** The contract of the reply's `response`, by name; the data is what it parses to (see `checksReply`). */
  schema?: ReplyContractName;
  /** A read sent as a POST (the seed's risk-management call): checked as a read (see `checksReply`). */
  read?: boolean;
  /** The contract of a failure body's `response` (a 409's new prices): checked into `ApiFailure.details`. */
  failureSchema?: ReplyContractName;
};

/** A failed call as it sits in the store (plain data): what `serverMessageOf`/`serverFieldOf` read. */
export type ApiFailure = {
  status: number | null;
  message: string;
  body: unknown;
  /** The body's `response` as the call's `failureSchema` parsed it; null when it names none or it does not fit. */
  details?: unknown;
};

/**
 * Whether a reply is checked against its contract. Development and tests check every reply. A
 * production build checks what a change returns (a placed bet, a deposit, a cash-out: what the
 * player is told happened) and trusts a read: the server sends every reply through the same
 * contract schema (its serializer), and checking reads would put zod and every contract (about
 * 39 KB gzip with the contracts) in the first load of every screen.
 */
export function checksReply(method: ApiCall['method'], everyReply: boolean, read = false): boolean {
  return everyReply || (!read && method !== undefined && method !== 'GET');
}

const checksEveryReply = import.meta.env.DEV;

async function failureOf(error: unknown, failureSchema: ReplyContractName | undefined): Promise<ApiFailure> {
  if (!(error instanceof ApiError)) {
    return { status: null, message: error instanceof Error && error.message ? error.message : apiErrorTexts.other, body: null, details: null };
  }
  const failure: ApiFailure = { status: error.status, message: error.message, body: error.body, details: null };
  const response = typeof error.body === 'object' && error.body !== null && 'response' in error.body ? error.body.response : undefined;
  if (!failureSchema || response === undefined) return failure;
  const checked = await checkContract(failureSchema, response).catch(() => null);
  return { ...failure, details: checked?.success ? checked.data : null };
}

/** A reply the contract does not describe is a failure, not data the screen half-understands. */
async function parseReply(schema: ReplyContractName, data: unknown): Promise<unknown> {
  // The contracts not loading (a network failure) is a failed call as well.
  const checked = await checkContract(schema, data).catch(() => null);
  if (checked?.success) return checked.data;
  if (import.meta.env.DEV && checked) console.error('Reply outside the contract', checked.issues);
  throw new ApiError(apiErrorTexts.other, 200, data);
}

const apiBaseQuery: BaseQueryFn<ApiCall, unknown, ApiFailure> = async (call, { signal }) => {
  const schema = call.schema && checksReply(call.method, checksEveryReply, call.read) ? call.schema : undefined;
  // The contracts load beside the request, not after it.
  if (schema || call.failureSchema) loadReplyContracts().catch(() => undefined);
  try {
    const data = await apiRequest<unknown>(call.path, { method: call.method, params: call.params, body: call.body, token: call.token, headers: call.headers, signal });
    return { data: schema ? await parseReply(schema, data) : data };
  } catch (error) {
    return { error: await failureOf(error, call.failureSchema) };
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
