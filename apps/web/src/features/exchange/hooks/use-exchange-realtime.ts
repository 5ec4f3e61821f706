import { useEffect, useRef } from 'react';
import { exchangeLadderSchema, exchangePositionMessageSchema } from '@oddsmith/core';
import { useAppDispatch } from '../../../app/hooks';
import type { AppSocket } from '../../../lib/socket';
import { exchangeApi } from '../api/exchange-api';

export const marketChannel = (marketId: string) => `exmarket:${marketId}`;

/**
 * While mounted, joins the market's room (again after a reconnect) and writes what the socket
 * pushes into the RTK cache: `exchangeLadder` into the market page's ladder and state,
 * `exchangePosition` (the player's own room, on an authenticated socket) into their position.
 * A message outside the contract is dropped. Each time the server acknowledges the join (on mount
 * and after a reconnect) the market and position are read again: what changed between the screen's
 * read and the join was published to nobody. `onPosition` hears each position update (balance).
 */
export function useExchangeRealtime(socket: AppSocket | null, marketId: string, onPosition?: () => void): void {
  const dispatch = useAppDispatch();
  const onPositionRef = useRef(onPosition);
  useEffect(() => {
    onPositionRef.current = onPosition;
  });

  useEffect(() => {
    if (!socket || !marketId) return;
    const channels = [marketChannel(marketId)];
    const subscribe = () =>
      socket.emit('subscribe', { channels }, (reply) => {
        if (reply?.ok) dispatch(exchangeApi.util.invalidateTags([{ type: 'ExchangeMarket', id: marketId }, { type: 'ExchangePosition', id: marketId }]));
      });
    const onLadder = (message: unknown) => {
      const parsed = exchangeLadderSchema.safeParse(message);
      if (!parsed.success || parsed.data.marketId !== marketId) return;
      const ladder = parsed.data;
      dispatch(
        exchangeApi.util.updateQueryData('exchangeMarket', marketId, (market) => {
          market.ladder = ladder;
          market.status = ladder.status;
          market.inPlay = ladder.inPlay;
        }),
      );
    };
    const onPositionMessage = (message: unknown) => {
      const parsed = exchangePositionMessageSchema.safeParse(message);
      if (!parsed.success || parsed.data.marketId !== marketId) return;
      dispatch(exchangeApi.util.upsertQueryData('exchangePosition', marketId, parsed.data));
      onPositionRef.current?.();
    };
    subscribe();
    socket.on('connect', subscribe);
    socket.on('exchangeLadder', onLadder);
    socket.on('exchangePosition', onPositionMessage);
    return () => {
      socket.off('connect', subscribe);
      socket.off('exchangeLadder', onLadder);
      socket.off('exchangePosition', onPositionMessage);
      socket.emit('unsubscribe', { channels });
    };
  }, [socket, marketId, dispatch]);
}
