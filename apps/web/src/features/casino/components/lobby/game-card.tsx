import { Badge, Card, Group, Text } from '@mantine/core';
import type { CasinoGame, CasinoGameInfo } from '@oddsmith/core';
import { useTranslation } from '../../../../lib/use-translation';
import { Link } from 'react-router';
import { paths } from '../../../../config/paths';
import { GameArt } from './game-art';

const volatilityColour = { low: 'teal', medium: 'yellow', high: 'red' } as const;

/** Where each game is played. */
export const gameHref: Record<CasinoGame, string> = {
  'video-slot': paths.slot.path,
  'classic-slot': `${paths.slot.path}?game=classic-slot`,
  roulette: paths.casinoRoulette.path,
  blackjack: paths.casinoBlackjack.path,
};

/** A lobby card: the art, the name, the published RTP and the volatility. */
export function GameCard({ game }: { game: CasinoGameInfo }) {
  const { t } = useTranslation();
  const name = t(`casinoShared.games.${game.id}`);
  return (
    <Card component={Link} to={gameHref[game.id]} withBorder radius="lg" padding="sm" aria-label={name} data-testid={`game-card-${game.id}`}>
      <Card.Section>
        <GameArt game={game.id} />
      </Card.Section>
      <Text fw={700} mt="sm">{name}</Text>
      <Group gap={6} mt={4}>
        <Badge variant="light" color="blue">{t('casinoLobby.rtp', { rtp: game.rtpPercent.toFixed(2) })}</Badge>
        <Badge variant="light" color={volatilityColour[game.volatility]}>{t(`casinoShared.volatilities.${game.volatility}`)}</Badge>
      </Group>
      <Text size="xs" c="dimmed" mt={4}>{t(`casinoLobby.category.${game.category}`)}</Text>
    </Card>
  );
}
