import { Badge, Skeleton, Table, Text } from '@mantine/core';
import { useTranslation } from '../../../../lib/use-translation';
import { ErrorState } from '../../../../components/error-state';
import { SectionCard } from '../../../../components/section-card';
import { serverMessageOf } from '../../../../lib/api-client';
import { useUserSessionsQuery } from '../../api/user-controls-api';

/** The user's last sessions: started, ends, and whether each is live or ended (by logout, a block or staff). */
export function SessionsCard({ userId }: { userId: string }) {
  const { t, i18n } = useTranslation();
  const sessions = useUserSessionsQuery(userId);
  const date = (value: string | null) => (value ? new Date(value).toLocaleString(i18n.resolvedLanguage) : '—');
  return (
    <SectionCard title={t('userControls.sessions.title')} text={t('userControls.sessions.text')}>
      {sessions.isLoading ? <Skeleton h={80} /> : null}
      {sessions.isError ? <ErrorState message={serverMessageOf(sessions.error)} onRetry={() => void sessions.refetch()} /> : null}
      {sessions.data?.length === 0 ? <Text size="sm" c="dimmed">{t('userControls.sessions.empty')}</Text> : null}
      {sessions.data && sessions.data.length > 0 ? (
        <Table.ScrollContainer minWidth={420}>
          <Table verticalSpacing="xs" fz="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('userControls.sessions.started')}</Table.Th>
                <Table.Th>{t('userControls.sessions.ends')}</Table.Th>
                <Table.Th>{t('userControls.sessions.state')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {sessions.data.map((session) => (
                <Table.Tr key={session.id}>
                  <Table.Td>{date(session.createdAt)}</Table.Td>
                  <Table.Td>{date(session.revokedAt ?? session.expiresAt)}</Table.Td>
                  <Table.Td>
                    <Badge variant="light" color={session.active ? 'brand' : 'gray'}>
                      {t(session.active ? 'userControls.sessions.live' : session.revokedAt ? 'userControls.sessions.revoked' : 'userControls.sessions.expired')}
                    </Badge>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : null}
    </SectionCard>
  );
}
