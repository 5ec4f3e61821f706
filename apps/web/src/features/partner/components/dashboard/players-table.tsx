import { Group, Paper, Stack, Text } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import type { PartnerPlayer } from '@oddsmith/core';
import { useTranslation } from '../../../../lib/use-translation';
import { PageTable } from '../../../../components/data-table/page-table';
import type { DataTableColumn } from '../../../../components/data-table/data-table';
import { remoteOf } from '../../../../lib/api-slice';
import { moneyText } from '../../../../lib/amount';
import { useListPage } from '../../../../lib/use-list-page';
import { usePartnerPlayersQuery } from '../../api/partner-api';

const perPage = 10;

const dayText = (iso: string | null, locale: string) => (iso ? new Date(iso).toLocaleDateString(locale) : '—');

function useColumns(): DataTableColumn<PartnerPlayer>[] {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? 'en';
  return [
    { key: 'player', header: t('partnerArea.players.player'), cell: (row) => <Text size="sm" fw={700}>{row.username}</Text> },
    { key: 'campaign', header: t('partnerArea.campaigns.campaign'), cell: (row) => <Text size="sm" ff="monospace">{row.campaignCode ?? '—'}</Text> },
    { key: 'registered', header: t('partnerArea.players.registered'), cell: (row) => dayText(row.registeredAt, locale) },
    { key: 'firstDeposit', header: t('partnerArea.players.firstDeposit'), cell: (row) => dayText(row.firstDepositAt, locale) },
    { key: 'ngr', header: t('partnerArea.players.ngr'), align: 'right', figure: true, cell: (row) => moneyText(row.ngr, row.currency, locale) },
  ];
}

function PlayerCard({ row }: { row: PartnerPlayer }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? 'en';
  return (
    <Paper withBorder radius="md" p="sm">
      <Group justify="space-between" wrap="nowrap">
        <Stack gap={0} miw={0}>
          <Text size="sm" fw={700}>
            {row.username} <Text span size="xs" c="dimmed" ff="monospace">{row.campaignCode ?? ''}</Text>
          </Text>
          <Text size="xs" c="dimmed">
            {t('partnerArea.players.registeredOn', { date: dayText(row.registeredAt, locale) })}
          </Text>
        </Stack>
        <Text size="sm" ff="monospace" fw={700}>
          {moneyText(row.ngr, row.currency, locale)}
        </Text>
      </Group>
    </Paper>
  );
}

/** The referred players (masked names, no personal data), newest first, with their lifetime NGR. */
export function PlayersTable() {
  const { t } = useTranslation();
  const { page, setPage } = useListPage();
  const remote = remoteOf(usePartnerPlayersQuery({ page, perPage }));
  return (
    <PageTable
      dense
      label={t('partnerArea.players.title')}
      columns={useColumns()}
      remote={remote}
      page={page}
      perPage={perPage}
      onPage={setPage}
      minWidth={560}
      renderCard={(row) => <PlayerCard row={row} />}
      empty={{ icon: <IconUsers size={28} />, title: t('partnerArea.players.emptyTitle'), description: t('partnerArea.players.emptyText') }}
    />
  );
}
