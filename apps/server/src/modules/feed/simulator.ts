import {
  advanceCalendar,
  assert,
  calendarEventMarkets,
  calendarEventScores,
  createCalendar,
  type Calendar,
  type CalendarEvent,
  type MarginConfig,
  type Market,
} from '@oddsmith/core';
import type { FeedAdapter, FeedBatch, FeedEventSnapshot, FeedMarket, FeedSink } from './feed.adapter';

/** Main markets first (the lowest sort order is what lists show), then the rest by kind. */
const marketTypeOrder = [
  'match-odds',
  'match-winner',
  'moneyline',
  'set-winner',
  'game-winner',
  'quarter-winner',
  'next-goal',
  'total-goals',
  'total-games',
  'total-points',
  'innings-runs',
  'over-runs',
  'asian-handicap',
  'european-handicap',
  'spread',
];
const marketsPerTypeMax = 1000;

export type SimulatorOptions = {
  /** Calendar seed; ignored when resuming. */
  seed: number;
  marginBp: number;
  /** The margin in force now (operator setting `feed`), read before each tick; `marginBp` when absent. */
  marginBpNow?: () => Promise<number>;
  tickMs: number;
  /** The feed's clock; tests pass their own and drive `step` by hand. */
  clock: () => number;
  /** false: no timer, the owner calls `step(nowMs)` (tests, benches). */
  timer: boolean;
  /** A calendar saved by `snapshot()`, resumed instead of creating a new one. */
  resume?: unknown;
};

function sortOrderOf(market: Market, index: number): number {
  const rank = marketTypeOrder.indexOf(market.type);
  return (rank < 0 ? marketTypeOrder.length : rank) * marketsPerTypeMax + Math.min(index, marketsPerTypeMax - 1);
}

export function toFeedMarkets(markets: readonly Market[]): FeedMarket[] {
  return markets.map((market, index) => ({
    id: market.id,
    type: market.type,
    line: market.line,
    name: market.name,
    status: market.status,
    sortOrder: sortOrderOf(market, index),
    selections: market.selections.map((selection, position) => ({
      id: selection.id,
      key: selection.key,
      name: selection.name,
      sortOrder: position,
      oddsMilli: selection.oddsMilli,
    })),
    result: market.result,
  }));
}

function isCalendar(value: unknown): value is Calendar {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<Calendar>;
  return typeof candidate.seed === 'number' && typeof candidate.nowMs === 'number' && Array.isArray(candidate.events);
}

/**
 * The built-in feed: core's simulation calendar (about 20 live and 100 upcoming matches over the
 * four sports) advanced on a timer. Pre-match prices only depend on the fixture, so scheduled
 * events are priced when they appear and when they start; live ones every tick.
 */
export class SimulatorAdapter implements FeedAdapter {
  readonly name = 'simulator';
  private calendar: Calendar | null = null;
  private sink: FeedSink | null = null;
  private timer: NodeJS.Timeout | null = null;
  private inFlight: Promise<void> | null = null;
  private margin: MarginConfig;

  constructor(private readonly options: SimulatorOptions) {
    assert(options.tickMs > 0, 'tickMs must be positive');
    this.margin = { marginBp: options.marginBp, method: 'power' };
  }

  async start(sink: FeedSink): Promise<void> {
    assert(this.sink === null, 'the simulator is already started');
    this.sink = sink;
    const nowMs = Math.floor(this.options.clock());
    const resumed = isCalendar(this.options.resume) && this.options.resume.nowMs <= nowMs ? this.options.resume : null;
    const calendar = resumed ?? createCalendar(this.options.seed, nowMs);
    this.calendar = calendar;
    // The first batch carries every event: the runner stores (or re-stores) them all.
    await sink({ atMs: calendar.nowMs, events: calendar.events.map((event) => this.snapshotOf(event)), started: [], ended: [], added: [], removed: [] });
    if (resumed) await this.step(nowMs);
    if (this.options.timer) this.schedule();
  }

  async stop(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.sink = null;
    await this.inFlight?.catch(() => undefined);
  }

  snapshot(): unknown {
    return this.calendar;
  }

  /** Advances the calendar to `nowMs` and hands the changes to the sink (one batch). */
  async step(nowMs: number): Promise<void> {
    const sink = this.sink;
    const calendar = this.calendar;
    if (!sink || !calendar) return;
    if (this.options.marginBpNow) this.margin = { marginBp: await this.options.marginBpNow(), method: 'power' };
    const advance = advanceCalendar(calendar, Math.max(calendar.nowMs, Math.floor(nowMs)));
    this.calendar = advance.calendar;
    const touched = new Set([...advance.started, ...advance.ended, ...advance.added]);
    const events = advance.calendar.events.filter((event) => event.status === 'live' || touched.has(event.id));
    const batch: FeedBatch = {
      atMs: advance.calendar.nowMs,
      events: events.map((event) => this.snapshotOf(event)),
      started: advance.started,
      ended: advance.ended,
      added: advance.added,
      removed: advance.removed,
      producedAt: performance.timeOrigin + performance.now(),
    };
    this.inFlight = sink(batch);
    try {
      await this.inFlight;
    } finally {
      this.inFlight = null;
    }
  }

  private schedule(): void {
    // setTimeout chaining: a slow tick delays the next one instead of piling ticks up.
    this.timer = setTimeout(() => {
      this.step(this.options.clock())
        .catch(() => undefined)
        .finally(() => {
          if (this.sink) this.schedule();
        });
    }, this.options.tickMs);
    this.timer.unref();
  }

  private snapshotOf(event: CalendarEvent): FeedEventSnapshot {
    return {
      feedEventId: event.id,
      sportId: event.sportId,
      competition: event.competition,
      home: event.participants.home,
      away: event.participants.away,
      name: event.name,
      startMs: event.startMs,
      status: event.status,
      scores: event.status === 'scheduled' ? null : (calendarEventScores(event) as unknown as Record<string, unknown>),
      markets: toFeedMarkets(calendarEventMarkets(event, this.margin)),
    };
  }
}
