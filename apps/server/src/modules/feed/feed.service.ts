import pg from 'pg';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { SportsChange } from '../sports';
import type { FeedBatch } from './feed.adapter';
import * as repo from './feed.repo';
import { FeedRunner } from './feed.runner';
import { SimulatorAdapter, type SimulatorOptions } from './simulator';

/** Arbitrary constant shared by every instance: "oddsmith sports feed". */
export const feedLockId = 7_301_482_912;
/** A follower asks for the lock this often. */
export const feedLockRetryMs = 5_000;
/** The leader saves the simulator calendar this often (feed time), so a new leader resumes it. */
export const feedStateSaveEveryMs = 10_000;

export type FeedServiceDeps = {
  db: Database;
  /** PostgreSQL URL for the dedicated lock connection; undefined on PGlite (one process). */
  databaseUrl: string | undefined;
  publish: (change: SportsChange) => void;
  log: FastifyBaseLogger;
  simulator: Omit<SimulatorOptions, 'resume'>;
  /** true: FEED_SEED was set, resume only a stored calendar of that seed; false: resume any. */
  seedIsExplicit: boolean;
};

/**
 * Runs the feed on exactly one instance: the holder of a PostgreSQL session advisory lock on a
 * dedicated connection (the lock dies with the connection, so a crashed leader frees it). Others
 * retry every few seconds. On PGlite there is one process, so it simply runs.
 */
export class FeedService {
  readonly runner: FeedRunner;
  private adapter: SimulatorAdapter | null = null;
  private lockClient: pg.Client | null = null;
  private retryTimer: NodeJS.Timeout | null = null;
  private stopped = false;
  private lastSavedMs = 0;
  private lastChange: SportsChange | null = null;

  constructor(private readonly deps: FeedServiceDeps) {
    this.runner = new FeedRunner({ db: deps.db, publish: deps.publish });
  }

  /** Before `start()`: tests and benches inject a clock, turn the timer off or pick a seed. */
  configure(options: Partial<Omit<SimulatorOptions, 'resume'>>): void {
    this.deps.simulator = { ...this.deps.simulator, ...options };
    if (options.seed !== undefined) this.deps.seedIsExplicit = true;
  }

  get leading(): boolean {
    return this.adapter !== null;
  }

  get latestChange(): SportsChange | null {
    return this.lastChange;
  }

  /** Tries to lead now and keeps retrying in the background until it does or `stop()`. */
  async start(): Promise<boolean> {
    this.stopped = false;
    const led = await this.tryLead();
    if (!led && !this.stopped) this.scheduleRetry();
    return led;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    const adapter = this.adapter;
    this.adapter = null;
    if (adapter) {
      await adapter.stop();
      await this.saveState(adapter, true).catch((error: unknown) => this.deps.log.warn({ err: error }, 'feed state not saved'));
    }
    await this.releaseLock();
  }

  /** Tests and benches: one simulator step at `nowMs` (with `timer: false`). */
  async step(nowMs: number): Promise<SportsChange | null> {
    this.lastChange = null;
    await this.adapter?.step(nowMs);
    return this.lastChange;
  }

  private scheduleRetry(): void {
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      this.tryLead()
        .catch((error: unknown) => {
          this.deps.log.warn({ err: error }, 'feed: lock attempt failed');
          return false;
        })
        .then((led) => {
          if (!led && !this.stopped) this.scheduleRetry();
        });
    }, feedLockRetryMs);
    this.retryTimer.unref();
  }

  private async tryLead(): Promise<boolean> {
    if (this.adapter || this.stopped) return this.adapter !== null;
    if (!(await this.acquireLock())) return false;
    try {
      await this.lead();
      return true;
    } catch (error) {
      this.deps.log.error({ err: error }, 'feed: could not start');
      this.adapter = null;
      await this.releaseLock();
      return false;
    }
  }

  private async acquireLock(): Promise<boolean> {
    if (!this.deps.databaseUrl) return true;
    const client = new pg.Client({ connectionString: this.deps.databaseUrl });
    // A dropped lock connection means another instance may lead now: stop at once.
    client.on('error', (error) => {
      this.deps.log.error({ err: error }, 'feed: lock connection lost, stepping down');
      void this.stepDown();
    });
    await client.connect();
    const result = await client.query<{ locked: boolean }>('select pg_try_advisory_lock($1) as locked', [feedLockId]);
    if (result.rows[0]?.locked) {
      this.lockClient = client;
      return true;
    }
    await client.end();
    return false;
  }

  private async releaseLock(): Promise<void> {
    const client = this.lockClient;
    this.lockClient = null;
    // Closing the session releases the advisory lock.
    if (client) await client.end().catch(() => undefined);
  }

  private async stepDown(): Promise<void> {
    const adapter = this.adapter;
    this.adapter = null;
    await adapter?.stop();
    this.lockClient = null;
    if (!this.stopped) this.scheduleRetry();
  }

  private async lead(): Promise<void> {
    // Resume the stored calendar unless an explicit seed asks for another one (ids stay unique).
    const saved = await repo.loadFeedState(this.deps.db, 'simulator');
    const savedSeed = (saved as { seed?: unknown } | undefined)?.seed;
    const stored = saved !== undefined && (!this.deps.seedIsExplicit || savedSeed === this.deps.simulator.seed) ? saved : undefined;
    const adapter = new SimulatorAdapter({ ...this.deps.simulator, resume: stored });
    this.adapter = adapter;
    let first = true;
    await adapter.start(async (batch) => {
      if (first) {
        first = false;
        await this.cancelStale(batch);
      }
      await this.applyBatch(adapter, batch);
    });
    this.deps.log.info({ tickMs: this.deps.simulator.tickMs, resumed: stored !== undefined }, 'feed: simulator leading');
  }

  /** Events of an older calendar that this one does not carry can never finish: cancel them. */
  private async cancelStale(batch: FeedBatch): Promise<void> {
    const keep = batch.events.map((event) => event.feedEventId);
    const cancelled = await this.deps.db.transaction((tx) => repo.cancelStaleSimulatorEvents(tx, keep));
    if (cancelled === 0) return;
    this.deps.log.info({ cancelled }, 'feed: cancelled events of a previous calendar');
    // Nothing to push to a socket, but the cached lists and event pages must drop these events.
    this.deps.publish({ slip: [], events: [], lists: [] });
  }

  private async applyBatch(adapter: SimulatorAdapter, batch: FeedBatch): Promise<void> {
    try {
      this.lastChange = await this.runner.apply(batch);
    } catch (error) {
      // The cache is untouched, so the next batch retries the same changes.
      this.deps.log.error({ err: error }, 'feed: batch not stored');
      return;
    }
    if (batch.atMs - this.lastSavedMs >= feedStateSaveEveryMs) await this.saveState(adapter, false);
  }

  private async saveState(adapter: SimulatorAdapter, force: boolean): Promise<void> {
    const state = adapter.snapshot();
    if (!state) return;
    const atMs = (state as { nowMs?: number }).nowMs ?? 0;
    if (!force && atMs - this.lastSavedMs < feedStateSaveEveryMs) return;
    this.lastSavedMs = atMs;
    await this.deps.db.transaction((tx) => repo.saveFeedState(tx, 'simulator', state));
  }
}
