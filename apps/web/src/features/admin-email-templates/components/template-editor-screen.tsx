import { Alert, SimpleGrid, Stack, Tabs, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from '../../../lib/use-translation';
import type { MailLanguage, MailTemplateDetail, MailTemplateKey } from '@oddsmith/core';
import { ErrorState } from '../../../components/error-state';
import { ScreenPage } from '../../../components/screen-page';
import { ScreenSpinner } from '../../../components/screen-spinner';
import { TagBadge } from '../../../components/status-badge';
import { remoteOf } from '../../../lib/api-slice';
import { paths } from '../../../config/paths';
import { useMailTemplateQuery } from '../api/admin-email-templates-api';
import { MailPreview } from './mail-preview';
import { TemplateActions } from './template-actions';
import { TemplateFields } from './template-fields';
import { useTemplateEditor } from './use-template-editor';

/** Side by side from `md`; on a phone the form and the preview are two tabs. */
function TemplateEditor({ detail }: { detail: MailTemplateDetail }) {
  const { t } = useTranslation();
  const wide = useMediaQuery('(min-width: 62em)') ?? false;
  const editor = useTemplateEditor(detail);
  const name = t(`adminMailTemplates.names.${detail.key}`);
  const form = (
    <Stack gap="md">
      <TemplateFields editor={editor} detail={detail} />
      {editor.errors.form ? <Alert color="red" variant="light">{editor.errors.form}</Alert> : null}
      <TemplateActions editor={editor} customised={detail.customised} name={name} />
    </Stack>
  );
  const preview = <MailPreview templateRef={{ key: detail.key, language: detail.language }} draft={editor.draft} />;
  if (wide) {
    return (
      <SimpleGrid cols={2} spacing="lg" style={{ alignItems: 'start' }}>
        {form}
        {preview}
      </SimpleGrid>
    );
  }
  return (
    <Tabs defaultValue="edit">
      <Tabs.List mb="md">
        <Tabs.Tab value="edit">{t('adminMailTemplates.edit')}</Tabs.Tab>
        <Tabs.Tab value="preview">{t('adminMailTemplates.preview')}</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="edit">{form}</Tabs.Panel>
      <Tabs.Panel value="preview">{preview}</Tabs.Panel>
    </Tabs>
  );
}

function Status({ detail }: { detail: MailTemplateDetail }) {
  const { t } = useTranslation();
  if (!detail.customised) return <TagBadge>{t('adminMailTemplates.default')}</TagBadge>;
  const at = detail.updatedAt ? new Date(detail.updatedAt).toLocaleString() : '';
  return <Text size="sm" c="dimmed">{t('adminMailTemplates.customisedBy', { by: detail.updatedBy ?? '—', at })}</Text>;
}

/** One template in one language: loaded, then edited (a save or reset reloads it and starts a fresh draft). */
export function TemplateEditorScreen({ templateKey, language }: { templateKey: MailTemplateKey; language: MailLanguage }) {
  const { t } = useTranslation();
  const remote = remoteOf(useMailTemplateQuery({ key: templateKey, language }));
  const detail = remote.data;
  const title = `${t(`adminMailTemplates.names.${templateKey}`)} · ${t(`languages.${language}`)}`;
  return (
    <ScreenPage size="xl" title={title} subtitle={t(`adminMailTemplates.descriptions.${templateKey}`)} back={{ to: paths.admin.emailTemplates.getHref(), label: t('adminMailTemplates.back') }} actions={detail ? <Status detail={detail} /> : undefined}>
      {detail ? <TemplateEditor key={`${detail.key}:${detail.language}:${detail.updatedAt ?? 'default'}`} detail={detail} /> : null}
      {!detail && remote.status === 'failed' ? <ErrorState message={remote.error ?? ''} onRetry={remote.reload} /> : null}
      {!detail && remote.status === 'loading' ? <ScreenSpinner minHeight={240} /> : null}
    </ScreenPage>
  );
}
