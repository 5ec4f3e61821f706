import { describe, expect, it } from 'vitest';
import { oddsText } from './staff-odds';

describe('oddsText', () => {
  it('shows two places, or three when the price has a third', () => {
    expect(oddsText(2.5)).toBe('2.50');
    expect(oddsText(1.224)).toBe('1.224');
    expect(oddsText(11.572)).toBe('11.572');
    expect(oddsText(3.05)).toBe('3.05');
    expect(oddsText('suspended')).toBeNull();
  });
});
