import { useCallback, useEffect, useState } from 'react';
import type { ChatMessage, Conversation, SendChatMessageBody } from '@oddsmith/core';
import { useTranslation } from '../../../lib/use-translation';
import { useAppDispatch } from '../../../app/hooks';
import { remoteOf } from '../../../lib/api-slice';
import { openSupportChatEvent } from '../../../lib/open-support-chat';
import type { AppSocket } from '../../../lib/socket';
import {
  supportChatApi,
  useMyConversationQuery,
  usePostMyReceiptsMutation,
  useSendMyMessageMutation,
  type ChatThread,
  type ReceiptsBody,
  type SentChat,
} from '../api/support-chat-api';
import { applySent, emptyThread, playerSides, unreadIncoming, upsertMessage } from '../chat-thread';
import { useChatLive } from '../hooks/use-chat-live';
import { ChatThreadView } from './chat-thread-view';
import { ChatWidgetShell } from './chat-widget-shell';

/** Keeps the player's thread in the RTK cache current from the socket. */
function useMyThreadLive(socket: AppSocket | null, thread: ChatThread) {
  const dispatch = useAppDispatch();
  const currentId = thread.conversation?.id ?? null;
  const refetch = useCallback(() => dispatch(supportChatApi.util.invalidateTags(['SupportMine'])), [dispatch]);
  useChatLive(socket, {
    onMessage: (conversationId: string, message: ChatMessage) => {
      if (currentId !== conversationId) return void refetch();
      dispatch(supportChatApi.util.updateQueryData('myConversation', undefined, (draft) => upsertMessage(draft, message)));
    },
    onConversation: (conversation: Conversation) => {
      if (conversation.id === currentId || currentId === null) refetch();
    },
  });
}

/** Opens the panel when another screen asks (the inbox's "Open chat" after a reply), with the thread refreshed. */
function useOpenRequests(open: () => void) {
  const dispatch = useAppDispatch();
  useEffect(() => {
    const onRequest = () => {
      dispatch(supportChatApi.util.invalidateTags(['SupportMine']));
      open();
    };
    window.addEventListener(openSupportChatEvent, onRequest);
    return () => window.removeEventListener(openSupportChatEvent, onRequest);
  }, [dispatch, open]);
}

/** `conversation.status` closed: the next message opens a new conversation. */
function closedNotice(thread: ChatThread, t: (key: string) => string): string | null {
  return thread.conversation?.status === 'closed' ? t('supportChat.closedNotice') : null;
}

/** The signed-in player's chat: the floating button on every player screen and its panel. */
export function PlayerSupportChat({ socket }: { socket: AppSocket | null }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [opened, setOpened] = useState(false);
  const query = useMyConversationQuery();
  const remote = remoteOf(query);
  const thread = query.data ?? emptyThread;
  const [sendMessage] = useSendMyMessageMutation();
  const [postReceipts] = usePostMyReceiptsMutation();
  useMyThreadLive(socket, thread);
  useOpenRequests(useCallback(() => setOpened(true), []));
  const sender = useCallback((body: SendChatMessageBody) => sendMessage(body).unwrap(), [sendMessage]);
  const loaded = query.data !== undefined;
  const onSent = useCallback(
    (sent: SentChat) => {
      if (loaded) dispatch(supportChatApi.util.updateQueryData('myConversation', undefined, (draft) => applySent(draft, sent)));
      else void dispatch(supportChatApi.util.upsertQueryData('myConversation', undefined, produceSent(emptyThread, sent)));
    },
    [dispatch, loaded],
  );
  const post = useCallback((id: string, body: ReceiptsBody) => void postReceipts({ id, body }), [postReceipts]);
  return (
    <ChatWidgetShell
      opened={opened}
      onOpen={() => setOpened(true)}
      onClose={() => setOpened(false)}
      unread={unreadIncoming(thread.messages, playerSides)}
      title={t('supportChat.title')}
      subtitle={t('supportChat.subtitle')}
      aboveTabs
    >
      <ChatThreadView
        thread={thread}
        loading={query.isLoading}
        error={remote.error}
        onRetryLoad={remote.reload}
        socket={socket}
        ownSides={playerSides}
        visible={opened}
        sender={sender}
        onSent={onSent}
        postReceipts={post}
        emptyText={t('supportChat.empty')}
        autoFocus
        notice={closedNotice(thread, t)}
      />
    </ChatWidgetShell>
  );
}

/** The thread after a confirmed send (a copy: the cache entry may not exist yet). */
export function produceSent(thread: ChatThread, sent: SentChat): ChatThread {
  const next: ChatThread = { conversation: thread.conversation, messages: [...thread.messages] };
  applySent(next, sent);
  return next;
}
