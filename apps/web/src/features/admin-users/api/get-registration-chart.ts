import { api } from '../../../lib/api-client';

export type RegistrationPoint = { date: string; count: number };

export function getRegistrationChart(days: number): Promise<{ userRegistrations: RegistrationPoint[] }> {
  return api.get<{ userRegistrations: RegistrationPoint[] }>('/api/admin/registration_chart', { params: { days } });
}
