import { useEffect, useState } from 'react';
import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { useDebouncedValue, useInterval } from '@mantine/hooks';
import type { Conversation } from '@oddsmith/core';
import { useTranslation } from '../../../../lib/use-translation';
import { ErrorState } from '../../../../components/error-state';
import { SearchFilter } from '../../../../components/list-filters';
import { StatusSegments } from '../../../../components/status-segments';
import { remoteOf } from '../../../../lib/api-slice';
import { useSupportQueueQuery, type QueueView } from '../../api/support-chat-api';
import { conversationName, elapsedText } from '../../chat-thread';
import classes from '../support-chat.module.css';

const views: QueueView[] = ['open', 'waiting', 'mine', 'closed'];
export const queuePerPage = 50;

/** Now, once a second: the waiting times tick. */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  const interval = useInterval(() => setNow(Date.now()), 1000);
  useEffect(() => {
    interval.start();
    return interval.stop;
  }, [interval]);
  return now;
}

function QueueRow({ conversation, active, now, onSelect }: { conversation: Conversation; active: boolean; now: number; onSelect: () => void }) {
  const { t } = useTranslation();
  return (
    <button type="button" className={`${classes.queueRow} ${active ? classes.queueRowActive : ''}`} onClick={onSelect} data-testid="queue-row" aria-current={active}>
      <Group justify="space-between" wrap="nowrap" gap={6}>
        <Text fw={700} size="sm" truncate>
          {conversationName(conversation)}
        </Text>
        {conversation.unreadForStaff > 0 ? (
          <Badge size="sm" color="red" circle aria-label={t('supportChat.console.unread', { count: conversation.unreadForStaff })}>
            {conversation.unreadForStaff}
          </Badge>
        ) : null}
      </Group>
      <Text size="xs" c="dimmed" truncate>
        {conversation.preview}
      </Text>
      <Group gap={6} mt={4}>
        <Badge size="xs" variant="light" color={conversation.status === 'waiting' ? 'orange' : conversation.status === 'closed' ? 'gray' : 'teal'}>
          {t(`supportChat.status.${conversation.status}`)}
        </Badge>
        {conversation.guest ? (
          <Badge size="xs" variant="outline" color="gray">
            {t('supportChat.console.guest')}
          </Badge>
        ) : null}
        {conversation.waitingSince && conversation.status !== 'closed' ? (
          <Text size="xs" c="orange" fw={700} data-testid="queue-waiting">
            {t('supportChat.console.waiting', { time: elapsedText(conversation.waitingSince, now) })}
          </Text>
        ) : null}
        {conversation.assignee ? (
          <Text size="xs" c="dimmed">
            {conversation.assignee.username}
          </Text>
        ) : null}
      </Group>
    </button>
  );
}

/** The conversations: a view (open, waiting, mine, closed), a search, live rows with their waiting time. */
export function QueuePane({ selectedId, onSelect }: { selectedId: string | null; onSelect: (id: string) => void }) {
  const { t } = useTranslation();
  const [view, setView] = useState<QueueView>('open');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const query = useSupportQueueQuery({ view, search: debounced.trim(), page: 1, perPage: queuePerPage });
  const remote = remoteOf(query);
  const now = useNow();
  const list = query.data?.list ?? [];
  return (
    <Paper withBorder radius="md" className={`${classes.consolePane} ${classes.queuePane}`} aria-label={t('supportChat.console.queue')} component="section">
      <Stack gap="xs" p="sm">
        <StatusSegments
          label={t('supportChat.console.view')}
          size="xs"
          value={view}
          onChange={(value) => setView(value as QueueView)}
          data={views.map((each) => ({ value: each, label: t(`supportChat.console.views.${each}`) }))}
        />
        <div>
          {/* The kit's search grows along a row; in this column it keeps its own height. */}
          <SearchFilter label={t('supportChat.console.search')} value={search} onChange={setSearch} />
        </div>
      </Stack>
      <div className={classes.queueList} data-testid="queue-list">
        {remote.error && list.length === 0 ? <ErrorState message={remote.error} onRetry={remote.reload} /> : null}
        {query.isSuccess && list.length === 0 ? (
          <Text size="sm" c="dimmed" ta="center" p="lg" data-testid="queue-empty">
            {t('supportChat.console.queueEmpty')}
          </Text>
        ) : null}
        {list.map((conversation) => (
          <QueueRow key={conversation.id} conversation={conversation} active={conversation.id === selectedId} now={now} onSelect={() => onSelect(conversation.id)} />
        ))}
      </div>
    </Paper>
  );
}
