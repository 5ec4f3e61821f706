import { Badge, Box, Divider, Group, Pagination, Paper, Skeleton, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconMail, IconMailOpened } from '@tabler/icons-react';
import { Fragment } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import type { InboxMessage } from '@oddsmith/core';
import { ErrorState } from '../../../components/error-state';
import { useInboxQuery } from '../api/messages-api';

export const inboxPerPage = 20;
export type ReadFilter = 'all' | 'unread';

/** The first line of a message's text, for the list (the reader shows all of it). */
function firstLine(body: string): string {
  return body.split('\n').find((line) => line.trim() !== '') ?? '';
}

function InboxRow({ message, onOpen }: { message: InboxMessage; onOpen: (id: string) => void }) {
  const { t, i18n } = useTranslation();
  const unread = message.readAt === null;
  const Icon = unread ? IconMail : IconMailOpened;
  return (
    <UnstyledButton onClick={() => onOpen(message.id)} data-testid="inbox-row" data-read={unread ? 'false' : 'true'} aria-label={t(unread ? 'messages.openUnread' : 'messages.openRead', { subject: message.subject })} px={{ base: 'sm', sm: 'md' }} py="sm" w="100%">
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <Box c={unread ? 'brand' : 'dimmed'} pt={2} style={{ flexShrink: 0 }}>
          <Icon size={18} />
        </Box>
        <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
          <Group gap="xs" wrap="nowrap" justify="space-between">
            <Text size="sm" fw={unread ? 800 : 500} truncate>
              {message.subject}
            </Text>
            {unread ? (
              <Badge size="xs" variant="filled" style={{ flexShrink: 0 }}>
                {t('messages.new')}
              </Badge>
            ) : null}
          </Group>
          <Text size="xs" c="dimmed" truncate>
            {message.from} · {new Date(message.createdAt).toLocaleString(i18n.resolvedLanguage ?? 'en')}
          </Text>
          <Text size="sm" c="dimmed" lineClamp={1} style={{ overflowWrap: 'anywhere' }}>
            {firstLine(message.body)}
          </Text>
        </Stack>
      </Group>
    </UnstyledButton>
  );
}

/** One page of the inbox: loading, failure with a retry, empty (or nothing unread), the rows and the pager. */
export function InboxList({ read, page, onPage, onOpen }: { read: ReadFilter; page: number; onPage: (page: number) => void; onOpen: (id: string) => void }) {
  const { t } = useTranslation();
  const { data, isLoading, isError, refetch } = useInboxQuery({ page, perPage: inboxPerPage, ...(read === 'unread' ? { unread: true } : {}) });
  if (isLoading) return <Stack gap="sm">{[0, 1, 2].map((key) => <Skeleton key={key} h={72} radius="md" />)}</Stack>;
  if (isError || !data) return <ErrorState message={t('messages.loadFailed')} onRetry={() => void refetch()} />;
  if (data.list.length === 0) {
    return (
      <Paper withBorder radius="lg" p="xl" data-testid="inbox-empty">
        <Text c="dimmed" ta="center">
          {read === 'unread' ? t('messages.emptyUnread') : t('messages.empty')}
        </Text>
      </Paper>
    );
  }
  const pages = Math.max(1, Math.ceil(data.total / inboxPerPage));
  return (
    <Stack gap="sm">
      <Paper withBorder radius="lg" style={{ overflow: 'hidden' }}>
        {data.list.map((message, index) => (
          <Fragment key={message.id}>
            {index > 0 ? <Divider /> : null}
            <InboxRow message={message} onOpen={onOpen} />
          </Fragment>
        ))}
      </Paper>
      {pages > 1 ? <Pagination value={page} onChange={onPage} total={pages} size="sm" /> : null}
    </Stack>
  );
}
