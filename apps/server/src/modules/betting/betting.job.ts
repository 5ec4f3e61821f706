import fp from 'fastify-plugin';
import { processPendingTickets } from './betting.service';

/** How often the in-play delay job looks for pending tickets whose delay is over. */
export const pendingJobIntervalMs = 1000;

/**
 * Runs `processPendingTickets` on a timer (with the feed, i.e. not in tests: they call the service
 * directly). Runs never overlap; several instances may run it, each ticket is taken with SKIP LOCKED.
 */
export default fp(
  async (fastify) => {
    if (!fastify.config.feedEnabled) return;
    let timer: NodeJS.Timeout | null = null;
    let running: Promise<unknown> = Promise.resolve();
    const tick = () => {
      running = processPendingTickets(fastify.db, Date.now())
        .catch((error: unknown) => fastify.log.error({ err: error }, 'pending tickets job failed'))
        .finally(() => {
          if (timer !== null) timer = setTimeout(tick, pendingJobIntervalMs);
        });
    };
    fastify.addHook('onReady', async () => {
      timer = setTimeout(tick, pendingJobIntervalMs);
    });
    fastify.addHook('preClose', async () => {
      if (timer !== null) clearTimeout(timer);
      timer = null;
      await running;
    });
  },
  { name: 'betting-job', dependencies: ['config', 'db'] },
);
