import { describe, expect, it } from 'vitest';
import { loginFailuresFree, loginRetryDelayBaseMs, loginRetryDelayMaxMs, loginRetryDelayMs } from './login-throttle';

describe('login retry delay', () => {
  it('costs nothing before the fifth failure, then doubles up to the cap', () => {
    expect([0, 1, 4].map(loginRetryDelayMs)).toEqual([0, 0, 0]);
    expect(loginRetryDelayMs(loginFailuresFree)).toBe(loginRetryDelayBaseMs);
    expect([5, 6, 7, 8].map(loginRetryDelayMs)).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(loginRetryDelayMs(9)).toBe(loginRetryDelayMaxMs);
    expect(loginRetryDelayMs(1_000_000)).toBe(loginRetryDelayMaxMs);
  });
  it('asserts a sane count', () => {
    expect(() => loginRetryDelayMs(-1)).toThrow();
    expect(() => loginRetryDelayMs(1.5)).toThrow();
  });
});
