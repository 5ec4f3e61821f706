import { Anchor, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconReceipt } from '@tabler/icons-react';
import type { ExchangeMarket, ExchangePosition } from '@oddsmith/core';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import { DataTable } from '../../../components/data-table/data-table';
import { ScreenPage } from '../../../components/screen-page';
import { paths } from '../../../config/paths';
import { remoteOf } from '../../../lib/api-slice';
import { moneyText } from '../../../lib/money-text';
import { useSocket } from '../../../lib/socket-context';
import { useExchangeMarketQuery, useExchangePositionQuery } from '../api/exchange-api';
import { useExchangeRealtime } from '../hooks/use-exchange-realtime';
import { centsOf } from '../bet-maths';
import { signedAmountText, signOf } from '../exchange-text';
import { MatchCard, OrderCard } from './bet-cards';
import classes from './exchange.module.css';
import { matchColumns, orderColumns } from './order-columns';

function Figure({ label, value, sign }: { label: string; value: string; sign?: 'up' | 'down' }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} ff="monospace" className={classes.pnl} data-sign={sign}>
        {value}
      </Text>
    </div>
  );
}

/** The market's money for the player: exposure held, P&L per runner, and once settled the profit, commission and net. */
function PositionSummary({ market, position }: { market: ExchangeMarket | null; position: ExchangePosition }) {
  const { t, i18n } = useTranslation();
  const money = (amount: number) => moneyText(amount, position.currency, i18n.language);
  const signed = (amount: number) => signedAmountText(amount, position.currency, i18n.language);
  const runnerName = (id: string) => market?.runners.find((runner) => runner.id === id)?.name ?? id;
  return (
    <Paper withBorder radius="md" p="md" data-testid="position-summary">
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
        <Figure label={t('exchange.myBets.exposure')} value={money(position.exposure)} />
        {position.settled ? (
          <>
            <Figure label={t('exchange.myBets.profit')} value={signed(position.settled.profit)} sign={signOf(centsOf(position.settled.profit))} />
            <Figure label={t('exchange.myBets.commission')} value={money(position.settled.commission)} />
            <Figure label={t('exchange.myBets.net')} value={signed(position.settled.net)} sign={signOf(centsOf(position.settled.net))} />
          </>
        ) : (
          position.profits.map((row) => <Figure key={row.runnerId} label={t('exchange.myBets.ifWins', { runner: runnerName(row.runnerId) })} value={signed(row.profit)} sign={signOf(centsOf(row.profit))} />)
        )}
      </SimpleGrid>
    </Paper>
  );
}

/** `/exchange-mybets/:id`: the player's orders and matched bets on one market, with the settled result. */
export function MarketBetsScreen({ marketId }: { marketId: string }) {
  const { t, i18n } = useTranslation();
  const market = useExchangeMarketQuery(marketId);
  const position = remoteOf(useExchangePositionQuery(marketId));
  useExchangeRealtime(useSocket(), marketId);
  const data = position.data;
  const currency = data?.currency ?? market.data?.currency ?? 'EUR';
  const empty = { icon: <IconReceipt />, title: t('exchange.myBets.noOrders') };
  return (
    <ScreenPage
      title={market.data ? `${market.data.eventName} · ${market.data.name}` : t('exchange.myBets.title')}
      subtitle={t('exchange.myBets.subtitle')}
      back={{ to: paths.exchangeEvent.getHref(marketId), label: t('exchange.myBets.backToMarket') }}
    >
      <Stack gap="md">
        <Group justify="flex-end">
          <Anchor component={Link} to={paths.exchangeMyBets.getHref('all')} size="sm">
            {t('exchange.myBets.all')}
          </Anchor>
        </Group>
        {data ? <PositionSummary market={market.data ?? null} position={data} /> : null}
        <Title order={2} size="h4">{t('exchange.myBets.orders')}</Title>
        <DataTable label={t('exchange.myBets.orders')} columns={orderColumns(t, currency, i18n.language)} rows={data?.orders ?? []} rowKey={(row) => row.id} remote={position} empty={empty} minWidth={880} renderCard={(row) => <OrderCard order={row} currency={currency} />} />
        <Title order={2} size="h4">{t('exchange.myBets.matches')}</Title>
        <DataTable label={t('exchange.myBets.matches')} columns={matchColumns(t, currency, i18n.language)} rows={data?.matches ?? []} rowKey={(row) => row.id} remote={position} empty={{ ...empty, title: t('exchange.orders.noneMatched') }} minWidth={640} renderCard={(row) => <MatchCard match={row} currency={currency} />} />
      </Stack>
    </ScreenPage>
  );
}
