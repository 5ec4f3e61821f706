import { useState } from 'react';
import { Anchor } from '@mantine/core';
import { IconReceipt } from '@tabler/icons-react';
import type { ExchangePositionSummary } from '@oddsmith/core';
import type { TFunction } from 'i18next';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table';
import { DateTimeText } from '../../../components/date-time-text';
import { ScreenPage } from '../../../components/screen-page';
import { TranslatedStatusBadge } from '../../../components/status-badge';
import { StatusSegments } from '../../../components/status-segments';
import { paths } from '../../../config/paths';
import { remoteOf } from '../../../lib/api-slice';
import { moneyText } from '../../../lib/money-text';
import { useListPage } from '../../../lib/use-list-page';
import { useExchangePositionsQuery } from '../api/exchange-api';
import { signedAmountText } from '../exchange-text';
import { PositionCard } from './bet-cards';
import { marketStatusColors } from './market-header';

type PositionsState = 'open' | 'settled' | 'all';
const positionStates: PositionsState[] = ['open', 'settled', 'all'];
export const positionsPerPage = 20;

function positionColumns(t: TFunction, currency: string, locale: string): DataTableColumn<ExchangePositionSummary>[] {
  const money = (amount: number) => moneyText(amount, currency, locale);
  return [
    {
      key: 'market',
      header: t('exchange.columns.market'),
      cell: (row) => (
        <Anchor component={Link} to={paths.exchangeMyBets.getHref(row.marketId)} size="sm">
          {row.eventName} · {row.marketName}
        </Anchor>
      ),
    },
    { key: 'status', header: t('exchange.columns.status'), cell: (row) => <TranslatedStatusBadge status={row.status} colors={marketStatusColors} prefix="exchange.status" /> },
    { key: 'exposure', header: t('exchange.myBets.exposure'), cell: (row) => money(row.exposure), align: 'right', figure: true },
    { key: 'open', header: t('exchange.columns.openOrders'), cell: (row) => row.openOrders, align: 'right', figure: true },
    { key: 'matched', header: t('exchange.columns.matchedStake'), cell: (row) => money(row.matchedStake), align: 'right', figure: true },
    { key: 'net', header: t('exchange.myBets.net'), cell: (row) => (row.settled ? signedAmountText(row.settled.net, currency, locale) : '—'), align: 'right', figure: true },
    { key: 'updated', header: t('exchange.columns.updatedAt'), cell: (row) => <DateTimeText value={row.updatedAt} locale={locale} /> },
  ];
}

/** `/exchange-mybets/all`: every market the player traded, open or settled, each linking to its bets. */
export function PositionsScreen({ currency }: { currency: string }) {
  const { t, i18n } = useTranslation();
  const [state, setState] = useState<PositionsState>('open');
  const { page, setPage, filtered } = useListPage();
  const remote = remoteOf(useExchangePositionsQuery({ state, page, perPage: positionsPerPage }));
  return (
    <ScreenPage title={t('exchange.myBets.allTitle')} subtitle={t('exchange.myBets.allSubtitle')} back={{ to: paths.exchange.getHref(), label: t('exchange.lobby.back') }}>
      <StatusSegments
        label={t('exchange.columns.status')}
        value={state}
        onChange={(value) => filtered(() => setState(value as PositionsState))}
        data={positionStates.map((value) => ({ value, label: t(`exchange.myBets.states.${value}`) }))}
        mb="md"
      />
      <DataTable
        label={t('exchange.myBets.allTitle')}
        columns={positionColumns(t, currency, i18n.language)}
        rows={remote.data?.list ?? []}
        rowKey={(row) => row.marketId}
        remote={remote}
        empty={{ icon: <IconReceipt />, title: t('exchange.myBets.noPositions'), description: t('exchange.myBets.noPositionsText') }}
        paging={{ page, total: remote.data?.total ?? 0, perPage: positionsPerPage, onChange: setPage }}
        minWidth={820}
        renderCard={(row) => <PositionCard row={row} currency={currency} />}
      />
    </ScreenPage>
  );
}
