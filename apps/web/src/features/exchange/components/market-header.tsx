import { Group, Text } from '@mantine/core';
import type { ExchangeMarket } from '@oddsmith/core';
import { useTranslation } from '../../../lib/use-translation';
import { TranslatedStatusBadge } from '../../../components/status-badge';
import { moneyText } from '../../../lib/money-text';
import { StartOrInPlay } from './bets-card';

export const marketStatusColors: Readonly<Record<string, string>> = { open: 'green', suspended: 'orange', closed: 'gray', settled: 'blue', voided: 'gray' };

/** The market's state line: status, in-play or start time, matched volume, commission and bet delay. */
export function MarketHeader({ market }: { market: ExchangeMarket }) {
  const { t, i18n } = useTranslation();
  return (
    <Group gap="sm" mb="md" wrap="wrap" style={{ rowGap: 4 }} data-testid="market-header">
      <TranslatedStatusBadge status={market.ladder.status} colors={marketStatusColors} prefix="exchange.status" />
      <StartOrInPlay inPlay={market.ladder.inPlay} startsAt={market.startsAt} size="sm" />
      <Text size="sm">
        {t('exchange.matched')}{' '}
        <Text span fw={700} ff="monospace">
          {moneyText(market.ladder.matchedVolume, market.currency, i18n.language)}
        </Text>
      </Text>
      <Text size="sm" c="dimmed">
        {t('exchange.market.commission', { percent: market.commissionPercent })}
      </Text>
      {market.ladder.inPlay && market.betDelaySeconds > 0 ? (
        <Text size="sm" c="dimmed">
          {t('exchange.market.betDelay', { seconds: market.betDelaySeconds })}
        </Text>
      ) : null}
    </Group>
  );
}
