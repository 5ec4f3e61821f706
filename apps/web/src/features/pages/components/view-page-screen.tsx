import { useEffect } from 'react';
import { Alert, Button, Center, Container, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconFileOff } from '@tabler/icons-react';
import type { PublicPage } from '@oddsmith/core';
import { useTranslation } from '../../../lib/use-translation';
import { Link, useParams } from 'react-router';
import { useAppDispatch } from '../../../app/hooks';
import { ErrorState } from '../../../components/error-state';
import { paths } from '../../../config/paths';
import type { ApiFailure } from '../../../lib/api-slice';
import { usePublicPageQuery } from '../api/pages-api';
import { pageLoaded, pageNotFound } from '../post-slice';
import classes from './page-article.module.css';

function PageMissing() {
  const { t } = useTranslation();
  return (
    <Center mih="50vh" px="md">
      <Stack align="center" gap="md" maw={460} ta="center">
        <IconFileOff size={48} stroke={1.4} aria-hidden="true" />
        <Title order={1} fz={26}>
          {t('cms.view.missingTitle')}
        </Title>
        <Text c="dimmed">{t('cms.view.missingText')}</Text>
        <Button component={Link} to={paths.root.getHref()}>
          {t('common.backHome')}
        </Button>
      </Stack>
    </Center>
  );
}

function PageArticle({ page, asked }: { page: PublicPage; asked: string }) {
  const { t, i18n } = useTranslation();
  const published = new Date(page.publishedAt).toLocaleDateString(i18n.resolvedLanguage ?? 'en', { dateStyle: 'long' });
  return (
    <Paper component="article" withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} lang={page.language}>
      <Title order={1} fz={{ base: 26, sm: 34 }} mb={4}>
        {page.title}
      </Title>
      <Text size="sm" c="dimmed" mb="lg">
        {t('cms.view.updated', { date: published })}
      </Text>
      {page.language !== asked ? (
        <Alert color="gray" mb="lg">
          {t('cms.view.fallback', { language: t(`languages.${page.language}`) })}
        </Alert>
      ) : null}
      {/* Rendered and sanitised by the server (allow-list: no script, style, iframe, handlers or unsafe URLs). */}
      <div className={classes.article} dangerouslySetInnerHTML={{ __html: page.html }} />
    </Paper>
  );
}

/** `/view-page/:id` (everyone): the published page by id or slug in the reader's language, else English. */
export function ViewPageScreen() {
  const { t, i18n } = useTranslation();
  const { id = '' } = useParams();
  const lang = (i18n.resolvedLanguage ?? 'en').slice(0, 2);
  const dispatch = useAppDispatch();
  const result = usePublicPageQuery({ idOrSlug: id, lang }, { skip: !id });
  const missing = result.isError && (result.error as ApiFailure | undefined)?.status === 404;
  useEffect(() => {
    if (result.data) dispatch(pageLoaded(result.data));
    else if (missing) dispatch(pageNotFound(id));
  }, [dispatch, result.data, missing, id]);

  return (
    <Container size={780} py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'md' }}>
      {missing ? <PageMissing /> : null}
      {result.isError && !missing ? <ErrorState message={t('cms.view.failed')} onRetry={() => void result.refetch()} /> : null}
      {result.isLoading ? (
        <Stack gap="sm" aria-busy="true">
          <Skeleton h={40} w="60%" />
          <Skeleton h={16} w="30%" />
          <Skeleton h={240} />
        </Stack>
      ) : null}
      {result.data && !result.isError ? <PageArticle page={result.data} asked={lang} /> : null}
    </Container>
  );
}
