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

/** Verified claims, or null for any bad, expired or foreign token. */
export async function verifyAccessToken(token: string, secret: string): Promise<AccessClaims | null> {
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), { algorithms: [algorithm] });
    if (typeof payload.sub !== 'string' || typeof payload.jti !== 'string' || !isRole(payload.role)) return null;
    return { userId: payload.sub, role: payload.role, sessionId: payload.jti };
  } catch {
    return null;
  }
}
