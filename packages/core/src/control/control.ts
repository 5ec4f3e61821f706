/** Control helpers: programmer errors crash through `assert`; expected rejections travel as `Result`. */

export class AssertionError extends Error {
  override name = 'AssertionError';
}

export function assert(condition: unknown, message = 'Assertion failed'): asserts condition {
  if (!condition) throw new AssertionError(message);
}

export function assertExists<T>(value: T | null | undefined, message = 'Expected a value'): T {
  if (value === null || value === undefined) throw new AssertionError(message);
  return value;
}

/** Exhaustive-switch guard: the compiler proves this line is unreachable. */
export function exhaustive(value: never): never {
  throw new AssertionError(`Unexpected value: ${String(value)}`);
}

export type Ok<T> = { readonly ok: true; readonly value: T };
export type Err<C extends string> = { readonly ok: false; readonly code: C; readonly message: string };
export type Result<T, C extends string> = Ok<T> | Err<C>;

export function ok<T>(value: T): Ok<T> {
  return { ok: true, value };
}

export function err<C extends string>(code: C, message: string): Err<C> {
  return { ok: false, code, message };
}
