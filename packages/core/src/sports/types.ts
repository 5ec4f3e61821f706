import type { OddsMilli } from '../odds/odds';

/** Betfair sport ids used in URLs (`spid`). */
export const sportIds = { soccer: 1, tennis: 2, cricket: 4, basketball: 7522 } as const;
export type SportName = keyof typeof sportIds;
export type SportId = (typeof sportIds)[SportName];

export type Side = 'home' | 'away';
export const sides: readonly Side[] = ['home', 'away'];

export function otherSide(side: Side): Side {
  return side === 'home' ? 'away' : 'home';
}

/** `scheduled` before the first step, `live` while playing, `ended` once the result is final. */
export type MatchPhase = 'scheduled' | 'live' | 'ended';

/** Moments during which a trader would pull prices. */
export type DangerKind =
  | 'attack'
  | 'penalty'
  | 'break-point'
  | 'set-point'
  | 'match-point'
  | 'ball-in-air'
  | 'final-seconds';

export type ScoreKind = 'goal' | 'point' | 'game' | 'set' | 'runs' | 'wicket' | 'basket';

/** What happened during a step, in order. `matchMs` is the simulated match clock at the moment. */
export type MatchEvent =
  | { type: 'score'; matchMs: number; kind: ScoreKind; side: Side; value: number }
  | { type: 'danger'; matchMs: number; danger: DangerKind; side: Side | null }
  | { type: 'danger-cleared'; matchMs: number }
  | { type: 'period'; matchMs: number; period: string }
  | { type: 'end'; matchMs: number; winner: Side | 'draw' };

/** Clock fields every sport's state carries. */
export type MatchClock = {
  phase: MatchPhase;
  /** Simulated match time since the start of play, breaks included; never decreases. */
  matchMs: number;
  /** Wall-clock time since the start of play (the sum of elapsed step times). */
  realMs: number;
  /** Match ms per real ms (accelerated real time). */
  timeScale: number;
  /** Markets stay suspended until `realMs` reaches this (settle time after a score change). */
  suspendedUntilRealMs: number;
};

export type StepResult<S> = { state: S; events: MatchEvent[] };

export type Participants = { home: string; away: string };

// ---- markets --------------------------------------------------------------------------------

export type MarketType =
  | 'match-odds'
  | 'total-goals'
  | 'asian-handicap'
  | 'european-handicap'
  | 'next-goal'
  | 'match-winner'
  | 'set-winner'
  | 'total-games'
  | 'game-winner'
  | 'innings-runs'
  | 'over-runs'
  | 'moneyline'
  | 'spread'
  | 'total-points'
  | 'quarter-winner';

export type MarketStatus = 'open' | 'suspended' | 'closed' | 'settled';

export type SelectionSpec = { key: string; name: string };

/** A market's identity and wording; `line` tells apart markets of one type ("2.5", "goal-3"). */
export type MarketSpec = {
  type: MarketType;
  line: string | null;
  name: string;
  selections: readonly SelectionSpec[];
};

/** How a decided market settles: winners (possibly several, dead-heat) or void (stakes back). */
export type MarketOutcome =
  | { kind: 'winners'; winnerKeys: readonly string[] }
  | { kind: 'dead-heat'; winnerKeys: readonly string[] }
  | { kind: 'void' };

/** A sport model's verdict on one market in the current state. */
export type MarketDecision =
  | { kind: 'priced'; probabilities: readonly number[] }
  | { kind: 'closed' }
  | { kind: 'resulted'; outcome: MarketOutcome };

export type FairMarket = { spec: MarketSpec; decision: MarketDecision };

export type Selection = {
  /** Unique across all markets of all events (`optionId` in the API). */
  id: string;
  key: string;
  name: string;
  /** Booked price; null when the market is closed, settled or cannot be priced. */
  oddsMilli: OddsMilli | null;
};

export type MarketResult = {
  marketId: string;
  outcome: 'winners' | 'dead-heat' | 'void';
  /** Winning selection ids; empty for void. With dead-heat the stake is split among them. */
  winnerSelectionIds: string[];
};

export type Market = {
  id: string;
  eventId: string;
  type: MarketType;
  line: string | null;
  name: string;
  status: MarketStatus;
  selections: Selection[];
  result: MarketResult | null;
};
