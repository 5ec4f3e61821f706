import { api } from '../../../lib/api-client';

/** The search reply (docs/sports-api.md); events are read here only for their names and links. */
export type SearchEvent = { id: string; name: string; sportId: number; status: string; startTime: string; competition: { id: string; name: string } };
export type SearchCompetition = { id: string; name: string; sportId: number; eventCount?: number };
export type SearchTeam = { name: string; sportId: number; eventId: string };
export type SearchResults = { events: SearchEvent[]; competitions: SearchCompetition[]; teams: SearchTeam[] };

/** The contract accepts 2 to 60 characters. */
export const searchQueryMin = 2;
export const searchQueryMax = 60;

export function searchSports(q: string, signal?: AbortSignal): Promise<SearchResults> {
  return api.get<SearchResults>('/api/sports/search', { params: { q }, signal });
}
