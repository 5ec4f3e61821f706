import { useState } from 'react';
import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import type { AdminPage, PageLanguage } from '@oddsmith/core';
import { useTranslation } from '../../../lib/use-translation';
import { ConfirmModal, FormFailure } from '../../../components/confirm-modal';
import { MarkdownField } from './markdown-field';
import { usePageEditor } from './use-page-editor';
import { VersionHistoryDrawer } from './version-history-drawer';

type LanguageEditorProps = { page: AdminPage; language: PageLanguage; slug: string };

function StatusLine({ page, language }: { page: AdminPage; language: PageLanguage }) {
  const { t, i18n } = useTranslation();
  const saved = page.translations.find((entry) => entry.language === language);
  if (!saved) return <Alert color="gray">{t('cms.editor.notWritten')}</Alert>;
  const when = new Date(saved.updatedAt).toLocaleString(i18n.resolvedLanguage ?? 'en');
  const line = saved.publishedVersionNumber === null
    ? t('cms.editor.draftLine', { version: saved.versionNumber })
    : saved.publishedVersionNumber === saved.versionNumber
      ? t('cms.editor.publishedLine', { version: saved.versionNumber })
      : t('cms.editor.changedLine', { version: saved.versionNumber, published: saved.publishedVersionNumber });
  return (
    <Text size="sm" c="dimmed">
      {line} · {t('cms.editor.lastEdit', { when, who: saved.updatedByUsername ?? t('cms.list.system') })}
    </Text>
  );
}

/** One language of a page: title, Markdown body with preview, and save / publish / unpublish / history. */
export function LanguageEditor({ page, language, slug }: LanguageEditorProps) {
  const { t } = useTranslation();
  const saved = page.translations.find((entry) => entry.language === language);
  const editor = usePageEditor(page, language, saved, slug);
  const [confirmUnpublish, setConfirmUnpublish] = useState(false);
  const [history, setHistory] = useState(false);
  const published = saved?.status === 'published';
  const upToDate = published && saved.publishedVersionNumber === saved.versionNumber && !editor.dirty;
  return (
    <Stack gap="md">
      <StatusLine page={page} language={language} />
      <TextInput label={t('cms.fields.title')} value={editor.title} error={editor.errors.title} onChange={(event) => editor.setTitle(event.currentTarget.value)} required />
      <MarkdownField value={editor.body} onChange={editor.setBody} error={editor.errors.body ?? editor.bodyWarning} />
      {editor.errors.slug ? <FormFailure message={editor.errors.slug} /> : null}
      <FormFailure message={editor.errors.form ?? null} />
      <Group gap="sm" wrap="wrap">
        <Button variant="default" onClick={() => void editor.save()} loading={editor.busy} disabled={!editor.dirty}>
          {t('cms.actions.saveDraft')}
        </Button>
        <Button onClick={() => void editor.publish(true)} loading={editor.busy} disabled={upToDate}>
          {t('cms.actions.publish')}
        </Button>
        {published ? (
          <Button variant="light" color="red" onClick={() => setConfirmUnpublish(true)} disabled={editor.busy}>
            {t('cms.actions.unpublish')}
          </Button>
        ) : null}
        <Button variant="subtle" leftSection={<IconHistory size={16} />} onClick={() => setHistory(true)} disabled={!saved}>
          {t('cms.actions.history')}
        </Button>
      </Group>
      <ConfirmModal
        opened={confirmUnpublish}
        title={t('cms.unpublish.title')}
        onClose={() => setConfirmUnpublish(false)}
        actions={{ cancelLabel: t('cms.actions.cancel'), confirmLabel: t('cms.actions.unpublish'), confirmColor: 'red', busy: editor.busy, onConfirm: () => void editor.publish(false).then(() => setConfirmUnpublish(false)) }}
      >
        <Text size="sm">{t('cms.unpublish.text', { language: t(`languages.${language}`) })}</Text>
      </ConfirmModal>
      <VersionHistoryDrawer opened={history} onClose={() => setHistory(false)} pageId={page.id} language={language} />
    </Stack>
  );
}
