import { useEffect, useRef } from 'react';
import { chatMessageSchema, conversationSchema, type ChatMessage, type Conversation } from '@oddsmith/core';
import type { AppSocket } from '../../../lib/socket';

type Handlers = {
  onMessage: (conversationId: string, message: ChatMessage) => void;
  onConversation: (conversation: Conversation) => void;
};

/** Listens to `supportMessage` and `supportConversation` (payloads checked against the contract). */
export function useChatLive(socket: AppSocket | null, handlers: Handlers): void {
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });
  useEffect(() => {
    if (!socket) return;
    const onMessage = (payload: unknown) => {
      const message = chatMessageSchema.safeParse((payload as { message?: unknown } | null)?.message);
      if (message.success) latest.current.onMessage(message.data.conversationId, message.data);
    };
    const onConversation = (payload: unknown) => {
      const conversation = conversationSchema.safeParse((payload as { conversation?: unknown } | null)?.conversation);
      if (conversation.success) latest.current.onConversation(conversation.data);
    };
    socket.on('supportMessage', onMessage);
    socket.on('supportConversation', onConversation);
    return () => {
      socket.off('supportMessage', onMessage);
      socket.off('supportConversation', onConversation);
    };
  }, [socket]);
}
