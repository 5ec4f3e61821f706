import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../../lib/use-translation';
import type { SentMessage } from '@oddsmith/core';
import { FigureText } from '../../../../components/data-table/cells';
import { createdAtColumn } from '../../../../components/data-table/columns';
import type { DataTableColumn } from '../../../../components/data-table/data-table';
import { PageTable } from '../../../../components/data-table/page-table';
import { SectionHeading } from '../../../../components/section-card';
import { remoteOf } from '../../../../lib/api-slice';
import { useSentMessagesQuery } from '../../api/admin-messages-api';

const perPage = 20;
/** Audiences the kind's badge names in full (no player, country or partner to add). */
const segmentOnly = new Set<SentMessage['audience']['kind']>(['all', 'deposited']);

function AudienceCell({ message }: { message: SentMessage }) {
  const { t } = useTranslation();
  return (
    <Group gap={6} wrap="nowrap">
      <Badge size="xs" variant="light" style={{ flexShrink: 0 }}>
        {t(`adminMessages.audience.kinds.${message.audience.kind}`)}
      </Badge>
      {segmentOnly.has(message.audience.kind) ? null : <Text size="sm" truncate>{message.audienceLabel}</Text>}
    </Group>
  );
}

function useColumns(): DataTableColumn<SentMessage>[] {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? 'en';
  return [
    { key: 'subject', header: t('adminMessages.sent.subject'), cell: (row) => <Text size="sm" fw={600} lineClamp={1}>{row.subject}</Text>, maxWidth: 280 },
    { key: 'audience', header: t('adminMessages.sent.audience'), cell: (row) => <AudienceCell message={row} />, maxWidth: 240 },
    { key: 'recipients', header: t('adminMessages.sent.recipients'), cell: (row) => <FigureText>{row.recipients}</FigureText>, align: 'right' },
    { key: 'read', header: t('adminMessages.sent.read'), cell: (row) => <FigureText>{row.read}</FigureText>, align: 'right' },
    { key: 'replies', header: t('adminMessages.sent.replies'), cell: (row) => <FigureText>{row.replies}</FigureText>, align: 'right' },
    { key: 'sender', header: t('adminMessages.sent.sender'), cell: (row) => <Text size="sm">{row.sentBy.username}</Text> },
    createdAtColumn(t('adminMessages.sent.date'), locale),
  ];
}

/** A sent message on a phone: subject, audience, then the figures. */
function SentCard({ message }: { message: SentMessage }) {
  const { t, i18n } = useTranslation();
  return (
    <Paper withBorder radius="md" p="sm">
      <Stack gap={4}>
        <Text size="sm" fw={700} style={{ overflowWrap: 'anywhere' }}>{message.subject}</Text>
        <AudienceCell message={message} />
        <Text size="xs" c="dimmed">
          {t('adminMessages.sent.figures', { recipients: message.recipients, read: message.read, replies: message.replies })}
        </Text>
        <Text size="xs" c="dimmed">
          {message.sentBy.username} · {new Date(message.createdAt).toLocaleString(i18n.resolvedLanguage ?? 'en')}
        </Text>
      </Stack>
    </Paper>
  );
}

/** The messages staff sent, newest first: audience, recipients, how many read and replied, who sent it. */
export function SentMessages() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const remote = remoteOf(useSentMessagesQuery({ page, perPage }));
  return (
    <Stack gap={0} mt="xl">
      <SectionHeading order={2} title={t('adminMessages.sent.title')} text={t('adminMessages.sent.text')} />
      <PageTable
        label={t('adminMessages.sent.title')}
        columns={useColumns()}
        remote={remote}
        renderCard={(message) => <SentCard message={message} />}
        minWidth={860}
        skeleton={{ rows: 4 }}
        empty={{ icon: <IconMailForward size={28} />, title: t('adminMessages.sent.emptyTitle'), description: t('adminMessages.sent.emptyText') }}
        page={page}
        perPage={perPage}
        onPage={setPage}
      />
    </Stack>
  );
}
