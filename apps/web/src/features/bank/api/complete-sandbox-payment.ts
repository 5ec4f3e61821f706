import { api } from '../../../lib/api-client';
import type { SandboxCompletion, SandboxOutcome } from '@oddsmith/core';


/** The sandbox provider then calls the server's signed webhook, which credits the deposit. */
export function completeSandboxPayment(id: string, outcome: SandboxOutcome): Promise<SandboxCompletion> {
  return api.post<SandboxCompletion>(`/api/bank/sandbox/payments/${encodeURIComponent(id)}/complete`, { outcome });
}
