import { ConfigError, loadConfig } from './config';
import { buildApp } from './app';

/** Entry point: listen with explicit timeouts, close gracefully on SIGTERM / SIGINT. */
async function main(): Promise<void> {
  const config = loadConfig();
  const app = await buildApp({ config });
  app.server.requestTimeout = 30_000;
  app.server.headersTimeout = 15_000;
  app.server.keepAliveTimeout = 65_000;

  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // A hung close must not keep the process forever; the orchestrator expects an exit.
    const forceExit = setTimeout(() => process.exit(1), 10_000);
    forceExit.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'error while closing');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    // e.g. EADDRINUSE: release the database cleanly before exiting.
    await app.close().catch(() => undefined);
    throw error;
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(error.message);
  else console.error(error);
  process.exit(1);
});
