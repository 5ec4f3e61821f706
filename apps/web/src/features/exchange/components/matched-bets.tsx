import { Group, Text } from '@mantine/core';
import type { ExchangeMatch } from '@oddsmith/core';
import { useTranslation } from 'react-i18next';
import { BetsCard } from './bets-card';
import { SideBadge } from './side-badge';
import { moneyText } from '../../../lib/money-text';

/** The player's matched bets on this market: side, runner, price, stake and what each wins or risks. */
export function MatchedBets({ matches, currency }: { matches: readonly ExchangeMatch[]; currency: string }) {
  const { t, i18n } = useTranslation();
  const money = (amount: number) => moneyText(amount, currency, i18n.language);
  return (
    <BetsCard title={t('exchange.orders.matched', { count: matches.length })} empty={t('exchange.orders.noneMatched')} count={matches.length}>
        {matches.map((match) => (
          <Group key={match.id} gap="xs" wrap="nowrap" data-testid="matched-bet">
            <SideBadge side={match.side} />
            <div style={{ minWidth: 0 }}>
              <Text size="sm" fw={600} truncate>
                {match.runnerName} @ {match.price}
              </Text>
              <Text size="xs" c="dimmed">
                {money(match.stake)} · {t(match.side === 'back' ? 'exchange.orders.toWin' : 'exchange.orders.liability', { amount: money(match.winAmount) })}
              </Text>
            </div>
          </Group>
        ))}
    </BetsCard>
  );
}
