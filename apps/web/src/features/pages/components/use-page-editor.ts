import { useState } from 'react';
import { notifications } from '@mantine/notifications';
import { unsafeMarkdownKind, unsafeMarkdownMessages, type AdminPage, type PageLanguage, type PageTranslation } from '@oddsmith/core';
import { useTranslation } from '../../../lib/use-translation';
import { serverFieldOf, serverMessageOf } from '../../../lib/api-client';
import { useSavePageMutation, useSetPagePublishedMutation } from '../api/pages-api';

export type EditorErrors = { title?: string; body?: string; slug?: string; form?: string };

/**
 * One language's draft (title and body as typed), whether it differs from its latest version, and
 * the save / publish / unpublish calls; a refusal naming a field shows under it.
 */
export function usePageEditor(page: AdminPage, language: PageLanguage, saved: PageTranslation | undefined, slug: string) {
  const { t } = useTranslation();
  const [title, setTitle] = useState(saved?.title ?? '');
  const [body, setBody] = useState(saved?.body ?? '');
  const [errors, setErrors] = useState<EditorErrors>({});
  const [savePage, saving] = useSavePageMutation();
  const [setPublished, publishing] = useSetPagePublishedMutation();
  const slugChanged = slug !== page.slug;
  const dirty = !saved || title !== saved.title || body !== saved.body || slugChanged;
  const unsafe = unsafeMarkdownKind(body);
  const bodyWarning = unsafe ? t(`cms.errors.${unsafe}`, { defaultValue: unsafeMarkdownMessages[unsafe] }) : null;

  const failed = (error: unknown) => {
    const field = serverFieldOf(error);
    const message = serverMessageOf(error);
    setErrors(field === 'title' || field === 'body' || field === 'slug' ? { [field]: message } : { form: message });
  };
  const save = async (): Promise<boolean> => {
    if (!title.trim()) {
      setErrors({ title: t('cms.errors.titleRequired') });
      return false;
    }
    setErrors({});
    try {
      await savePage({ id: page.id, body: { language, title: title.trim(), body, ...(slugChanged ? { slug } : {}) } }).unwrap();
      notifications.show({ color: 'brand', title: t('cms.editor.saved'), message: title.trim() });
      return true;
    } catch (error) {
      failed(error);
      return false;
    }
  };
  const publish = async (on: boolean) => {
    if (on && dirty && !(await save())) return;
    try {
      await setPublished({ id: page.id, language, publish: on }).unwrap();
      notifications.show({ color: 'brand', title: t(on ? 'cms.editor.publishedNote' : 'cms.editor.unpublishedNote'), message: title.trim() });
    } catch (error) {
      failed(error);
    }
  };
  const busy = saving.isLoading || publishing.isLoading;
  return { title, setTitle, body, setBody, errors, dirty, busy, bodyWarning, save, publish };
}
