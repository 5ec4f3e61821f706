import { describe, expect, it } from 'vitest';
import { rgBodySchema, rgSchema, sessionSummarySchema } from './responsible-gambling-contract';

describe('responsible-gambling contract', () => {
  it('reads limits typed as decimal text or numbers into integer cents, null removing one', () => {
    expect(rgBodySchema.parse({ depositLimits: { day: '50', week: 100.5, month: null } })).toEqual({ depositLimits: { day: 5000, week: 10050, month: null } });
  });

  it('refuses a limit that is not a positive amount with at most 2 decimals', () => {
    expect(rgBodySchema.safeParse({ depositLimits: { day: '0' } }).success).toBe(false);
    expect(rgBodySchema.safeParse({ depositLimits: { day: '1.234' } }).success).toBe(false);
  });

  it('keeps blocks and the reality check within their ranges', () => {
    expect(rgBodySchema.parse({ timeOutDays: 42, selfExclusionMonths: 6, realityCheckMinutes: null })).toEqual({ timeOutDays: 42, selfExclusionMonths: 6, realityCheckMinutes: null });
    const issue = (body: unknown) => rgBodySchema.safeParse(body).error?.issues[0]?.message;
    expect(issue({ timeOutDays: 43 })).toBe('must be at most 42 days (6 weeks)');
    expect(issue({ timeOutDays: 0 })).toBe('must be at least 1 day');
    expect(issue({ selfExclusionMonths: 5 })).toBe('must be at least 6 months');
    expect(issue({ selfExclusionMonths: 61 })).toBe('must be at most 60 months (5 years)');
    expect(rgBodySchema.safeParse({ realityCheckMinutes: 4 }).success).toBe(false);
  });

  it('describes the view and the session summary in decimal amounts', () => {
    const view = {
      currency: 'EUR',
      depositLimits: { day: 50, week: null, month: null },
      pendingDepositLimits: { day: { amount: null, effectiveAt: '2026-01-02T00:00:00Z' }, week: null, month: null },
      depositRemaining: 12.5,
      timeOutUntil: null,
      selfExcludedUntil: null,
      realityCheckMinutes: 30,
    };
    expect(rgSchema.parse(view)).toEqual(view);
    expect(sessionSummarySchema.safeParse({ sessionStartedAt: 'x', elapsedSeconds: 1.5, netPosition: 0, currency: 'EUR', realityCheckMinutes: null }).success).toBe(false);
  });
});
