import type { PublicUser } from '@oddsmith/core';
import { api } from '../../../lib/api-client';

export type AdminUserDetail = PublicUser & {
  dateOfBirth?: string | null;
  phone?: string | null;
  lastLoginAt?: string | null;
  cashAgentId?: string | null;
  affiliateId?: string | null;
};

export function getUser(userId: string): Promise<{ user: AdminUserDetail }> {
  return api.get<{ user: AdminUserDetail }>(`/api/admin/users/${encodeURIComponent(userId)}`);
}
