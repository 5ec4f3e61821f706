import type { ApiTicket, ApiTicketLeg } from '@oddsmith/core';

/** A test-data builder: `defaults` shaped like a server reply, with what one test needs overridden. */
export function fixture<T extends object>(defaults: () => T): (overrides?: Partial<T>) => T {
  return (overrides = {}) => ({ ...defaults(), ...overrides });
}

/** One open leg of a ticket as the server sends it (Lions at 2.5, live). */
export const apiLeg = fixture<ApiTicketLeg>(() => ({
  gameId: 'g1',
  optionId: 'o1',
  marketId: 'm1',
  eventName: 'Lions v Tigers',
  eventStatus: 'live',
  startTime: '2026-11-22T18:00:00Z',
  marketName: 'Match odds',
  selectionName: 'Lions',
  odds: 2.5,
  currentOdds: 2.6,
  status: 'open',
}));

/** A bettor's ticket as the server sends it: an accepted single on one live leg; override what a test needs. */
export const apiTicket = fixture<ApiTicket>(() => ({
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
  legs: [apiLeg()],
}));
