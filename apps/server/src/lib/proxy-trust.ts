import type { TrustProxy } from '../config';

/** Which hops may name the client in X-Forwarded-For, as Fastify and proxy-addr take it. */
export type ProxyTrust = false | string[] | ((address: string, hop: number) => boolean);

/**
 * TRUST_PROXY as Fastify and the socket server use it. A hop count becomes a function (Fastify 5
 * refuses a bare number): the nearest `hops` addresses are proxies, whatever they are, which is
 * safe only when clients cannot reach the server except through those proxies.
 */
export function proxyTrustOf(trustProxy: TrustProxy): ProxyTrust {
  if (typeof trustProxy !== 'number') return trustProxy;
  const hops = trustProxy;
  return (_address, hop) => hop < hops;
}
