import { useState } from 'react';
import { Anchor, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconFileOff, IconPlus } from '@tabler/icons-react';
import { pageLanguages, pageStatuses, type AdminPageRow, type PageLanguage, type PageStatus } from '@oddsmith/core';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import type { DataTableColumn } from '../../../components/data-table/data-table';
import { PageTable } from '../../../components/data-table/page-table';
import { FilterBar, SelectFilter } from '../../../components/list-filters';
import { ScreenPage } from '../../../components/screen-page';
import { paths } from '../../../config/paths';
import { remoteOf } from '../../../lib/api-slice';
import { useListPage } from '../../../lib/use-list-page';
import { useAdminPagesQuery } from '../api/pages-api';
import { CreatePageModal } from './create-page-modal';
import { PageLanguageBadges } from './page-language-badges';

const perPage = 20;

function LastEdit({ row, locale }: { row: AdminPageRow; locale: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap={0}>
      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
        {new Date(row.updatedAt).toLocaleString(locale)}
      </Text>
      <Text size="xs" c="dimmed">
        {row.updatedByUsername ?? t('cms.list.system')}
      </Text>
    </Stack>
  );
}

function TitleLink({ row }: { row: AdminPageRow }) {
  return (
    <Anchor component={Link} to={paths.admin.pageEdit.getHref(row.id)} fw={600} size="sm">
      {row.title}
    </Anchor>
  );
}

function usePageColumns(locale: string): DataTableColumn<AdminPageRow>[] {
  const { t } = useTranslation();
  return [
    { key: 'title', header: t('cms.fields.title'), cell: (row) => <TitleLink row={row} /> },
    { key: 'slug', header: t('cms.fields.slug'), figure: true, cell: (row) => row.slug },
    { key: 'languages', header: t('cms.list.languages'), cell: (row) => <PageLanguageBadges languages={row.languages} /> },
    { key: 'updated', header: t('cms.list.lastEdit'), cell: (row) => <LastEdit row={row} locale={locale} /> },
  ];
}

function PageCard({ row, locale }: { row: AdminPageRow; locale: string }) {
  return (
    <Card withBorder padding="sm" radius="md">
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <TitleLink row={row} />
          <Text size="xs" ff="monospace" c="dimmed">
            {row.slug}
          </Text>
        </Group>
        <PageLanguageBadges languages={row.languages} />
        <LastEdit row={row} locale={locale} />
      </Stack>
    </Card>
  );
}

/** `/caff/admin/pages` (admin): every CMS page with its languages' status and last edit; new page. */
export function PagesScreen() {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? 'en';
  const [status, setStatus] = useState<PageStatus | null>(null);
  const [language, setLanguage] = useState<PageLanguage | null>(null);
  const [creating, setCreating] = useState(false);
  const { page, setPage, filtered } = useListPage();
  const rows = remoteOf(useAdminPagesQuery({ page, perPage, status: status ?? undefined, language: language ?? undefined }));
  const columns = usePageColumns(locale);
  const actions = (
    <Button leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)}>
      {t('cms.create.open')}
    </Button>
  );
  return (
    <ScreenPage size="xl" title={t('cms.list.title')} subtitle={t('cms.list.subtitle')} actions={actions}>
      <FilterBar>
        <SelectFilter label={t('cms.list.status')} placeholder={t('cms.list.anyStatus')} data={pageStatuses.map((value) => ({ value, label: t(`cms.status.${value}`) }))} value={status} onChange={(value) => filtered(() => setStatus(value as PageStatus | null))} />
        <SelectFilter label={t('cms.fields.language')} placeholder={t('cms.list.anyLanguage')} data={pageLanguages.map((value) => ({ value, label: t(`languages.${value}`) }))} value={language} onChange={(value) => filtered(() => setLanguage(value as PageLanguage | null))} />
      </FilterBar>
      <PageTable
        label={t('cms.list.title')}
        columns={columns}
        remote={rows}
        minWidth={760}
        highlightOnHover
        renderCard={(row) => <PageCard row={row} locale={locale} />}
        empty={{ icon: <IconFileOff size={28} />, title: t('cms.list.emptyTitle'), description: t('cms.list.empty') }}
        page={page}
        perPage={perPage}
        onPage={setPage}
      />
      <CreatePageModal opened={creating} onClose={() => setCreating(false)} />
    </ScreenPage>
  );
}
