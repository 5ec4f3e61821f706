import type { TransactionStatus } from '@oddsmith/core';

/** The filters of a wallet history (GET /api/bank/transactions, /api/admin/user-credit-history) as sent: dates as text. */
export type HistoryFilters = { code?: string; from?: string; to?: string; status?: TransactionStatus };

/** The filter form as typed: dates are `YYYY-MM-DD` from a date input, empty = no filter. */
export type HistoryFilterDraft = { code: string | null; from: string; to: string; status: TransactionStatus | null };
export const emptyHistoryFilter: HistoryFilterDraft = { code: null, from: '', to: '', status: null };

const datePattern = /^\d{4}-\d{2}-\d{2}$/;

/** The day after a `YYYY-MM-DD` date (the server's `to` is exclusive; the player means "up to and including"). */
export function nextDay(date: string): string {
  const time = Date.parse(`${date}T00:00:00Z`);
  return new Date(time + 86_400_000).toISOString().slice(0, 10);
}

/** The query for GET .../transactions from the draft; invalid dates are left out. */
export function historyQueryOf(draft: HistoryFilterDraft): HistoryFilters {
  const query: HistoryFilters = {};
  if (draft.code) query.code = draft.code;
  if (datePattern.test(draft.from)) query.from = draft.from;
  if (datePattern.test(draft.to)) query.to = nextDay(draft.to);
  if (draft.status) query.status = draft.status;
  return query;
}
