import type { Database } from '../../db/client';
import { isAppError } from '../../lib/app-error';
import { databaseJob } from '../../lib/interval-job';
import { inTransaction } from '../../lib/transaction';
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

/** One run: link new fixtures, then bring every linked market in line with its sportsbook event. */
export async function syncExchangeWithFeed(db: Database, scope: FeedSyncScope = {}): Promise<FeedSyncReport> {
  const report: FeedSyncReport = { linked: 0, changed: 0 };
  for (const eventId of await repo.findUnlinkedFixtures(db, exchangeSportIds, fixturesPerRunMax, scope.eventIds)) {
    if (await linkFixture(db, eventId)) report.linked += 1;
  }
  for (const { marketId, action } of await repo.findMarketsBehindFeed(db, feedChangesPerRunMax, scope.eventIds)) {
    if (await inTransaction(db, (tx) => changeMarket(tx, marketId, action, { by: 'feed' }))) report.changed += 1;
  }
  return report;
}

/** The job's interval: the feed's dangerous moments last seconds, so the exchange follows within one. */
export const exchangeFeedJobPlugin = databaseJob('exchange-feed-job', (db) => syncExchangeWithFeed(db), 'exchange feed sync failed');
