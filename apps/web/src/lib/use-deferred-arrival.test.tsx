import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useDeferredArrival } from './use-deferred-arrival';

const arrived = (value: number | null) => value !== null;

describe('useDeferredArrival', () => {
  it('shows the value that arrives, then every later value as it comes', async () => {
    const { result, rerender } = renderHook(({ value }) => useDeferredArrival(value, arrived), { initialProps: { value: null as number | null } });
    expect(result.current).toBeNull();
    await act(async () => rerender({ value: 1 }));
    expect(result.current).toBe(1);
    // Settled: an update is the value itself in the same render, never a deferred one behind it.
    const seen: (number | null)[] = [];
    const { result: later, rerender: rerenderLater } = renderHook(
      ({ value }) => {
        const shown = useDeferredArrival(value, arrived);
        seen.push(shown);
        return shown;
      },
      { initialProps: { value: 1 as number | null } },
    );
    seen.length = 0;
    act(() => rerenderLater({ value: 2 }));
    expect(later.current).toBe(2);
    expect(seen).not.toContain(1);
  });

  it('a value that is there on the first render shows at once', () => {
    const { result } = renderHook(() => useDeferredArrival(5, arrived));
    expect(result.current).toBe(5);
  });
});
