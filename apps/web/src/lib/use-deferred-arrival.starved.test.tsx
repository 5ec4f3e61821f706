import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deferredArrivalMaxMs, useDeferredArrival } from './use-deferred-arrival';

// A deferred render that never comes (a stream of urgent updates keeps interrupting it): the
// deferred value stays the first one the component saw.
vi.mock('react', async (importOriginal) => {
  const actual = await importOriginal<typeof import('react')>();
  return { ...actual, useDeferredValue: <T,>(value: T): T => actual.useRef(value).current };
});

const arrived = (value: number | null) => value !== null;

afterEach(() => {
  vi.useRealTimers();
});

describe('useDeferredArrival when the deferred render is starved', () => {
  it('shows the arrived value once deferredArrivalMaxMs has passed, and every later value at once', () => {
    vi.useFakeTimers();
    const { result, rerender } = renderHook(({ value }) => useDeferredArrival(value, arrived), { initialProps: { value: null as number | null } });
    act(() => rerender({ value: 1 }));
    expect(result.current).toBeNull();
    act(() => vi.advanceTimersByTime(deferredArrivalMaxMs - 1));
    expect(result.current).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(1);
    act(() => rerender({ value: 2 }));
    expect(result.current).toBe(2);
  });
});
