import { afterEach, describe, expect, it, vi } from 'vitest';
import { chunkReloadFlagKey, chunkTimeoutMs, loadWithRetry, tagPreloadError, type RetryDeps } from './lazy-with-retry';

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
  };
}

function deps(overrides: Partial<RetryDeps> = {}): RetryDeps & { reload: ReturnType<typeof vi.fn> } {
  return { timeoutMs: chunkTimeoutMs, storage: memoryStorage(), reload: vi.fn(), ...overrides } as RetryDeps & {
    reload: ReturnType<typeof vi.fn>;
  };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('loadWithRetry', () => {
  it('the script chunk time-out is 120000 ms', () => {
    expect(chunkTimeoutMs).toBe(120_000);
  });

  it('returns the module and clears the reload flag', async () => {
    const d = deps();
    d.storage.setItem(chunkReloadFlagKey, '1');
    await expect(loadWithRetry(() => Promise.resolve('module'), d)).resolves.toBe('module');
    expect(d.storage.getItem(chunkReloadFlagKey)).toBeNull();
  });

  it('retries once after a failure', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('net')).mockResolvedValueOnce('module');
    await expect(loadWithRetry(load, deps())).resolves.toBe('module');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('after two failures reloads the page once (session flag)', async () => {
    const d = deps();
    const load = vi.fn().mockRejectedValue(new Error('net'));
    const pending = loadWithRetry(load, d);
    await vi.waitFor(() => expect(d.reload).toHaveBeenCalledTimes(1));
    expect(d.storage.getItem(chunkReloadFlagKey)).toBe('1');
    expect(load).toHaveBeenCalledTimes(2);
    void pending;
  });

  it('does not reload a second time: the error reaches the boundary', async () => {
    const d = deps();
    d.storage.setItem(chunkReloadFlagKey, '1');
    await expect(loadWithRetry(() => Promise.reject(new Error('gone')), d)).rejects.toThrow('gone');
    expect(d.reload).not.toHaveBeenCalled();
  });

  it("a chunk that never arrives fails after 120000 ms with a 'ChunkLoadError'", async () => {
    vi.useFakeTimers();
    const d = deps();
    d.storage.setItem(chunkReloadFlagKey, '1');
    const result = loadWithRetry(() => new Promise<never>(() => undefined), d).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(chunkTimeoutMs - 1);
    await vi.advanceTimersByTimeAsync(1);
    await vi.advanceTimersByTimeAsync(chunkTimeoutMs);
    const error = (await result) as Error;
    expect(error.name).toBe('ChunkLoadError');
  });
});

describe('stylesheet preload failures', () => {
  it("are tagged with the code 'CSS_CHUNK_LOAD_FAILED'", () => {
    const error = tagPreloadError(new Error('Unable to preload CSS for /assets/landing-abc.css'));
    expect(error.code).toBe('CSS_CHUNK_LOAD_FAILED');
  });

  it('script preload failures are left untagged', () => {
    expect(tagPreloadError(new Error('Failed to fetch dynamically imported module: /assets/a.js')).code).toBeUndefined();
  });

  it('vite:preloadError events are tagged by the listener', async () => {
    const { listenForPreloadErrors } = await import('./lazy-with-retry');
    const stop = listenForPreloadErrors(window);
    const payload = new Error('Unable to preload CSS for /assets/x.css') as Error & { code?: string };
    const event = Object.assign(new Event('vite:preloadError', { cancelable: true }), { payload });
    window.dispatchEvent(event);
    stop();
    expect(payload.code).toBe('CSS_CHUNK_LOAD_FAILED');
  });
});
