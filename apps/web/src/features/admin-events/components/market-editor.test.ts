import { describe, expect, it } from 'vitest';
import { editableOddsText } from './market-editor';

describe('editableOddsText', () => {
  it('shows the stored price of a suspended selection', () => {
    expect(editableOddsText({ id: 'o1', name: 'Home', odds: 'suspended', oddsMilli: 2500 })).toBe('2.5');
  });
  it('falls back to the public odds, or nothing when there is no price', () => {
    expect(editableOddsText({ id: 'o1', name: 'Home', odds: 1.85, oddsMilli: null })).toBe('1.85');
    expect(editableOddsText({ id: 'o1', name: 'Home', odds: 'suspended', oddsMilli: null })).toBe('');
  });
});
