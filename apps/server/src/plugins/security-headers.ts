import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/** The one page other sites may frame: the live score card (`/caff/admin/view-score/:id`). */
const embeddablePrefix = '/caff/admin/view-score/';

type Directives = Record<string, string[]>;

/**
 * The Content-Security-Policy of every response. Scripts only from our origin (the built web app
 * has no inline script, no eval), nothing as a plugin, no <base> or form posts elsewhere, and no
 * framing except the embeddable score page.
 *
 * `style-src 'unsafe-inline'`: Mantine writes its CSS variables into <style> elements at run time
 * and renders style props (`mt`, `w`, `style={...}`) as inline `style` attributes; attributes cannot
 * carry a nonce, so without it the app renders unstyled. Inline CSS cannot run code.
 * `connect-src`: the API and socket.io (polling and websocket) on this origin; the websocket
 * origin of PUBLIC_URL is listed too for browsers where 'self' does not cover ws:/wss:.
 * The API docs UI (swagger-ui: script files, inline styles, data: images) runs under the same
 * policy, so it needs none of its own (e2e/security-headers.e2e.ts loads it).
 */
export function contentSecurityPolicy(options: { publicUrl: string; embeddable: boolean }): Directives {
  const publicOrigin = new URL(options.publicUrl);
  const socketOrigins = [`ws://${publicOrigin.host}`, `wss://${publicOrigin.host}`];
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
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

function pathOf(request: FastifyRequest): string {
  return request.url.split('?')[0] ?? '/';
}

/**
 * Security headers on every response (API, web app, static files, 404s) through @fastify/helmet:
 * CSP as above, X-Frame-Options DENY (none on the embeddable page), nosniff, a referrer policy
 * that never sends a path to another site, and HSTS only on requests that arrived over TLS
 * (`request.protocol` reads X-Forwarded-Proto only with TRUST_PROXY), so a plain-HTTP local run
 * never pins the browser to HTTPS.
 */
export default fp(
  async (fastify) => {
    const base: FastifyHelmetOptions = {
      global: false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      crossOriginEmbedderPolicy: false,
    };
    await fastify.register(helmet, base);
    const { publicUrl } = fastify.config;
    const strict = contentSecurityPolicy({ publicUrl, embeddable: false });
    const embeddable = contentSecurityPolicy({ publicUrl, embeddable: true });

    // The headers depend on two facts only (framed, https): helmet builds them once per pair, the
    // first request of each, and later requests copy them (building helmet's middleware on every
    // request was a tenth of a cached list request's time).
    const known = new Map<string, [string, string | number | readonly string[]][]>();
    fastify.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
      const framed = pathOf(request).startsWith(embeddablePrefix);
      const https = request.protocol === 'https';
      const key = `${framed}:${https}`;
      const headers = known.get(key);
      if (headers) {
        for (const [name, value] of headers) reply.raw.setHeader(name, value);
        return;
      }
      const before = new Set(reply.raw.getHeaderNames());
      reply.helmet({
        contentSecurityPolicy: { useDefaults: false, directives: framed ? embeddable : strict },
        xFrameOptions: framed ? false : { action: 'deny' },
        strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
      });
      const set = reply.raw.getHeaderNames().filter((name) => !before.has(name));
      known.set(key, set.map((name) => [name, reply.raw.getHeader(name) ?? '']));
    });
  },
  { name: 'security-headers', dependencies: ['config'] },
);
