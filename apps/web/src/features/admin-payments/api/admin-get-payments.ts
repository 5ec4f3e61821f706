import { api, apiDownload } from '../../../lib/api-client';
import type { LedgerPayment, Page } from '@oddsmith/core';

export type PaymentsQuery = { page: number; perPage: number; code?: string; userId?: string; from?: string; to?: string };

export function adminGetPayments(query: PaymentsQuery): Promise<Page<LedgerPayment>> {
  return api.get<Page<LedgerPayment>>('/api/admin/payments', { params: { ...query, format: 'json' } });
}

/** The same page as CSV (RFC 4180), fetched with the staff bearer token. */
export function adminDownloadPaymentsCsv(query: PaymentsQuery): Promise<Blob> {
  return apiDownload('/api/admin/payments', { ...query, format: 'csv' });
}
