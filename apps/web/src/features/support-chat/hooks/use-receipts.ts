import { useEffect, useRef } from 'react';
import type { ChatMessage } from '@oddsmith/core';
import type { ReceiptsBody } from '../api/support-chat-api';
import { lastIncoming, type ChatSide } from '../chat-thread';

/**
 * Tells the server this client received the other side's messages (at once) and showed them
 * (while `visible`): each message id is posted once, so a refetch after a receipt posts nothing.
 */
export function useReceipts(
  conversationId: string | null,
  messages: readonly ChatMessage[],
  ownSides: readonly ChatSide[],
  visible: boolean,
  post: (conversationId: string, body: ReceiptsBody) => void,
): void {
  const posted = useRef<{ delivered: string | null; read: string | null }>({ delivered: null, read: null });
  const last = lastIncoming(messages, ownSides);
  useEffect(() => {
    if (!conversationId || !last) return;
    const body: ReceiptsBody = {};
    if (last.deliveredAt === null && posted.current.delivered !== last.id) body.deliveredUpTo = last.id;
    if (visible && last.readAt === null && posted.current.read !== last.id) body.readUpTo = last.id;
    if (!body.deliveredUpTo && !body.readUpTo) return;
    if (body.deliveredUpTo) posted.current.delivered = last.id;
    if (body.readUpTo) posted.current.read = last.id;
    post(conversationId, body);
  }, [conversationId, last, visible, post]);
}
