import { Badge, Button, Group, Paper, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { formatMoney } from '@oddsmith/core';
import { useTranslation } from '../../../lib/use-translation';
import { ErrorState } from '../../../components/error-state';
import { remoteOf } from '../../../lib/api-slice';
import { useReconcileQuery } from '../api/admin-payments-api';

/** Staff dashboard: does the ledger sum to zero and match every cached balance (GET /api/admin/reconcile)? */
export function ReconcileCard() {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? 'en';
  const result = remoteOf(useReconcileQuery());
  const cents = (value: number) => (Number.isSafeInteger(value) ? formatMoney(value, '', locale).trim() : '—');
  const number = new Intl.NumberFormat(locale);
  // The reply is parsed with the contract: anything else reads as a failed check.
  const { data } = result;
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} mt="md" aria-label={t('adminBank.reconcile.title')} component="section">
      <Group justify="space-between" mb="md" wrap="wrap" gap="sm">
        <Group gap="sm">
          <Text fw={800}>{t('adminBank.reconcile.title')}</Text>
          {data ? (
            <Badge color={data.ok ? 'brand' : 'red'} variant="light" leftSection={data.ok ? <IconCircleCheck size={12} /> : <IconAlertTriangle size={12} />}>
              {data.ok ? t('adminBank.reconcile.ok') : t('adminBank.reconcile.mismatch')}
            </Badge>
          ) : null}
        </Group>
        <Button size="xs" variant="light" leftSection={<IconRefresh size={14} />} loading={result.status === 'loading'} onClick={result.reload}>
          {t('adminBank.reconcile.run')}
        </Button>
      </Group>
      {!data && result.status === 'failed' ? <ErrorState message={result.error ?? t('errors.render')} onRetry={result.reload} /> : null}
      {!data && result.status === 'loading' ? <Skeleton h={60} /> : null}
      {data ? (
        <Stack gap="xs">
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
            <Stack gap={0}>
              <Text size="xs" c="dimmed">{t('adminBank.reconcile.total')}</Text>
              <Text ff="monospace" fw={700}>{cents(data.totalCents)}</Text>
            </Stack>
            <Stack gap={0}>
              <Text size="xs" c="dimmed">{t('adminBank.reconcile.pending')}</Text>
              <Text ff="monospace" fw={700}>
                {cents(data.debitsPendingCents)} / {cents(data.creditsPendingCents)}
              </Text>
            </Stack>
            <Stack gap={0}>
              <Text size="xs" c="dimmed">{t('adminBank.reconcile.accounts')}</Text>
              <Text ff="monospace" fw={700}>{number.format(data.accountCount)}</Text>
            </Stack>
            <Stack gap={0}>
              <Text size="xs" c="dimmed">{t('adminBank.reconcile.transfers')}</Text>
              <Text ff="monospace" fw={700}>{number.format(data.transferCount)}</Text>
            </Stack>
          </SimpleGrid>
          <Text size="xs" c={data.mismatches.length > 0 ? 'red' : 'dimmed'}>
            {t('adminBank.reconcile.mismatches', { count: data.mismatches.length })} · {t('adminBank.reconcile.checkedAt', { time: new Date(data.checkedAt).toLocaleString(locale) })}
          </Text>
        </Stack>
      ) : null}
    </Paper>
  );
}
