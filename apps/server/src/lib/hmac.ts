import { createHmac, timingSafeEqual } from 'node:crypto';

/** `sha256=<hex>` of HMAC-SHA256(secret, raw body): the webhook signature header's value. */
export function signBody(secret: string, rawBody: string): string {
  return `sha256=${createHmac('sha256', secret).update(rawBody, 'utf8').digest('hex')}`;
}

const signaturePattern = /^sha256=[0-9a-f]{64}$/;

/** Compares in constant time over the exact bytes received; any malformed header is simply false. */
export function verifyBodySignature(secret: string, rawBody: string, header: string | undefined): boolean {
  if (typeof header !== 'string' || !signaturePattern.test(header)) return false;
  const expected = Buffer.from(signBody(secret, rawBody), 'utf8');
  const received = Buffer.from(header, 'utf8');
  return expected.length === received.length && timingSafeEqual(expected, received);
}
