import type { ReactNode } from 'react';
import { Badge, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { CasinoGameInfo } from '@oddsmith/core';
import { useTranslation } from '../../../../lib/use-translation';
import { LabelledValue } from '../../../../components/labelled-value';
import { SectionCard } from '../../../../components/section-card';
import { moneyText } from '../../../../lib/money-text';

const volatilityColour = { low: 'teal', medium: 'yellow', high: 'red' } as const;

type GameInfoPanelProps = {
  game: CasinoGameInfo;
  currency: string;
  /** The game's rules, one paragraph or list. */
  rules: ReactNode;
  /** The paytable (slots) or payout table (table games). */
  paytable?: ReactNode;
};

/** A game's published return to player, volatility, stake limits, rules and paytable. */
export function GameInfoPanel({ game, currency, rules, paytable }: GameInfoPanelProps) {
  const { t, i18n } = useTranslation();
  return (
    <SectionCard title={t('casinoShared.infoTitle')} text={t('casinoShared.infoText')}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
          <LabelledValue label={t('casinoShared.rtp')} figure>
            <span data-testid="published-rtp">{game.rtpPercent.toFixed(2)} %</span>
          </LabelledValue>
          <LabelledValue label={t('casinoShared.volatility')}>
            <Badge variant="light" color={volatilityColour[game.volatility]}>{t(`casinoShared.volatilities.${game.volatility}`)}</Badge>
          </LabelledValue>
          <LabelledValue label={t('casinoShared.stakeRange')}>
            {`${moneyText(game.minStake, currency, i18n.language)} – ${moneyText(game.maxStake, currency, i18n.language)}`}
          </LabelledValue>
        </SimpleGrid>
        <div>
          <Text fw={600} size="sm" mb={4}>{t('casinoShared.rules')}</Text>
          <Text size="sm" component="div">{rules}</Text>
        </div>
        {paytable ? (
          <div>
            <Group mb={4}><Text fw={600} size="sm">{t('casinoShared.paytable')}</Text></Group>
            {paytable}
          </div>
        ) : null}
        <Text size="xs" c="dimmed">{t('casinoShared.rtpNote', { rtp: game.rtpPercent.toFixed(2) })}</Text>
      </Stack>
    </SectionCard>
  );
}
