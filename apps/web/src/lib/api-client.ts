import type { ApiEnvelope } from '@oddsmith/core';
import { apiBaseUrl } from '../config/env';

/** Error texts of the seed's error catalogue (section 8), word for word. */
export const apiErrorTexts = {
  noReply: 'Server did not respond.',
  other: 'Something went wrong.',
  status: (status: number) => `Error: ${status} - Something went wrong.`,
} as const;

/** A failed call. `status` is null when the server never replied; `body` is the parsed reply. */
export class ApiError extends Error {
  override name = 'ApiError';
  readonly status: number | null;
  readonly body: unknown;

  constructor(message: string, status: number | null, body: unknown) {
    super(message);
    this.status = status;
    this.body = body;
  }
}

export type QueryParams = Record<string, string | number | boolean | null | undefined>;

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  params?: QueryParams;
  body?: unknown;
  /** An explicit token; when left out the configured token provider (the store) is asked. */
  token?: string | null;
  /** More request headers (a support guest's conversation token). */
  headers?: Record<string, string>;
  signal?: AbortSignal;
};

type ClientConfig = {
  baseUrl: string;
  getToken: () => string | null;
  fetchImpl: typeof fetch;
};

const config: ClientConfig = {
  baseUrl: apiBaseUrl,
  getToken: () => null,
  fetchImpl: (...args) => fetch(...args),
};

/** The app wires the store's token in once; tests swap `fetchImpl`. */
export function configureApiClient(next: Partial<ClientConfig>): void {
  Object.assign(config, next);
}

export function buildUrl(path: string, params?: QueryParams): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value !== undefined && value !== null && value !== '') query.set(key, String(value));
  }
  const text = query.toString();
  return `${config.baseUrl}${path}${text ? `?${text}` : ''}`;
}

function isEnvelope(body: unknown): body is ApiEnvelope<unknown> {
  return typeof body === 'object' && body !== null && 'status' in body && 'response' in body;
}

async function readBody(response: Response): Promise<unknown> {
  try {
    const text = await response.text();
    return text ? (JSON.parse(text) as unknown) : null;
  } catch {
    return null;
  }
}

/** One call on the single API host. No timeout (seed section 7). Returns `body.response`. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const token = options.token !== undefined ? options.token : config.getToken();
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  // A FormData body (uploads) goes as multipart: the browser writes its Content-Type and boundary.
  const formData = typeof FormData !== 'undefined' && options.body instanceof FormData;
  if (options.body !== undefined && !formData) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;

  let response: Response;
  try {
    response = await config.fetchImpl(buildUrl(path, options.params), {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : formData ? (options.body as FormData) : JSON.stringify(options.body),
      credentials: 'include',
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(apiErrorTexts.noReply, null, null);
  }

  const body = await readBody(response);
  if (!response.ok) throw new ApiError(apiErrorTexts.status(response.status), response.status, body);
  if (!isEnvelope(body) || body.status !== 'success') throw new ApiError(apiErrorTexts.other, response.status, body);
  return body.response as T;
}

export const api = {
  get: <T>(path: string, options: Omit<RequestOptions, 'method' | 'body'> = {}) =>
    apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options: Omit<RequestOptions, 'method' | 'body'> = {}) =>
    apiRequest<T>(path, { ...options, method: 'POST', body: body ?? {} }),
  patch: <T>(path: string, body?: unknown, options: Omit<RequestOptions, 'method' | 'body'> = {}) =>
    apiRequest<T>(path, { ...options, method: 'PATCH', body: body ?? {} }),
  put: <T>(path: string, body?: unknown, options: Omit<RequestOptions, 'method' | 'body'> = {}) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body: body ?? {} }),
  delete: <T>(path: string, options: Omit<RequestOptions, 'method' | 'body'> = {}) =>
    apiRequest<T>(path, { ...options, method: 'DELETE' }),
};

/** A file from the API (CSV exports): same host, same bearer token, the raw body as a Blob. */
export async function apiDownload(path: string, params?: QueryParams): Promise<Blob> {
  const token = config.getToken();
  const headers: Record<string, string> = {};
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await config.fetchImpl(buildUrl(path, params), { method: 'GET', headers, credentials: 'include' });
  } catch {
    throw new ApiError(apiErrorTexts.noReply, null, null);
  }
  if (!response.ok) throw new ApiError(apiErrorTexts.status(response.status), response.status, await readBody(response));
  return response.blob();
}

/** The server's own message when its body says `status: 'error'`, else the thrown message. */
export function serverMessageOf(error: unknown): string {
  const body = bodyOf(error);
  if (body !== null) {
    const { status, message } = body as { status?: unknown; message?: unknown };
    if (status === 'error' && typeof message === 'string' && message) return message;
  }
  if (typeof error === 'object' && error !== null && 'message' in error && typeof error.message === 'string' && error.message) return error.message;
  return apiErrorTexts.other;
}

/** The reply body of a failed call: an `ApiError`, or its plain form in the store (RTK Query's `ApiFailure`). */
function bodyOf(error: unknown): object | null {
  if (typeof error !== 'object' || error === null || !('body' in error)) return null;
  return typeof error.body === 'object' && error.body !== null ? error.body : null;
}

/** The input field the server blamed (`field` of the error body), if any. */
export function serverFieldOf(error: unknown): string | null {
  const field = (bodyOf(error) as { field?: unknown } | null)?.field;
  return typeof field === 'string' ? field : null;
}
