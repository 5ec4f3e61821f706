import { describe, expect, it } from 'vitest';
import type { AdminSettingField, AdminSettingGroup } from '@oddsmith/core';
import { draftOfGroup, patchOf, shownText, wireNumber } from './setting-values';

const field = (key: string, unit: AdminSettingField['unit'], min: number, max: number, value: AdminSettingField['value'], perCurrency = false): AdminSettingField => ({ key, unit, perCurrency, nullable: false, min, max, value, default: value });

describe('setting values', () => {
  it('shows ms as seconds and basis points as percent, and reads them back exactly', () => {
    expect(shownText('ms', 1500)).toBe('1.5');
    expect(shownText('basisPoints', 525)).toBe('5.25');
    expect(wireNumber(field('d', 'ms', 0, 60_000, 0), '2.25')).toEqual({ ok: true, value: 2250 });
    expect(wireNumber(field('m', 'basisPoints', 0, 5000, 0), '0.07')).toEqual({ ok: true, value: 7 });
    expect(wireNumber(field('s', 'cents', 0.01, 100, 0), '10.1')).toEqual({ ok: true, value: 10.1 });
  });

  it('names what is wrong: not a number, too many decimals, out of range (in the shown unit)', () => {
    const delay = field('inPlayDelayMs', 'ms', 0, 60_000, 5000);
    expect(wireNumber(delay, 'soon')).toEqual({ ok: false, problem: { key: 'number' } });
    expect(wireNumber(delay, '1.2345')).toEqual({ ok: false, problem: { key: 'decimals' } });
    expect(wireNumber(delay, '61')).toEqual({ ok: false, problem: { key: 'range', min: '0', max: '60' } });
    expect(wireNumber(field('p', 'percent', 0, 100, 25), '2.5')).toEqual({ ok: false, problem: { key: 'decimals' } });
    // A limit that may be off: empty is none, only there.
    expect(wireNumber({ ...field('day', 'cents', 0.01, 100, null), nullable: true }, ' ')).toEqual({ ok: true, value: null });
    expect(wireNumber(field('minStake', 'cents', 0.01, 100, 2), '')).toEqual({ ok: false, problem: { key: 'number' } });
  });

  it('sends only what changed, per currency for money limits', () => {
    const group: AdminSettingGroup = { id: 'bettingLimits', fields: [field('stakeMax', 'cents', 0.01, 1000, { EUR: 100, USD: 100 }, true), field('flag', 'boolean', 0, 0, true)] };
    const draft = { ...draftOfGroup(group), stakeMax: { EUR: '250.5', USD: '100' } };
    expect(patchOf(group, draft)).toEqual({ body: { stakeMax: { EUR: 250.5 } }, problems: {} });
    expect(patchOf(group, { ...draft, flag: false, stakeMax: { EUR: '0', USD: '100' } })).toEqual({ body: { flag: false }, problems: { 'stakeMax.EUR': { key: 'range', min: '0.01', max: '1000' } } });
  });
});
