import { describe, expect, it } from 'vitest';
import { checkStakeFactor, checkThreshold, liabilityLevel } from './risk-inputs';

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
    expect(liabilityLevel(0.01, null)).toBe('warn');
    expect(liabilityLevel(-5, null)).toBe('normal');
  });
});
