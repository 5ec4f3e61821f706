import { Group, Paper, Stack, Text } from '@mantine/core';
import { IconReceipt } from '@tabler/icons-react';
import type { PartnerWithdrawal } from '@oddsmith/core';
import { useTranslation } from '../../../../lib/use-translation';
import { BankStatusBadge } from '../../../../components/bank-status-badge';
import { amountColumn, bankStatusColumn, createdAtColumn } from '../../../../components/data-table/columns';
import type { DataTableColumn } from '../../../../components/data-table/data-table';
import { PageTable } from '../../../../components/data-table/page-table';
import { remoteOf } from '../../../../lib/api-slice';
import { moneyText } from '../../../../lib/amount';
import { useListPage } from '../../../../lib/use-list-page';
import { usePartnerWithdrawalsQuery } from '../../api/partner-api';

const perPage = 10;

function useColumns(): DataTableColumn<PartnerWithdrawal>[] {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? 'en';
  return [
    createdAtColumn(t('partnerArea.history.requested'), locale),
    amountColumn(t('partnerArea.history.amount'), locale),
    bankStatusColumn(t('partnerArea.history.status')),
    { key: 'reason', header: t('partnerArea.history.note'), maxWidth: 260, cell: (row) => <Text size="xs" c="dimmed" lineClamp={2}>{row.reason ?? '—'}</Text> },
  ];
}

function WithdrawalItem({ row }: { row: PartnerWithdrawal }) {
  const { i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? 'en';
  return (
    <Paper withBorder radius="md" p="sm">
      <Group justify="space-between" wrap="nowrap">
        <Stack gap={0} miw={0}>
          <Text size="sm" ff="monospace" fw={700}>
            {moneyText(row.amount, row.currency, locale)}
          </Text>
          <Text size="xs" c="dimmed">
            {new Date(row.createdAt).toLocaleString(locale)}
          </Text>
          {row.reason ? (
            <Text size="xs" c="dimmed" lineClamp={2}>
              {row.reason}
            </Text>
          ) : null}
        </Stack>
        <BankStatusBadge status={row.status} />
      </Group>
    </Paper>
  );
}

/** The partner's withdrawal requests, newest first, with their status and staff's note or reason. */
export function WithdrawalHistory() {
  const { t } = useTranslation();
  const { page, setPage } = useListPage();
  const remote = remoteOf(usePartnerWithdrawalsQuery({ page, perPage }));
  return (
    <PageTable
      dense
      label={t('partnerArea.history.title')}
      columns={useColumns()}
      remote={remote}
      page={page}
      perPage={perPage}
      onPage={setPage}
      minWidth={480}
      renderCard={(row) => <WithdrawalItem row={row} />}
      empty={{ icon: <IconReceipt size={28} />, title: t('partnerArea.history.emptyTitle'), description: t('partnerArea.history.emptyText') }}
    />
  );
}
