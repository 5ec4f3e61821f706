import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { describe, expect, it, vi } from 'vitest';
import type { AppSocket } from '../../../lib/socket';
import { makeTestStore } from '../../../test/render';
import { eventsReplaced } from '../sports-data-slice';
import { useSportsChannels } from './use-sports-channels';

type Handler = (payload?: unknown) => void;

function fakeSocket() {
  const handlers = new Map<string, Set<Handler>>();
  const emit = vi.fn();
  const socket = {
    emit,
    on: (name: string, handler: Handler) => {
      if (!handlers.has(name)) handlers.set(name, new Set());
      handlers.get(name)?.add(handler);
    },
    off: (name: string, handler: Handler) => handlers.get(name)?.delete(handler),
  };
  const fire = (name: string, payload?: unknown) => handlers.get(name)?.forEach((handler) => handler(payload));
  const count = (name: string) => handlers.get(name)?.size ?? 0;
  return { socket: socket as unknown as AppSocket, emit, fire, count };
}

describe('useSportsChannels', () => {
  it('subscribes on mount and after a reconnect, unsubscribes on unmount', () => {
    const { store } = makeTestStore();
    const fake = fakeSocket();
    const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
    const { unmount } = renderHook(() => useSportsChannels(fake.socket, ['list:4:inplay']), { wrapper });
    expect(fake.emit).toHaveBeenCalledWith('subscribe', { channels: ['list:4:inplay'] }, expect.any(Function));
    fake.fire('connect');
    expect(fake.emit).toHaveBeenCalledTimes(2);
    unmount();
    expect(fake.emit).toHaveBeenLastCalledWith('unsubscribe', { channels: ['list:4:inplay'] });
    expect(fake.count('eventUpdate')).toBe(0);
    expect(fake.count('connect')).toBe(0);
  });

  it('calls onSubscribed when the server acknowledged the join (each time), not when it refused', () => {
    const { store } = makeTestStore();
    const fake = fakeSocket();
    const onSubscribed = vi.fn();
    const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
    renderHook(() => useSportsChannels(fake.socket, ['event:e1'], { onSubscribed }), { wrapper });
    const ackOf = (call: number) => fake.emit.mock.calls[call]?.[2] as (reply: { ok: boolean }) => void;
    ackOf(0)({ ok: false });
    expect(onSubscribed).not.toHaveBeenCalled();
    ackOf(0)({ ok: true });
    fake.fire('connect');
    ackOf(1)({ ok: true });
    expect(onSubscribed).toHaveBeenCalledTimes(2);
  });

  it('feeds eventUpdate into the store and calls back on eventListChanged for its own lists only', () => {
    const { store } = makeTestStore();
    store.dispatch(
      eventsReplaced([
        { id: '1', event_id: 'sim-1', name: 'A v B', home: 'A', away: 'B', sportId: 4, competition: { id: 'c', name: 'C' }, startTime: '', status: 'live', scores: null, marketsData: [], marketCount: 0, source: 'simulator' },
      ]),
    );
    const fake = fakeSocket();
    const onListChanged = vi.fn();
    const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
    renderHook(() => useSportsChannels(fake.socket, ['list:4:inplay'], { onListChanged }), { wrapper });
    fake.fire('eventUpdate', { event_id: 'sim-1', scores: { innings: 1 }, marketsData: [] });
    expect(store.getState().sportsData.sportsEvents[0]?.scores).toEqual({ innings: 1 });
    fake.fire('eventListChanged', { sportId: 1, type: 'inplay' });
    expect(onListChanged).not.toHaveBeenCalled();
    fake.fire('eventListChanged', { sportId: 4, type: 'inplay' });
    expect(onListChanged).toHaveBeenCalledTimes(1);
  });

  it('does nothing without a socket or channels', () => {
    const { store } = makeTestStore();
    const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
    expect(() => renderHook(() => useSportsChannels(null, ['event:1']), { wrapper })).not.toThrow();
  });
});
