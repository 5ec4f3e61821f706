import { Text } from '@mantine/core';
import { IconTargetArrow } from '@tabler/icons-react';
import type { PartnerSummary } from '@oddsmith/core';
import { useTranslation } from '../../../../lib/use-translation';
import { DataTable, type DataTableColumn } from '../../../../components/data-table/data-table';
import type { Remote } from '../../../../lib/api-slice';
import { moneyText } from '../../../../lib/amount';

type CampaignRow = PartnerSummary['campaigns'][number];

function useColumns(currency: string): DataTableColumn<CampaignRow>[] {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? 'en';
  const count = (key: 'clicks' | 'signups' | 'firstDepositors'): DataTableColumn<CampaignRow> => ({
    key,
    header: t(`partnerArea.kpi.${key}`),
    align: 'right',
    figure: true,
    cell: (row) => row[key],
  });
  return [
    {
      key: 'campaign',
      header: t('partnerArea.campaigns.campaign'),
      cell: (row) => (
        <>
          <Text size="sm" fw={700}>
            {row.name}
          </Text>
          <Text size="xs" c="dimmed" ff="monospace">
            {row.code}
          </Text>
        </>
      ),
    },
    count('clicks'),
    count('signups'),
    count('firstDepositors'),
    { key: 'ngr', header: t('partnerArea.kpi.ngr'), align: 'right', figure: true, cell: (row) => moneyText(row.ngr, currency, locale) },
  ];
}

/** The period's figures by campaign (commission is per partner, so it is not split here). */
export function CampaignTable({ remote }: { remote: Remote<PartnerSummary> }) {
  const { t } = useTranslation();
  const columns = useColumns(remote.data?.currency ?? 'EUR');
  return (
    <DataTable
      dense
      label={t('partnerArea.campaigns.byCampaign')}
      columns={columns}
      rows={remote.data?.campaigns ?? []}
      rowKey={(row) => row.campaignId}
      remote={remote}
      minWidth={520}
      empty={{ icon: <IconTargetArrow size={28} />, title: t('partnerArea.campaigns.emptyTitle'), description: t('partnerArea.campaigns.emptyText') }}
    />
  );
}
