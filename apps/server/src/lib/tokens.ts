import { createHash, createSecretKey, randomBytes, type KeyObject } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import { isRole, type Role } from '@oddsmith/core';

/** 32 random bytes, URL-safe: the secret sent by e-mail. */
export function newOneTimeToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only this digest is stored; the token itself exists in the e-mail alone. */
export function sha256Hex(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/**
 * The query parameters that carry one-time tokens in the app's links (`/reset-password?token=`,
 * `/login?verify=`), in text and in HTML (`&amp;`-separated, ending at a quote or a tag).
 */
const oneTimeParamPattern = /([?&](?:amp;)?(?:token|verify)=)[^&#\s"'<>]+/g;

/** Text with every one-time link token replaced by `[redacted]` (outbox copies, request logs). */
export function redactOneTimeTokens(text: string): string {
  return text.replace(oneTimeParamPattern, '$1[redacted]');
}

export type AccessClaims = { userId: string; role: Role; sessionId: string };

const algorithm = 'HS256';

/** One key object per secret: a raw byte key would be imported again on every request. */
const keys = new Map<string, KeyObject>();
function keyOf(secret: string): KeyObject {
  let key = keys.get(secret);
  if (!key) {
    key = createSecretKey(Buffer.from(secret, 'utf8'));
    keys.set(secret, key);
  }
  return key;
}

export async function signAccessToken(claims: AccessClaims, secret: string, ttlSeconds: number): Promise<string> {
  return new SignJWT({ role: claims.role })
    .setProtectedHeader({ alg: algorithm })
    .setSubject(claims.userId)
    .setJti(claims.sessionId)
    .setIssuedAt()
    .setExpirationTime(`${ttlSeconds}s`)
    .sign(keyOf(secret));
}

/**
 * Tokens whose signature this process verified, with their expiry (ms): a player's every request
 * carries the same token, and the HMAC check is a crypto job on the thread pool each time. Only the
 * signature is remembered; the expiry is checked on every use and the session row is still read
 * per request (revocation is immediate). Bounded: the oldest entry goes first.
 */
const verifiedTokens = new Map<string, { claims: AccessClaims; expiresAtMs: number }>();
const verifiedTokensMax = 10_000;

/** Verified claims, or null for any bad, expired or foreign token. */
export async function verifyAccessToken(token: string, secret: string): Promise<AccessClaims | null> {
  const cacheKey = `${secret.length}:${secret}:${token}`;
  const known = verifiedTokens.get(cacheKey);
  if (known) {
    if (known.expiresAtMs > Date.now()) return known.claims;
    verifiedTokens.delete(cacheKey);
  }
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), { algorithms: [algorithm] });
    if (typeof payload.sub !== 'string' || typeof payload.jti !== 'string' || !isRole(payload.role)) return null;
    const claims: AccessClaims = { userId: payload.sub, role: payload.role, sessionId: payload.jti };
    if (typeof payload.exp === 'number') {
      if (verifiedTokens.size >= verifiedTokensMax) verifiedTokens.delete(verifiedTokens.keys().next().value ?? '');
      verifiedTokens.set(cacheKey, { claims, expiresAtMs: payload.exp * 1000 });
    }
    return claims;
  } catch {
    return null;
  }
}
