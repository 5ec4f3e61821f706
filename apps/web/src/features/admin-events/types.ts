/** The staff view of an event (docs/sports-api.md); markets may carry their result. */
export type AdminOption = { id: string; name: string; odds: number | 'suspended' };
export type AdminMarket = {
  id: string;
  name: string;
  type: string;
  line: number | null;
  status: string;
  options: AdminOption[];
  result?: { outcome?: string; winnerSelectionIds?: string[] } | null;
};
export type AdminEvent = {
  id: string;
  event_id: string;
  name: string;
  home: string;
  away: string;
  sportId: number;
  competition: { id: string; name: string };
  startTime: string;
  status: string;
  scores: unknown;
  marketsData: AdminMarket[];
  marketCount: number;
  source?: 'simulator' | 'manual';
};
