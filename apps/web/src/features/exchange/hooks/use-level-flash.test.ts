import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { levelFlashMs, useLevelFlash } from './use-level-flash';

afterEach(() => vi.useRealTimers());

describe('useLevelFlash', () => {
  it('flashes a changed level for a moment, never the first render', () => {
    vi.useFakeTimers();
    const { result, rerender } = renderHook(({ key }) => useLevelFlash(key), { initialProps: { key: '2.5@120' } });
    expect(result.current).toBe(false);
    rerender({ key: '2.5@80' });
    expect(result.current).toBe(true);
    act(() => vi.advanceTimersByTime(levelFlashMs));
    expect(result.current).toBe(false);
  });
});
