/**
 * Group commit: requests that arrive while the database is busy wait together and are written by
 * one transaction (one lock statement, one insert, one posting for all), instead of one transaction
 * each. No timer: a request that finds no batch running starts one on the next turn of the event
 * loop (`setImmediate`, so the requests of one tick share it); requests arriving while
 * `inFlightMax` batches run queue up and form the next batch when one finishes. The wait is thus
 * never longer than the batch before, and an idle process holds nothing open.
 */
export type GroupCommitOptions<I, R> = {
  /**
   * Writes one batch; answers one settled result per item, in the items' order. `lane` (0 to
   * inFlightMax - 1) is free of any other running batch: a writer may keep batches apart with it.
   */
  run: (items: readonly I[], lane: number) => Promise<readonly PromiseSettledResult<R>[]>;
  /** Items one batch takes at most (the rest wait for the next). */
  batchMax: number;
  /** Batches running at once: a second batch forms and locks while the first commits. */
  inFlightMax: number;
};

type Waiting<I, R> = { item: I; resolve: (value: R) => void; reject: (reason: unknown) => void };

export class GroupCommitClosedError extends Error {
  constructor() {
    super('group commit closed');
  }
}

export class GroupCommit<I, R> {
  private readonly queue: Waiting<I, R>[] = [];
  private readonly running = new Set<Promise<void>>();
  private readonly busyLanes = new Set<number>();
  private scheduled = false;
  private closed = false;

  constructor(private readonly options: GroupCommitOptions<I, R>) {}

  /** Answers the item's own result once its batch committed (or its own error). */
  submit(item: I): Promise<R> {
    if (this.closed) return Promise.reject(new GroupCommitClosedError());
    return new Promise<R>((resolve, reject) => {
      this.queue.push({ item, resolve, reject });
      this.schedule();
    });
  }

  /** Refuses new items and waits for the queued and running batches. */
  async close(): Promise<void> {
    this.closed = true;
    while (this.queue.length > 0 || this.running.size > 0 || this.scheduled) {
      await Promise.race([...this.running, new Promise((resolve) => setImmediate(resolve))]);
    }
  }

  private schedule(): void {
    if (this.scheduled || this.queue.length === 0 || this.running.size >= this.options.inFlightMax) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      this.flush();
    });
  }

  private flush(): void {
    if (this.queue.length === 0 || this.running.size >= this.options.inFlightMax) return;
    const batch = this.queue.splice(0, this.options.batchMax);
    let lane = 0;
    while (this.busyLanes.has(lane)) lane += 1;
    this.busyLanes.add(lane);
    const done = this.runBatch(batch, lane).finally(() => {
      this.busyLanes.delete(lane);
      this.running.delete(done);
      this.schedule();
    });
    this.running.add(done);
    this.schedule();
  }

  private async runBatch(batch: readonly Waiting<I, R>[], lane: number): Promise<void> {
    let results: readonly PromiseSettledResult<R>[];
    try {
      results = await this.options.run(
        batch.map((waiting) => waiting.item),
        lane,
      );
      if (results.length !== batch.length) throw new Error('a batch answered a different number of results');
    } catch (error) {
      for (const waiting of batch) waiting.reject(error);
      return;
    }
    batch.forEach((waiting, index) => {
      const result = results[index];
      if (result?.status === 'fulfilled') waiting.resolve(result.value);
      else waiting.reject(result?.reason);
    });
  }
}
