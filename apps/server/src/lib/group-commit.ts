/**
 * Group commit: work items for the same key (a market, an account) that arrive within `windowMs`
 * of the first, or while the key's previous batch runs, are handed to `run` together (at most
 * `maxSize` at a time, in arrival order): one transaction, one lock, one commit for all of them
 * instead of one each. Every caller still gets its own answer or its own error. A batch that fails
 * as a whole (throws) is run again item by item through `alone`, so one bad item costs its batch
 * time, never another item's answer. The window's timer does not keep the process alive.
 */
export type GroupCommitOptions<K, I, R> = {
  /** How long the first item of an idle key waits for company (0: the next turn of the event loop). */
  windowMs: number;
  /** Items one batch takes at most; a full queue starts at once. */
  maxSize: number;
  /** One batch (two or more items, arrival order): one result, or one error for that item alone, per item. */
  run: (key: K, items: readonly I[]) => Promise<readonly (R | Error)[]>;
  /** One item on its own: a batch of one, or each item of a batch that failed as a whole. */
  alone: (key: K, item: I) => Promise<R>;
};

export type GroupCommit<K, I, R> = {
  submit: (key: K, item: I) => Promise<R>;
  /** Runs what waits now and resolves when every batch ended; later submits run alone at once. */
  close: () => Promise<void>;
};

type Waiting<I, R> = { item: I; resolve: (result: R) => void; reject: (error: unknown) => void };
type Lane<I, R> = { waiting: Waiting<I, R>[]; running: boolean; timer: ReturnType<typeof setTimeout> | undefined };

export function groupCommit<K, I, R>(options: GroupCommitOptions<K, I, R>): GroupCommit<K, I, R> {
  const lanes = new Map<K, Lane<I, R>>();
  const running = new Set<Promise<void>>();
  let closed = false;

  async function runBatch(key: K, batch: readonly Waiting<I, R>[]): Promise<void> {
    if (batch.length > 1) {
      try {
        const results = await options.run(key, batch.map((each) => each.item));
        batch.forEach((each, index) => {
          const result = results[index];
          if (result instanceof Error) each.reject(result);
          else if (index < results.length) each.resolve(result as R);
          else each.reject(new Error('group commit: the batch answered fewer results than items'));
        });
        return;
      } catch {
        // Rolled back as a whole: each item again, on its own.
      }
    }
    for (const each of batch) await options.alone(key, each.item).then(each.resolve, each.reject);
  }

  /** Runs the lane's waiting items in batches until none wait, then forgets the lane. */
  function start(key: K, lane: Lane<I, R>): void {
    clearTimeout(lane.timer);
    lane.timer = undefined;
    lane.running = true;
    const drained = (async () => {
      while (lane.waiting.length > 0) await runBatch(key, lane.waiting.splice(0, options.maxSize));
      lane.running = false;
      lanes.delete(key);
    })();
    running.add(drained);
    void drained.finally(() => running.delete(drained));
  }

  function submit(key: K, item: I): Promise<R> {
    if (closed) return options.alone(key, item);
    return new Promise<R>((resolve, reject) => {
      let lane = lanes.get(key);
      if (!lane) {
        lane = { waiting: [], running: false, timer: undefined };
        lanes.set(key, lane);
      }
      lane.waiting.push({ item, resolve, reject });
      if (lane.running) return;
      const ready = lane;
      if (ready.waiting.length >= options.maxSize) start(key, ready);
      else if (!ready.timer) {
        ready.timer = setTimeout(() => start(key, ready), options.windowMs);
        ready.timer.unref?.();
      }
    });
  }

  async function close(): Promise<void> {
    closed = true;
    for (const [key, lane] of lanes) if (!lane.running) start(key, lane);
    while (running.size > 0) await Promise.all([...running]);
  }

  return { submit, close };
}
