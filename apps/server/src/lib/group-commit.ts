/**
 * Group commit: work items for the same key (a market, or all of a process's bets) that arrive
 * within `windowMs` of the first, or while the key's batches run, are handed to `run` together (at
 * most `maxSize` at a time, in arrival order): one transaction, one lock, one commit for all of them
 * instead of one each. Every caller still gets its own answer or its own error. With `alone`, a
 * batch of one runs through it and a batch that fails as a whole (throws) is run again item by item
 * through it, so one bad item costs its batch time, never another item's answer; without it the
 * items of a batch that throws all get its error. Up to `inFlightMax` batches of a key run at once,
 * each on its own lane (0 to inFlightMax - 1, free of any other running batch of the key), so the
 * next batch forms and locks while one commits. The window's timer does not keep the process alive.
 */
export type GroupCommitOptions<K, I, R> = {
  /** How long the first item of an idle key waits for company (0: the next turn of the event loop). */
  windowMs: number;
  /** Items one batch takes at most; a full queue starts at once. */
  maxSize: number;
  /** Batches of one key running at once (1 when not given: a key's batches run one after another). */
  inFlightMax?: number;
  /** One batch (arrival order): one result, or one error for that item alone, per item. */
  run: (key: K, items: readonly I[], lane: number) => Promise<readonly (R | Error)[]>;
  /** One item on its own: a batch of one, or each item of a batch that failed as a whole. */
  alone?: (key: K, item: I) => Promise<R>;
};

export type GroupCommit<K, I, R> = {
  submit: (key: K, item: I) => Promise<R>;
  /** Items of the key submitted and not answered yet (waiting or in a running batch). */
  pending: (key: K) => number;
  /** Runs what waits now and resolves when every batch ended; later submits run alone (or are refused without `alone`). */
  close: () => Promise<void>;
};

export class GroupCommitClosedError extends Error {
  constructor() {
    super('group commit closed');
  }
}

/** A batch's settled results as `run` answers them: the value, or the item's own error. */
export function answersOfSettled<R>(settled: readonly PromiseSettledResult<R>[]): (R | Error)[] {
  return settled.map((result) => (result.status === 'fulfilled' ? result.value : result.reason instanceof Error ? result.reason : new Error(String(result.reason))));
}

type Waiting<I, R> = { item: I; resolve: (result: R) => void; reject: (error: unknown) => void };
type Queue<I, R> = { waiting: Waiting<I, R>[]; inBatches: number; busyLanes: Set<number>; timer: (() => void) | undefined };

/** Calls `fire` after `ms` (the next turn of the event loop for 0) without keeping the process alive; answers the cancel. */
function later(ms: number, fire: () => void): () => void {
  if (ms <= 0) {
    const immediate = setImmediate(fire);
    return () => clearImmediate(immediate);
  }
  const timer = setTimeout(fire, ms);
  timer.unref?.();
  return () => clearTimeout(timer);
}

export function groupCommit<K, I, R>(options: GroupCommitOptions<K, I, R>): GroupCommit<K, I, R> {
  const inFlightMax = Math.max(1, options.inFlightMax ?? 1);
  const queues = new Map<K, Queue<I, R>>();
  const running = new Set<Promise<void>>();
  let closed = false;

  async function runBatch(key: K, batch: readonly Waiting<I, R>[], lane: number): Promise<void> {
    const { alone } = options;
    if (batch.length > 1 || !alone) {
      try {
        const results = await options.run(key, batch.map((each) => each.item), lane);
        batch.forEach((each, index) => {
          const result = results[index];
          if (result instanceof Error) each.reject(result);
          else if (index < results.length) each.resolve(result as R);
          else each.reject(new Error('group commit: the batch answered fewer results than items'));
        });
        return;
      } catch (error) {
        // Rolled back as a whole: each item again, on its own, or each gets the batch's error.
        if (!alone) {
          for (const each of batch) each.reject(error);
          return;
        }
      }
    }
    for (const each of batch) await alone(key, each.item).then(each.resolve, each.reject);
  }

  /** Starts batches of the key's waiting items while lanes are free; forgets the key once idle. */
  function start(key: K, queue: Queue<I, R>): void {
    queue.timer?.();
    queue.timer = undefined;
    while (queue.waiting.length > 0 && queue.busyLanes.size < inFlightMax) {
      let lane = 0;
      while (queue.busyLanes.has(lane)) lane += 1;
      queue.busyLanes.add(lane);
      const batch = queue.waiting.splice(0, options.maxSize);
      queue.inBatches += batch.length;
      const done: Promise<void> = runBatch(key, batch, lane).finally(() => {
        queue.inBatches -= batch.length;
        queue.busyLanes.delete(lane);
        running.delete(done);
        if (queue.waiting.length > 0) start(key, queue);
        else if (queue.busyLanes.size === 0 && !queue.timer) queues.delete(key);
      });
      running.add(done);
    }
  }

  function submit(key: K, item: I): Promise<R> {
    if (closed) return options.alone ? options.alone(key, item) : Promise.reject(new GroupCommitClosedError());
    return new Promise<R>((resolve, reject) => {
      let queue = queues.get(key);
      if (!queue) {
        queue = { waiting: [], inBatches: 0, busyLanes: new Set(), timer: undefined };
        queues.set(key, queue);
      }
      queue.waiting.push({ item, resolve, reject });
      // Every lane busy: the first batch to end takes what waits.
      if (queue.busyLanes.size >= inFlightMax) return;
      const ready = queue;
      if (ready.waiting.length >= options.maxSize) start(key, ready);
      else if (!ready.timer) ready.timer = later(options.windowMs, () => start(key, ready));
    });
  }

  async function close(): Promise<void> {
    closed = true;
    for (const [key, queue] of queues) start(key, queue);
    while (running.size > 0) await Promise.all([...running]);
  }

  function pending(key: K): number {
    const queue = queues.get(key);
    return queue ? queue.waiting.length + queue.inBatches : 0;
  }

  return { submit, pending, close };
}
