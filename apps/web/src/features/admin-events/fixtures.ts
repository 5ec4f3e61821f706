import { fixture } from '../../test/fixtures';
import type { AdminEvent, AdminMarket } from './types';

/** Test data shaped like the server's staff event replies. */
export const market = fixture<AdminMarket>(() => ({
  id: 'm1',
  name: 'Match odds',
  type: 'match-odds',
  line: null,
  lineKey: null,
  status: 'open',
  result: null,
  options: [
    { id: 'o1', name: 'Lions', odds: 2.5, oddsMilli: 2500 },
    { id: 'o2', name: 'Tigers', odds: 1.6, oddsMilli: 1600 },
  ],
}));

export const staffEvent = fixture<AdminEvent>(() => ({
  id: 'e1',
  event_id: 'manual-e1',
  name: 'Lions v Tigers',
  home: 'Lions',
  away: 'Tigers',
  sportId: 1,
  competition: { id: 'c1', name: 'Premier Cup' },
  startTime: '2026-05-01T18:00:00Z',
  status: 'live',
  scores: null,
  marketsData: [market()],
  marketCount: 1,
  source: 'manual',
}));
