import type { SlipOddsUpdate } from '@oddsmith/core';
import type { Database, Transaction } from '../../db/client';
import { type EventDelta, type EventView, type ListChange, listTypeOf, marketView, type OddsView, optionOdds, type SportsChange } from '../sports';
import type { FeedBatch, FeedEventSnapshot, FeedMarket } from './feed.adapter';
import * as repo from './feed.repo';

type CachedEvent = {
  id: string;
  competitionId: string;
  eventKey: string;
  snapshot: FeedEventSnapshot;
  marketKeys: Map<string, string>;
  selectionMilli: Map<string, number | null>;
  selectionOdds: Map<string, OddsView>;
};

/** What one batch changes, worked out against the cache before anything is written. */
type BatchDiff = {
  snapshots: FeedEventSnapshot[];
  /** Events with anything to store (their row is locked before their children are written). */
  eventChanged: Set<string>;
  /** Events whose view changed (header, a market, or a shown price): the ones published. */
  shown: Set<string>;
  /** `stored`: the row exists (this runner wrote it), so an UPDATE suffices; else an upsert. */
  markets: { feedEventId: string; market: FeedMarket; stored: boolean }[];
  selections: { feedEventId: string; marketId: string; selection: FeedMarket['selections'][number]; stored: boolean }[];
  slip: { feedEventId: string; optionId: string; odds: OddsView }[];
  /** Events stored before: whether their own fields changed and which markets (by feed event id). */
  deltas: Map<string, { header: boolean; marketIds: Set<string> }>;
};

/** Wall-clock marks (ms since the epoch, sub-millisecond) and sizes of the last applied batch. */
export type FeedTickTiming = {
  /** The adapter finished pricing the batch: the moment the changes exist. */
  producedAt: number;
  diffMs: number;
  /** The transaction, from BEGIN to COMMIT acknowledged. */
  storeMs: number;
  committedAt: number;
  /** `publish` returned: every message is handed to socket.io (written or queued per socket). */
  publishedAt: number;
  events: number;
  markets: number;
  selections: number;
  slip: number;
};

export const wallClockMs = (): number => performance.timeOrigin + performance.now();

export type FeedRunnerDeps = {
  db: Database;
  /**
   * Called after the batch is committed, never before: first with the slip odds alone (the
   * latency contract), then with the event updates and list changes.
   */
  publish: (change: SportsChange) => void;
};

function eventKeyOf(snapshot: FeedEventSnapshot): string {
  return JSON.stringify([snapshot.status, snapshot.scores, snapshot.startMs, snapshot.name]);
}

function marketKeyOf(market: FeedMarket): string {
  return JSON.stringify([market.status, market.name, market.sortOrder, market.result]);
}

/** Markets the feed stopped listing while still open: closed, so nobody can bet on stale prices. */
function withDroppedMarketsClosed(snapshot: FeedEventSnapshot, cached: CachedEvent | undefined): FeedEventSnapshot {
  if (!cached) return snapshot;
  const present = new Set(snapshot.markets.map((market) => market.id));
  const dropped = cached.snapshot.markets.filter((market) => !present.has(market.id) && market.status !== 'settled' && market.status !== 'closed');
  if (dropped.length === 0) return snapshot;
  const closed = dropped.map((market) => ({ ...market, status: 'closed' as const }));
  return { ...snapshot, markets: [...snapshot.markets, ...closed] };
}

/**
 * Markets risk holds (`risk_suspended_at`) stay suspended whatever the feed says, in the cache, the
 * stored row and every message, so no slip or event page hears a live price for them; once staff
 * release the hold, the feed's next `open` differs from the cache and goes out.
 */
function withRiskHeldSuspended(snapshot: FeedEventSnapshot, held: ReadonlySet<string>): FeedEventSnapshot {
  if (held.size === 0 || !snapshot.markets.some((market) => held.has(market.id) && market.status === 'open')) return snapshot;
  const markets = snapshot.markets.map((market) => (held.has(market.id) && market.status === 'open' ? { ...market, status: 'suspended' as const } : market));
  return { ...snapshot, markets };
}

