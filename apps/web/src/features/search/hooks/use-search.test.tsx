import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient } from '../../../lib/api-client';
import { envelope, fakeFetch, jsonResponse } from '../../../test/fake-fetch';
import { searchDebounceMs, useSearch } from './use-search';

const empty = { events: [], competitions: [], teams: [{ name: 'India', sportId: 4, eventId: 'e1' }] };

describe('useSearch', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('waits for the typing to stop and sends one request for the last text', async () => {
    const fake = fakeFetch(jsonResponse(200, envelope(empty)));
    configureApiClient({ fetchImpl: fake.fetch });
    const { result, rerender } = renderHook(({ text }) => useSearch(text), { initialProps: { text: 'i' } });
    expect(result.current.status).toBe('idle');
    rerender({ text: 'in' });
    rerender({ text: 'ind' });
    rerender({ text: 'indi' });
    await act(async () => {
      vi.advanceTimersByTime(searchDebounceMs - 50);
    });
    expect(fake.calls).toHaveLength(0);
    await act(async () => {
      vi.advanceTimersByTime(60);
    });
    expect(fake.calls).toHaveLength(1);
    expect(fake.calls[0]?.url).toContain('/api/sports/search?q=indi');
    await act(async () => {
      await vi.runAllTimersAsync();
    });
    expect(result.current).toMatchObject({ status: 'done', q: 'indi', results: empty });
  });

  it('searches nothing under two characters', async () => {
    const fake = fakeFetch();
    configureApiClient({ fetchImpl: fake.fetch });
    const { result } = renderHook(() => useSearch(' a '));
    await act(async () => {
      vi.advanceTimersByTime(searchDebounceMs * 2);
    });
    expect(fake.calls).toHaveLength(0);
    expect(result.current.status).toBe('idle');
  });
});
