import type { ReactNode } from 'react';
import { Anchor, Badge, Container, Group, Paper, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { formatMoney, parseAmount, type AdminUser } from '@oddsmith/core';
import { useTranslation } from '../../../lib/use-translation';
import { Link, useParams } from 'react-router';
import { BigFigure } from '../../../components/big-figure';
import { ErrorState } from '../../../components/error-state';
import { ScreenTitle } from '../../../components/screen-title';
import { paths } from '../../../config/paths';
import { remoteOf } from '../../../lib/api-slice';
import { useAdminUserQuery } from '../api/admin-users-api';
import { UserControls } from './controls/user-controls';

function Field({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Stack gap={2} miw={0}>
      <Text size="xs" tt="uppercase" fw={700} c="dimmed" lts={0.5}>
        {label}
      </Text>
      <Text size="sm" style={{ wordBreak: 'break-word' }} component="div">
        {value ?? '—'}
      </Text>
    </Stack>
  );
}

function BalanceCard({ label, value }: { label: string; value: string }) {
  return (
    <Paper withBorder radius="lg" p="md">
      <BigFigure label={label} value={value} />
    </Paper>
  );
}

const money = (amount: number, currency: string, locale: string) => {
  const parsed = parseAmount(amount);
  return parsed.ok ? formatMoney(parsed.cents, currency, locale) : '—';
};

/**
 * `/caff/admin/users/:userId`: profile fields and balances; the app adds the money actions (in the
 * header) and any section under the profile (`below`: a cash agent's credit / debit form).
 */
export function UserDetailScreen({ actions, below }: { actions: (user: AdminUser, reload: () => void) => ReactNode; below?: (user: AdminUser, reload: () => void) => ReactNode }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? 'en';
  const { userId = '' } = useParams();
  const remote = remoteOf(useAdminUserQuery(userId));
  const user = remote.data?.user ?? null;
  const date = (value: string | null | undefined) => (value ? new Date(value).toLocaleString(locale) : '—');

  return (
    <Container size="lg" px={0}>
      <Anchor component={Link} to={paths.admin.users.getHref()} size="sm" mb="sm" display="inline-flex" style={{ alignItems: 'center', gap: 4 }}>
        <IconArrowLeft size={14} />
        {t('adminBank.user.back')}
      </Anchor>
      {!user && remote.status === 'failed' ? <ErrorState message={remote.error ?? t('adminBank.user.notFound')} onRetry={remote.reload} /> : null}
      {!user && remote.status === 'loading' ? <Skeleton h={280} radius="lg" /> : null}
      {user ? (
        <>
          <ScreenTitle title={user.username} subtitle={user.email} actions={<Group gap="sm">{actions(user, remote.reload)}</Group>} />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" mb="md">
            <BalanceCard label={t('adminBank.user.balance')} value={money(user.balance, user.currency, locale)} />
            <BalanceCard label={t('adminBank.user.bonus')} value={money(user.bonusBalance, user.currency, locale)} />
          </SimpleGrid>
          <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
            <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="lg">
              <Field
                label={t('adminBank.user.fields.email')}
                value={
                  <Group gap={6}>
                    {user.email}
                    <Badge size="xs" variant="light" color={user.emailVerified ? 'brand' : 'orange'}>
                      {user.emailVerified ? t('adminBank.user.verified') : t('adminBank.user.notVerified')}
                    </Badge>
                  </Group>
                }
              />
              <Field label={t('adminBank.user.fields.role')} value={t(`roles.${user.role}`)} />
              <Field label={t('adminBank.user.fields.status')} value={user.statusReason ? `${t(`admin.users.status.${user.status}`)}: ${user.statusReason}` : t(`admin.users.status.${user.status}`)} />
              <Field label={t('userControls.account.kyc')} value={t(`userControls.kyc.${user.kycStatus}`)} />
              <Field label={t('adminBank.user.fields.currency')} value={user.currency} />
              <Field label={t('adminBank.user.fields.phone')} value={user.phone} />
              <Field label={t('adminBank.user.fields.dateOfBirth')} value={user.dateOfBirth} />
              <Field label={t('adminBank.user.fields.joined')} value={date(user.createdAt)} />
              <Field label={t('adminBank.user.fields.lastLogin')} value={date(user.lastLoginAt)} />
            </SimpleGrid>
          </Paper>
          {below ? below(user, remote.reload) : null}
          <UserControls user={user} />
        </>
      ) : null}
    </Container>
  );
}
