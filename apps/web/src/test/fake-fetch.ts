import { vi } from 'vitest';

/** A JSON reply as fetch would give it. */
export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

export function envelope<T>(response: T, message = 'ok') {
  return { status: 'success', message, response };
}

export function errorBody(message: string, code = 'ERROR', field?: string) {
  return { status: 'error', message, code, ...(field ? { field } : {}), response: null };
}

export type FetchCall = { url: string; init: RequestInit };

/** A fetch that answers with the given replies in order and records each call. */
export function fakeFetch(...replies: (Response | Error)[]) {
  const calls: FetchCall[] = [];
  const fn = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(input), init: init ?? {} });
    const reply = replies.shift();
    if (!reply) throw new Error('no more fake replies');
    if (reply instanceof Error) throw reply;
    return reply;
  });
  return { fetch: fn as unknown as typeof fetch, calls };
}

/** A fetch that answers by method and path; the last reply of a list repeats (reloads, refreshes). */
export function routedFetch(routes: Record<string, (Response | Error)[]>) {
  const calls: FetchCall[] = [];
  const fn = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const call = { url: String(input), init: init ?? {} };
    calls.push(call);
    const key = `${init?.method ?? 'GET'} ${new URL(call.url, 'http://x').pathname}`;
    const replies = routes[key];
    const reply = replies && (replies.length > 1 ? replies.shift() : replies[0]);
    if (!reply) throw new Error(`no fake reply for ${key}`);
    if (reply instanceof Error) throw reply;
    return reply.clone();
  });
  return { fetch: fn as unknown as typeof fetch, calls };
}
