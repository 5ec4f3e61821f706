import { api } from '../../../lib/api-client';
import type { PaymentMethod } from '@oddsmith/core';

/** The enabled methods in display order. */
export function getPaymentMethods(): Promise<{ methods: PaymentMethod[] }> {
  return api.get<{ methods: PaymentMethod[] }>('/api/bank/payment-methods');
}
