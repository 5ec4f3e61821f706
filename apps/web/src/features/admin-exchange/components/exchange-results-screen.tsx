import type { ReactNode } from 'react';
import { Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import type { AdminExchangeResults, ExchangeResultView } from '@oddsmith/core';
import { useTranslation } from '../../../lib/use-translation';
import { useParams } from 'react-router';
import { FigureText } from '../../../components/data-table/cells';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table';
import { ErrorState } from '../../../components/error-state';
import { LabelledValue } from '../../../components/labelled-value';
import { ScreenPage } from '../../../components/screen-page';
import { paths } from '../../../config/paths';
import { remoteOf } from '../../../lib/api-slice';
import { moneyText } from '../../../lib/money-text';
import { useCan } from '../../../lib/use-can';
import { useAdminExchangeResultsQuery } from '../api/admin-exchange-api';
import { whenText } from '../format';
import { MarketStatusBadge } from './badges';
import { resultText } from './market-card';
import { PlayerLink } from './order-columns';
import { ResultForm } from './result-form';

type Position = AdminExchangeResults['positions'][number];

/** The market's state: status, runners, matched volume, the current result and the commission taken. */
function ResultsSummary({ results, locale }: { results: AdminExchangeResults; locale: string }) {
  const { t } = useTranslation();
  const current = results.history.reduce<ExchangeResultView | null>((latest, item) => (!latest || item.version > latest.version ? item : latest), null);
  return (
    <Paper withBorder radius="lg" p="md" mb="md">
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        <LabelledValue figure label={t('adminExchange.columns.status')}>
          <MarketStatusBadge status={results.status} />
        </LabelledValue>
        <LabelledValue figure label={t('adminExchange.columns.matchedVolume')}>{moneyText(results.matchedVolume, results.currency, locale)}</LabelledValue>
        <LabelledValue figure label={t('adminExchange.result.totalCommission')}>{moneyText(results.totalCommission, results.currency, locale)}</LabelledValue>
        <LabelledValue figure label={t('adminExchange.result.current')}>{current ? `${resultText(current, results.runners, t)} (v${current.version})` : t('adminExchange.result.none')}</LabelledValue>
      </SimpleGrid>
      <Text size="xs" c="dimmed" mt="sm">
        {t('adminExchange.result.runners', { names: results.runners.map((runner) => runner.name).join(', ') })}
      </Text>
    </Paper>
  );
}

function useHistoryColumns(results: AdminExchangeResults, locale: string): DataTableColumn<ExchangeResultView>[] {
  const { t } = useTranslation();
  return [
    { key: 'version', header: t('adminExchange.result.version'), cell: (item) => <FigureText>v{item.version}</FigureText> },
    { key: 'result', header: t('adminExchange.result.result'), cell: (item) => <Text size="sm" fw={600}>{resultText(item, results.runners, t)}</Text> },
    { key: 'reason', header: t('adminExchange.reason'), maxWidth: 320, cell: (item) => <Text size="sm" lineClamp={2}>{item.reason}</Text> },
    { key: 'by', header: t('adminExchange.result.by'), cell: (item) => item.settledBy ?? '—' },
    { key: 'when', header: t('adminExchange.tickets.when'), cell: (item) => <Text size="sm" style={{ whiteSpace: 'nowrap' }}>{whenText(item.settledAt, locale)}</Text> },
  ];
}

function usePositionColumns(currency: string, locale: string): DataTableColumn<Position>[] {
  const { t } = useTranslation();
  const money = (amount: number) => moneyText(amount, currency, locale);
  const tone = (amount: number) => (amount > 0 ? 'green' : amount < 0 ? 'red' : undefined);
  return [
    { key: 'player', header: t('adminExchange.columns.player'), cell: (position) => <PlayerLink ticket={position} /> },
    { key: 'profit', header: t('adminExchange.result.profit'), align: 'right', cell: (position) => <FigureText color={tone(position.profit)}>{money(position.profit)}</FigureText> },
    { key: 'commission', header: t('adminExchange.result.commission'), align: 'right', cell: (position) => <FigureText>{money(position.commission)}</FigureText> },
    { key: 'net', header: t('adminExchange.result.net'), align: 'right', cell: (position) => <FigureText color={tone(position.net)}>{money(position.net)}</FigureText> },
  ];
}

const loaded = { status: 'succeeded' as const, error: null, reload: () => undefined, data: true };

function ResultsBody({ results, locale }: { results: AdminExchangeResults; locale: string }) {
  const { t } = useTranslation();
  const canWrite = useCan('exchange.write');
  const historyColumns = useHistoryColumns(results, locale);
  const positionColumns = usePositionColumns(results.currency, locale);
  const history = [...results.history].sort((a, b) => b.version - a.version);
  return (
    <Stack gap="md">
      <ResultsSummary results={results} locale={locale} />
      {canWrite ? <ResultForm key={`${results.marketId}:${results.history.length}`} results={results} /> : null}
      <Title order={2} fz="md">
        {t('adminExchange.result.history')}
      </Title>
      <DataTable label={t('adminExchange.result.history')} columns={historyColumns} rows={history} rowKey={(item) => String(item.version)} remote={loaded} minWidth={640} empty={{ icon: <IconUsers size={28} />, title: t('adminExchange.result.noHistory') }} />
      <Group justify="space-between">
        <Title order={2} fz="md">
          {t('adminExchange.result.positions')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('adminExchange.result.totalCommissionIs', { amount: moneyText(results.totalCommission, results.currency, locale) })}
        </Text>
      </Group>
      <DataTable label={t('adminExchange.result.positions')} columns={positionColumns} rows={results.positions} rowKey={(position) => position.userId} remote={loaded} minWidth={340} empty={{ icon: <IconUsers size={28} />, title: t('adminExchange.result.noPositions') }} />
    </Stack>
  );
}

/** `/caff/admin/ex/results/:id` (a market id): the result, its history, the settled positions and the settle / re-result form. */
export function AdminExchangeResultsScreen() {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? 'en';
  const { id = '' } = useParams();
  const load = remoteOf(useAdminExchangeResultsQuery(id));
  const results = load.data?.marketId === id ? load.data : null;
  const back = results ? { to: paths.admin.exchangeEvent.getHref(results.eventId), label: results.eventName } : { to: paths.admin.exchangeEvents.getHref(), label: t('adminExchange.event.back') };
  let body: ReactNode;
  if (results) body = <ResultsBody results={results} locale={locale} />;
  else if (load.status === 'failed') body = <ErrorState message={load.error ?? t('adminExchange.result.notFound')} onRetry={load.reload} />;
  else body = <Skeleton h={240} radius="lg" aria-busy="true" />;
  return (
    <ScreenPage size="xl" title={results ? results.marketName : t('adminExchange.result.title')} subtitle={results ? t('adminExchange.result.subtitle', { event: results.eventName }) : undefined} back={back}>
      {body}
    </ScreenPage>
  );
}
