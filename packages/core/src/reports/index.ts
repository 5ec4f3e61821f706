// Reports: periods of whole UTC days, the previous period beside them, buckets and changes.
export { reportRangeDaysMax } from './limits';
export { bucketStart, changeBasisPoints, dayMs, dayOf, dayStartMs, daysSpanned, periodBuckets, previousPeriod, reportGroupings, reportPeriod } from './period';
export type { ReportGrouping, ReportPeriod } from './period';
