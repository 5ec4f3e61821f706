import { io, type Socket } from 'socket.io-client';
import type {
  ApiEventUpdate,
  ExchangeLadder,
  ExchangePosition,
  NotificationView,
  SlipOddsUpdate,
  SlipSelection,
  SupportConversationEvent,
  SupportMessageEvent,
  SupportTypingEvent,
} from '@oddsmith/core';
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
  /** Support chat (core's support-chat-contract.ts): a message, a conversation change, the other side typing. */
  supportMessage: (event: SupportMessageEvent) => void;
  supportConversation: (event: SupportConversationEvent) => void;
  supportTyping: (event: SupportTypingEvent) => void;
};
export type ClientToServerEvents = {
  slipEventIds: (selections: SlipSelection[]) => void;
  /** Acknowledged once the channels are joined: what was published before may be missing, so screens read again then. */
  subscribe: (body: { channels: string[] }, ack?: (reply: { ok: boolean; message?: string }) => void) => void;
  unsubscribe: (body: { channels: string[] }) => void;
  supportTyping: (body: { conversationId: string; typing: boolean }, ack?: (reply: { ok: boolean; message?: string }) => void) => void;
};

/** The realtime payload of `eventUpdate` (core's sports contract). */
export type RealtimeEventUpdate = ApiEventUpdate;
export type AppSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

export const socketTransports = ['websocket', 'polling'];

/** Handshake auth: the bearer token, or a support guest's conversation token (`supportGuestToken`). */
export type SocketAuth = { supportGuestToken?: string };

export function socketOptions(token: string | null, extra: SocketAuth = {}) {
  const auth = { ...(token ? { token } : {}), ...extra };
  return {
    path: '/socket.io',
    transports: socketTransports,
    autoConnect: false,
    ...(Object.keys(auth).length > 0 ? { auth } : {}),
  };
}

export { channelsPerSubscribeMax } from './socket-channels';

/** One connection to the same host as the API (or the page when no host is configured). */
export function createSocket(token: string | null, extra: SocketAuth = {}): AppSocket {
  const options = socketOptions(token, extra);
  return apiBaseUrl ? io(apiBaseUrl, options) : io(options);
}
