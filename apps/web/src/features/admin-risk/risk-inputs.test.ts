import { describe, expect, it } from 'vitest';
import { currencySummary } from './fixtures';
import { checkLimit, checkLimits, checkStakeFactor, checkThreshold, liabilityLevel, thresholdOfCurrency } from './risk-inputs';

describe('risk inputs', () => {
  it('accepts stake factors from 0 to 10 with up to 2 decimals', () => {
    expect(checkStakeFactor(' 0.5 ')).toEqual({ ok: true, stakeFactor: 0.5, bp: 5000 });
    expect(checkStakeFactor('0')).toEqual({ ok: true, stakeFactor: 0, bp: 0 });
    expect(checkStakeFactor('10')).toEqual({ ok: true, stakeFactor: 10, bp: 100000 });
    expect(checkStakeFactor('1.25')).toEqual({ ok: true, stakeFactor: 1.25, bp: 12500 });
    expect(checkStakeFactor('10.01')).toEqual({ ok: false, error: 'range' });
    for (const bad of ['', '-1', '1.234', 'abc', '1,5', '.5']) expect(checkStakeFactor(bad)).toEqual({ ok: false, error: 'format' });
  });

  it('takes a threshold from 1.00 to 100,000,000.00 with at most 2 decimals', () => {
    expect(checkThreshold('2500.5')).toEqual({ ok: true, amount: 2500.5, cents: 250050 });
    expect(checkThreshold('1')).toMatchObject({ ok: true, cents: 100 });
    expect(checkThreshold('0.99')).toEqual({ ok: false, error: 'range' });
    expect(checkThreshold('100000000.01')).toEqual({ ok: false, error: 'range' });
    expect(checkThreshold('1.234')).toEqual({ ok: false, error: 'format' });
  });

  it('grades a liability against the threshold', () => {
    expect(liabilityLevel(1000, 1000)).toBe('high');
    expect(liabilityLevel(800, 1000)).toBe('warn');
    expect(liabilityLevel(799.99, 1000)).toBe('normal');
    expect(liabilityLevel(-50, 1000)).toBe('normal');
    // No threshold: neutral, not every positive liability in orange.
    expect(liabilityLevel(0.01, null)).toBe('normal');
    expect(liabilityLevel(5000, null)).toBe('normal');
    expect(liabilityLevel(-5, null)).toBe('normal');
  });

  it('takes stake and payout limits as positive amounts with at most 2 decimals', () => {
    expect(checkLimit(' 100 ')).toEqual({ ok: true, amount: 100, cents: 10_000 });
    expect(checkLimit('0.01')).toMatchObject({ ok: true, cents: 1 });
    expect(checkLimit('0')).toEqual({ ok: false, error: 'range' });
    expect(checkLimit('1000000000.01')).toEqual({ ok: false, error: 'range' });
    for (const bad of ['', '-1', '1.234', 'abc']) expect(checkLimit(bad).ok).toBe(false);
  });

  it("checks one currency's form: amounts, an empty threshold is off, min stake under max stake and max payout", () => {
    const draft = { stakeMin: '100', stakeMax: '500000', payoutMax: '25000000', threshold: '' };
    expect(checkLimits(draft)).toEqual({ ok: true, limits: { stakeMin: 100, stakeMax: 500_000, payoutMax: 25_000_000, autoSuspendLiability: null } });
    expect(checkLimits({ ...draft, threshold: '2500.50' })).toMatchObject({ ok: true, limits: { autoSuspendLiability: 2500.5 } });
    expect(checkLimits({ ...draft, threshold: '0.5' })).toEqual({ ok: false, field: 'threshold', error: 'thresholdRange' });
    expect(checkLimits({ ...draft, stakeMax: '50' })).toEqual({ ok: false, field: 'stakeMin', error: 'minAboveMax' });
    expect(checkLimits({ ...draft, payoutMax: '50' })).toEqual({ ok: false, field: 'stakeMin', error: 'minAbovePayout' });
    expect(checkLimits({ ...draft, payoutMax: '1.234' })).toEqual({ ok: false, field: 'payoutMax', error: 'format' });
  });

  it("reads a currency's own threshold, never another's", () => {
    const summaries = [currencySummary('EUR'), currencySummary('INR'), currencySummary('CHF')];
    expect(thresholdOfCurrency(summaries, 'EUR')).toBe(1000);
    expect(thresholdOfCurrency(summaries, 'INR')).toBe(50_000);
    expect(thresholdOfCurrency(summaries, 'CHF')).toBeNull();
    expect(thresholdOfCurrency(summaries, 'GBP')).toBeNull();
  });
});

