// Partner (affiliate) revenue share, pure: the daily commission record, periods and masking (docs/partners.md).
export {
  addDays,
  assertDay,
  daysBetween,
  maskUsername,
  partnerCommissionDay,
  percentToBasisPoints,
  shareOf,
  splitNgrByCurrency,
  summaryDaysDefault,
  summaryDaysMax,
  summaryPeriod,
} from './commission';
export type { Day, PartnerDayInput, PartnerDayRecord } from './commission';
