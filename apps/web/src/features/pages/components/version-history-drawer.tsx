import { useState } from 'react';
import { Button, Card, Group, Pagination, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { pageExcerpt, type PageLanguage, type PageVersion } from '@oddsmith/core';
import { useTranslation } from '../../../lib/use-translation';
import { ConfirmModal } from '../../../components/confirm-modal';
import { DetailDrawer, DetailSkeleton } from '../../../components/detail-drawer';
import { ErrorState } from '../../../components/error-state';
import { TagBadge } from '../../../components/status-badge';
import { serverMessageOf } from '../../../lib/api-client';
import { remoteOf } from '../../../lib/api-slice';
import { usePageVersionsQuery, useRestorePageVersionMutation } from '../api/pages-api';

const perPage = 20;

type VersionCardProps = { version: PageVersion; latest: boolean; onRestore: (version: PageVersion) => void };

function VersionCard({ version, latest, onRestore }: VersionCardProps) {
  const { t, i18n } = useTranslation();
  const origin = version.origin === 'restore' ? t('cms.history.restoredFrom', { version: version.restoredFromNumber }) : t(`cms.history.origins.${version.origin}`);
  return (
    <Card withBorder radius="md" padding="sm">
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Text fw={700}>{t('cms.history.version', { version: version.number })}</Text>
          <Group gap={6}>
            {version.published ? <TagBadge color="green">{t('cms.status.published')}</TagBadge> : null}
            {latest ? <TagBadge color="blue">{t('cms.history.latest')}</TagBadge> : null}
          </Group>
        </Group>
        <Text size="xs" c="dimmed">
          {origin} · {version.createdByUsername ?? t('cms.list.system')} · {new Date(version.createdAt).toLocaleString(i18n.resolvedLanguage ?? 'en')}
        </Text>
        <Text size="sm" fw={600}>
          {version.title}
        </Text>
        <Text size="sm" c="dimmed" lineClamp={2}>
          {pageExcerpt(version.body, 200) || t('cms.history.emptyBody')}
        </Text>
        {latest ? null : (
          <Group justify="flex-end">
            <Button size="xs" variant="light" onClick={() => onRestore(version)}>
              {t('cms.actions.restore')}
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}

type DrawerProps = { opened: boolean; onClose: () => void; pageId: string; language: PageLanguage };

/** A language's versions, newest first; restoring one saves its content as a new version (after a confirm). */
export function VersionHistoryDrawer({ opened, onClose, pageId, language }: DrawerProps) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [restoring, setRestoring] = useState<PageVersion | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const versions = remoteOf(usePageVersionsQuery({ id: pageId, language, page, perPage }, { skip: !opened }));
  const [restore, restoreState] = useRestorePageVersionMutation();
  const confirm = async () => {
    if (!restoring) return;
    try {
      await restore({ id: pageId, versionId: restoring.id }).unwrap();
      notifications.show({ color: 'brand', title: t('cms.history.restored'), message: t('cms.history.version', { version: restoring.number }) });
      setRestoring(null);
      onClose();
    } catch (error) {
      setFailure(serverMessageOf(error));
    }
  };
  const latestNumber = page === 1 ? versions.data?.list[0]?.number : undefined;
  return (
    <DetailDrawer opened={opened} onClose={onClose} title={t('cms.history.title', { language: t(`languages.${language}`) })}>
      {versions.status === 'failed' ? <ErrorState message={versions.error ?? ''} onRetry={versions.reload} /> : null}
      {versions.data === null && versions.status === 'loading' ? <DetailSkeleton /> : null}
      <Stack gap="sm">
        {versions.data?.list.map((version) => <VersionCard key={version.id} version={version} latest={version.number === latestNumber} onRestore={(chosen) => { setFailure(null); setRestoring(chosen); }} />)}
        {versions.data && versions.data.total > perPage ? <Pagination value={page} onChange={setPage} total={Math.ceil(versions.data.total / perPage)} size="sm" /> : null}
      </Stack>
      <ConfirmModal
        opened={restoring !== null}
        title={t('cms.history.confirmTitle', { version: restoring?.number })}
        onClose={() => setRestoring(null)}
        failure={failure}
        actions={{ cancelLabel: t('cms.actions.cancel'), confirmLabel: t('cms.actions.restore'), busy: restoreState.isLoading, onConfirm: () => void confirm() }}
      >
        <Text size="sm">{t('cms.history.confirmText')}</Text>
      </ConfirmModal>
    </DetailDrawer>
  );
}