/**
 * Turns adapter batches into stored rows and realtime messages. It keeps the last stored picture
 * of every feed event in memory and writes only what changed: one transaction per batch, multi-row
 * upserts per table. Events staff took over (`source = manual`) are skipped for good.
 */
export class FeedRunner {
  private readonly cache = new Map<string, CachedEvent>();
  private readonly manual = new Set<string>();
  private readonly competitionIds = new Map<string, string>();
  private batchesApplied = 0;
  private timing: FeedTickTiming | null = null;

  constructor(private readonly deps: FeedRunnerDeps) {}

  get appliedCount(): number {
    return this.batchesApplied;
  }

  /** The stored id of a feed event, once stored. */
  eventIdOf(feedEventId: string): string | undefined {
    return this.cache.get(feedEventId)?.id;
  }

  /** Timing of the last applied batch (benches and logs). */
  get lastTiming(): FeedTickTiming | null {
    return this.timing;
  }

  apply = async (batch: FeedBatch): Promise<SportsChange> => {
    const started = wallClockMs();
    const held = await repo.findRiskHeldMarketIds(this.deps.db);
    const diff = this.diff(batch, held);
    const diffed = wallClockMs();
    const stored = await this.deps.db.transaction((tx) => this.store(tx, diff));
    const committedAt = wallClockMs();
    this.batchesApplied += 1;
    // The slip odds go out before the event views are even built.
    const slip = this.slipOf(diff);
    if (slip.length > 0) this.deps.publish({ slip, events: [], lists: [] });
    const change = { ...this.commit(batch, diff, stored), slip };
    if (change.events.length > 0 || change.lists.length > 0) this.deps.publish({ ...change, slip: [] });
    this.timing = {
      producedAt: batch.producedAt ?? started,
      diffMs: diffed - started,
      storeMs: committedAt - diffed,
      committedAt,
      publishedAt: wallClockMs(),
      events: diff.eventChanged.size,
      markets: diff.markets.length,
      selections: diff.selections.length,
      slip: change.slip.length,
    };
    return change;
  };

  /**
   * One transaction, a handful of statements whatever the batch size. Events this runner stored
   * before are updated in place (the UPDATE row-locks them, and skips rows staff took over);
   * new ones go through lock + upsert. Markets and selections likewise: UPDATE for stored rows,
   * multi-row upsert for new ones. Every event whose markets or selections change is in the
   * event statement, so its row is locked before its children are written.
   */
  private async store(tx: Transaction, diff: BatchDiff): Promise<Map<string, string>> {
    const touched = diff.snapshots.filter((snapshot) => diff.eventChanged.has(snapshot.feedEventId) || !this.cache.has(snapshot.feedEventId));
    const known = touched.filter((snapshot) => this.cache.has(snapshot.feedEventId));
    const ids = new Map<string, string>();
    const updated = await repo.updateFeedEvents(
      tx,
      known.map((snapshot) => ({ feedEventId: snapshot.feedEventId, status: snapshot.status, scores: snapshot.scores, startTime: new Date(snapshot.startMs) })),
    );
    for (const row of updated) ids.set(row.feedEventId, row.id);
    const fresh = touched.filter((snapshot) => !ids.has(snapshot.feedEventId));
    const locked = await repo.lockEventsByFeedId(tx, fresh.map((snapshot) => snapshot.feedEventId));
    for (const row of locked) if (row.source === 'manual') this.manual.add(row.feedEventId);
    const inserts = fresh.filter((snapshot) => !this.manual.has(snapshot.feedEventId));
    await this.ensureCompetitions(tx, inserts);
    const written = await repo.upsertFeedEvents(tx, inserts.map((snapshot) => this.eventRow(snapshot)));
    for (const row of written) ids.set(row.feedEventId, row.id);
    const idOf = (feedEventId: string) => ids.get(feedEventId) ?? this.cache.get(feedEventId)?.id;
    const live = (feedEventId: string) => !this.manual.has(feedEventId) && idOf(feedEventId) !== undefined;
    const markets = diff.markets.filter((entry) => live(entry.feedEventId));
    await repo.updateMarkets(tx, markets.filter((entry) => entry.stored).map((entry) => entry.market));
    await repo.upsertMarkets(
      tx,
      markets.filter((entry) => !entry.stored).map(({ feedEventId, market }) => ({ ...market, eventId: idOf(feedEventId) ?? '' })),
    );
    const selections = diff.selections.filter((entry) => live(entry.feedEventId));
    await repo.updateSelections(tx, selections.filter((entry) => entry.stored).map((entry) => entry.selection));
    await repo.upsertSelections(
      tx,
      selections.filter((entry) => !entry.stored).map(({ marketId, selection }) => ({ ...selection, marketId })),
    );
    return ids;
  }

