import { useState } from 'react';
import { Button, Group, Select, Text, TextInput } from '@mantine/core';
import { IconDownload, IconReceiptOff, IconSearch } from '@tabler/icons-react';
import { useDebouncedValue } from '@mantine/hooks';
import { transferCodes } from '@oddsmith/core';
import { useTranslation } from '../../../lib/use-translation';
import type { DataTableColumn } from '../../../components/data-table/data-table';
import { PageTable } from '../../../components/data-table/page-table';
import { amountColumn, createdAtColumn } from '../../../components/data-table/columns';
import { useCsvExport } from '../../../components/data-table/use-csv-export';
import { ScreenPage } from '../../../components/screen-page';
import { remoteOf } from '../../../lib/api-slice';
import { useListPage } from '../../../lib/use-list-page';
import type { LedgerPayment, PaymentParty } from '@oddsmith/core';
import { downloadPaymentsCsv, useAdminPaymentsQuery, type PaymentsQuery } from '../api/admin-payments-api';
import { nextDay } from '../../../lib/history-filters';
import { PendingApprovalsCard } from './pending-approvals-card';

const perPage = 50;
const datePattern = /^\d{4}-\d{2}-\d{2}$/;

function Party({ party }: { party: PaymentParty }) {
  const { t } = useTranslation();
  return (
    <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
      {party.username ?? t(`adminBank.payments.kinds.${party.kind}`, { defaultValue: party.kind })}
    </Text>
  );
}

function usePaymentColumns(): DataTableColumn<LedgerPayment>[] {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? 'en';
  return [
    createdAtColumn(t('adminBank.payments.columns.date'), locale),
    {
      key: 'code',
      header: t('adminBank.payments.columns.code'),
      cell: (row) => (
        <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
          {t(`bank.codes.${row.code}`, { defaultValue: row.code })}
        </Text>
      ),
    },
    {
      key: 'phase',
      header: t('adminBank.payments.columns.phase'),
      cell: (row) => (
        <Text size="xs" c="dimmed">
          {t(`adminBank.payments.phases.${row.phase}`, { defaultValue: row.phase })}
        </Text>
      ),
    },
    { key: 'from', header: t('adminBank.payments.columns.from'), cell: (row) => <Party party={row.debit} /> },
    { key: 'to', header: t('adminBank.payments.columns.to'), cell: (row) => <Party party={row.credit} /> },
    amountColumn(t('adminBank.payments.columns.amount'), locale),
    {
      key: 'note',
      header: t('adminBank.payments.columns.note'),
      maxWidth: 240,
      cell: (row) => (
        <Text size="xs" c="dimmed" lineClamp={1}>
          {row.note ?? ''}
        </Text>
      ),
    },
  ];
}

/** `/caff/admin/payments`: staff credits waiting for a second approval, then every ledger movement with filters and the CSV export of the shown page. */
export function AdminPaymentsScreen() {
  const { t } = useTranslation();
  const [code, setCode] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  const [user] = useDebouncedValue(search.trim(), 300);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const { page, setPage, filtered } = useListPage();
  const query: PaymentsQuery = {
    page,
    perPage,
    code: code ?? undefined,
    user: user || undefined,
    from: datePattern.test(from) ? from : undefined,
    to: datePattern.test(to) ? nextDay(to) : undefined,
  };
  const rows = remoteOf(useAdminPaymentsQuery(query));
  const columns = usePaymentColumns();

  const { exporting, exportCsv } = useCsvExport(() => downloadPaymentsCsv(query), `payments-page-${page}.csv`, t('adminBank.payments.exportFailed'));

  const headerActions = (
    <Button leftSection={<IconDownload size={16} />} variant="light" loading={exporting} onClick={() => void exportCsv()}>
      {t('adminBank.payments.export')}
    </Button>
  );

  return (
    <ScreenPage size="xl" title={t('adminBank.payments.title')} subtitle={t('adminBank.payments.subtitle')} actions={headerActions}>
      <PendingApprovalsCard />
      <Group gap="sm" wrap="wrap" align="flex-end" mb="md">
        <Select
          w={{ base: '100%', xs: 200 }}
          label={t('bank.history.type')}
          placeholder={t('bank.history.allTypes')}
          clearable
          data={transferCodes.map((value) => ({ value, label: t(`bank.codes.${value}`) }))}
          value={code}
          onChange={(value) => filtered(() => setCode(value))}
        />
        <TextInput
          w={{ base: '100%', xs: 300 }}
          label={t('adminBank.payments.userSearch')}
          placeholder={t('adminBank.searchPlayer')}
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(event) => {
            const value = event.currentTarget.value;
            filtered(() => setSearch(value));
          }}
        />
        <TextInput w={{ base: 'calc(50% - 6px)', xs: 160 }} type="date" label={t('bank.history.from')} value={from} onChange={(event) => { const value = event.currentTarget.value; filtered(() => setFrom(value)); }} />
        <TextInput w={{ base: 'calc(50% - 6px)', xs: 160 }} type="date" label={t('bank.history.to')} value={to} onChange={(event) => { const value = event.currentTarget.value; filtered(() => setTo(value)); }} />
      </Group>
      <PageTable
        label={t('adminBank.payments.title')}
        columns={columns}
        remote={rows}
        minWidth={900}
        verticalSpacing="xs"
        highlightOnHover
        skeleton={{ rows: 6, height: 18 }}
        empty={{ icon: <IconReceiptOff size={28} />, title: t('adminBank.emptyTitle'), description: t('adminBank.payments.empty') }}
        page={page}
        perPage={perPage}
        onPage={setPage}
      />
    </ScreenPage>
  );
}
