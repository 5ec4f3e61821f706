import { api } from '../../../lib/api-client';
import type { AdminPaymentMethod } from '@oddsmith/core';
import type { PaymentMethodInput } from './admin-payment-methods';

/** The provider follows the kind on the server (card -> sandbox, others manual). */
export function adminCreatePaymentMethod(input: PaymentMethodInput): Promise<{ method: AdminPaymentMethod }> {
  return api.post<{ method: AdminPaymentMethod }>('/api/admin/payment-methods', input);
}
