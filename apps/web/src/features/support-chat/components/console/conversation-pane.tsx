import { useCallback } from 'react';
import { Badge, Group, Paper, Text } from '@mantine/core';
import type { SendChatMessageBody } from '@oddsmith/core';
import { useTranslation } from '../../../../lib/use-translation';
import { useAppDispatch } from '../../../../app/hooks';
import { remoteOf } from '../../../../lib/api-slice';
import type { AppSocket } from '../../../../lib/socket';
import {
  supportStaffApi,
  usePostStaffReceiptsMutation,
  useSendStaffMessageMutation,
  useStaffConversationQuery,
  type ChatThread,
  type ReceiptsBody,
  type SentChat,
} from '../../api/support-chat-api';
import { applySent, conversationName, emptyThread, staffSides } from '../../chat-thread';
import { ChatThreadView } from '../chat-thread-view';
import classes from '../support-chat.module.css';
import { CannedRepliesPicker } from './canned-replies';
import { ConversationActions } from './conversation-actions';

function ConversationHeader({ thread }: { thread: ChatThread }) {
  const { t } = useTranslation();
  const conversation = thread.conversation;
  if (!conversation) return null;
  return (
    <Group className={classes.panelHeader} justify="space-between" gap="xs">
      <div style={{ minWidth: 0 }}>
        <Text fw={800} truncate data-testid="conversation-name">
          {conversationName(conversation)}
        </Text>
        <Group gap={6}>
          <Badge size="xs" variant="light">
            {t(`supportChat.status.${conversation.status}`)}
          </Badge>
          <Text size="xs" c="dimmed">
            {conversation.assignee ? t('supportChat.console.assignedTo', { name: conversation.assignee.username }) : t('supportChat.console.unassigned')}
          </Text>
          {conversation.closeReason ? (
            <Text size="xs" c="dimmed">
              {t(`supportChat.closeReasons.${conversation.closeReason}`)}
              {conversation.closeNote ? `: ${conversation.closeNote}` : ''}
            </Text>
          ) : null}
        </Group>
      </div>
      <ConversationActions conversation={conversation} />
    </Group>
  );
}

/** The conversation on screen: its header and actions, history, composer with canned replies. */
export function ConversationPane({ id, socket }: { id: string; socket: AppSocket | null }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const query = useStaffConversationQuery(id);
  const remote = remoteOf(query);
  const thread = query.data ?? emptyThread;
  const [sendMessage] = useSendStaffMessageMutation();
  const [postReceipts] = usePostStaffReceiptsMutation();
  const sender = useCallback((body: SendChatMessageBody) => sendMessage({ id, body }).unwrap(), [sendMessage, id]);
  const onSent = useCallback(
    (sent: SentChat) => void dispatch(supportStaffApi.util.updateQueryData('staffConversation', id, (draft) => applySent(draft, sent))),
    [dispatch, id],
  );
  const post = useCallback((conversationId: string, body: ReceiptsBody) => void postReceipts({ id: conversationId, body }), [postReceipts]);
  const closed = thread.conversation?.status === 'closed';
  return (
    <Paper withBorder radius="md" className={classes.consolePane} component="section" aria-label={t('supportChat.console.conversation')}>
      <ConversationHeader thread={thread} />
      <ChatThreadView
        key={id}
        thread={thread}
        loading={query.isLoading}
        error={remote.error}
        onRetryLoad={remote.reload}
        socket={socket}
        ownSides={staffSides}
        visible
        sender={sender}
        onSent={onSent}
        postReceipts={post}
        emptyText={t('supportChat.console.noMessages')}
        notice={closed ? t('supportChat.console.closedNotice') : null}
        readOnly={closed}
        tools={(insert) => <CannedRepliesPicker onInsert={insert} />}
      />
    </Paper>
  );
}
