import { databaseJob } from '../../lib/interval-job';
import { settleMarkets } from './settlement.service';

/** Settles resulted markets; several instances share the work (legs are taken with SKIP LOCKED). */
export default databaseJob('settlement-job', settleMarkets, 'settlement job failed');
