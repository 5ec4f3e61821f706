import { api } from '../../../lib/api-client';

export type ResetPasswordInput = { email: string } | { token: string; password: string };

/** `{ email }` asks for a link; `{ token, password }` sets the new password. */
export function resetPassword(input: ResetPasswordInput): Promise<unknown> {
  return api.post<unknown>('/api/front/reset-password', input, { token: null });
}
