import fp from 'fastify-plugin';
import type { Socket } from 'socket.io';
import { chatTypingEventsPer10sMax, hasPermission, supportTypingClientSchema, type SupportTypingEvent } from '@oddsmith/core';
import type { Database } from '../../db/client';
import type { SocketSession } from '../../lib/realtime';
import { registerSupportEmitter } from './support-chat.core';
import { verifyGuestToken } from './support-chat.guest-token';
import * as repo from './support-chat.repo';
import { customerRoomOf, supportGuestRoom, supportStaffRoom } from './support-chat.rooms';

/** What a refused guest handshake's `connect_error` says. */
export const supportGuestTokenRefusedMessage = 'This chat is not valid any more. Start a new conversation.';

type SupportSocketData = SocketSession & { supportGuestConversationId?: string };
export type TypingAck = { ok: true } | { ok: false; message: string };

const typingWindowMs = 10_000;

/** At most `chatTypingEventsPer10sMax` typing events per socket per 10 s (a fixed window). */
function typingAllowance(): () => boolean {
  let windowStart = 0;
  let used = 0;
  return () => {
    const now = Date.now();
    if (now - windowStart >= typingWindowMs) {
      windowStart = now;
      used = 0;
    }
    used += 1;
    return used <= chatTypingEventsPer10sMax;
  };
}

/** The typing event a socket may send for a conversation, with where it goes; null when not its conversation. */
async function typingRoute(db: Database, data: SupportSocketData, conversationId: string, typing: boolean): Promise<{ room: string; event: SupportTypingEvent } | null> {
  const conversation = await repo.findConversation(db, conversationId);
  if (!conversation || conversation.status === 'closed') return null;
  if (data.supportGuestConversationId === conversation.id) {
    return { room: supportStaffRoom, event: { conversationId, side: 'guest', name: conversation.guestName || (conversation.guestEmail ?? ''), typing } };
  }
  if (!data.userId) return null;
  const user = await repo.findUserBrief(db, data.userId);
  if (!user) return null;
  if (conversation.playerId === user.id) return { room: supportStaffRoom, event: { conversationId, side: 'player', name: user.username, typing } };
  if (hasPermission(data.role, 'support.chat')) return { room: customerRoomOf(conversation), event: { conversationId, side: 'staff', name: user.username, typing } };
  return null;
}

function onTyping(db: Database, socket: Socket, emit: (room: string, event: SupportTypingEvent) => void) {
  const allowed = typingAllowance();
  return (payload: unknown, ack?: unknown) => {
    const reply = typeof ack === 'function' ? (ack as (answer: TypingAck) => void) : () => undefined;
    if (!allowed()) {
      reply({ ok: false, message: `supportTyping: at most ${chatTypingEventsPer10sMax} events per 10 seconds` });
      return;
    }
    const parsed = supportTypingClientSchema.safeParse(payload);
    if (!parsed.success) {
      reply({ ok: false, message: 'supportTyping: send { conversationId, typing }' });
      return;
    }
    typingRoute(db, socket.data as SupportSocketData, parsed.data.conversationId, parsed.data.typing).then(
      (target) => {
        if (!target) {
          reply({ ok: false, message: 'supportTyping: not a conversation of yours' });
          return;
        }
        emit(target.room, target.event);
        reply({ ok: true });
      },
      () => reply({ ok: false, message: 'supportTyping: try again' }),
    );
  };
}

/**
 * The support chat on the private socket: committed changes go out through `fastify.io` (so the
 * Redis adapter carries them across instances); staff holding `support.chat` join the staff room at
 * the handshake; a guest's handshake with `auth.supportGuestToken` joins that conversation's room
 * only (a forged token is refused); `supportTyping` is relayed to the other side only.
 */
export const supportChatSocketPlugin = fp(
  async (fastify) => {
    const { io, db } = fastify;
    const secret = fastify.config.jwtSecret;
    registerSupportEmitter(db, (rooms, event, payload) => {
      io.to([...rooms]).emit(event, payload);
    });

    io.use((socket, next) => {
      const token = (socket.handshake.auth as { supportGuestToken?: unknown } | undefined)?.supportGuestToken;
      if (token === undefined || token === null) {
        next();
        return;
      }
      const id = verifyGuestToken(secret, token);
      if (!id) {
        next(new Error(supportGuestTokenRefusedMessage));
        return;
      }
      repo.findConversation(db, id).then(
        (conversation) => {
          if (!conversation || conversation.playerId !== null) {
            next(new Error(supportGuestTokenRefusedMessage));
            return;
          }
          (socket.data as SupportSocketData).supportGuestConversationId = conversation.id;
          next();
        },
        () => next(new Error(supportGuestTokenRefusedMessage)),
      );
    });

    io.on('connection', (socket) => {
      const data = socket.data as SupportSocketData;
      if (data.userId && hasPermission(data.role, 'support.chat')) void socket.join(supportStaffRoom);
      if (data.supportGuestConversationId) void socket.join(supportGuestRoom(data.supportGuestConversationId));
      socket.on(
        'supportTyping',
        onTyping(db, socket, (room, event) => io.to(room).emit('supportTyping', event)),
      );
    });
  },
  { name: 'support-chat-socket', dependencies: ['db', 'socket', 'config'] },
);
