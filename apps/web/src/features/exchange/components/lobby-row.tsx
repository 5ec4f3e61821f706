import { Badge, Group, Text } from '@mantine/core';
import type { ExchangeMarketSummary } from '@oddsmith/core';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { moneyText } from '../../../lib/money-text';
import classes from './exchange.module.css';
import { StartOrInPlay } from './bets-card';
import { PriceCell } from './price-cell';

/** One market of the lobby: event, start or in-play, market name and volume, then each runner's best back and lay. */
export function LobbyRow({ market }: { market: ExchangeMarketSummary }) {
  const { t, i18n } = useTranslation();
  return (
    <Link to={paths.exchangeEvent.getHref(market.id)} className={classes.lobbyRow} data-testid="lobby-row">
      <div style={{ minWidth: 0 }}>
        <Group gap={6} wrap="nowrap">
          <StartOrInPlay inPlay={market.inPlay} startsAt={market.startsAt} size="xs" />
          {market.status === 'suspended' ? (
            <Badge color="orange" variant="light" size="xs">
              {t('exchange.status.suspended')}
            </Badge>
          ) : null}
        </Group>
        <Text fw={600} size="sm" truncate>
          {market.eventName}
        </Text>
        <Text size="xs" c="dimmed" truncate>
          {market.name} · {t('exchange.matched')} {moneyText(market.matchedVolume, market.currency, i18n.language)}
        </Text>
      </div>
      <div className={classes.lobbyPrices}>
        {market.runners.map((runner) => (
          <div key={runner.id}>
            <Text size="xs" c="dimmed" truncate ta="center">
              {runner.name}
            </Text>
            <div className={classes.lobbyRunner}>
              <PriceCell side="back" level={runner.bestBack} best currency={market.currency} />
              <PriceCell side="lay" level={runner.bestLay} best currency={market.currency} />
            </div>
          </div>
        ))}
      </div>
    </Link>
  );
}
