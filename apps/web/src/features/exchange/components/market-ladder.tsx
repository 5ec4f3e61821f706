import { Paper, Text } from '@mantine/core';
import type { ExchangeMarket, ExchangeOrderSide } from '@oddsmith/core';
import { useTranslation } from '../../../lib/use-translation';
import type { BetPick } from '../hooks/use-bet-panel';
import classes from './exchange.module.css';
import { RunnerRow } from './runner-row';

type MarketLadderProps = {
  market: ExchangeMarket;
  profits: ReadonlyMap<string, number> | null;
  projected: ReadonlyMap<string, number> | null;
  pick: BetPick | null;
  disabled: boolean;
  onPick: (runnerId: string, side: ExchangeOrderSide, priceMilli: number | null) => void;
};

/** The market's ladder: a row a runner (in the market's order) under the Back and Lay headings. */
export function MarketLadder({ market, profits, projected, pick, disabled, onPick }: MarketLadderProps) {
  const { t } = useTranslation();
  const ladders = new Map(market.ladder.runners.map((runner) => [runner.runnerId, runner]));
  const runners = [...market.runners].sort((a, b) => a.sortOrder - b.sortOrder);
  return (
    <Paper withBorder radius="md" aria-label={t('exchange.market.ladder')} role="group">
      <div className={`${classes.ladderRow} ${classes.ladderHead}`}>
        <Text size="xs" c="dimmed">
          {t('exchange.market.selections', { count: runners.length })}
        </Text>
        <span className={classes.outer} />
        <span className={classes.outer} />
        <Text size="xs" fw={700} ta="center">
          {t('exchange.side.back')}
        </Text>
        <Text size="xs" fw={700} ta="center">
          {t('exchange.side.lay')}
        </Text>
        <span className={classes.outer} />
        <span className={classes.outer} />
      </div>
      {runners.map((runner) => (
        <RunnerRow
          key={runner.id}
          runner={runner}
          ladder={ladders.get(runner.id)}
          currency={market.currency}
          profitCents={profits ? (profits.get(runner.id) ?? 0) : null}
          projectedCents={projected ? (projected.get(runner.id) ?? 0) : null}
          pick={pick}
          disabled={disabled}
          onPick={(side, priceMilli) => onPick(runner.id, side, priceMilli)}
        />
      ))}
    </Paper>
  );
}
