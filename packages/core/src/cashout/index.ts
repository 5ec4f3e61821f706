export { cashoutQuote, confirmCashout, quoteMatches } from './cashout';
export type { CashoutCode, CashoutConfirmErr, CashoutLeg, CashoutQuote, CashoutTicket } from './cashout';
export { basisPointsPerUnit, cashoutMarginBpDefault, cashoutMarginBpMax, cashoutValueCentsMin } from './limits';
