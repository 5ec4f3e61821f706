/** Where the login page's support guest keeps their conversation token (and e-mail) between visits. */
export const guestStorageKey = 'oddsmith.supportGuest';

export type StoredGuest = { token: string; email: string; name: string | null };

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function readGuest(): StoredGuest | null {
  try {
    const value = JSON.parse(storage()?.getItem(guestStorageKey) ?? 'null') as Partial<StoredGuest> | null;
    return value && typeof value.token === 'string' && typeof value.email === 'string' ? { token: value.token, email: value.email, name: value.name ?? null } : null;
  } catch {
    return null;
  }
}

export function writeGuest(guest: StoredGuest | null): void {
  try {
    if (guest) storage()?.setItem(guestStorageKey, JSON.stringify(guest));
    else storage()?.removeItem(guestStorageKey);
  } catch {
    // Storage blocked: the chat still works until the page is left.
  }
}
