import type { ExchangeMatch } from '@oddsmith/core';
import { useTranslation } from '../../../lib/use-translation';
import { BetsCard } from './bets-card';
import { BetLine } from './side-badge';
import { moneyText } from '../../../lib/money-text';

/** The player's matched bets on this market: side, runner, price, stake and what each wins or risks. */
export function MatchedBets({ matches, currency }: { matches: readonly ExchangeMatch[]; currency: string }) {
  const { t, i18n } = useTranslation();
  const money = (amount: number) => moneyText(amount, currency, i18n.language);
  return (
    <BetsCard title={t('exchange.orders.matched', { count: matches.length })} empty={t('exchange.orders.noneMatched')} count={matches.length}>
        {matches.map((match) => (
        <BetLine
          key={match.id}
          testId="matched-bet"
          side={match.side}
          runner={match.runnerName}
          price={match.price}
          detail={`${money(match.stake)} · ${t(match.side === 'back' ? 'exchange.orders.toWin' : 'exchange.orders.liability', { amount: money(match.winAmount) })}`}
        />
        ))}
    </BetsCard>
  );
}
