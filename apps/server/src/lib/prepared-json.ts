import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { preferredEncoding } from './accept-encoding';

/**
 * A JSON answer serialised once and sent many times (a read model's body): its bytes, a weak ETag
 * of them, and its brotli and gzip forms, each made the first time a client asks for it and kept
 * with the body (so one change costs one compression per form, not one per request).
 */
export type PreparedJson = { readonly text: string; readonly bytes: Buffer; readonly etag: string; br?: Buffer; gzip?: Buffer };

/**
 * Brotli quality for answers made at run time: 5 compresses a 6 KB event list about as well as 11
 * (within a few per cent) in a fraction of the time; it runs once per change per key.
 */
const brotliQuality = 5;

export function preparedJson(text: string): PreparedJson {
  const bytes = Buffer.from(text);
  // Weak: the same ETag for every encoding of the same JSON (RFC 9110 8.8.1).
  return { text, bytes, etag: `W/"${createHash('sha1').update(bytes).digest('base64url')}"` };
}

function encoded(body: PreparedJson, encoding: 'br' | 'gzip'): Buffer {
  if (encoding === 'gzip') return (body.gzip ??= gzipSync(body.bytes));
  return (body.br ??= brotliCompressSync(body.bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: brotliQuality, [constants.BROTLI_PARAM_SIZE_HINT]: body.bytes.length } }));
}

/** True when If-None-Match names `etag` (weak comparison) or is `*`. */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header === etag) return true;
  const opaque = etag.slice(2);
  return header.split(',').some((candidate) => {
    const tag = candidate.trim();
    return tag === '*' || tag === etag || tag === opaque;
  });
}

/** What every prepared answer carries besides the security headers, its ETag and its length (`writeHead`'s flat form). */
const answerHeaders = ['cache-control', 'no-cache', 'vary', 'accept-encoding'];
const jsonType = 'application/json; charset=utf-8';

/** `head`: up to the ETag (a 304 is that and the ETag); the other three, what follows the ETag in a 200 of that encoding, before its length. */
type Heads = { readonly head: readonly string[]; readonly identity: readonly string[]; readonly br: readonly string[]; readonly gzip: readonly string[] };

/** The constant part of each kind of answer, per security header set (there are four, made once at start). */
const headsBySet = new WeakMap<readonly string[], Heads>();

function headsOf(security: readonly string[]): Heads {
  let heads = headsBySet.get(security);
  if (heads === undefined) {
    const identity = ['content-type', jsonType];
    heads = { head: [...security, ...answerHeaders], identity, br: [...identity, 'content-encoding', 'br'], gzip: [...identity, 'content-encoding', 'gzip'] };
    headsBySet.set(security, heads);
  }
  return heads;
}

/**
 * Sends a prepared answer: 304 when the client already holds it (If-None-Match), else its bytes in
 * the best encoding Accept-Encoding allows. `no-cache`: a client may keep it but asks each time (the
 * data changes every second in play); `vary`: a cache keeps one copy per encoding.
 *
 * On a route whose security headers come with its answer (`config.securityHeaders: 'with-answer'`,
 * plugins/security-headers.ts) the whole head is written at once: the set's headers and the ones
 * above, prepared once per set and kind of answer, plus the ETag and the length, in one `writeHead`
 * on the raw response (Fastify's reply is hijacked: no per-header `reply.header`, no content-type
 * parsing, no onSend). The same headers, in the same order, as Fastify's path below writes; the
 * request's onResponse (the access log) still runs. Elsewhere it goes through `reply.send`.
 */
export function sendPreparedJson(request: FastifyRequest, reply: FastifyReply, body: PreparedJson): FastifyReply {
  const security = reply.securityHeaders;
  if (security !== null) return writePrepared(request, reply, body, security.flat);
  void reply.header('cache-control', 'no-cache').header('vary', 'accept-encoding').header('etag', body.etag);
  if (matchesEtag(request.headers['if-none-match'], body.etag)) return reply.code(304).send();
  void reply.type(jsonType);
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  if (encoding === 'identity') return reply.send(body.bytes);
  return reply.header('content-encoding', encoding).send(encoded(body, encoding));
}

function writePrepared(request: FastifyRequest, reply: FastifyReply, body: PreparedJson, security: readonly string[]): FastifyReply {
  reply.securityHeaders = null;
  reply.hijack();
  const heads = headsOf(security);
  const response = reply.raw;
  if (matchesEtag(request.headers['if-none-match'], body.etag)) {
    // No content-length on a 304 (RFC 9110 8.6), as Fastify's path.
    response.writeHead(304, [...heads.head, 'etag', body.etag]);
    response.end();
    return reply;
  }
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  const bytes = encoding === 'identity' ? body.bytes : encoded(body, encoding);
  response.writeHead(200, [...heads.head, 'etag', body.etag, ...heads[encoding], 'content-length', String(bytes.length)]);
  // A HEAD answer: the GET's head with its length, no body (Node would drop it anyway).
  if (request.method === 'HEAD') response.end();
  else response.end(bytes);
  return reply;
}
