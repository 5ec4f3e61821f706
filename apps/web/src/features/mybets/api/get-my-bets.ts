import { api } from '../../../lib/api-client';

export type Ticket = {
  id: string;
  betType: 'single' | 'multi' | 'system';
  status: string;
  stake: number;
  potentialReturn: number;
  cashoutValue?: number | null;
  legs: unknown[];
};
export type MyBetsPayload = { mybets: Ticket[]; history: Ticket[] };

export function getMyBets(status: 'open' | 'settled', token: string | null): Promise<MyBetsPayload> {
  return api.get<MyBetsPayload>('/api/sports/mybets', { params: { status }, token });
}
