import { io, type Socket } from 'socket.io-client';
import type { ApiEventUpdate, ExchangeLadder, ExchangePosition, NotificationView, SlipOddsUpdate, SlipSelection } from '@oddsmith/core';
import { apiBaseUrl } from '../config/env';

/** Realtime events of the seed (section 7); others are added by later features. */
export type ServerToClientEvents = {
  updatedSlipData: (updates: SlipOddsUpdate[]) => void;
  /** docs/sports-api.md: an event changed (list channels carry the main market only). */
  eventUpdate: (update: RealtimeEventUpdate) => void;
  /** docs/sports-api.md: an event started, ended, was added or removed; refetch that list. */
  eventListChanged: (change: { sportId: number; type: string }) => void;
  /** An exchange market room (`exmarket:<marketId>`): the ladder now (parse with core's `exchangeLadderSchema`). */
  exchangeLadder: (ladder: ExchangeLadder) => void;
  /** The signed-in player's private room: their position on a market now (`exchangePositionSchema`). */
  exchangePosition: (position: ExchangePosition) => void;
  /** The signed-in user's private room: a notification just created (parse with core's `notificationSchema`). */
  notification: (notification: NotificationView) => void;
};
export type ClientToServerEvents = {
  slipEventIds: (selections: SlipSelection[]) => void;
  subscribe: (body: { channels: string[] }) => void;
  unsubscribe: (body: { channels: string[] }) => void;
};

/** The realtime payload of `eventUpdate` (core's sports contract). */
export type RealtimeEventUpdate = ApiEventUpdate;
export type AppSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

export const socketTransports = ['websocket', 'polling'];

export function socketOptions(token: string | null) {
  return {
    path: '/socket.io',
    transports: socketTransports,
    autoConnect: false,
    ...(token ? { auth: { token } } : {}),
  };
}

/** Most channels one screen may hold (the contract caps a subscribe at 50). */
export const channelsPerSubscribeMax = 50;

/** One connection to the same host as the API (or the page when no host is configured). */
export function createSocket(token: string | null): AppSocket {
  const options = socketOptions(token);
  return apiBaseUrl ? io(apiBaseUrl, options) : io(options);
}
