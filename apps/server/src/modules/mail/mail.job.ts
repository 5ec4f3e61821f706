import { intervalJob } from '../../lib/interval-job';

/** How often the mail job looks for queued mail. */
export const mailJobIntervalMs = 1000;

/** Delivers queued mail; several instances share the work (mails are taken with SKIP LOCKED). */
export default intervalJob({
  name: 'mail-job',
  intervalMs: mailJobIntervalMs,
  run: (fastify, nowMs) => fastify.mailer.deliverDue(new Date(nowMs)),
  failureMessage: 'mail job failed',
});
