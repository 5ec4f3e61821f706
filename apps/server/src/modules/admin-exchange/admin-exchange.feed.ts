import type { Database } from '../../db/client';
import { isAppError } from '../../lib/app-error';
import { databaseJobIntervalMs, intervalJob } from '../../lib/interval-job';
import { inTransaction } from '../../lib/transaction';
import { exchangePublisher, type ExchangeChanged } from '../exchange';
import { changeMarket } from './admin-exchange.market';
import * as repo from './admin-exchange.repo';
import { linkedEventOf } from './admin-exchange.service';

/**
 * The exchange follows the feed, one job on every instance with jobs (safe on several: each change
 * runs under the market's lock and re-checks the state it found, and a fixture is linked once by the
 * unique `linked_event_id`):
 * - new football, tennis, cricket and basketball fixtures get their match-odds exchange market;
 * - a linked market turns in-play when its event goes live (`lapse` orders lapse), suspends during
 *   the event's dangerous moments and reopens after them, and closes when the event ends.
 */

/** Betfair sport ids the exchange lists by default: soccer, tennis, cricket, basketball. */
export const exchangeSportIds = [1, 2, 4, 7522] as const;
/** Fixtures linked per run at most; the next run takes the rest. */
export const fixturesPerRunMax = 50;
/** Market changes per run at most. */
export const feedChangesPerRunMax = 200;

export type FeedSyncReport = { linked: number; changed: number };
/** Tests limit a run to their own sportsbook events. */
export type FeedSyncScope = { eventIds?: readonly string[] };

async function linkFixture(db: Database, eventId: string): Promise<boolean> {
  try {
    return await inTransaction(db, async (tx) => {
      const { event, markets } = await linkedEventOf(tx, eventId, 'eventId');
      return (await repo.insertEvent(tx, event, markets)) !== null;
    });
  } catch (error) {
    // The fixture changed since it was listed (finished, market gone): the next run sees it again or not at all.
    if (isAppError(error) && error.statusCode === 409) return false;
    throw error;
  }
}

/**
 * One run: link new fixtures, then bring every linked market in line with its sportsbook event;
 * each change is told to `changed` after its commit (ladder and lapsed players' positions).
 */
export async function syncExchangeWithFeed(db: Database, scope: FeedSyncScope = {}, changed: ExchangeChanged = () => undefined): Promise<FeedSyncReport> {
  const report: FeedSyncReport = { linked: 0, changed: 0 };
  for (const eventId of await repo.findUnlinkedFixtures(db, exchangeSportIds, fixturesPerRunMax, scope.eventIds)) {
    if (await linkFixture(db, eventId)) report.linked += 1;
  }
  for (const { marketId, action } of await repo.findMarketsBehindFeed(db, feedChangesPerRunMax, scope.eventIds)) {
    const lapsed = await inTransaction(db, (tx) => changeMarket(tx, marketId, action, { by: 'feed' }));
    if (lapsed === null) continue;
    report.changed += 1;
    changed({ marketId, userIds: lapsed });
  }
  return report;
}

/** Every second, as the database jobs: the feed's dangerous moments last seconds. One publisher per app. */
export function exchangeFeedJobPlugin() {
  let changed: ExchangeChanged | null = null;
  return intervalJob({
    name: 'exchange-feed-job',
    intervalMs: databaseJobIntervalMs,
    run: (fastify) => syncExchangeWithFeed(fastify.db, {}, (changed ??= exchangePublisher(fastify))),
    failureMessage: 'exchange feed sync failed',
  });
}