  /** Drops events the feed no longer reports (their rows stay). */
  forget(feedEventIds: readonly string[]): void {
    for (const id of feedEventIds) this.cache.delete(id);
  }

  private diff(batch: FeedBatch, held: ReadonlySet<string>): BatchDiff {
    const diff: BatchDiff = { snapshots: [], eventChanged: new Set(), shown: new Set(), markets: [], selections: [], slip: [], deltas: new Map() };
    for (const raw of batch.events) {
      if (this.manual.has(raw.feedEventId)) continue;
      const cached = this.cache.get(raw.feedEventId);
      const snapshot = withRiskHeldSuspended(withDroppedMarketsClosed(raw, cached), held);
      diff.snapshots.push(snapshot);
      const header = !cached || cached.eventKey !== eventKeyOf(snapshot);
      if (header) {
        diff.eventChanged.add(snapshot.feedEventId);
        diff.shown.add(snapshot.feedEventId);
      }
      if (cached) diff.deltas.set(snapshot.feedEventId, { header, marketIds: new Set() });
      for (const market of snapshot.markets) this.diffMarket(diff, snapshot.feedEventId, market, cached);
    }
    return diff;
  }

  private diffMarket(diff: BatchDiff, feedEventId: string, market: FeedMarket, cached: CachedEvent | undefined): void {
    const marketKey = cached?.marketKeys.get(market.id);
    const changedMarkets = diff.deltas.get(feedEventId)?.marketIds;
    const shownChange = () => {
      diff.shown.add(feedEventId);
      changedMarkets?.add(market.id);
    };
    if (marketKey !== marketKeyOf(market)) {
      diff.markets.push({ feedEventId, market, stored: marketKey !== undefined });
      diff.eventChanged.add(feedEventId);
      shownChange();
    }
    for (const selection of market.selections) {
      const previousMilli = cached?.selectionMilli.get(selection.id);
      if (previousMilli === undefined || previousMilli !== selection.oddsMilli) {
        diff.selections.push({ feedEventId, marketId: market.id, selection, stored: previousMilli !== undefined });
        diff.eventChanged.add(feedEventId);
        if (previousMilli === undefined) shownChange();
      }
      // A price moving under a suspended market is stored but shows no change to anybody.
      const odds = optionOdds(market.status, selection.oddsMilli);
      if (cached && cached.selectionOdds.get(selection.id) !== odds) {
        diff.slip.push({ feedEventId, optionId: selection.id, odds });
        shownChange();
      }
    }
  }

  private async ensureCompetitions(tx: Transaction, snapshots: readonly FeedEventSnapshot[]) {
    const missing = new Map<string, { sportId: number; name: string }>();
    for (const snapshot of snapshots) {
      const key = `${snapshot.sportId}:${snapshot.competition}`;
      if (!this.competitionIds.has(key)) missing.set(key, { sportId: snapshot.sportId, name: snapshot.competition });
    }
    const rows = await repo.upsertCompetitions(tx, [...missing.values()]);
    for (const row of rows) this.competitionIds.set(`${row.sportId}:${row.name}`, row.id);
  }

  private eventRow(snapshot: FeedEventSnapshot): repo.EventUpsert {
    const competitionId = this.competitionIds.get(`${snapshot.sportId}:${snapshot.competition}`) ?? '';
    return {
      feedEventId: snapshot.feedEventId,
      sportId: snapshot.sportId,
      competitionId,
      home: snapshot.home,
      away: snapshot.away,
      name: snapshot.name,
      startTime: new Date(snapshot.startMs),
      status: snapshot.status,
      source: 'simulator',
      scores: snapshot.scores,
    };
  }

