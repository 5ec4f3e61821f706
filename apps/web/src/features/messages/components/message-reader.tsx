import { Button, Divider, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/use-translation';
import { ErrorState } from '../../../components/error-state';
import { useOpenInboxMessageQuery } from '../api/messages-api';
import { MessageText } from './message-text';
import { ReplyBox } from './reply-box';

/** One message, opened (which marks it read): subject, sender, date, its text with safe links, and the reply box. */
export function MessageReader({ id, onBack }: { id: string; onBack: () => void }) {
  const { t, i18n } = useTranslation();
  const { data, isLoading, isError, error, refetch } = useOpenInboxMessageQuery(id);
  const notFound = typeof error === 'object' && error !== null && 'status' in error && (error.status === 404 || error.status === 400);
  const back = (
    <Button variant="subtle" size="compact-sm" leftSection={<IconArrowLeft size={14} />} onClick={onBack} mb="sm">
      {t('messages.back')}
    </Button>
  );
  if (isLoading) return <>{back}<Skeleton h={240} radius="lg" /></>;
  if (isError || !data) return <>{back}<ErrorState message={t(notFound ? 'messages.notFound' : 'messages.openFailed')} onRetry={notFound ? undefined : () => void refetch()} /></>;
  const { message } = data;
  return (
    <>
      {back}
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} data-testid="message-reader">
        <Stack gap="md">
          <Stack gap={4}>
            <Title order={2} fz="xl" style={{ overflowWrap: 'anywhere' }}>
              {message.subject}
            </Title>
            <Group gap="xs">
              <Text size="sm" fw={600}>{message.from}</Text>
              <Text size="sm" c="dimmed">{new Date(message.createdAt).toLocaleString(i18n.resolvedLanguage ?? 'en')}</Text>
            </Group>
          </Stack>
          <MessageText text={message.body} />
          <Divider />
          <ReplyBox key={message.id} messageId={message.id} conversationId={message.conversationId} />
        </Stack>
      </Paper>
    </>
  );
}
