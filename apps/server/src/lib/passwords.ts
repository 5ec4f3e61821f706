import { hash, verify, type Options } from '@node-rs/argon2';

/** Argon2id (`Algorithm.Argon2id` is an ambient const enum that isolated modules cannot read). */
const options: Options = { algorithm: 2 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

let dummyHash: Promise<string> | undefined;

/**
 * Verifies a password. With no stored hash it still runs one verification against a dummy, so
 * an unknown username takes as long as a wrong password (no account enumeration by timing).
 */
export async function verifyPassword(storedHash: string | null, password: string): Promise<boolean> {
  if (storedHash === null) {
    dummyHash ??= hashPassword('dummy-password-for-timing-0');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}
