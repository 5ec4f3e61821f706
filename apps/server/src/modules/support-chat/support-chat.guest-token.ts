import { createHmac, timingSafeEqual } from 'node:crypto';
import { uuidPattern } from '@oddsmith/core';

/**
 * A guest's conversation token: `<conversation id>.<HMAC-SHA256(server secret, purpose + id)>` in
 * base64url. It proves the holder started that conversation; it names nothing else and needs no
 * table (a forged or altered token fails the constant-time comparison).
 */
function signatureOf(secret: string, conversationId: string): string {
  return createHmac('sha256', secret).update(`support-guest:${conversationId}`, 'utf8').digest('base64url');
}

export function signGuestToken(secret: string, conversationId: string): string {
  return `${conversationId}.${signatureOf(secret, conversationId)}`;
}

const tokenLengthMax = 200;

/** The conversation id a token was signed for, or null for anything malformed or forged. */
export function verifyGuestToken(secret: string, token: unknown): string | null {
  if (typeof token !== 'string' || token.length > tokenLengthMax) return null;
  const [id, signature, ...rest] = token.split('.');
  if (!id || !signature || rest.length > 0 || !uuidPattern.test(id)) return null;
  const expected = Buffer.from(signatureOf(secret, id.toLowerCase()), 'utf8');
  const received = Buffer.from(signature, 'utf8');
  return expected.length === received.length && timingSafeEqual(expected, received) ? id.toLowerCase() : null;
}
