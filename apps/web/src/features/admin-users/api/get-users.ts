import type { PublicUser } from '@oddsmith/core';
import { api } from '../../../lib/api-client';

export type AdminUserRow = PublicUser & {
  dateOfBirth: string | null;
  phone: string | null;
  affiliateId: string | null;
  cashAgentId: string | null;
  lastLoginAt: string | null;
};
export type UsersQuery = { page: number; perPage: number; search?: string; role?: string };
export type UsersPage = { list: AdminUserRow[]; total: number; perPage: number; currentPage: number };

export const usersPerPageMax = 100;

export function getUsers(query: UsersQuery): Promise<UsersPage> {
  return api.get<UsersPage>('/api/admin/users', {
    params: { page: query.page, perPage: Math.min(query.perPage, usersPerPageMax), search: query.search, role: query.role },
  });
}
