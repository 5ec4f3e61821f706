import { api } from '../../../lib/api-client';

/** 409 PAYMENT_METHOD_IN_USE once it has been used: disable it instead. */
export function adminDeletePaymentMethod(id: string): Promise<{ id: string }> {
  return api.delete<{ id: string }>(`/api/admin/payment-methods/${encodeURIComponent(id)}`);
}
