import { describe, expect, it } from 'vitest';
import { authResponseSchema, loginBodySchema, publicUserSchema, registerBodySchema, riskLimitsSchema } from './contract';
import { eventsQuerySchema, eventSchema } from './sports-contract';

const user = {
  id: 'u1',
  username: 'sam',
  email: 'sam@example.com',
  role: 'player',
  balance: 12.5,
  bonusBalance: 0,
  currency: 'EUR',
  emailVerified: true,
  status: 'active',
  createdAt: '2026-01-01T00:00:00Z',
};

describe('the account contract', () => {
  it('reads a user and drops what it does not name; an unknown role is outside it', () => {
    expect(publicUserSchema.parse({ ...user, passwordHash: 'x' })).toEqual(user);
    expect(publicUserSchema.safeParse({ ...user, role: 'owner' }).success).toBe(false);
    expect(authResponseSchema.safeParse({ status: 'success', message: 'ok', response: { user, token: 't' } }).success).toBe(true);
  });

  it('trims the login and names the limit it breaks', () => {
    expect(loginBodySchema.parse({ username: '  sam ', password: 'pw' }).username).toBe('sam');
    const long = registerBodySchema.safeParse({ username: 'x'.repeat(31), email: 'a@b.c', password: 'pw', dateOfBirth: '2000-01-01' });
    expect(long.error?.issues[0]).toMatchObject({ path: ['username'], message: 'must be at most 30 characters' });
  });

  it('reads the player limits with deposit limits that may be off', () => {
    const limits = { currency: 'EUR', stakeMin: 1, stakeMax: 500, payoutMax: 1e4, stakeFactor: 1, inPlayDelaySeconds: 5, depositLimits: { day: null, week: 200, month: null }, selfExcludedUntil: null, timeOutUntil: null, realityCheckMinutes: 60 };
    expect(riskLimitsSchema.parse(limits)).toEqual(limits);
  });
});

describe('the sports contract', () => {
  it('caps the events query by page depth and coerces the query text', () => {
    expect(eventsQuerySchema.parse({ spid: '4', type: 'inplay' })).toEqual({ spid: 4, type: 'inplay', page: 1, perPage: 50 });
    expect(eventsQuerySchema.safeParse({ spid: '3' }).success).toBe(false);
    expect(eventsQuerySchema.safeParse({ page: 1000, perPage: 100 }).error?.issues[0]?.path).toEqual(['page']);
  });

  it('reads suspended odds as the text the wire carries', () => {
    const event = {
      id: 'e1',
      event_id: '1',
      name: 'A v B',
      home: 'A',
      away: 'B',
      sportId: 1,
      competition: { id: 'c1', name: 'League' },
      startTime: '2026-01-01T10:00:00Z',
      status: 'live',
      scores: null,
      marketsData: [{ id: 'm1', name: 'Match', type: 'match-odds', line: null, lineKey: null, status: 'suspended', options: [{ id: 'o1', name: 'A', odds: 'suspended' }] }],
      marketCount: 1,
      source: 'simulator',
    };
    expect(eventSchema.parse(event)).toEqual(event);
    expect(eventSchema.safeParse({ ...event, status: 'paused' }).success).toBe(false);
  });
});
