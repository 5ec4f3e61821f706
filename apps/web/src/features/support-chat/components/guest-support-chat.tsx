import { useCallback, useEffect, useState, type ReactNode } from 'react';
import type { ChatMessage, Conversation, SendChatMessageBody } from '@oddsmith/core';
import { useTranslation } from '../../../lib/use-translation';
import { useAppDispatch } from '../../../app/hooks';
import { remoteOf } from '../../../lib/api-slice';
import type { AppSocket } from '../../../lib/socket';
import { useOwnSocket } from '../../../lib/use-own-socket';
import {
  supportChatApi,
  useGuestConversationQuery,
  usePostGuestReceiptsMutation,
  useSendGuestMessageMutation,
  type ReceiptsBody,
  type SentChat,
} from '../api/support-chat-api';
import { applySent, emptyThread, playerSides, unreadIncoming, upsertMessage } from '../chat-thread';
import { readGuest, writeGuest, type StoredGuest } from '../guest-storage';
import { useChatLive } from '../hooks/use-chat-live';
import { ChatThreadView } from './chat-thread-view';
import { ChatWidgetShell } from './chat-widget-shell';
import { GuestStartForm } from './guest-start-form';

function useGuestLive(socket: AppSocket | null, token: string) {
  const dispatch = useAppDispatch();
  const refetch = () => dispatch(supportChatApi.util.invalidateTags(['SupportGuest']));
  useChatLive(socket, {
    onMessage: (_conversationId: string, message: ChatMessage) =>
      void dispatch(supportChatApi.util.updateQueryData('guestConversation', token, (draft) => upsertMessage(draft, message))),
    onConversation: (_conversation: Conversation) => void refetch(),
  });
}

type ShellProps = { opened: boolean; setOpened: (opened: boolean) => void };

function GuestShell({ opened, setOpened, unread, subtitle, children }: ShellProps & { unread: number; subtitle: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <ChatWidgetShell
      opened={opened}
      onOpen={() => setOpened(true)}
      onClose={() => setOpened(false)}
      unread={unread}
      title={t('supportChat.title')}
      subtitle={subtitle}
      buttonLabel={t('supportChat.contact')}
    >
      {children}
    </ChatWidgetShell>
  );
}

/** The guest's open conversation, on the token the first message gave them (live while the page is open). */
function GuestThread({ guest, onForget, ...shell }: ShellProps & { guest: StoredGuest; onForget: () => void }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const socket = useOwnSocket(true, null, guest.token);
  const query = useGuestConversationQuery(guest.token);
  const remote = remoteOf(query);
  const thread = query.data ?? emptyThread;
  const [sendMessage] = useSendGuestMessageMutation();
  const [postReceipts] = usePostGuestReceiptsMutation();
  useGuestLive(socket, guest.token);
  const status = query.error && 'status' in query.error ? query.error.status : null;
  useEffect(() => {
    // The token no longer opens a conversation (expired, unknown): start again with the form.
    if (status === 401 || status === 403 || status === 404) onForget();
  }, [status, onForget]);
  const sender = useCallback((body: SendChatMessageBody) => sendMessage({ token: guest.token, body }).unwrap(), [sendMessage, guest.token]);
  const onSent = useCallback(
    (sent: SentChat) => void dispatch(supportChatApi.util.updateQueryData('guestConversation', guest.token, (draft) => applySent(draft, sent))),
    [dispatch, guest.token],
  );
  const post = useCallback((_id: string, body: ReceiptsBody) => void postReceipts({ token: guest.token, body }), [postReceipts, guest.token]);
  const closed = thread.conversation?.status === 'closed';
  return (
    <GuestShell {...shell} unread={unreadIncoming(thread.messages, playerSides)} subtitle={guest.email}>
      <ChatThreadView
        thread={thread}
        loading={query.isLoading}
        error={remote.error}
        onRetryLoad={remote.reload}
        socket={socket}
        ownSides={playerSides}
        visible={shell.opened}
        sender={sender}
        onSent={onSent}
        postReceipts={post}
        emptyText={t('supportChat.empty')}
        autoFocus
        notice={closed ? t('supportChat.guestClosedNotice') : null}
        readOnly={closed}
      />
    </GuestShell>
  );
}

/** "Contact support" on the login page: the guest gives an e-mail, then chats like a player. */
export function GuestSupportChat() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [opened, setOpened] = useState(false);
  const [guest, setGuest] = useState<StoredGuest | null>(readGuest);
  const forget = useCallback(() => {
    writeGuest(null);
    setGuest(null);
  }, []);
  const started = (reply: SentChat & { guestToken: string }, email: string, name: string | null) => {
    const next = { token: reply.guestToken, email, name };
    dispatch(supportChatApi.util.upsertQueryData('guestConversation', next.token, { conversation: reply.conversation, messages: [reply.message] }));
    writeGuest(next);
    setGuest(next);
  };
  if (guest) return <GuestThread guest={guest} onForget={forget} opened={opened} setOpened={setOpened} />;
  return (
    <GuestShell opened={opened} setOpened={setOpened} unread={0} subtitle={t('supportChat.subtitle')}>
      <GuestStartForm onStarted={started} />
    </GuestShell>
  );
}
