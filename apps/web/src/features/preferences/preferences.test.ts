import { describe, expect, it } from 'vitest';
import { oddsFormatChosen, oddTypeReducer } from './odd-type-slice';
import { themeReducer, themeToggled } from './theme-slice';

describe('theme slice', () => {
  it('is dark by default and toggles between dark and light', () => {
    const initial = themeReducer(undefined, { type: '@@init' });
    expect(initial).toBe('dark');
    const light = themeReducer(initial, themeToggled());
    expect(light).toBe('light');
    expect(themeReducer(light, themeToggled())).toBe('dark');
  });
});

describe('oddType slice', () => {
  it('is decimal by default and takes a known format only', () => {
    const initial = oddTypeReducer(undefined, { type: '@@init' });
    expect(initial).toBe('decimal');
    expect(oddTypeReducer(initial, oddsFormatChosen('american'))).toBe('american');
    expect(oddTypeReducer(initial, oddsFormatChosen('roman' as never))).toBe('decimal');
  });
});
