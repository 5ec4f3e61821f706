import { startTransition, useEffect, useMemo, useState } from 'react';
import type { CompetitionGroup } from '../selectors';

/**
 * Rows the list renders in its first task: more than a phone's screenful and a desktop's ten
 * events (e2e `sports.e2e.ts`), so the first screen is whole at once.
 */
export const firstRows = 12;
/** Rows added per frame after that, each batch a transition of its own (short tasks, input first). */
export const rowsPerBatch = 16;

/** The groups cut after `limit` rows (a group may be cut short); the same array when nothing is cut. */
export function groupsUpTo(groups: readonly CompetitionGroup[], limit: number): readonly CompetitionGroup[] {
  const shown: CompetitionGroup[] = [];
  let left = limit;
  for (const group of groups) {
    if (left <= 0) return shown;
    shown.push(group.eventIds.length <= left ? group : { ...group, eventIds: group.eventIds.slice(0, left) });
    left -= group.eventIds.length;
  }
  return left >= 0 ? groups : shown;
}

/**
 * A long list in steps: the first screenful at once, then `rowsPerBatch` more in each following
 * frame, so no single task renders every row (Lighthouse's Total Blocking Time, docs/web-decisions.md).
 * `listKey` names the list on view: a new list (another sport) starts over from its first screenful.
 * Once whole, a list stays whole: a live update renders only the rows it changes.
 */
export function useRevealedGroups(groups: readonly CompetitionGroup[], listKey: string): readonly CompetitionGroup[] {
  const total = useMemo(() => groups.reduce((sum, group) => sum + group.eventIds.length, 0), [groups]);
  const [revealed, setRevealed] = useState({ listKey, rows: firstRows });
  const rows = revealed.listKey === listKey ? revealed.rows : firstRows;
  useEffect(() => {
    if (rows >= total) return;
    const frame = window.requestAnimationFrame(() => startTransition(() => setRevealed({ listKey, rows: rows + rowsPerBatch })));
    return () => window.cancelAnimationFrame(frame);
  }, [listKey, rows, total]);
  return useMemo(() => groupsUpTo(groups, rows), [groups, rows]);
}
