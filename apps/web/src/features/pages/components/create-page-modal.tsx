import { useState } from 'react';
import { Select, TextInput } from '@mantine/core';
import { pageLanguages, pageSlugPattern, type PageLanguage } from '@oddsmith/core';
import { useTranslation } from '../../../lib/use-translation';
import { useNavigate } from 'react-router';
import { FormFailure, FormModal, ModalActions } from '../../../components/confirm-modal';
import { paths } from '../../../config/paths';
import { serverFieldOf, serverMessageOf } from '../../../lib/api-client';
import { useCreatePageMutation } from '../api/pages-api';

type Draft = { slug: string; title: string; language: PageLanguage };
type Errors = Partial<Record<keyof Draft, string>>;

/** A slug from a title: lower case, ASCII letters and digits, single hyphens. */
export function slugOf(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
}

function checkDraft(draft: Draft, t: (key: string) => string): Errors {
  const errors: Errors = {};
  if (!draft.title.trim()) errors.title = t('cms.errors.titleRequired');
  if (!pageSlugPattern.test(draft.slug)) errors.slug = t('cms.errors.slug');
  return errors;
}

/** New page: its first language's title and the slug (suggested from the title); opens the editor. */
export function CreatePageModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [createPage, { isLoading }] = useCreatePageMutation();
  const [draft, setDraft] = useState<Draft>({ slug: '', title: '', language: 'en' });
  const [slugTouched, setSlugTouched] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const submit = async () => {
    const found = checkDraft(draft, t);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      const created = await createPage({ ...draft, title: draft.title.trim(), body: '' }).unwrap();
      onClose();
      void navigate(paths.admin.pageEdit.getHref(created.page.id));
    } catch (error) {
      const field = serverFieldOf(error);
      if (field === 'slug' || field === 'title') setErrors({ [field]: serverMessageOf(error) });
      else setFailure(serverMessageOf(error));
    }
  };
  const setTitle = (title: string) => setDraft((current) => ({ ...current, title, slug: slugTouched ? current.slug : slugOf(title) }));
  return (
    <FormModal opened={opened} onClose={onClose} onSubmit={() => void submit()} title={t('cms.create.title')}>
      <TextInput label={t('cms.fields.title')} value={draft.title} error={errors.title} onChange={(event) => setTitle(event.currentTarget.value)} data-autofocus required />
      <TextInput
        label={t('cms.fields.slug')}
        description={t('cms.fields.slugHint')}
        value={draft.slug}
        error={errors.slug}
        onChange={(event) => {
          const slug = event.currentTarget.value;
          setSlugTouched(true);
          setDraft((current) => ({ ...current, slug }));
        }}
        required
      />
      <Select label={t('cms.fields.language')} data={pageLanguages.map((value) => ({ value, label: t(`languages.${value}`) }))} value={draft.language} allowDeselect={false} onChange={(value) => setDraft((current) => ({ ...current, language: (value ?? 'en') as PageLanguage }))} />
      <FormFailure message={failure} />
      <ModalActions cancelLabel={t('cms.actions.cancel')} onCancel={onClose} confirmLabel={t('cms.create.submit')} onConfirm={() => void submit()} busy={isLoading} />
    </FormModal>
  );
}
