type YieldingScheduler = { yield?: () => Promise<void> };

/**
 * Resolves in a task of its own: what follows an `await nextTask()` runs after the browser has had
 * its turn (a paint, input), so one long piece of start-up work becomes two shorter tasks
 * (Lighthouse's Total Blocking Time counts only what a task spends past 50 ms, docs/web-decisions.md).
 * `scheduler.yield()` where the browser has it (the continuation keeps its place ahead of other
 * work), a zero timeout elsewhere.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: YieldingScheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
