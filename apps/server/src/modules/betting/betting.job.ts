import { intervalJob } from '../../lib/interval-job';
import { processPendingTickets } from './betting.service';

/** How often the in-play delay job looks for pending tickets whose delay is over. */
export const pendingJobIntervalMs = 1000;

/** Accepts or rejects in-play tickets whose delay is over; each ticket is taken with SKIP LOCKED. */
export default intervalJob({
  name: 'betting-job',
  intervalMs: pendingJobIntervalMs,
  run: (fastify, nowMs) => processPendingTickets(fastify.db, nowMs),
  failureMessage: 'pending tickets job failed',
});
