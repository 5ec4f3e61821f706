import { useEffect, useState } from 'react';
import { searchQueryMax, searchQueryMin, searchSports, type SearchResults } from '../api/search-sports';

export const searchDebounceMs = 300;

export type SearchState =
  | { status: 'idle' }
  | { status: 'loading'; q: string }
  | { status: 'done'; q: string; results: SearchResults }
  | { status: 'failed'; q: string; error: string };

type Reply = { q: string; attempt: number } & ({ ok: true; results: SearchResults } | { ok: false; error: string });

/**
 * Searches after the text has been still for `searchDebounceMs`; a newer query aborts the older
 * request, so results never arrive out of order. Fewer than 2 characters searches nothing.
 */
export function useSearch(text: string, attempt = 0): SearchState {
  const q = text.trim().slice(0, searchQueryMax);
  const [debounced, setDebounced] = useState(q);
  const [reply, setReply] = useState<Reply | null>(null);

  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(q), searchDebounceMs);
    return () => window.clearTimeout(timer);
  }, [q]);

  useEffect(() => {
    if (debounced.length < searchQueryMin) return;
    const controller = new AbortController();
    searchSports(debounced, controller.signal)
      .then((results) => setReply({ q: debounced, attempt, ok: true, results }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setReply({ q: debounced, attempt, ok: false, error: error instanceof Error ? error.message : String(error) });
      });
    return () => controller.abort();
  }, [debounced, attempt]);

  if (q.length < searchQueryMin || debounced.length < searchQueryMin) return { status: 'idle' };
  if (!reply || reply.q !== debounced || reply.attempt !== attempt) return { status: 'loading', q: debounced };
  return reply.ok ? { status: 'done', q: reply.q, results: reply.results } : { status: 'failed', q: reply.q, error: reply.error };
}
