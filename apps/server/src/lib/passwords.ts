import { hash, verify, type Options } from '@node-rs/argon2';
import { commonPasswordsMax } from '@oddsmith/core';

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

let commonPasswords: Promise<ReadonlySet<string>> | undefined;

/**
 * The most common passwords (lower-case, top `commonPasswordsMax` of zxcvbn-ts's frequency-ordered
 * list), loaded on first use: the package decompresses about 50,000 words, which start-up and
 * routes that never check a new password should not pay for.
 */
export function loadCommonPasswords(): Promise<ReadonlySet<string>> {
  commonPasswords ??= import('@zxcvbn-ts/language-common').then(({ dictionary }) => {
    const list = dictionary['passwords-common'].slice(0, commonPasswordsMax);
    return new Set(list.map((word) => word.toLowerCase()));
  });
  // A failed load is retried by the next caller instead of failing every later check.
  commonPasswords.catch(() => {
    commonPasswords = undefined;
  });
  return commonPasswords;
}
