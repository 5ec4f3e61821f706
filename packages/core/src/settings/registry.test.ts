import { describe, expect, it } from 'vitest';
import { exchangeSettingsDefault, exchangeSettingsKey } from '../api/exchange-contract';
import { cashoutMarginBpDefault } from '../cashout';
import { stakeCentsMaxByCurrencyDefault } from '../betslip';
import { applySettingsPatch, resolveSettingGroup, resolveSettingRow, settingGroup, settingsChangeOf, settingsPatchSchema, settingsRegistry } from './registry';

describe('settings registry', () => {
  it('has one group per id, each default within its own range, and the modules’ defaults', () => {
    expect(new Set(settingsRegistry.map((group) => group.id)).size).toBe(settingsRegistry.length);
    for (const group of settingsRegistry) {
      for (const field of Object.values(group.fields)) {
        if (field.kind === 'boolean') continue;
        const defaults = field.perCurrency ? Object.values(field.default) : [field.default];
        for (const value of defaults) if (value !== null) expect(value >= field.min && value <= field.max, `${group.id}`).toBe(true);
      }
    }
    expect(settingGroup('exchange').storageKey).toBe(exchangeSettingsKey);
    expect(resolveSettingRow(settingGroup('exchange'), undefined)).toEqual(exchangeSettingsDefault);
    expect(resolveSettingRow(settingGroup('cashout'), {})).toEqual({ cashoutMarginBp: cashoutMarginBpDefault });
    expect(resolveSettingRow(settingGroup('partners'), undefined)).toEqual({ revenueSharePercent: 25, negativeCarryOver: true, minWithdrawalCents: 2000 });
  });

  it('reads valid stored values over the defaults, a legacy seconds delay and a bare house-currency limit; ignores the malformed', () => {
    const limits = settingGroup('bettingLimits');
    expect(resolveSettingGroup(limits, { stakeCentsMax: { GBP: 5000, USD: -1 }, payoutCentsMax: 'x' }).stakeMax).toEqual({ ...stakeCentsMaxByCurrencyDefault, GBP: 5000 });
    expect((resolveSettingGroup(limits, { stakeCentsMax: 7000 }).stakeMax as Record<string, number>).EUR).toBe(7000);
    const inPlay = settingGroup('inPlay');
    expect(resolveSettingGroup(inPlay, { inPlayDelaySeconds: 3 })).toEqual({ inPlayDelayMs: 3000 });
    expect(resolveSettingGroup(inPlay, { inPlayDelaySeconds: 3, inPlayDelayMs: 1200 })).toEqual({ inPlayDelayMs: 1200 });
    expect(resolveSettingGroup(inPlay, { inPlayDelayMs: 60_001 })).toEqual({ inPlayDelayMs: 5000 });
  });

  it('parses a patch in wire units (money as amounts) and names the field at fault', () => {
    const limits = settingsPatchSchema(settingGroup('bettingLimits'));
    expect(limits.parse({ stakeMax: { EUR: '12.5' } })).toEqual({ stakeMax: { EUR: 1250 } });
    const wrong = limits.safeParse({ stakeMax: { EUR: 0 } });
    expect(wrong.error?.issues[0]).toMatchObject({ path: ['stakeMax', 'EUR'], message: 'must be at least 0.01' });
    expect(settingsPatchSchema(settingGroup('inPlay')).safeParse({ inPlayDelayMs: 60_001 }).error?.issues[0]).toMatchObject({ path: ['inPlayDelayMs'], message: 'must be at most 60000' });
    expect(settingsPatchSchema(settingGroup('inPlay')).safeParse({}).success).toBe(false);
    expect(settingsPatchSchema(settingGroup('partners')).safeParse({ negativeCarryOver: 'no' }).error?.issues[0]?.path).toEqual(['negativeCarryOver']);
  });

  it('merges a patch into the stored row, keeping what else it holds, and reports before and after', () => {
    const limits = settingGroup('bettingLimits');
    const stored = { stakeFactor: 2, stakeCentsMax: { GBP: 5000 }, inPlayDelaySeconds: 4 };
    const next = applySettingsPatch(limits, stored, { stakeMax: { EUR: 9000 } });
    expect(next).toMatchObject({ stakeFactor: 2, inPlayDelaySeconds: 4, stakeCentsMax: { GBP: 5000, EUR: 9000 } });
    const delay = applySettingsPatch(settingGroup('inPlay'), stored, { inPlayDelayMs: 2500 });
    expect(delay).toEqual({ stakeFactor: 2, stakeCentsMax: { GBP: 5000 }, inPlayDelayMs: 2500 });
    const change = settingsChangeOf(settingGroup('inPlay'), resolveSettingGroup(settingGroup('inPlay'), stored), resolveSettingGroup(settingGroup('inPlay'), delay), { inPlayDelayMs: 2500 });
    expect(change).toEqual({ before: { inPlayDelayMs: 4000 }, after: { inPlayDelayMs: 2500 } });
  });
});
