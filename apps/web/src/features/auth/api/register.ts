import type { AuthPayload, Currency } from '@oddsmith/core';
import { api } from '../../../lib/api-client';

export type RegisterInput = {
  username: string;
  email: string;
  password: string;
  dateOfBirth: string;
  phone?: string;
  currency?: Currency;
};

export function register(input: RegisterInput): Promise<AuthPayload> {
  return api.post<AuthPayload>('/api/front/register', input, { token: null });
}
