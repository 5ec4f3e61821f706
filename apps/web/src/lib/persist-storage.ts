import type { Storage } from 'redux-persist';

/** The browser's local storage as redux-persist wants it; a blocked storage behaves as empty. */
function local(): globalThis.Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export const localPersistStorage: Storage = {
  getItem: (key: string) => Promise.resolve(local()?.getItem(key) ?? null),
  setItem: (key: string, value: string) => {
    try {
      local()?.setItem(key, value);
    } catch {
      // Quota exceeded or storage blocked: the app keeps working without persistence.
    }
    return Promise.resolve();
  },
  removeItem: (key: string) => {
    local()?.removeItem(key);
    return Promise.resolve();
  },
};
