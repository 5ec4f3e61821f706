import { api } from '../../../lib/api-client';

export function logout(token: string): Promise<unknown> {
  return api.post<unknown>('/api/front/logout', {}, { token });
}