  /**
   * After the commit: the shown odds that changed, for `updatedSlipData`. Only events stored
   * before have slip changes, so their ids are in the cache already; events staff took over
   * under the row lock are left out.
   */
  private slipOf(diff: BatchDiff): SlipOddsUpdate[] {
    const slip: SlipOddsUpdate[] = [];
    for (const update of diff.slip) {
      const gameId = this.cache.get(update.feedEventId)?.id;
      if (gameId && !this.manual.has(update.feedEventId)) slip.push({ gameId, optionId: update.optionId, odds: update.odds });
    }
    return slip;
  }

  /** After the commit: remember what is stored and build the event messages for it. */
  private commit(batch: FeedBatch, diff: BatchDiff, stored: Map<string, string>): Omit<SportsChange, 'slip'> {
    const views: EventView[] = [];
    const deltas = new Map<string, EventDelta>();
    for (const snapshot of diff.snapshots) {
      if (this.manual.has(snapshot.feedEventId)) continue;
      const id = stored.get(snapshot.feedEventId) ?? this.cache.get(snapshot.feedEventId)?.id;
      if (!id) continue;
      const entry = this.remember(id, snapshot);
      if (!diff.shown.has(snapshot.feedEventId)) continue;
      views.push(this.viewOf(entry));
      const delta = diff.deltas.get(snapshot.feedEventId);
      if (delta) deltas.set(id, delta);
    }
    this.forget(batch.removed);
    return { events: views, lists: this.listChanges(batch), deltas };
  }

  private remember(id: string, snapshot: FeedEventSnapshot): CachedEvent {
    const entry: CachedEvent = {
      id,
      competitionId: this.competitionIds.get(`${snapshot.sportId}:${snapshot.competition}`) ?? '',
      eventKey: eventKeyOf(snapshot),
      snapshot,
      marketKeys: new Map(),
      selectionMilli: new Map(),
      selectionOdds: new Map(),
    };
    for (const market of snapshot.markets) {
      entry.marketKeys.set(market.id, marketKeyOf(market));
      for (const selection of market.selections) {
        entry.selectionMilli.set(selection.id, selection.oddsMilli);
        entry.selectionOdds.set(selection.id, optionOdds(market.status, selection.oddsMilli));
      }
    }
    this.cache.set(snapshot.feedEventId, entry);
    return entry;
  }

  private viewOf(entry: CachedEvent): EventView {
    const { snapshot } = entry;
    const sorted = [...snapshot.markets].sort((a, b) => a.sortOrder - b.sortOrder);
    return {
      id: entry.id,
      event_id: snapshot.feedEventId,
      name: snapshot.name,
      home: snapshot.home,
      away: snapshot.away,
      sportId: snapshot.sportId,
      competition: { id: entry.competitionId, name: snapshot.competition },
      startTime: new Date(snapshot.startMs).toISOString(),
      status: snapshot.status,
      scores: snapshot.scores,
      marketsData: sorted.map((market) => marketView(market)),
      marketCount: sorted.length,
      source: 'simulator',
    };
  }

  private listChanges(batch: FeedBatch): ListChange[] {
    const lists: ListChange[] = [];
    const sportOf = (feedEventId: string) => this.cache.get(feedEventId)?.snapshot.sportId;
    const push = (feedEventId: string, type: ListChange['type']) => {
      const sportId = sportOf(feedEventId);
      if (sportId !== undefined && !this.manual.has(feedEventId)) lists.push({ sportId, type });
    };
    for (const id of batch.started) {
      push(id, 'presports');
      push(id, 'inplay');
    }
    for (const id of batch.ended) push(id, 'inplay');
    for (const id of batch.added) push(id, 'presports');
    return lists;
  }

  /** Status of an event as the list screens see it (for tests and logs). */
  listTypeOf(feedEventId: string) {
    const cached = this.cache.get(feedEventId);
    return cached ? listTypeOf(cached.snapshot.status) : null;
  }
}
