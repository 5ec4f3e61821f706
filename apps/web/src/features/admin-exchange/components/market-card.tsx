import { Badge, Button, Group, Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { IconGavel, IconListDetails, IconLock, IconPlayerPause, IconPlayerPlay, IconBroadcast } from '@tabler/icons-react';
import type { AdminExchangeMarket, ExchangeMarketAction, ExchangeResultView } from '@oddsmith/core';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import { LabelledValue } from '../../../components/labelled-value';
import { paths } from '../../../config/paths';
import { volumeText } from '../format';
import { MarketStatusBadge } from './badges';
import { RunnerLadder } from './runner-ladder';

const actionIcons: Record<ExchangeMarketAction, ReactNode> = {
  suspend: <IconPlayerPause size={14} />,
  reopen: <IconPlayerPlay size={14} />,
  turn_in_play: <IconBroadcast size={14} />,
  close: <IconLock size={14} />,
};

/** The status actions a market in its state allows. */
export function actionsOf(market: Pick<AdminExchangeMarket, 'status' | 'inPlay'>): ExchangeMarketAction[] {
  if (market.status !== 'open' && market.status !== 'suspended') return [];
  return [market.status === 'open' ? 'suspend' : 'reopen', ...(market.inPlay ? [] : (['turn_in_play'] as const)), 'close'];
}

/** A result in words: the winner, the dead-heat runners, or void. */
export function resultText(result: ExchangeResultView, runners: { id: string; name: string }[], t: (key: string, values?: Record<string, unknown>) => string): string {
  if (result.kind === 'void') return t('adminExchange.result.void');
  const names = result.runnerIds.map((id) => runners.find((runner) => runner.id === id)?.name ?? id).join(', ');
  return t(`adminExchange.result.${result.kind}Of`, { names });
}

type CardProps = { market: AdminExchangeMarket; locale: string; canWrite: boolean; onAction: (market: AdminExchangeMarket, action: ExchangeMarketAction) => void };

/** One market of the event page: status, the book per runner, its figures, the status actions and links to its results and orders. */
export function MarketCard({ market, locale, canWrite, onAction }: CardProps) {
  const { t } = useTranslation();
  const actions = canWrite ? actionsOf(market) : [];
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-label={market.name}>
      <Group justify="space-between" gap="xs" mb="sm">
        <Group gap="xs">
          <Title order={3} fz="md">
            {market.name}
          </Title>
          <MarketStatusBadge status={market.status} />
          {market.inPlay ? (
            <Badge color="red" variant="dot" size="sm">
              {t('adminExchange.inPlay')}
            </Badge>
          ) : null}
        </Group>
        {market.result ? (
          <Text size="sm" fw={600}>
            {resultText(market.result, market.runners, t)}
          </Text>
        ) : null}
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" mb="sm">
        <LabelledValue figure label={t('adminExchange.columns.matchedVolume')}>
          {volumeText(market.ladder.matchedVolume, locale)}
        </LabelledValue>
        <LabelledValue figure label={t('adminExchange.market.unmatched')}>
          {volumeText(market.unmatchedVolume, locale)}
        </LabelledValue>
        <LabelledValue figure label={t('adminExchange.market.openOrders')}>
          {market.openOrders}
        </LabelledValue>
        <LabelledValue figure label={t('adminExchange.market.players')}>
          {market.playerCount}
        </LabelledValue>
      </SimpleGrid>
      <RunnerLadder market={market} locale={locale} />
      <Group gap="xs" mt="sm">
        {actions.map((action) => (
          <Button key={action} size="xs" variant="light" color={action === 'close' ? 'red' : undefined} leftSection={actionIcons[action]} onClick={() => onAction(market, action)}>
            {t(`adminExchange.actions.${action}.label`)}
          </Button>
        ))}
        <Button size="xs" variant="default" component={Link} to={paths.admin.exResults.getHref(market.id)} leftSection={<IconGavel size={14} />}>
          {t('adminExchange.market.results')}
        </Button>
        <Button size="xs" variant="default" component={Link} to={`${paths.admin.exchangeTickets.getHref()}?marketId=${encodeURIComponent(market.id)}`} leftSection={<IconListDetails size={14} />}>
          {t('adminExchange.market.orders')}
        </Button>
      </Group>
    </Paper>
  );
}
