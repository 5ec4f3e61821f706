import { Text } from '@mantine/core';
import type { ExchangeOrderSide, ExchangeRunner, ExchangeRunnerLadder, LadderLevel } from '@oddsmith/core';
import { useTranslation } from '../../../lib/use-translation';
import { priceMilliOf } from '../bet-maths';
import type { BetPick } from '../hooks/use-bet-panel';
import { signedMoneyText, signOf } from '../exchange-text';
import classes from './exchange.module.css';
import { PriceCell } from './price-cell';

export type RunnerRowProps = {
  runner: ExchangeRunner;
  ladder: ExchangeRunnerLadder | undefined;
  currency: string;
  /** The player's P&L if this runner wins (matched bets), cents; null without a position. */
  profitCents: number | null;
  /** The same with the bet panel's order matched in full; null without one. */
  projectedCents: number | null;
  pick: BetPick | null;
  disabled: boolean;
  onPick: (side: ExchangeOrderSide, priceMilli: number | null) => void;
};

/** Depth 0 is the best price; the back side reads outwards to the left, the lay side to the right. */
const backDepths = [2, 1, 0] as const;
const layDepths = [0, 1, 2] as const;

function RunnerName({ runner, ladder, currency, profitCents, projectedCents }: Omit<RunnerRowProps, 'pick' | 'disabled' | 'onPick'>) {
  const { t, i18n } = useTranslation();
  const money = (cents: number) => signedMoneyText(cents, currency, i18n.language);
  return (
    <div style={{ minWidth: 0 }}>
      <Text fw={600} size="sm" truncate>
        {runner.name}
      </Text>
      <Text size="xs" ff="monospace" aria-label={t('exchange.market.pnlFor', { runner: runner.name })}>
        {profitCents !== null ? (
          <span className={classes.pnl} data-sign={signOf(profitCents)}>
            {money(profitCents)}
          </span>
        ) : null}
        {projectedCents !== null ? (
          <span className={classes.pnl} data-sign={signOf(projectedCents)} data-testid="projected-pnl">
            {` » ${money(projectedCents)}`}
          </span>
        ) : null}
      </Text>
      {ladder?.lastTradedPrice ? (
        <Text size="xs" c="dimmed">
          {t('exchange.market.lastTraded', { price: ladder.lastTradedPrice })}
        </Text>
      ) : null}
    </div>
  );
}

/** A runner of the market: its name with the player's P&L, then its 3 back and 3 lay prices. */
export function RunnerRow(props: RunnerRowProps) {
  const { runner, ladder, currency, pick, disabled, onPick } = props;
  const cell = (side: ExchangeOrderSide, depth: number, levels: readonly LadderLevel[]) => {
    const level = levels[depth] ?? null;
    const priceMilli = level ? priceMilliOf(level.price) : null;
    const selected = pick?.runnerId === runner.id && pick.side === side && priceMilli !== null && pick.priceMilli === priceMilli;
    const node = (
      <PriceCell side={side} level={level} best={depth === 0} currency={currency} selected={selected} disabled={disabled} onPick={() => onPick(side, priceMilli)} />
    );
    return depth === 0 ? (
      <div key={`${side}${depth}`}>{node}</div>
    ) : (
      <div key={`${side}${depth}`} className={classes.outer}>
        {node}
      </div>
    );
  };
  return (
    <div className={classes.ladderRow} data-testid={`runner-${runner.id}`}>
      <RunnerName runner={runner} ladder={ladder} currency={currency} profitCents={props.profitCents} projectedCents={props.projectedCents} />
      {backDepths.map((depth) => cell('back', depth, ladder?.availableToBack ?? []))}
      {layDepths.map((depth) => cell('lay', depth, ladder?.availableToLay ?? []))}
    </div>
  );
}
