import fp from 'fastify-plugin';
import { settleMarkets } from './settlement.service';

/** How often the settlement job looks for resulted markets with open legs. */
export const settlementJobIntervalMs = 1000;

/**
 * Runs `settleMarkets` on a timer on instances with the feed enabled (tests call the service
 * directly). Runs never overlap on one instance; several instances share the work (legs are taken
 * with SKIP LOCKED).
 */
export default fp(
  async (fastify) => {
    if (!fastify.config.feedEnabled) return;
    let timer: NodeJS.Timeout | null = null;
    let running: Promise<unknown> = Promise.resolve();
    const tick = () => {
      running = settleMarkets(fastify.db, Date.now())
        .catch((error: unknown) => fastify.log.error({ err: error }, 'settlement job failed'))
        .finally(() => {
          if (timer !== null) timer = setTimeout(tick, settlementJobIntervalMs);
        });
    };
    fastify.addHook('onReady', async () => {
      timer = setTimeout(tick, settlementJobIntervalMs);
    });
    fastify.addHook('preClose', async () => {
      if (timer !== null) clearTimeout(timer);
      timer = null;
      await running;
    });
  },
  { name: 'settlement-job', dependencies: ['config', 'db'] },
);
