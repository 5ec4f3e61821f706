import type { i18n as I18n, TFunction } from 'i18next';
import { useSyncExternalStore } from 'react';
import { getI18n } from 'react-i18next';

/**
 * The app's `useTranslation`: react-i18next's hook for the app's one namespace, shared by every
 * component instead of built per component (issue 18). react-i18next 17 gives each mounted
 * component its own copy of the i18next instance (every property descriptor copied) and its own
 * fixed `t`; a list of 30 rows mounts a few hundred of them, about a quarter of the list's render
 * in a profile. Here one snapshot (`t`, the instance, `ready`) serves every component until the
 * language changes or the translations finish loading, which is when react-i18next renders again
 * too (its default `bindI18n: 'languageChanged'`). As there: the component suspends until the
 * translations have loaded, unless it or i18next's `react` options say `useSuspense: false` (it
 * then gets the keys).
 */
export type Translation = { t: TFunction; i18n: I18n; ready: boolean };

type Options = { useSuspense?: boolean };

let current: Translation | null = null;
let bound: I18n | null = null;
let loading: Promise<void> | null = null;
const listeners = new Set<() => void>();
const events = ['initialized', 'loaded', 'languageChanged'];

function changed(): void {
  current = null;
  for (const listener of listeners) listener();
}

function instance(): I18n {
  const i18n = getI18n();
  if (!i18n) throw new Error('useTranslation: i18next is not set up (initI18n in main.tsx, test/setup.ts in tests).');
  if (bound !== i18n) {
    for (const event of events) bound?.off(event, changed);
    for (const event of events) i18n.on(event, changed);
    bound = i18n;
    current = null;
  }
  return i18n;
}

function subscribe(listener: () => void): () => void {
  instance();
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

function isReady(i18n: I18n): boolean {
  if (!(i18n.isInitialized || i18n.initializedStoreOnce)) return false;
  // As react-i18next: no language resolved yet is not a reason to wait.
  if (!i18n.languages || i18n.languages.length === 0) return true;
  return i18n.hasLoadedNamespace('translation');
}

/** The same object until i18next reports a change (useSyncExternalStore compares snapshots by identity). */
function snapshot(): Translation {
  const i18n = instance();
  current ??= { t: i18n.getFixedT(i18n.language ?? null, 'translation'), i18n, ready: isReady(i18n) };
  return current;
}

/** What a suspended component waits for: the translations loaded (one promise for every waiting component). */
function loaded(i18n: I18n): Promise<void> {
  loading ??= new Promise<void>((resolve) => {
    const done = () => {
      i18n.off('initialized', done);
      loading = null;
      changed();
      resolve();
    };
    i18n.loadNamespaces('translation', () => {
      if (i18n.isInitialized) done();
      else i18n.on('initialized', done);
    });
  });
  return loading;
}

export function useTranslation(_namespace?: undefined, options: Options = {}): Translation {
  const translation = useSyncExternalStore(subscribe, snapshot, snapshot);
  const suspends = options.useSuspense ?? translation.i18n.options.react?.useSuspense ?? true;
  if (!translation.ready && suspends) throw loaded(translation.i18n);
  return translation;
}
