import type { AuthPayload } from '@oddsmith/core';
import { api } from '../../../lib/api-client';

export type LoginInput = { username: string; password: string };

export function login(input: LoginInput): Promise<AuthPayload> {
  return api.post<AuthPayload>('/api/front/login', input, { token: null });
}
