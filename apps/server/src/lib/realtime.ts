import type { Server } from 'socket.io';
import type { SlipOddsUpdate } from '@oddsmith/core';

/** Emits `updatedSlipData` to every socket watching each selection (the socket plugin builds it). */
export type PublishSlipOdds = (updates: readonly SlipOddsUpdate[]) => void;

/** What the handshake learnt of a signed-in socket (`socket.data`); modules pick their rooms from `role`. */
export type SocketSession = { userId?: string; sessionId?: string; role?: string; expiresAtMs?: number };

/** Servers whose broadcasts also reach other instances (Redis adapter): rooms there are unknown here. */
const serversWithPeers = new WeakSet<Server>();

/** The socket plugin marks a server that has peer instances (Redis adapter). */
export function markServerWithPeers(io: Server): void {
  serversWithPeers.add(io);
}

/**
 * Whether a broadcast to `room` can reach anyone: always with peers (their rooms are not known
 * here), else only if a local socket joined it. Lets publishers skip serialising a payload
 * (JSON and the pre-built WebSocket frame) that nobody would receive.
 */
export function roomHasListeners(io: Server, room: string): boolean {
  if (serversWithPeers.has(io)) return true;
  return (io.of('/').adapter.rooms.get(room)?.size ?? 0) > 0;
}

/** The room of one exchange market's ladder (`exchangeLadder`): any socket may follow it. */
export function exchangeMarketRoom(marketId: string): string {
  return `exmarket:${marketId}`;
}

/**
 * A signed-in user's private room (`exchangePosition`, ...): the socket plugin puts a socket in it
 * only when its handshake carried that user's valid access token; no client may subscribe to it.
 */
export function userRoom(userId: string): string {
  return `user:${userId}`;
}

/**
 * The room of one login session's sockets (joined beside `userRoom`): logout drops exactly the
 * sockets of the token that logged out. Like `userRoom`, no client may subscribe to it.
 */
export function sessionRoom(sessionId: string): string {
  return `session:${sessionId}`;
}

/** Drops every socket of one session, on every instance (logout). */
export function disconnectSession(io: Server, sessionId: string): void {
  io.in(sessionRoom(sessionId)).disconnectSockets(true);
}

/**
 * Drops every socket of a user on every instance (block, password reset), or all but those of
 * `keptSessionId` (a password change keeps the caller's own session).
 */
export function disconnectUser(io: Server, userId: string, keptSessionId?: string): void {
  const target = io.in(userRoom(userId));
  (keptSessionId === undefined ? target : target.except(sessionRoom(keptSessionId))).disconnectSockets(true);
}
