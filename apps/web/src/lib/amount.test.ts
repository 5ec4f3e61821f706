import { describe, expect, it } from 'vitest';
import { checkAmount, feeCents, feeRuleText, moneyText } from './amount';

describe('checkAmount', () => {
  it('accepts positive amounts with up to 2 decimals and returns cents', () => {
    expect(checkAmount('25')).toEqual({ ok: true, cents: 2500 });
    expect(checkAmount(' 12.5 ')).toEqual({ ok: true, cents: 1250 });
    expect(checkAmount('0.01')).toEqual({ ok: true, cents: 1 });
  });

  it('refuses empty, text, zero, negative and 3 decimals', () => {
    expect(checkAmount('')).toEqual({ ok: false, error: 'required' });
    expect(checkAmount('abc')).toEqual({ ok: false, error: 'format' });
    expect(checkAmount('1,5')).toEqual({ ok: false, error: 'format' });
    expect(checkAmount('0')).toEqual({ ok: false, error: 'positive' });
    expect(checkAmount('-5')).toEqual({ ok: false, error: 'positive' });
    expect(checkAmount('1.005')).toEqual({ ok: false, error: 'decimals' });
  });

  it('keeps the amount within the method limits, both ends included', () => {
    const limits = { min: 10, max: 5000 };
    expect(checkAmount('9.99', limits)).toEqual({ ok: false, error: 'min' });
    expect(checkAmount('10', limits)).toEqual({ ok: true, cents: 1000 });
    expect(checkAmount('5000', limits)).toEqual({ ok: true, cents: 500000 });
    expect(checkAmount('5000.01', limits)).toEqual({ ok: false, error: 'max' });
  });
});

describe('fees', () => {
  it('floors the percentage part like the server and adds the fixed part', () => {
    expect(feeCents(2500, { feeFixed: 0, feeBasisPoints: 150 })).toBe(37);
    expect(feeCents(1000, { feeFixed: 1, feeBasisPoints: 0 })).toBe(100);
    expect(feeCents(1000, { feeFixed: 0, feeBasisPoints: 0 })).toBe(0);
  });

  it('describes the rule', () => {
    expect(feeRuleText({ feeFixed: 0, feeBasisPoints: 150 }, 'EUR', 'en')).toBe('1.5 %');
    expect(feeRuleText({ feeFixed: 1, feeBasisPoints: 0 }, 'EUR', 'en')).toBe('1.00 EUR');
    expect(feeRuleText({ feeFixed: 0, feeBasisPoints: 0 }, 'EUR', 'en')).toBeNull();
    expect(moneyText(1025, 'EUR', 'en')).toBe('1,025.00 EUR');
  });
});
