import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import { createAdapter } from '@socket.io/redis-adapter';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { decodeJwt } from 'jose';
import { Server, type Socket } from 'socket.io';
import { z } from 'zod';
import type { SlipOddsUpdate, SlipSelection } from '@oddsmith/core';
import { proxyTrustOf, type ProxyTrust } from '../lib/proxy-trust';
import { markServerWithPeers, sessionRoom, userRoom, type PublishSlipOdds, type SocketSession } from '../lib/realtime';
import { findLiveSessionIds } from '../lib/sessions.repo';
import type { Database } from '../db/client';
import { dropCachedSessions } from '../lib/session-cache';

export { roomHasListeners, type PublishSlipOdds } from '../lib/realtime';

/** A slip holds at most this many selections; a bigger list is refused, not truncated. */
export const slipSelectionsMax = 50;
const idLengthMax = 64;

const slipEventIdsSchema = z
  .array(
    z.object({
      gameId: z.union([z.string(), z.number()]).transform(String).pipe(z.string().min(1).max(idLengthMax)),
      optionId: z.union([z.string(), z.number()]).transform(String).pipe(z.string().min(1).max(idLengthMax)),
    }),
  )
  .max(slipSelectionsMax);

/** Channels a socket may follow: an event page or a sport's in-play / pre-match list. */
export const channelsPerSocketMax = 50;
const channelPattern = /^((event|exmarket):[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|list:(1|2|4|7522):(inplay|presports))$/;

const channelsSchema = z.object({
  channels: z.array(z.string().max(idLengthMax).regex(channelPattern, 'unknown channel')).min(1).max(channelsPerSocketMax),
});

export type ChannelsAck = { ok: true; channels: string[] } | { ok: false; message: string };

export type SlipAck = { ok: true; selections: number } | { ok: false; message: string };

declare module 'fastify' {
  interface FastifyInstance {
    io: Server;
    /** Open socket.io connections per client address on this instance (SOCKET_CONNECTIONS_PER_ADDRESS caps each). */
    socketConnectionsByAddress: ReadonlyMap<string, number>;
    /** Emits `updatedSlipData` to every socket watching each selection (the feed calls this). */
    publishSlipOdds: PublishSlipOdds;
    /** Drops this instance's sockets whose session is no longer live; resolves to how many (the periodic check; tests call it). */
    recheckSocketSessions: () => Promise<number>;
  }
}

export function selectionRoom(optionId: string): string {
  return `sel:${optionId}`;
}

/** Replaces the socket's selection rooms with the slip it just sent. */
function watchSlip(socket: Socket, selections: readonly SlipSelection[]): void {
  const wanted = new Set(selections.map((selection) => selectionRoom(selection.optionId)));
  for (const room of socket.rooms) {
    if (room.startsWith('sel:') && !wanted.has(room)) void socket.leave(room);
  }
  for (const room of wanted) void socket.join(room);
}

function isChannelRoom(room: string): boolean {
  return room.startsWith('event:') || room.startsWith('list:') || room.startsWith('exmarket:');
}

/** `subscribe` / `unsubscribe` `{ channels }`: validated, bounded, answered through the optional ack. */
function onChannels(socket: Socket, action: 'subscribe' | 'unsubscribe') {
  return (payload: unknown, ack?: unknown) => {
    const reply = typeof ack === 'function' ? (ack as (answer: ChannelsAck) => void) : () => undefined;
    const parsed = channelsSchema.safeParse(payload);
    if (!parsed.success) {
      reply({ ok: false, message: `${action}: send { channels } with 1 to ${channelsPerSocketMax} of event:<id>, exmarket:<id>, list:<sportId>:inplay|presports` });
      return;
    }
    const current = [...socket.rooms].filter(isChannelRoom);
    if (action === 'subscribe') {
      const added = parsed.data.channels.filter((channel) => !socket.rooms.has(channel));
      if (current.length + new Set(added).size > channelsPerSocketMax) {
        reply({ ok: false, message: `${action}: at most ${channelsPerSocketMax} channels per connection` });
        return;
      }
      for (const channel of added) void socket.join(channel);
    } else {
      for (const channel of parsed.data.channels) void socket.leave(channel);
    }
    reply({ ok: true, channels: [...socket.rooms].filter(isChannelRoom) });
  };
}

/** What a refused connection's `connect_error` says (its `message`). */
export const connectionsPerAddressMessage = 'Too many open connections from your address: close another tab or window of the site, then reload.';

/**
 * The client address exactly as Fastify's `request.ip` reads it: the peer's address, or with
 * TRUST_PROXY the client named by X-Forwarded-For past the trusted proxies (the same trust as Fastify's).
 */
export function clientAddressOf(request: IncomingMessage, trust: ProxyTrust): string {
  if (trust === false) return request.socket.remoteAddress ?? 'unknown';
  return proxyAddr(request, trust);
}

/**
 * At most `limit` concurrent connections per client address on this instance: one more is refused
 * with a `connect_error` carrying `connectionsPerAddressMessage`. The count is per engine.io
 * connection (what holds the resources), taken when the namespace connection is let in and given
 * back when the transport closes, however it closes. Returns the live counts (tests read them).
 */
function capConnectionsPerAddress(io: Server, limit: number, trust: ProxyTrust): ReadonlyMap<string, number> {
  const open = new Map<string, number>();
  const counted = new WeakSet<object>();
  io.use((socket, next) => {
    const connection = socket.conn;
    if (counted.has(connection)) {
      next();
      return;
    }
    const address = clientAddressOf(socket.request, trust);
    const current = open.get(address) ?? 0;
    if (current >= limit) {
      next(new Error(connectionsPerAddressMessage));
      return;
    }
    open.set(address, current + 1);
    counted.add(connection);
    connection.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
    next();
  });
  return open;
}

const handshakeAuthSchema = z.object({ token: z.string().min(1).max(4096) });

/** What a refused handshake's `connect_error` says when its token is expired, revoked, blocked or forged. */
export const socketSessionExpiredMessage = 'Your session has expired. Please log in again.';

/** How often each instance re-checks the sessions of its signed-in sockets (revoked, blocked). */
export const socketSessionCheckMs = 30_000;
/** setTimeout's ceiling: a later expiry is re-armed by the periodic check instead. */
const timerDelayMax = 2_147_483_647;


/**
 * A handshake without `auth.token` is a guest (public rooms only). One WITH a token must carry a
 * live session (valid, unexpired, not revoked, account not blocked), else it is refused with
 * `socketSessionExpiredMessage`: a stale tab never silently turns into a guest that misses its
 * private events. A signed-in socket joins its user's and its session's private rooms.
 */
function authenticateHandshake(io: Server, authenticateToken: (token: string) => Promise<{ userId: string; sessionId: string; role: string } | null>): void {
  io.use((socket, next) => {
    const auth = socket.handshake.auth as { token?: unknown } | undefined;
    if (auth?.token === undefined || auth.token === null) {
      next();
      return;
    }
    const parsed = handshakeAuthSchema.safeParse(auth);
    if (!parsed.success) {
      next(new Error(socketSessionExpiredMessage));
      return;
    }
    authenticateToken(parsed.data.token).then(
      (caller) => {
        if (!caller) {
          next(new Error(socketSessionExpiredMessage));
          return;
        }
        const { exp } = decodeJwt(parsed.data.token);
        Object.assign(socket.data as SocketSession, { userId: caller.userId, sessionId: caller.sessionId, role: caller.role, expiresAtMs: typeof exp === 'number' ? exp * 1000 : undefined });
        next();
      },
      () => next(new Error(socketSessionExpiredMessage)),
    );
  });
}

/** Joins the private rooms and drops the socket when its token expires. */
function joinPrivateRooms(socket: Socket): void {
  const { userId, sessionId, expiresAtMs } = socket.data as SocketSession;
  if (!userId || !sessionId) return;
  void socket.join([userRoom(userId), sessionRoom(sessionId)]);
  if (expiresAtMs === undefined) return;
  const delay = expiresAtMs - Date.now();
  if (delay > timerDelayMax) return;
  const timer = setTimeout(() => socket.disconnect(true), Math.max(0, delay));
  timer.unref();
  socket.once('disconnect', () => clearTimeout(timer));
}

/**
 * One pass over this instance's signed-in sockets: one query for their distinct sessions, and every
 * socket whose session was revoked, expired or whose account was blocked is dropped. The explicit
 * drops (logout, password change, block) are immediate; this is the net for anything else, and for
 * the sessions kept in memory too (lib/session-cache.ts): a session found dead here is dropped there.
 */
async function recheckSessions(io: Server, db: Database): Promise<number> {
  const bySession = new Map<string, Socket[]>();
  for (const socket of io.of('/').sockets.values()) {
    const { sessionId } = socket.data as SocketSession;
    if (!sessionId) continue;
    const list = bySession.get(sessionId);
    if (list) list.push(socket);
    else bySession.set(sessionId, [socket]);
  }
  const live = await findLiveSessionIds(db, [...bySession.keys()], new Date());
  let dropped = 0;
  for (const [sessionId, sockets] of bySession) {
    if (live.has(sessionId)) continue;
    const userId = (sockets[0]?.data as SocketSession | undefined)?.userId;
    if (userId) dropCachedSessions(db, userId);
    for (const socket of sockets) socket.disconnect(true);
    dropped += sockets.length;
  }
  return dropped;
}

/** Server-side event carrying one publish to the other instances (Redis adapter only). */
const slipOddsPeerEvent = 'slipOdds';
/** A publish is one feed batch or staff edit: bounded by the calendar, far below this. */
const slipUpdatesPerPublishMax = 100_000;

const peerSlipUpdatesSchema = z
  .array(z.object({ gameId: z.string(), optionId: z.string(), odds: z.union([z.number(), z.literal('suspended')]) }))
  .max(slipUpdatesPerPublishMax);

/**
 * This instance's share of a publish: each watching socket gets ONE `updatedSlipData` holding every
 * changed selection it watches (not one message per selection), and sockets that get the same
 * list share one broadcast, so socket.io serialises it and frames it once for all of them. The
 * work is a walk over the watchers of the changed selections; no JSON per socket.
 */
function fanOutSlipOdds(io: Server, updates: readonly SlipOddsUpdate[]): void {
  const rooms = io.of('/').adapter.rooms;
  const perSocket = new Map<string, SlipOddsUpdate[]>();
  for (const update of updates) {
    const watchers = rooms.get(selectionRoom(update.optionId));
    if (!watchers) continue;
    for (const socketId of watchers) {
      const list = perSocket.get(socketId);
      if (list) list.push(update);
      else perSocket.set(socketId, [update]);
    }
  }
  // Updates are visited in order, so two sockets with the same option list get the same updates.
  const groups = new Map<string, { updates: SlipOddsUpdate[]; sockets: string[] }>();
  for (const [socketId, list] of perSocket) {
    const key = list.length === 1 ? (list[0]?.optionId ?? '') : list.map((update) => update.optionId).join('\n');
    const group = groups.get(key);
    if (group) group.sockets.push(socketId);
    else groups.set(key, { updates: list, sockets: [socketId] });
  }
  for (const group of groups.values()) io.local.to(group.sockets).emit('updatedSlipData', group.updates);
}

/** socket.io on the app's own HTTP server (same host and port), Redis adapter when configured. */
export default fp(
  async (fastify) => {
    const io = new Server(fastify.server, {
      path: '/socket.io',
      transports: ['websocket', 'polling'],
      serveClient: false,
      // Slip lists are tiny; a large frame is abuse.
      maxHttpBufferSize: 64 * 1024,
      // Realtime frames are small (updatedSlipData ~100 bytes): per-message compression would cost
      // CPU per socket and disable socket.io's once-per-broadcast pre-built WebSocket frame. Off
      // (engine.io's default too; stated so nobody turns it on for these frames).
      perMessageDeflate: false,
      cors: { origin: fastify.config.publicUrl, credentials: true },
    });
    const redisClients: Redis[] = [];
    if (fastify.config.redisUrl) {
      const pub = new Redis(fastify.config.redisUrl);
      const sub = pub.duplicate();
      redisClients.push(pub, sub);
      io.adapter(createAdapter(pub, sub));
    }

    const connectionsByAddress = capConnectionsPerAddress(io, fastify.config.socketConnectionsPerAddress, proxyTrustOf(fastify.config.trustProxy));
    authenticateHandshake(io, fastify.authenticateToken);

    io.on('connection', (socket) => {
      joinPrivateRooms(socket);
      // The optional ack lets a client (and the tests) know when its rooms are in place.
      socket.on('slipEventIds', (payload: unknown, ack?: unknown) => {
        const parsed = slipEventIdsSchema.safeParse(payload);
        const reply = typeof ack === 'function' ? (ack as (answer: SlipAck) => void) : () => undefined;
        if (!parsed.success) {
          reply({ ok: false, message: `slipEventIds: send at most ${slipSelectionsMax} {gameId, optionId} pairs` });
          return;
        }
        watchSlip(socket, parsed.data);
        reply({ ok: true, selections: parsed.data.length });
      });
      socket.on('subscribe', onChannels(socket, 'subscribe'));
      socket.on('unsubscribe', onChannels(socket, 'unsubscribe'));
    });

    const peers = redisClients.length > 0;
    if (peers) markServerWithPeers(io);
    if (peers) {
      // Another instance published: fan out to this instance's watchers.
      io.on(slipOddsPeerEvent, (payload: unknown) => {
        const parsed = peerSlipUpdatesSchema.safeParse(payload);
        if (parsed.success) fanOutSlipOdds(io, parsed.data);
        else fastify.log.warn({ issues: parsed.error.issues.slice(0, 3) }, 'socket: malformed slip odds from a peer instance');
      });
    }

    const recheck = () => recheckSessions(io, fastify.db);
    const recheckTimer = setInterval(() => {
      recheck().catch((error: unknown) => fastify.log.warn({ err: error }, 'socket: session re-check failed'));
    }, socketSessionCheckMs);
    recheckTimer.unref();

    fastify.decorate('io', io);
    fastify.decorate('recheckSocketSessions', recheck);
    fastify.decorate('socketConnectionsByAddress', connectionsByAddress);
    fastify.decorate('publishSlipOdds', (updates: readonly SlipOddsUpdate[]) => {
      if (updates.length === 0) return;
      fanOutSlipOdds(io, updates);
      // One message to the other instances per publish (not one per selection room).
      if (peers) io.serverSideEmit(slipOddsPeerEvent, updates);
    });

    // preClose: sockets go before Fastify closes the HTTP server, so close() is not held open.
    fastify.addHook('preClose', async () => {
      clearInterval(recheckTimer);
      io.local.disconnectSockets(true);
      io.engine.close();
    });
    fastify.addHook('onClose', async () => {
      await Promise.allSettled(redisClients.map((client) => client.quit()));
    });
  },
  { name: 'socket', dependencies: ['config', 'db', 'auth'] },
);
