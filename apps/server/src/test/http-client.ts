/** Plain HTTP against a listening server (a child process), for tests that cannot use `inject`. */

/** One request as sent, kept so it can be replayed byte for byte. */
export type HttpRequest = {
  readonly method: 'GET' | 'POST';
  readonly path: string;
  readonly token?: string;
  /** A JSON body; serialised once, when the request is made (see `jsonRequest`). */
  readonly rawBody?: string;
  readonly headers?: Readonly<Record<string, string>>;
};

/** An HTTP answer: status and the parsed JSON body (null when the body is not JSON). */
export type Answer = { readonly status: number; readonly body: unknown };

/** No request waits longer than this: a dead server surfaces as a lost answer, never a hang. */
export const requestTimeoutMs = 20_000;

export function jsonRequest(method: 'GET' | 'POST', path: string, token: string | undefined, body?: unknown): HttpRequest {
  return {
    method,
    path,
    ...(token === undefined ? {} : { token }),
    ...(body === undefined ? {} : { rawBody: JSON.stringify(body), headers: { 'content-type': 'application/json' } }),
  };
}

/**
 * Sends `request` to `baseUrl`. Throws when no answer arrives (connection refused or reset, the
 * server killed mid-request, timeout): the caller decides whether the request counts as lost.
 */
export async function send(baseUrl: string, request: HttpRequest): Promise<Answer> {
  const headers: Record<string, string> = { ...request.headers };
  if (request.token !== undefined) headers.authorization = `Bearer ${request.token}`;
  const response = await fetch(`${baseUrl}${request.path}`, {
    method: request.method,
    headers,
    ...(request.rawBody === undefined ? {} : { body: request.rawBody }),
    signal: AbortSignal.timeout(requestTimeoutMs),
  });
  const text = await response.text();
  let body: unknown = null;
  try {
    body = text === '' ? null : JSON.parse(text);
  } catch {
    body = null;
  }
  return { status: response.status, body };
}

/** Sends and insists on `expectedStatus`; for setup steps, where any other answer is a broken test. */
export async function sendExpecting<T>(baseUrl: string, request: HttpRequest, expectedStatus: number): Promise<T> {
  const answer = await send(baseUrl, request);
  if (answer.status !== expectedStatus) {
    throw new Error(`${request.method} ${request.path}: expected ${expectedStatus}, got ${answer.status} ${JSON.stringify(answer.body)}`);
  }
  return (answer.body as { response: T }).response;
}

export const isSuccess = (answer: Answer | null): boolean => answer !== null && answer.status >= 200 && answer.status < 300;
