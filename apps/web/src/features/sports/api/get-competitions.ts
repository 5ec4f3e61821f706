import { api } from '../../../lib/api-client';
import type { CompetitionSummary } from '../types';

export function getCompetitions(spid: number): Promise<{ competitions: CompetitionSummary[] }> {
  return api.get<{ competitions: CompetitionSummary[] }>('/api/sports/competitions', { params: { spid } });
}
