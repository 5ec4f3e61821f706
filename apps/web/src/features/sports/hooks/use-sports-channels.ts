import { useEffect, useRef } from 'react';
import { useDispatch } from 'react-redux';
import type { AppSocket, RealtimeEventUpdate } from '../../../lib/socket';
import { channelsPerSubscribeMax } from '../../../lib/socket-channels';
import { eventUpdated } from '../sports-data-slice';
import type { ListType } from '../types';

export const listChannel = (sportId: number, type: ListType) => `list:${sportId}:${type}`;
export const eventChannel = (id: string) => `event:${id}`;

export type ChannelHandlers = {
  /** `eventListChanged` for a list this screen holds: refetch it. */
  onListChanged?: (change: { sportId: number; type: string }) => void;
  /**
   * The server joined the channels (on mount and after every reconnect): what changed between the
   * screen's read and this moment was published to nobody, so a screen reads its data again here.
   */
  onSubscribed?: () => void;
};

/**
 * Subscribes to the given channels while mounted (and again after a reconnect; `onSubscribed`
 * once each is joined), unsubscribes on unmount or when the channels change, and feeds `eventUpdate` into the store (`eventUpdated`,
 * which both the list and the open event page apply).
 */
export function useSportsChannels(socket: AppSocket | null, channels: readonly string[], handlers: ChannelHandlers = {}): void {
  const dispatch = useDispatch();
  const key = channels.slice(0, channelsPerSubscribeMax).join('|');
  const onListChanged = useRef(handlers.onListChanged);
  const onSubscribed = useRef(handlers.onSubscribed);
  useEffect(() => {
    onListChanged.current = handlers.onListChanged;
    onSubscribed.current = handlers.onSubscribed;
  });

  useEffect(() => {
    if (!socket || !key) return;
    const list = key.split('|');
    const subscribe = () =>
      socket.emit('subscribe', { channels: list }, (reply) => {
        if (reply?.ok) onSubscribed.current?.();
      });
    const onUpdate = (update: RealtimeEventUpdate) => {
      if (update && typeof update.event_id === 'string') dispatch(eventUpdated(update));
    };
    const onChanged = (change: { sportId: number; type: string }) => {
      if (list.includes(`list:${change?.sportId}:${change?.type}`)) onListChanged.current?.(change);
    };
    subscribe();
    socket.on('connect', subscribe);
    socket.on('eventUpdate', onUpdate);
    socket.on('eventListChanged', onChanged);
    return () => {
      socket.off('connect', subscribe);
      socket.off('eventUpdate', onUpdate);
      socket.off('eventListChanged', onChanged);
      socket.emit('unsubscribe', { channels: list });
    };
  }, [socket, key, dispatch]);
}
