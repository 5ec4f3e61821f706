import fp from 'fastify-plugin';
import pg from 'pg';
import { invalidateSettings, settingsChannel } from '../../lib/settings-cache';
import { invalidateSportsReads, sportsChannel } from '../sports';

/** Wait before listening again after the listening connection dropped (the TTL covers the gap). */
const reconnectDelayMs = 1_000;

/**
 * Every instance on PostgreSQL listens on `settingsChannel` and `sportsChannel` (a sports change
 * drops the cached event lists and pages, sports.read-cache.ts, the same way): a settings write (settings.repo's
 * upsertSetting notifies in its transaction, so the message leaves at commit) drops this
 * instance's cached settings at once. If the listening connection is down, the settings cache's
 * TTL (1 s) still bounds how stale a value can be. PGlite is one process: the writer's own
 * invalidation is enough there.
 */
export const settingsSyncPlugin = fp(
  async (fastify) => {
    const { databaseUrl } = fastify.config;
    if (fastify.dbKind !== 'postgres' || !databaseUrl) return;
    let client: pg.Client | undefined;
    let closing = false;
    let timer: NodeJS.Timeout | undefined;

    const connect = async (): Promise<void> => {
      const next = new pg.Client({ connectionString: databaseUrl });
      next.on('notification', (message) => (message.channel === sportsChannel ? invalidateSportsReads(fastify.db) : invalidateSettings(fastify.db)));
      next.on('error', (error) => {
        fastify.log.warn({ err: error }, 'the settings listener dropped; listening again');
        void next.end().catch(() => undefined);
        if (client === next) client = undefined;
        schedule();
      });
      await next.connect();
      await next.query(`LISTEN ${settingsChannel}`);
      await next.query(`LISTEN ${sportsChannel}`);
      client = next;
      // Anything written while no one listened is picked up now.
      invalidateSettings(fastify.db);
      invalidateSportsReads(fastify.db);
    };
    const schedule = () => {
      if (closing || timer) return;
      timer = setTimeout(() => {
        timer = undefined;
        connect().catch((error: unknown) => {
          fastify.log.warn({ err: error }, 'the settings listener could not connect');
          schedule();
        });
      }, reconnectDelayMs);
      timer.unref();
    };

    await connect();
    fastify.addHook('onClose', async () => {
      closing = true;
      if (timer) clearTimeout(timer);
      await client?.end().catch(() => undefined);
    });
  },
  { name: 'settings-sync', dependencies: ['db'] },
);
