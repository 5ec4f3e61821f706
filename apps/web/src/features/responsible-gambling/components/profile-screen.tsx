import type { ReactNode } from 'react';
import { Avatar, Badge, Container, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconMailExclamation } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/use-translation';
import { ErrorState } from '../../../components/error-state';
import { ScreenTitle } from '../../../components/screen-title';
import { remoteOf } from '../../../lib/api-slice';
import { useResponsibleGamblingQuery } from '../api/responsible-gambling-api';
import { BlockCard } from './block-card';
import { DepositLimitsCard } from './deposit-limits-card';
import { RealityCheckCard } from './reality-check-card';
import { SectionHeading } from '../../../components/section-card';

export type ProfileAccount = { username: string; email: string; emailVerified: boolean; currency: string; createdAt: string };

function AccountCard({ account }: { account: ProfileAccount }) {
  const { t, i18n } = useTranslation();
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} mb="lg">
      <Group gap="md" wrap="nowrap" align="flex-start">
        <Avatar color="brand" radius="xl" size={56}>
          {account.username.slice(0, 2).toUpperCase()}
        </Avatar>
        <Stack gap={4} miw={0}>
          <Title order={2} fz="xl">
            {account.username}
          </Title>
          <Group gap="xs" wrap="wrap">
            <Text size="sm" style={{ wordBreak: 'break-all' }}>
              {account.email}
            </Text>
            {account.emailVerified ? (
              <Badge color="brand" variant="light" leftSection={<IconCircleCheck size={12} />}>
                {t('rg.account.verified')}
              </Badge>
            ) : (
              <Badge color="orange" variant="light" leftSection={<IconMailExclamation size={12} />}>
                {t('rg.account.notVerified')}
              </Badge>
            )}
          </Group>
          <Text size="xs" c="dimmed">
            {t('rg.account.since', { date: new Date(account.createdAt).toLocaleDateString(i18n.resolvedLanguage ?? 'en'), currency: account.currency })}
          </Text>
        </Stack>
      </Group>
    </Paper>
  );
}

/**
 * `/profile`: account details and the responsible-gambling tools. `accountSecurity` is what the app
 * composes in under the account (the change-password card of the auth feature).
 */
export function ProfileScreen({ account, accountSecurity }: { account: ProfileAccount; accountSecurity?: ReactNode }) {
  const { t } = useTranslation();
  // A change answers with the new view, which replaces the cached one (responsible-gambling-api).
  const rg = remoteOf(useResponsibleGamblingQuery());
  const view = rg.data;

  return (
    <Container size="lg" px={0}>
      <ScreenTitle title={t('rg.title')} subtitle={t('rg.subtitle')} />
      <AccountCard account={account} />
      {accountSecurity}
      <SectionHeading order={2} title={t('rg.sectionTitle')} text={t('rg.sectionText')} />
      {!view && rg.status === 'failed' ? <ErrorState message={rg.error ?? t('errors.render')} onRetry={rg.reload} /> : null}
      {!view && rg.status === 'loading' ? <Skeleton h={320} radius="lg" /> : null}
      {view ? (
        <Stack gap="md">
          <DepositLimitsCard view={view} />
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            <BlockCard kind="timeOut" view={view} />
            <BlockCard kind="selfExclusion" view={view} />
          </SimpleGrid>
          <RealityCheckCard view={view} />
        </Stack>
      ) : null}
    </Container>
  );
}
