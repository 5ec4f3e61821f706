/** The sports API shapes (docs/sports-api.md). Odds are decimal numbers or the text 'suspended'. */
export type Odds = number | 'suspended';
export type MarketOption = { id: string; name: string; odds: Odds };
export type MarketStatus = 'open' | 'suspended' | 'closed' | 'settled';
export type Market = {
  id: string;
  name: string;
  type: string;
  line: number | null;
  status: MarketStatus | string;
  options: MarketOption[];
};
export type EventStatus = 'scheduled' | 'live' | 'ended' | 'cancelled';
export type Competition = { id: string; name: string };
export type SportEvent = {
  id: string;
  event_id: string;
  name: string;
  home: string;
  away: string;
  sportId: number;
  competition: Competition;
  startTime: string;
  status: EventStatus | string;
  scores: unknown;
  marketsData: Market[];
  marketCount: number;
  source?: 'simulator' | 'manual';
};
/** Socket `eventUpdate`: list channels carry only the main market, `event:<id>` all markets. */
export type EventUpdate = {
  id?: string;
  event_id: string;
  status?: string;
  scores: unknown;
  marketsData: Market[];
};
export type ListType = 'inplay' | 'presports';
export type SportSummary = { id: number; name: string; liveCount: number; upcomingCount: number };
export type CompetitionSummary = { id: string; name: string; sportId: number; eventCount: number };
