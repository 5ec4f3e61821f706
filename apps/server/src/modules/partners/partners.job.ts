import { intervalJob } from '../../lib/interval-job';
import { runPartnerCommissions } from './partners.commission';

/** How often the commission job looks for a finished day (cheap when none is due). */
export const partnerCommissionJobIntervalMs = 5 * 60_000;

/** The daily partner commission: every finished day not yet computed (advisory lock, idempotent per partner and day). */
export const partnerCommissionJobPlugin = intervalJob({
  name: 'partner-commission-job',
  intervalMs: partnerCommissionJobIntervalMs,
  run: (fastify, nowMs) => runPartnerCommissions(fastify.db, nowMs),
  failureMessage: 'partner commission job failed',
});
