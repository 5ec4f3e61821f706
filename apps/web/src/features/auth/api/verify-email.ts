import { api } from '../../../lib/api-client';

/** Confirms the e-mail address with the token from the verification link. */
export function verifyEmail(token: string): Promise<unknown> {
  return api.post<unknown>('/api/front/verify-email', { token }, { token: null });
}
