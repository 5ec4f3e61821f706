import { Anchor, Group, Stack, Text } from '@mantine/core';
import { IconMailOff } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import type { MailTemplateSummary } from '@oddsmith/core';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table';
import { ScreenPage } from '../../../components/screen-page';
import { TagBadge } from '../../../components/status-badge';
import { remoteOf } from '../../../lib/api-slice';
import { useMailTemplatesQuery } from '../api/admin-email-templates-api';
import { editorHref } from './editor-href';

/** One link per language to its editor, marked when staff customised it. */
function LanguageLinks({ template }: { template: MailTemplateSummary }) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" wrap="wrap">
      {template.languages.map((entry) => (
        <Anchor
          key={entry.language}
          component={Link}
          to={editorHref(template.key, entry.language)}
          aria-label={t('adminMailTemplates.editIn', { name: t(`adminMailTemplates.names.${template.key}`), language: t(`languages.${entry.language}`) })}
        >
          <TagBadge color={entry.customised ? 'brand' : 'gray'} variant={entry.customised ? 'light' : 'outline'}>
            {entry.language.toUpperCase()} · {entry.customised ? t('adminMailTemplates.customised') : t('adminMailTemplates.default')}
          </TagBadge>
        </Anchor>
      ))}
    </Group>
  );
}

function TemplateName({ template }: { template: MailTemplateSummary }) {
  const { t } = useTranslation();
  return (
    <Stack gap={2}>
      <Text fw={600}>{t(`adminMailTemplates.names.${template.key}`)}</Text>
      <Text size="sm" c="dimmed">
        {t(`adminMailTemplates.descriptions.${template.key}`)}
      </Text>
    </Stack>
  );
}

/** Every mail the product sends, with its languages and whether each is customised. */
export function TemplatesListScreen() {
  const { t } = useTranslation();
  const result = useMailTemplatesQuery();
  const remote = remoteOf(result);
  const columns: DataTableColumn<MailTemplateSummary>[] = [
    { key: 'template', header: t('adminMailTemplates.columns.template'), cell: (template) => <TemplateName template={template} /> },
    { key: 'languages', header: t('adminMailTemplates.columns.languages'), cell: (template) => <LanguageLinks template={template} />, width: 340 },
  ];
  const card = (template: MailTemplateSummary) => (
    <Stack gap="xs">
      <TemplateName template={template} />
      <LanguageLinks template={template} />
    </Stack>
  );
  return (
    <ScreenPage size="xl" title={t('adminMailTemplates.title')} subtitle={t('adminMailTemplates.subtitle')}>
      <DataTable
        label={t('adminMailTemplates.title')}
        columns={columns}
        rows={remote.data?.templates ?? []}
        rowKey={(template) => template.key}
        remote={remote}
        empty={{ icon: <IconMailOff size={28} />, title: t('adminMailTemplates.empty') }}
        renderCard={card}
        minWidth={640}
      />
    </ScreenPage>
  );
}
