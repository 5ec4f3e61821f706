import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import fp from 'fastify-plugin';
import { builtPageScriptHashes } from '../lib/inline-script-hashes';

/** The one page other sites may frame: the live score card (`/caff/admin/view-score/:id`). */
const embeddablePrefix = '/caff/admin/view-score/';

type Directives = Record<string, string[]>;

/**
 * The Content-Security-Policy of every response. Scripts only from our origin and, by their hashes
 * (`scriptHashes`), the built page's own inline scripts (the theme boot in index.html's head: no
 * request before the first paint); no other inline script, no eval, nothing as a plugin, no <base>
 * or form posts elsewhere, and no framing except the embeddable score page.
 *
 * `style-src 'unsafe-inline'`: Mantine writes its CSS variables into <style> elements at run time
 * and renders style props (`mt`, `w`, `style={...}`) as inline `style` attributes; attributes cannot
 * carry a nonce, so without it the app renders unstyled. Inline CSS cannot run code.
 * `connect-src`: the API and socket.io (polling and websocket) on this origin; the websocket
 * origin of PUBLIC_URL is listed too for browsers where 'self' does not cover ws:/wss:.
 * The API docs UI (swagger-ui: script files, inline styles, data: images) runs under the same
 * policy, so it needs none of its own (e2e/security-headers.e2e.ts loads it).
 */
export function contentSecurityPolicy(options: { publicUrl: string; embeddable: boolean; scriptHashes?: readonly string[] }): Directives {
  const publicOrigin = new URL(options.publicUrl);
  const socketOrigins = [`ws://${publicOrigin.host}`, `wss://${publicOrigin.host}`];
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...(options.scriptHashes ?? [])],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...socketOrigins],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': options.embeddable ? ['*'] : ["'none'"],
  };
}

type HeaderList = readonly (readonly [string, number | string | string[]])[];

/**
 * One set of security headers (which of the four: framed or not, https or not), as name/value
 * pairs and flat (`[name, value, name, value, ...]`, the form `writeHead` takes).
 */
export type SecurityHeaderSet = { readonly entries: HeaderList; readonly flat: readonly string[] };

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * `'with-answer'`: the route writes the security headers itself, in one `writeHead` with the
     * rest of its answer (lib/prepared-json.ts). The server-wide hook only picks the set and leaves
     * it in `reply.securityHeaders`; a route-level onSend hook writes it on any answer that goes
     * through `reply.send` (a miss, a validation error, a 404 of an unknown event).
     */
    securityHeaders?: 'with-answer';
  }
  interface FastifyReply {
    /** The security headers this answer still has to write (`'with-answer'` routes only; null once written or elsewhere). */
    securityHeaders: SecurityHeaderSet | null;
  }
}

function headerSet(entries: HeaderList): SecurityHeaderSet {
  return { entries, flat: entries.flatMap(([name, value]) => [name, String(value)]) };
}

/** The headers helmet writes for `options`, captured once on a response no one sends. */
function helmetHeaders(options: HelmetOptions): SecurityHeaderSet {
  const request = new IncomingMessage(new Socket());
  const response = new ServerResponse(request);
  helmet(options)(request, response, () => undefined);
  // helmet writes one value per header (a string), so the flat form keeps every header as it is.
  return headerSet(Object.entries(response.getHeaders()).flatMap(([name, value]) => (value === undefined ? [] : [[name, value] as const])));
}

/** Writes `set` on the raw response (Node sends it with the rest at `writeHead`). */
function writeSet(reply: FastifyReply, set: SecurityHeaderSet): void {
  for (const [name, value] of set.entries) reply.raw.setHeader(name, value);
}

/**
 * Security headers on every response (API, web app, static files, 404s), written by helmet: CSP as
 * above, X-Frame-Options DENY (none on the embeddable page), nosniff, a referrer policy that never
 * sends a path to another site, and HSTS only on requests that arrived over TLS (`request.protocol`
 * reads X-Forwarded-Proto only with TRUST_PROXY), so a plain-HTTP local run never pins the browser
 * to HTTPS. The headers depend on two facts only (framed, https): helmet builds the four sets once
 * at start and each request copies one (running helmet's middleware, or @fastify/helmet's two hooks,
 * on every request was a fifth of a cached event list's time).
 */
export default fp(
  async (fastify) => {
    const { publicUrl, webDistDir } = fastify.config;
    // Read once at start: the page the server sends is the build's (a new build means a restart).
    const scriptHashes = builtPageScriptHashes(webDistDir);
    const headersOf = (framed: boolean, https: boolean): SecurityHeaderSet =>
      helmetHeaders({
        referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
        crossOriginEmbedderPolicy: false,
        contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy({ publicUrl, embeddable: framed, scriptHashes }) },
        xFrameOptions: framed ? false : { action: 'deny' },
        strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
      });
    const strict = { http: headersOf(false, false), https: headersOf(false, true) };
    const embeddable = { http: headersOf(true, false), https: headersOf(true, true) };

    fastify.decorateReply('securityHeaders', null);

    const writePending = (_request: FastifyRequest, reply: FastifyReply, payload: unknown, done: (error: null, payload: unknown) => void): void => {
      if (reply.securityHeaders) {
        writeSet(reply, reply.securityHeaders);
        reply.securityHeaders = null;
      }
      done(null, payload);
    };
    // A `'with-answer'` route's answers that go through `reply.send` get the set in the route's first onSend hook.
    fastify.addHook('onRoute', (route) => {
      if (route.config?.securityHeaders !== 'with-answer') return;
      const own = route.onSend === undefined ? [] : Array.isArray(route.onSend) ? route.onSend : [route.onSend];
      if (!own.includes(writePending)) route.onSend = [writePending, ...own];
    });

    fastify.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
      // The URL starts with the prefix exactly when its path does (the prefix has no `?`).
      const sets = request.url.startsWith(embeddablePrefix) ? embeddable : strict;
      const set = request.protocol === 'https' ? sets.https : sets.http;
      if (request.routeOptions.config.securityHeaders === 'with-answer') reply.securityHeaders = set;
      else writeSet(reply, set);
      done();
    });
  },
  { name: 'security-headers', dependencies: ['config'] },
);
