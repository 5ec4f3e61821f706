import fp from 'fastify-plugin';
import { openDatabase, type Database, type DatabaseHandle } from '../db/client';
import { runMigrations } from '../db/migrate';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    dbKind: DatabaseHandle['kind'];
  }
}

/** Opens PGlite or PostgreSQL from config, migrates under an advisory lock, closes on app close. */
export default fp(
  async (fastify) => {
    const { databaseUrl, dataDir } = fastify.config;
    const handle = openDatabase({
      databaseUrl,
      dataDir,
      onIdleConnectionError: (error) => fastify.log.warn({ err: error }, 'an idle database connection dropped'),
    });
    fastify.addHook('onClose', async () => {
      await handle.close();
    });
    await runMigrations(handle);
    fastify.decorate('db', handle.db);
    fastify.decorate('dbKind', handle.kind);
    fastify.log.info({ database: handle.kind, dataDir: databaseUrl ? undefined : dataDir }, 'database ready');
  },
  { name: 'db', dependencies: ['config'] },
);
