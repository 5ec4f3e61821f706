import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** A script chunk that has not arrived after this long is treated as failed (seed section 9). */
export const chunkTimeoutMs = 120_000;
export const chunkReloadFlagKey = 'oddsmith:chunk-reload';
export const cssChunkErrorCode = 'CSS_CHUNK_LOAD_FAILED';

export type ChunkError = Error & { code?: string };

export function chunkTimeoutError(): ChunkError {
  const error: ChunkError = new Error('Loading chunk timed out.');
  error.name = 'ChunkLoadError';
  return error;
}

export type RetryDeps = {
  timeoutMs: number;
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  reload: () => void;
};

function defaultDeps(): RetryDeps {
  return { timeoutMs: chunkTimeoutMs, storage: window.sessionStorage, reload: () => window.location.reload() };
}

function withTimeout<T>(promise: Promise<T>, timeoutMs: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(chunkTimeoutError()), timeoutMs);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/**
 * Loads a chunk; on failure tries once more; if that fails too, reloads the page once (a new
 * deployment usually renamed the chunk). A second failure after the reload reaches the error boundary.
 */
export async function loadWithRetry<T>(load: () => Promise<T>, deps: RetryDeps = defaultDeps()): Promise<T> {
  try {
    const value = await withTimeout(load(), deps.timeoutMs).catch(() => withTimeout(load(), deps.timeoutMs));
    deps.storage.removeItem(chunkReloadFlagKey);
    return value;
  } catch (error) {
    if (deps.storage.getItem(chunkReloadFlagKey) === null) {
      deps.storage.setItem(chunkReloadFlagKey, '1');
      deps.reload();
      return new Promise<T>(() => undefined);
    }
    throw error;
  }
}

// React's own `lazy` takes `ComponentType<any>`: the props are the component's, not ours.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function lazyWithRetry<T extends ComponentType<any>>(
  load: () => Promise<{ default: T }>,
): LazyExoticComponent<T> {
  return lazy(() => loadWithRetry(load));
}

/** `lazyWithRetry` for a module's named export: `lazyExport(() => import('./x-screen'), 'XScreen')`. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function lazyExport<M extends Record<K, ComponentType<any>>, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
): LazyExoticComponent<M[K]> {
  return lazyWithRetry(() => load().then((m) => ({ default: m[name] })));
}

/** Vite reports failed preloads; a stylesheet failure is tagged so it can be told apart. */
export function tagPreloadError(payload: unknown): ChunkError {
  const error: ChunkError = payload instanceof Error ? payload : new Error(String(payload));
  if (/\.css\b|preload css/i.test(error.message)) error.code = cssChunkErrorCode;
  return error;
}

export function listenForPreloadErrors(target: Window = window): () => void {
  const onError = (event: Event) => {
    tagPreloadError((event as Event & { payload?: unknown }).payload);
  };
  target.addEventListener('vite:preloadError', onError);
  return () => target.removeEventListener('vite:preloadError', onError);
}
