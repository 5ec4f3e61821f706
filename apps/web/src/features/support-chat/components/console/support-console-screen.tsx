import { useCallback } from 'react';
import { Box, Paper, Text } from '@mantine/core';
import type { ChatMessage, Conversation } from '@oddsmith/core';
import { useTranslation } from '../../../../lib/use-translation';
import { useSearchParams } from 'react-router';
import { ScreenTitle } from '../../../../components/screen-title';
import { useAppDispatch, useAppSelector } from '../../../../app/hooks';
import type { AppSocket } from '../../../../lib/socket';
import { useOwnSocket } from '../../../../lib/use-own-socket';
import { supportStaffApi, useStaffConversationQuery } from '../../api/support-chat-api';
import { upsertMessage } from '../../chat-thread';
import { useChatLive } from '../../hooks/use-chat-live';
import classes from '../support-chat.module.css';
import { ContextPane } from './context-pane';
import { ConversationPane } from './conversation-pane';
import { QueuePane } from './queue-pane';

/** The queue refetches on every change; the conversation on screen takes new lines at once. */
function useConsoleLive(socket: AppSocket | null, selectedId: string | null) {
  const dispatch = useAppDispatch();
  const onMessage = useCallback(
    (conversationId: string, message: ChatMessage) => {
      dispatch(supportStaffApi.util.invalidateTags(['SupportQueue']));
      if (conversationId === selectedId) dispatch(supportStaffApi.util.updateQueryData('staffConversation', conversationId, (draft) => upsertMessage(draft, message)));
    },
    [dispatch, selectedId],
  );
  const onConversation = useCallback(
    (conversation: Conversation) => {
      dispatch(supportStaffApi.util.invalidateTags(['SupportQueue']));
      if (conversation.id === selectedId) dispatch(supportStaffApi.util.invalidateTags([{ type: 'SupportConversation', id: conversation.id }]));
    },
    [dispatch, selectedId],
  );
  useChatLive(socket, { onMessage, onConversation });
}

/** `/caff/admin/support/chat`: the queue, the conversation, the player beside it; live on the staff socket. */
export function SupportConsoleScreen() {
  const { t } = useTranslation();
  const token = useAppSelector((state) => state.user.token);
  const socket = useOwnSocket(true, token);
  const [params, setParams] = useSearchParams();
  const selectedId = params.get('conversation');
  const select = (id: string) => setParams({ conversation: id });
  useConsoleLive(socket, selectedId);
  const selected = useStaffConversationQuery(selectedId ?? '', { skip: !selectedId });
  return (
    <Box>
      <ScreenTitle title={t('supportChat.console.title')} subtitle={t('supportChat.console.subtitle')} />
      <div className={classes.console}>
        <QueuePane selectedId={selectedId} onSelect={select} />
        {selectedId ? (
          <ConversationPane id={selectedId} socket={socket} />
        ) : (
          <Paper withBorder radius="md" className={classes.consolePane} p="xl">
            <Text c="dimmed" ta="center" data-testid="console-pick">
              {t('supportChat.console.pick')}
            </Text>
          </Paper>
        )}
        <ContextPane conversation={selectedId ? (selected.data?.conversation ?? null) : null} />
      </div>
    </Box>
  );
}
