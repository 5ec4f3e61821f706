import type { MarketResult, MarketStatus, SportId } from '@oddsmith/core';

/**
 * What any sports feed (the built-in simulator, a real provider later) hands the server. An
 * adapter speaks only in its own ids (`feedEventId`, market and selection ids); the feed runner
 * maps them to rows, keeps only what changed, persists it and publishes it.
 */
export type FeedSelection = { id: string; key: string; name: string; sortOrder: number; oddsMilli: number | null };

export type FeedMarket = {
  id: string;
  type: string;
  line: string | null;
  name: string;
  status: MarketStatus;
  sortOrder: number;
  selections: FeedSelection[];
  /** Present once the market is settled: the result the betting module settles bets with. */
  result: MarketResult | null;
};

export type FeedEventStatus = 'scheduled' | 'live' | 'ended' | 'cancelled';

/** The full current picture of one event; the runner diffs it against what it last stored. */
export type FeedEventSnapshot = {
  feedEventId: string;
  sportId: SportId;
  competition: string;
  home: string;
  away: string;
  name: string;
  startMs: number;
  status: FeedEventStatus;
  scores: Record<string, unknown> | null;
  markets: FeedMarket[];
};

export type FeedBatch = {
  /** Feed time of the batch (the adapter's clock). */
  atMs: number;
  /** Events that may have changed since the previous batch (unchanged ones may be left out). */
  events: FeedEventSnapshot[];
  started: string[];
  ended: string[];
  added: string[];
  /** Events the feed stopped reporting (the stored rows stay as they are). */
  removed: string[];
  /** Wall clock (ms since the epoch) when the adapter finished pricing the batch: the changes exist from here. */
  producedAt?: number;
};

/** Receives every batch in order; the adapter awaits it before producing the next one. */
export type FeedSink = (batch: FeedBatch) => Promise<void>;

export interface FeedAdapter {
  readonly name: string;
  /** Begins producing batches into `sink`; the first batch carries every event the feed knows. */
  start(sink: FeedSink): Promise<void>;
  /** Stops producing; resolves once no batch is in flight. */
  stop(): Promise<void>;
  /** Adapter state to resume from after a restart or on another instance (JSON). */
  snapshot(): unknown;
}
