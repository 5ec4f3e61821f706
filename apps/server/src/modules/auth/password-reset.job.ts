import { intervalJob } from '../../lib/interval-job';
import { processPasswordResetRequests } from './auth.service';

/** How often the password-reset job looks for requests. */
export const passwordResetJobIntervalMs = 1000;

/** Turns reset requests into queued mails; several instances share them (SKIP LOCKED). */
export default intervalJob({
  name: 'password-reset-job',
  intervalMs: passwordResetJobIntervalMs,
  run: (fastify, nowMs) => processPasswordResetRequests(fastify, new Date(nowMs)),
  failureMessage: 'password reset job failed',
});
