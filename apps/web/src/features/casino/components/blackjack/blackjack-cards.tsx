import { Badge, Group, Stack, Text } from '@mantine/core';
import { cardRank, cardSuit } from '@oddsmith/core';
import { useTranslation } from '../../../../lib/use-translation';
import classes from './blackjack.module.css';

/** Suits in core's order (docs/casino-math.md): clubs, diamonds, hearts, spades. */
const suits = ['♣', '♦', '♥', '♠'] as const;
const suitNames = ['clubs', 'diamonds', 'hearts', 'spades'] as const;
const rankText = (rank: number) => (rank === 1 ? 'A' : rank === 11 ? 'J' : rank === 12 ? 'Q' : rank === 13 ? 'K' : String(rank));

/** One card face up (`card` 0 … 311) or face down (`card` null). */
export function PlayingCard({ card }: { card: number | null }) {
  const { t } = useTranslation();
  if (card === null) return <div className={`${classes.card} ${classes.back}`} role="img" aria-label={t('casino.blackjackTable.hiddenCard')} data-testid="card-hidden" />;
  const rank = rankText(cardRank(card));
  const suit = cardSuit(card);
  const label = t('casino.blackjackTable.card', { rank, suit: t(`casino.blackjackTable.suits.${suitNames[suit]}`) });
  return (
    <div className={classes.card} data-red={suit === 1 || suit === 2} role="img" aria-label={label} data-testid="card">
      <span className={classes.corner}>{rank}</span>
      <span className={classes.pip}>{suits[suit]}</span>
    </div>
  );
}

type HandViewProps = {
  title: string;
  cards: number[];
  /** Face-down cards to show after the visible ones (the dealer's hole card while the round is open). */
  hidden?: number;
  total: number;
  soft?: boolean;
  active?: boolean;
  doubled?: boolean;
  outcome?: 'blackjack' | 'win' | 'push' | 'lose' | null;
  testId?: string;
};

const outcomeColour = { blackjack: 'yellow', win: 'green', push: 'gray', lose: 'red' } as const;

/** A hand: its cards, total, and once settled its outcome. */
export function HandView({ title, cards, hidden = 0, total, soft, active, doubled, outcome, testId }: HandViewProps) {
  const { t } = useTranslation();
  return (
    <Stack gap={6} className={classes.hand} data-active={active ? 'true' : 'false'} data-testid={testId}>
      <Group gap="xs">
        <Text fw={700} size="sm">{title}</Text>
        <span className={classes.total} data-testid={testId ? `${testId}-total` : undefined}>{soft ? t('casino.blackjackTable.softTotal', { total }) : total}</span>
        {doubled ? <Badge size="sm" color="orange">{t('casino.blackjackTable.doubled')}</Badge> : null}
        {outcome ? <Badge size="sm" color={outcomeColour[outcome]}>{t(`casino.blackjackTable.outcomes.${outcome}`)}</Badge> : null}
      </Group>
      <div className={classes.cards}>
        {cards.map((card, i) => (
          <PlayingCard key={`${i}-${card}`} card={card} />
        ))}
        {Array.from({ length: hidden }, (_, i) => (
          <PlayingCard key={`hidden-${i}`} card={null} />
        ))}
      </div>
    </Stack>
  );
}
