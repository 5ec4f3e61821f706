import type { MarketResult, MarketStatus } from '../sports/types';

/**
 * The sports API's shapes (PRODUCT.md section 11, docs/sports-api.md), shared by the server that
 * builds them and every client that reads them.
 */

export const eventStatuses = ['scheduled', 'live', 'ended', 'cancelled'] as const;
export type EventStatus = (typeof eventStatuses)[number];

export const eventSources = ['simulator', 'manual'] as const;
export type EventSource = (typeof eventSources)[number];

export const marketStatuses = ['open', 'suspended', 'closed', 'settled'] as const satisfies readonly MarketStatus[];

/** Decimal odds, or the text `suspended` whenever the market is not open. */
export type ApiOdds = number | 'suspended';

export type ApiOption = { id: string; name: string; odds: ApiOdds };

export type ApiMarket = {
  id: string;
  name: string;
  type: string;
  /** Over/under and handicap lines as numbers; the feed's full line key stays in `lineKey`. */
  line: number | null;
  lineKey: string | null;
  status: MarketStatus;
  options: ApiOption[];
};

/** Staff also see each selection's stored odds (even while suspended) and the market's result. */
export type ApiStaffMarket = Omit<ApiMarket, 'options'> & {
  result: MarketResult | null;
  options: (ApiOption & { oddsMilli: number | null })[];
};

export type ApiEvent<M extends ApiMarket | ApiStaffMarket = ApiMarket> = {
  id: string;
  event_id: string;
  name: string;
  home: string;
  away: string;
  sportId: number;
  competition: { id: string; name: string };
  startTime: string;
  status: EventStatus;
  scores: Record<string, unknown> | null;
  marketsData: M[];
  marketCount: number;
  source: EventSource;
};

/** Socket `eventUpdate`: list channels carry only the main market, `event:<id>` all markets. */
export type ApiEventUpdate = Pick<ApiEvent, 'id' | 'event_id' | 'status' | 'scores' | 'marketsData'>;

export type ApiSportSummary = { id: number; name: string; liveCount: number; upcomingCount: number };
export type ApiCompetitionSummary = { id: string; name: string; sportId: number; eventCount: number };
