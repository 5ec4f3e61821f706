import { api } from '../../../lib/api-client';
import type { SandboxPayment } from '@oddsmith/core';

export function getSandboxPayment(id: string): Promise<{ payment: SandboxPayment }> {
  return api.get<{ payment: SandboxPayment }>(`/api/bank/sandbox/payments/${encodeURIComponent(id)}`);
}
