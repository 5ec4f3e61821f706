import { settingGroup, valueIsValid } from '@oddsmith/core';
import fp from 'fastify-plugin';
import type { Database } from '../db/client';
import { cachedSetting } from '../lib/settings-cache';
import { findSetting } from '../lib/settings.repo';
import { ensureSports, FeedService } from '../modules/feed';

const feedSettingsKey = settingGroup('feed').storageKey;

/** The feed margin staff set (settings group `feed`), else FEED_MARGIN_BP; through the settings cache. */
function feedMarginBp(db: Database, configured: number): Promise<number> {
  return cachedSetting(db, feedSettingsKey, async () => {
    const stored = (await findSetting(db, feedSettingsKey))?.marginBp;
    const field = settingGroup('feed').fields.marginBp;
    return field && valueIsValid(field, stored) ? (stored as number) : configured;
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The sports feed: leads (runs the simulator) on one instance at a time. */
    feed: FeedService;
  }
}

/**
 * Sports feed. With FEED_ENABLED (default outside tests) the instance competes for the feed lock
 * once the app is ready; tests configure a manual clock and call `feed.start()` / `feed.step()`.
 */
export default fp(
  async (fastify) => {
    await fastify.db.transaction((tx) => ensureSports(tx));
    const { config } = fastify;
    const feed = new FeedService({
      db: fastify.db,
      databaseUrl: config.databaseUrl,
      publish: fastify.realtime.publishSportsChange,
      log: fastify.log,
      simulator: {
        seed: config.feedSeed ?? Date.now() % 2 ** 31,
        marginBp: config.feedMarginBp,
        marginBpNow: () => feedMarginBp(fastify.db, config.feedMarginBp),
        tickMs: config.feedTickMs,
        clock: () => Date.now(),
        timer: true,
      },
      seedIsExplicit: config.feedSeed !== undefined,
    });
    fastify.decorate('feed', feed);
    if (config.feedEnabled) {
      fastify.addHook('onReady', async () => {
        await feed.start();
      });
    }
    // Before the database and sockets close.
    fastify.addHook('preClose', async () => {
      await feed.stop();
    });
  },
  { name: 'feed', dependencies: ['config', 'db', 'realtime'] },
);
