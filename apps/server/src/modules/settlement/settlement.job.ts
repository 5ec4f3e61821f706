import { intervalJob } from '../../lib/interval-job';
import { settleMarkets } from './settlement.service';

/** How often the settlement job looks for resulted markets with open legs. */
export const settlementJobIntervalMs = 1000;

/** Settles resulted markets; several instances share the work (legs are taken with SKIP LOCKED). */
export default intervalJob({
  name: 'settlement-job',
  intervalMs: settlementJobIntervalMs,
  run: (fastify, nowMs) => settleMarkets(fastify.db, nowMs),
  failureMessage: 'settlement job failed',
});
