import { io, type Socket } from 'socket.io-client';
import type { SlipOddsUpdate, SlipSelection } from '@oddsmith/core';
import { apiBaseUrl } from '../config/env';

/** Realtime events of the seed (section 7); others are added by later features. */
export type ServerToClientEvents = {
  updatedSlipData: (updates: SlipOddsUpdate[]) => void;
};
export type ClientToServerEvents = {
  slipEventIds: (selections: SlipSelection[]) => void;
};
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

/** One connection to the same host as the API (or the page when no host is configured). */
export function createSocket(token: string | null): AppSocket {
  const options = socketOptions(token);
  return apiBaseUrl ? io(apiBaseUrl, options) : io(options);
}
