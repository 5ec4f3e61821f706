import type { PublicUser } from '@oddsmith/core';
import { api } from '../../../lib/api-client';

export function getUser(userId: string, token: string): Promise<{ user: PublicUser }> {
  return api.get<{ user: PublicUser }>('/api/front/user', { params: { user_id: userId }, token });
}
