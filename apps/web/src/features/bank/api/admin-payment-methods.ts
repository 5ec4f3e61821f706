import { api } from '../../../lib/api-client';
import type { PaymentMethod, PaymentMethodKind, PaymentProvider } from '../types';

export type AdminPaymentMethod = PaymentMethod & { createdAt: string; updatedAt: string };

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
  instructions: string | null;
};

/** Every method, disabled ones too. */
export function adminGetPaymentMethods(): Promise<{ methods: AdminPaymentMethod[] }> {
  return api.get<{ methods: AdminPaymentMethod[] }>('/api/admin/payment-methods');
}
