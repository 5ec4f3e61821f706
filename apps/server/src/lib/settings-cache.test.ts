import { describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { cachedSetting, invalidateSettings, settingsCacheTtlMs } from './settings-cache';

/** A handle the cache keys on; nothing is read through it. */
const handle = () => ({}) as unknown as Database;

/** A load that answers `value` when `release` is called, counting its calls. */
function gatedLoad<T>(value: T) {
  const calls: (() => void)[] = [];
  const load = () =>
    new Promise<T>((resolve) => {
      calls.push(() => resolve(value));
    });
  return { load, calls };
}

describe('settings cache', () => {
  it('concurrent misses of one key share one load', async () => {
    const db = handle();
    const { load, calls } = gatedLoad('v1');
    const answers = Promise.all([cachedSetting(db, 'k', load, 0), cachedSetting(db, 'k', load, 0), cachedSetting(db, 'k', load, 0)]);
    expect(calls).toHaveLength(1);
    calls[0]?.();
    expect(await answers).toEqual(['v1', 'v1', 'v1']);
    // Kept for the TTL, read again after it.
    expect(await cachedSetting(db, 'k', () => Promise.resolve('v2'), settingsCacheTtlMs - 1)).toBe('v1');
    expect(await cachedSetting(db, 'k', () => Promise.resolve('v2'), settingsCacheTtlMs)).toBe('v2');
  });

  it('a caller after an invalidation does not join a load that started before it, and that load is not kept', async () => {
    const db = handle();
    const before = gatedLoad('old');
    const first = cachedSetting(db, 'k', before.load, 0);
    invalidateSettings(db);
    const after = gatedLoad('new');
    const second = cachedSetting(db, 'k', after.load, 0);
    expect(before.calls).toHaveLength(1);
    expect(after.calls).toHaveLength(1);
    before.calls[0]?.();
    after.calls[0]?.();
    expect([await first, await second]).toEqual(['old', 'new']);
    expect(await cachedSetting(db, 'k', () => Promise.resolve('other'), 1)).toBe('new');
  });

  it('a failed load is not kept: the next caller loads again', async () => {
    const db = handle();
    await expect(cachedSetting(db, 'k', () => Promise.reject(new Error('down')), 0)).rejects.toThrow('down');
    expect(await cachedSetting(db, 'k', () => Promise.resolve('up'), 0)).toBe('up');
  });
});
