import { intervalJob } from '../../lib/interval-job';
import { exchangePublisher } from './exchange.realtime';
import type { ExchangeChanged } from './exchange.service';
import { marketMakerIntervalMs, runMarketMaker } from './market-maker';

/** The demo market maker every few seconds on instances with jobs and `EXCHANGE_MARKET_MAKER`. One publisher per app. */
export function exchangeMarketMakerJobPlugin() {
  let changed: ExchangeChanged | null = null;
  return intervalJob({
    name: 'exchange-market-maker-job',
    intervalMs: marketMakerIntervalMs,
    run: async (fastify) => {
      if (!fastify.config.exchangeMarketMaker) return;
      const report = await runMarketMaker(fastify.db, {}, (changed ??= exchangePublisher(fastify)));
      if (report.quoted + report.failed > 0) fastify.log.debug({ report }, 'exchange market maker run');
    },
    failureMessage: 'exchange market maker failed',
  });
}
