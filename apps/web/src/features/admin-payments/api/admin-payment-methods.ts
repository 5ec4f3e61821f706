import { api } from '../../../lib/api-client';
import type { AdminPaymentMethod, PaymentMethodKind, PaymentProvider } from '@oddsmith/core';

/** Amounts go as decimal text; the server checks them again (max ≥ min, ≤ 2 decimals). */
export type PaymentMethodInput = {
  name: string;
  kind: PaymentMethodKind;
  /** Always sent: the server has no default provider. */
  provider: PaymentProvider;
  min: string;
  max: string;
  feeFixed: string;
  feeBasisPoints: number;
  enabled: boolean;
  displayOrder: number;
  instructions: string;
};

/** Every method, disabled ones too. */
export function adminGetPaymentMethods(): Promise<{ methods: AdminPaymentMethod[] }> {
  return api.get<{ methods: AdminPaymentMethod[] }>('/api/admin/payment-methods');
}
