import fp from 'fastify-plugin';
import pg from 'pg';
import { dropCachedSessions, sessionsChannel, setSessionCacheEnabled } from '../../lib/session-cache';
import { invalidateSettings, settingsChannel } from '../../lib/settings-cache';
import { invalidateSportsReads, sportsChannel } from '../sports';

/** Wait before listening again after the listening connection dropped (the TTL covers the gap). */
const reconnectDelayMs = 1_000;

/**
 * Every instance on PostgreSQL listens on `settingsChannel`, `sportsChannel` (a sports change
 * drops the cached event lists and pages, sports.read-cache.ts, the same way) and `sessionsChannel`
 * (a revoke, block or role change drops the user's cached sessions, lib/session-cache.ts; that
 * cache is on only while this listener is connected, so no revoke can be missed while it is down).
 * A settings write (settings.repo's
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
      next.on('notification', (message) => {
        if (message.channel === sessionsChannel) dropCachedSessions(fastify.db, message.payload || null);
        else if (message.channel === sportsChannel) invalidateSportsReads(fastify.db);
        else invalidateSettings(fastify.db);
      });
      const lost = (): void => {
        client = undefined;
        setSessionCacheEnabled(fastify.db, false);
        schedule();
      };
      next.on('error', (error) => {
        fastify.log.warn({ err: error }, 'the settings listener dropped; listening again');
        void next.end().catch(() => undefined);
        // A late error of a connection already replaced changes nothing.
        if (client === next || client === undefined) lost();
      });
      // Closed without an error (a terminated backend): a drop too, unless the app is closing.
      next.on('end', () => {
        if (client === next && !closing) lost();
      });
      await next.connect();
      await next.query(`LISTEN ${settingsChannel}`);
      await next.query(`LISTEN ${sportsChannel}`);
      await next.query(`LISTEN ${sessionsChannel}`);
      client = next;
      setSessionCacheEnabled(fastify.db, true);
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
      setSessionCacheEnabled(fastify.db, false);
      if (timer) clearTimeout(timer);
      await client?.end().catch(() => undefined);
    });
  },
  { name: 'settings-sync', dependencies: ['db'] },
);
