import { intervalJob } from '../../lib/interval-job';
import { applyDueLimitChanges } from './responsible-gambling.service';

/** How often the limits job looks for pending limit changes whose 24 h have passed. */
export const limitChangesJobIntervalMs = 60_000;

/** Writes due limit changes and notifies the players; instances share the rows (SKIP LOCKED). */
export const limitChangesJobPlugin = intervalJob({
  name: 'limit-changes-job',
  intervalMs: limitChangesJobIntervalMs,
  run: (fastify, nowMs) => applyDueLimitChanges(fastify.db, nowMs),
  failureMessage: 'limit changes job failed',
});
