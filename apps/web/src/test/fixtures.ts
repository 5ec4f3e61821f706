import type { ApiTicket } from '@oddsmith/core';

/** A bettor's ticket as the server sends it: an accepted single on one live leg; override what a test needs. */
export function apiTicket(overrides: Partial<ApiTicket> = {}): ApiTicket {
  return {
    id: 'T-1',
    betType: 'single',
    status: 'accepted',
    stake: 10,
    potentialReturn: 25,
    funding: 'cash',
    placedAt: '2026-11-22T01:00:00Z',
    acceptAt: null,
    settledAt: null,
    settledReturn: null,
    rejectReason: null,
    cashoutValue: 9.5,
    legs: [
      {
        gameId: 'g1',
        optionId: 'o1',
        marketId: 'm1',
        eventName: 'Lions v Tigers',
        eventStatus: 'live',
        marketName: 'Match odds',
        selectionName: 'Lions',
        odds: 2.5,
        currentOdds: 2.6,
        status: 'open',
      },
    ],
    ...overrides,
  };
}
