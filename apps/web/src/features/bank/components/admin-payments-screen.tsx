import { useState } from 'react';
import { Button, Container, EmptyState, Group, Pagination, Paper, ScrollArea, Select, Table, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload, IconReceiptOff } from '@tabler/icons-react';
import { transferCodes } from '@oddsmith/core';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/error-state';
import { ScreenTitle } from '../../../components/screen-title';
import { serverMessageOf } from '../../../lib/api-client';
import { useRemote } from '../../../lib/use-remote';
import { moneyText } from '../amount';
import { adminDownloadPaymentsCsv, adminGetPayments, type PaymentParty, type PaymentsQuery } from '../api/admin-get-payments';
import { nextDay } from '../history-filters';
import { TableSkeletonRows } from '../../../components/table-skeleton-rows';
import { DateTimeText } from '../../../components/date-time-text';
import { PendingApprovalsCard } from './pending-approvals-card';

const perPage = 50;
const datePattern = /^\d{4}-\d{2}-\d{2}$/;
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Saves a Blob under a file name (a temporary object URL on a hidden link). */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

function Party({ party }: { party: PaymentParty }) {
  const { t } = useTranslation();
  return (
    <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
      {party.username ?? t(`adminBank.payments.kinds.${party.kind}`, { defaultValue: party.kind })}
    </Text>
  );
}

/** `/caff/admin/payments`: staff credits waiting for a second approval, then every ledger movement with filters and the CSV export of the shown page. */
export function AdminPaymentsScreen() {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? 'en';
  const [code, setCode] = useState<string | null>(null);
  const [userId, setUserId] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [page, setPage] = useState(1);
  const [exporting, setExporting] = useState(false);
  const query: PaymentsQuery = {
    page,
    perPage,
    code: code ?? undefined,
    userId: uuidPattern.test(userId.trim()) ? userId.trim() : undefined,
    from: datePattern.test(from) ? from : undefined,
    to: datePattern.test(to) ? nextDay(to) : undefined,
  };
  const rows = useRemote(() => adminGetPayments(query), JSON.stringify(query));
  const list = rows.data?.list ?? [];
  const pages = Math.max(1, Math.ceil((rows.data?.total ?? 0) / perPage));
  const filtered = (then: () => void) => {
    then();
    setPage(1);
  };

  const exportCsv = async () => {
    setExporting(true);
    try {
      saveBlob(await adminDownloadPaymentsCsv(query), `payments-page-${page}.csv`);
    } catch (error) {
      notifications.show({ color: 'red', title: t('adminBank.payments.exportFailed'), message: serverMessageOf(error) });
    } finally {
      setExporting(false);
    }
  };

  return (
    <Container size="xl" px={0}>
      <ScreenTitle
        title={t('adminBank.payments.title')}
        subtitle={t('adminBank.payments.subtitle')}
        actions={
          <Button leftSection={<IconDownload size={16} />} variant="light" loading={exporting} onClick={() => void exportCsv()}>
            {t('adminBank.payments.export')}
          </Button>
        }
      />
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
        <TextInput w={{ base: '100%', xs: 300 }} label={t('adminBank.payments.userId')} value={userId} onChange={(event) => { const value = event.currentTarget.value; filtered(() => setUserId(value)); }} />
        <TextInput w={{ base: 'calc(50% - 6px)', xs: 160 }} type="date" label={t('bank.history.from')} value={from} onChange={(event) => { const value = event.currentTarget.value; filtered(() => setFrom(value)); }} />
        <TextInput w={{ base: 'calc(50% - 6px)', xs: 160 }} type="date" label={t('bank.history.to')} value={to} onChange={(event) => { const value = event.currentTarget.value; filtered(() => setTo(value)); }} />
      </Group>
      {rows.status === 'failed' ? (
        <ErrorState message={rows.error ?? t('errors.render')} onRetry={rows.reload} />
      ) : (
        <Paper withBorder radius="lg">
          <ScrollArea type="auto">
            <Table verticalSpacing="xs" miw={900} highlightOnHover aria-label={t('adminBank.payments.title')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('adminBank.payments.columns.date')}</Table.Th>
                  <Table.Th>{t('adminBank.payments.columns.code')}</Table.Th>
                  <Table.Th>{t('adminBank.payments.columns.phase')}</Table.Th>
                  <Table.Th>{t('adminBank.payments.columns.from')}</Table.Th>
                  <Table.Th>{t('adminBank.payments.columns.to')}</Table.Th>
                  <Table.Th ta="right">{t('adminBank.payments.columns.amount')}</Table.Th>
                  <Table.Th>{t('adminBank.payments.columns.note')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.status === 'loading' && !rows.data
                  ? <TableSkeletonRows rows={6} columns={7} height={18} />
                  : list.map((row) => (
                      <Table.Tr key={row.id}>
                        <Table.Td>
                          <DateTimeText value={row.createdAt} locale={locale} />
                        </Table.Td>
                        <Table.Td>
                          <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                            {t(`bank.codes.${row.code}`, { defaultValue: row.code })}
                          </Text>
                        </Table.Td>
                        <Table.Td>
                          <Text size="xs" c="dimmed">
                            {t(`adminBank.payments.phases.${row.phase}`, { defaultValue: row.phase })}
                          </Text>
                        </Table.Td>
                        <Table.Td>
                          <Party party={row.debit} />
                        </Table.Td>
                        <Table.Td>
                          <Party party={row.credit} />
                        </Table.Td>
                        <Table.Td ta="right">
                          <Text size="sm" ff="monospace" fw={700} style={{ whiteSpace: 'nowrap' }}>
                            {moneyText(row.amount, row.currency, locale)}
                          </Text>
                        </Table.Td>
                        <Table.Td maw={240}>
                          <Text size="xs" c="dimmed" lineClamp={1}>
                            {row.note ?? ''}
                          </Text>
                        </Table.Td>
                      </Table.Tr>
                    ))}
              </Table.Tbody>
            </Table>
          </ScrollArea>
          {rows.status === 'succeeded' && list.length === 0 ? (
            <EmptyState py="xl" icon={<IconReceiptOff size={28} />} variant="light" title={t('adminBank.emptyTitle')} description={t('adminBank.payments.empty')} />
          ) : null}
        </Paper>
      )}
      {pages > 1 ? (
        <Group justify="center" mt="md">
          <Pagination total={pages} value={page} onChange={setPage} siblings={1} boundaries={1} />
        </Group>
      ) : null}
    </Container>
  );
}
