import type { MyBetsPayload } from '@oddsmith/core';
import { api } from '../../../lib/api-client';

export type { ApiTicket as Ticket, MyBetsPayload } from '@oddsmith/core';

/** GET /api/sports/mybets?status=open|settled (docs/betting-api.md). */
export function getMyBets(status: 'open' | 'settled', token: string | null): Promise<MyBetsPayload> {
  return api.get<MyBetsPayload>('/api/sports/mybets', { params: { status }, token });
}
