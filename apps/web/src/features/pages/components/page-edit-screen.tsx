import { useState } from 'react';
import { Anchor, Badge, Paper, Skeleton, Stack, Tabs, TextInput } from '@mantine/core';
import { pageLanguages, pageSlugPattern, type AdminPage } from '@oddsmith/core';
import { useTranslation } from '../../../lib/use-translation';
import { Link, useParams } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import { ScreenPage } from '../../../components/screen-page';
import { paths } from '../../../config/paths';
import { remoteOf } from '../../../lib/api-slice';
import { useAdminPageQuery } from '../api/pages-api';
import { LanguageEditor } from './language-editor';
import { pageStatusColors } from './page-language-badges';

function LanguageTab({ page, language }: { page: AdminPage; language: (typeof pageLanguages)[number] }) {
  const { t } = useTranslation();
  const saved = page.translations.find((entry) => entry.language === language);
  const status = !saved ? null : saved.status === 'published' && saved.publishedVersionNumber !== saved.versionNumber ? 'changed' : saved.status;
  return (
    <Tabs.Tab value={language} rightSection={status ? <Badge size="xs" variant="light" color={pageStatusColors[status]}>{t(`cms.status.${status}`)}</Badge> : null}>
      {t(`languages.${language}`)}
    </Tabs.Tab>
  );
}

function PageEditor({ page }: { page: AdminPage }) {
  const { t } = useTranslation();
  const [slug, setSlug] = useState(page.slug);
  const slugError = pageSlugPattern.test(slug) ? null : t('cms.errors.slug');
  const published = page.translations.some((entry) => entry.status === 'published');
  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p="md">
        <TextInput label={t('cms.fields.slug')} description={t('cms.fields.slugEditHint')} value={slug} error={slugError} onChange={(event) => setSlug(event.currentTarget.value.trim())} />
        {published ? (
          <Anchor component={Link} to={paths.viewPage.getHref(page.slug)} size="sm" mt="xs" display="inline-block" target="_blank">
            {t('cms.editor.openPublic')}
          </Anchor>
        ) : null}
      </Paper>
      <Tabs defaultValue={page.translations[0]?.language ?? 'en'} keepMounted>
        <Tabs.List mb="md">
          {pageLanguages.map((language) => <LanguageTab key={language} page={page} language={language} />)}
        </Tabs.List>
        {pageLanguages.map((language) => {
          const version = page.translations.find((entry) => entry.language === language)?.versionNumber ?? 0;
          return (
            <Tabs.Panel key={language} value={language}>
              <LanguageEditor key={`${language}-${version}`} page={page} language={language} slug={slug} />
            </Tabs.Panel>
          );
        })}
      </Tabs>
    </Stack>
  );
}

/** `/caff/admin/page/edit/:id` (admin): slug, then per language the title and Markdown body with preview, publish and history. */
export function PageEditScreen() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const remote = remoteOf(useAdminPageQuery(id));
  const page = remote.data?.page;
  const title = page ? (page.translations.find((entry) => entry.language === 'en') ?? page.translations[0])?.title ?? page.slug : t('cms.editor.title');
  return (
    <ScreenPage size="xl" title={title} subtitle={page ? `/view-page/${page.slug}` : undefined} back={{ to: paths.admin.pages.getHref(), label: t('cms.list.title') }}>
      {remote.status === 'failed' && !page ? <ErrorState message={remote.error ?? ''} onRetry={remote.reload} /> : null}
      {!page && remote.status === 'loading' ? <Skeleton h={420} radius="md" aria-busy="true" /> : null}
      {page ? <PageEditor key={page.id} page={page} /> : null}
    </ScreenPage>
  );
}
