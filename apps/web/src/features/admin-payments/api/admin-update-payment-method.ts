import { api } from '../../../lib/api-client';
import type { AdminPaymentMethod } from '@oddsmith/core';
import type { PaymentMethodInput } from './admin-payment-methods';

export function adminUpdatePaymentMethod(id: string, input: Partial<PaymentMethodInput>): Promise<{ method: AdminPaymentMethod }> {
  return api.put<{ method: AdminPaymentMethod }>(`/api/admin/payment-methods/${encodeURIComponent(id)}`, input);
}
