import { api } from '../../../lib/api-client';
import type { SessionSummary } from '../types';

export function getSessionSummary(): Promise<SessionSummary> {
  return api.get<SessionSummary>('/api/front/session-summary');
}
