import { useCallback, useState } from 'react';
import type { SendChatMessageBody } from '@oddsmith/core';
import { useTranslation } from '../../../lib/use-translation';
import { serverMessageOf } from '../../../lib/api-client';
import { newRequestId } from '../../../lib/amount';
import type { SentChat } from '../api/support-chat-api';
import type { PendingMessage } from '../components/chat-messages';

/** Sends one message (resolves with the stored one, rejects with the server's failure). */
export type ChatSender = (body: SendChatMessageBody) => Promise<SentChat>;

function statusOf(error: unknown): number | null {
  return typeof error === 'object' && error !== null && 'status' in error && typeof error.status === 'number' ? error.status : null;
}

/**
 * Messages on their way: each gets its clientId once, so a retry of a failed one is the same
 * message for the server (stored once). A refusal stays beside the text with the reason.
 */
export function useChatSend(sender: ChatSender, onSent: (sent: SentChat) => void) {
  const { t } = useTranslation();
  const [pending, setPending] = useState<PendingMessage[]>([]);
  const deliver = useCallback(
    async (message: PendingMessage) => {
      setPending((list) => [...list.filter((each) => each.clientId !== message.clientId), { ...message, failure: null }]);
      try {
        const sent = await sender({ body: message.body, clientId: message.clientId });
        onSent(sent);
        setPending((list) => list.filter((each) => each.clientId !== message.clientId));
        return true;
      } catch (error) {
        const failure = statusOf(error) === 429 ? t('supportChat.flooding') : serverMessageOf(error);
        setPending((list) => list.map((each) => (each.clientId === message.clientId ? { ...each, failure } : each)));
        return false;
      }
    },
    [sender, onSent, t],
  );
  const send = useCallback((body: string) => deliver({ clientId: newRequestId(), body: body.trim(), failure: null }), [deliver]);
  return { pending, send, retry: deliver };
}
