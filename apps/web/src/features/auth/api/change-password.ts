import { api } from '../../../lib/api-client';

export type ChangePasswordInput = { currentPassword: string; newPassword: string };

/** Needs the current password; the server revokes every other session and mails a notice. */
export function changePassword(input: ChangePasswordInput): Promise<unknown> {
  return api.post<unknown>('/api/front/change-password', input);
}
