import { useEffect, useRef } from 'react';
import type { ChatMessage, Conversation } from '@oddsmith/core';
import { checkContract } from '../../../lib/reply-check';
import type { AppSocket } from '../../../lib/socket';

type Handlers = {
  onMessage: (conversationId: string, message: ChatMessage) => void;
  onConversation: (conversation: Conversation) => void;
};

/**
 * Listens to `supportMessage` and `supportConversation`, each payload checked against the contract
 * (`checkContract`: zod and the schemas load with the first push, not with the chat's button on
 * every player screen). Pushes are handled in their order of arrival: every check waits for the
 * same load, then runs in turn.
 */
export function useChatLive(socket: AppSocket | null, handlers: Handlers): void {
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });
  useEffect(() => {
    if (!socket) return;
    let listening = true;
    const onMessage = (payload: unknown) => {
      void checkContract('chatMessageSchema', (payload as { message?: unknown } | null)?.message).then(
        (checked) => {
          if (!listening || !checked.success) return;
          const message = checked.data as ChatMessage;
          latest.current.onMessage(message.conversationId, message);
        },
        () => undefined,
      );
    };
    const onConversation = (payload: unknown) => {
      void checkContract('conversationSchema', (payload as { conversation?: unknown } | null)?.conversation).then(
        (checked) => {
          if (listening && checked.success) latest.current.onConversation(checked.data as Conversation);
        },
        () => undefined,
      );
    };
    socket.on('supportMessage', onMessage);
    socket.on('supportConversation', onConversation);
    return () => {
      listening = false;
      socket.off('supportMessage', onMessage);
      socket.off('supportConversation', onConversation);
    };
  }, [socket]);
}
