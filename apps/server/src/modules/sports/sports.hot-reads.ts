import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import type { Database } from '../../db/client';
import { sendPreparedJson } from '../../lib/prepared-json';
import { peekBody } from './sports.read-cache';

/** URLs remembered per route before the map starts over (bounded against junk queries, as the read model is). */
const urlsMax = 2_000;

/** The read model's key of a request, from the validated query or params (the day may be in it). */
export type KeyAt = (nowMs: number) => string;

/**
 * The event lists and the event page are read far more than anything else, so a request whose body
 * the read model holds is answered in the route's onRequest hook, before validation and the
 * handler run: a URL the handler has seen maps to its key (validation is a pure function of the
 * URL, so the earlier answer holds for the same URL). The server-wide hooks (security headers, the
 * admin guard) have run by then; the routes are public, so no access hook. Anything else goes on as usual, and the handler remembers
 * its URL for next time.
 */
export function hotReads(db: Database) {
  const keys = new Map<string, KeyAt>();
  return {
    remember(url: string, keyAt: KeyAt): void {
      if (keys.size >= urlsMax) keys.clear();
      keys.set(url, keyAt);
    },
    answer(request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction): void {
      const keyAt = keys.get(request.url);
      const body = keyAt ? peekBody(db, keyAt(Date.now())) : undefined;
      if (body) sendPreparedJson(request, reply, body);
      else done();
    },
  };
}
