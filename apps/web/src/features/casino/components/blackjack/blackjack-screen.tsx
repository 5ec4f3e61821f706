import { useState } from 'react';
import { Alert, Button, Grid, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { casinoPublishedRtpPercent, type CasinoRound } from '@oddsmith/core';
import { useTranslation } from 'react-i18next';
import { MoneyInput } from '../../../../components/money-input';
import { ScreenPage } from '../../../../components/screen-page';
import { checkAmount, moneyText } from '../../../../lib/amount';
import { useTableGamesQuery } from '../../api/table-games-api';
import type { TableGameScreenProps } from '../roulette/roulette-screen';
import { useLimitsText } from '../roulette/roulette-screen';
import { HandView } from './blackjack-cards';
import { ActionBar, BlackjackRules } from './blackjack-panels';
import classes from './blackjack.module.css';
import { useBlackjackGame } from './use-blackjack-game';

type BlackjackOutcomeView = Extract<CasinoRound['outcome'], { game: 'blackjack' }>;

/** The dealer and the player's hands (side by side after a split, the active one highlighted). */
export function BlackjackTable({ outcome }: { outcome: BlackjackOutcomeView }) {
  const { t } = useTranslation();
  const open = outcome.phase !== 'settled';
  return (
    <Stack gap="lg">
      <HandView title={t('casino.blackjackTable.dealer')} cards={outcome.dealer} hidden={open ? 1 : 0} total={outcome.dealerTotal} testId="dealer-hand" />
      {outcome.insurance !== 'none' ? <Text size="sm">{t(`casino.blackjackTable.insurance.${outcome.insurance}`)}</Text> : null}
      <SimpleGrid cols={outcome.hands.length > 1 ? 2 : 1} spacing="xs">
        {outcome.hands.map((hand, i) => (
          <HandView key={i} title={outcome.hands.length > 1 ? t('casino.blackjackTable.handN', { n: i + 1 }) : t('casino.blackjackTable.you')} cards={hand.cards} total={hand.total} soft={hand.soft}
            active={outcome.phase === 'player' && outcome.active === i && outcome.hands.length > 1} doubled={hand.doubled} outcome={hand.outcome} testId={`player-hand-${i}`} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

/** The settled round's figures: staked (doubles, split and insurance included), returned, net. */
function RoundSummary({ round }: { round: CasinoRound }) {
  const { t, i18n } = useTranslation();
  const money = (amount: number) => moneyText(amount, round.currency, i18n.language);
  return (
    <Group justify="space-between" data-testid="blackjack-summary">
      <Text size="sm">{t('casino.blackjackTable.staked', { amount: money(round.stake) })}</Text>
      <Text size="sm">{t('casino.blackjackTable.returned', { amount: money(round.payout) })}</Text>
      <Text fw={800} c={round.net > 0 ? 'green.4' : round.net < 0 ? 'red.4' : undefined}>{t('casino.blackjackTable.net', { amount: money(round.net) })}</Text>
    </Group>
  );
}

const quickStakes = ['1', '5', '10', '25'];

/** The stake for the next deal, checked against the table limits before it is sent. */
function DealControls({ currency, busy, disabled, limits, onDeal }: { currency: string; busy: boolean; disabled: boolean; limits: { min?: number; max?: number }; onDeal: (stake: number) => void }) {
  const { t, i18n } = useTranslation();
  const [text, setText] = useState('5');
  const [error, setError] = useState<string | null>(null);
  const submit = () => {
    const checked = checkAmount(text, limits);
    if (!checked.ok) return setError(t(`casino.blackjackTable.stakeErrors.${checked.error}`));
    setError(null);
    onDeal(checked.cents / 100);
  };
  return (
    <Stack gap="xs">
      <Group gap="xs" align="flex-end" wrap="wrap">
        <MoneyInput label={t('casino.blackjackTable.stake')} value={text} onChange={setText} currency={currency} locale={i18n.language} error={error} w={140} />
        {quickStakes.map((stake) => (
          <Button key={stake} variant="default" size="compact-sm" mb={error ? 22 : 6} onClick={() => setText(stake)}>{stake}</Button>
        ))}
      </Group>
      <Button onClick={submit} loading={busy} disabled={disabled} size="md">{t('casino.blackjackTable.deal')}</Button>
    </Stack>
  );
}

/** Blackjack: deal, play the legal actions, see each hand's result; a reload resumes an open round. */
export function BlackjackScreen({ currency, onBalance }: TableGameScreenProps) {
  const { t } = useTranslation();
  const games = useTableGamesQuery();
  const game = games.data?.games.find((entry) => entry.id === 'blackjack');
  const { round, error, deal, onAction, busy } = useBlackjackGame(onBalance);
  const outcome = round?.outcome.game === 'blackjack' ? round.outcome : null;
  const open = round?.status === 'open';
  const disabled = game !== undefined && !game.enabled;
  const limitsText = useLimitsText(game, games.data?.currency ?? currency);
  return (
    <ScreenPage title={t('casino.blackjackTable.title')} subtitle={t('casino.blackjackTable.subtitle')}>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <div className={classes.felt} data-testid="blackjack-felt">
            <Stack gap="md">
              {outcome ? <BlackjackTable outcome={outcome} /> : <Text ta="center" py="xl">{t('casino.blackjackTable.placeStake')}</Text>}
              {open && outcome ? <ActionBar legalActions={outcome.legalActions} onAction={onAction} busy={busy} /> : null}
              {round && !open ? <RoundSummary round={round} /> : null}
            </Stack>
          </div>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="md">
            {disabled ? <Alert color="yellow">{t('casino.tableErrors.CASINO_GAME_DISABLED')}</Alert> : null}
            {error ? <Alert color="red" role="alert">{error}</Alert> : null}
            {!open ? (
              <Paper withBorder radius="lg" p="md">
                <DealControls currency={currency} busy={busy} disabled={disabled} limits={{ min: game?.minStake, max: game?.maxStake }} onDeal={deal} />
              </Paper>
            ) : null}
            <BlackjackRules rtpPercent={casinoPublishedRtpPercent.blackjack} limits={limitsText} />
          </Stack>
        </Grid.Col>
      </Grid>
    </ScreenPage>
  );
}
