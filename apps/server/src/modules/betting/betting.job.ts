import { databaseJob } from '../../lib/interval-job';
import { processPendingTickets } from './betting.service';

/** Accepts or rejects in-play tickets whose delay is over; each ticket is taken with SKIP LOCKED. */
export default databaseJob('betting-job', processPendingTickets, 'pending tickets job failed');
