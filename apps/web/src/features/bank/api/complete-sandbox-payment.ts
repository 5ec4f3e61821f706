import { api } from '../../../lib/api-client';
import type { SandboxPayment } from '../types';

export type SandboxOutcome = 'success' | 'fail';
export type SandboxCompletion = { payment: SandboxPayment; webhook: { delivered: boolean; statusCode: number | null } };

/** The sandbox provider then calls the server's signed webhook, which credits the deposit. */
export function completeSandboxPayment(id: string, outcome: SandboxOutcome): Promise<SandboxCompletion> {
  return api.post<SandboxCompletion>(`/api/bank/sandbox/payments/${encodeURIComponent(id)}/complete`, { outcome });
}
