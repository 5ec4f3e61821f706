import { useState } from 'react';
import { Alert, Button, Grid, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { CasinoGameInfo, CasinoRound } from '@oddsmith/core';
import { useTranslation } from '../../../../lib/use-translation';
import { ScreenPage } from '../../../../components/screen-page';
import { moneyText } from '../../../../lib/amount';
import { useCasinoGamesQuery } from '../../api/casino-api';
import type { TableGameScreenProps } from '../roulette/roulette-screen';
import { BonusSwitch, useBonusChoice } from '../shared/bonus-switch';
import { FairnessPanel } from '../shared/fairness-panel';
import { RoundHistory } from '../shared/round-history';
import { SessionBar } from '../shared/session-bar';
import { StakeSelector, stakeOptionsCents, type StakeLimits } from '../shared/stake-selector';
import { HandView } from './blackjack-cards';
import { ActionBar, BlackjackInfo } from './blackjack-panels';
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
      {outcome.insurance !== 'none' ? <Text size="sm" px={8}>{t(`casino.blackjackTable.insurance.${outcome.insurance}`)}</Text> : null}
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

/** The stake first offered: 5.00 when the table allows it, else the nearest allowed stake. */
function defaultStakeCents(limits: StakeLimits): number {
  const options = stakeOptionsCents(limits);
  return options.find((cents) => cents >= 500) ?? options[options.length - 1] ?? 500;
}

/** The stake for the next deal (only stakes the table allows) and the deal button. */
function DealControls({ game, currency, busy, onDeal }: { game: CasinoGameInfo; currency: string; busy: boolean; onDeal: (stake: number, useBonus: boolean) => void }) {
  const { t } = useTranslation();
  const [stakeCents, setStakeCents] = useState(() => defaultStakeCents(game));
  const bonus = useBonusChoice(game);
  return (
    <Stack gap="xs" align="center">
      <Text size="sm" c="dimmed">{t('casino.blackjackTable.stake')}</Text>
      <StakeSelector limits={game} stakeCents={stakeCents} currency={currency} onChange={setStakeCents} disabled={busy} />
      <BonusSwitch game={game} bonusBalance={bonus.bonusBalance} currency={currency} checked={bonus.checked} onChange={bonus.setChecked} disabled={busy} />
      <Button onClick={() => onDeal(stakeCents / 100, bonus.useBonus)} loading={busy} disabled={!game.enabled} size="md" fullWidth>{t('casino.blackjackTable.deal')}</Button>
    </Stack>
  );
}

/** Blackjack: deal, play the legal actions, see each hand's result; a reload resumes an open round. */
export function BlackjackScreen({ currency, onBalance }: TableGameScreenProps) {
  const { t } = useTranslation();
  const games = useCasinoGamesQuery();
  const game = games.data?.games.find((entry) => entry.id === 'blackjack');
  const { round, error, deal, onAction, busy } = useBlackjackGame(onBalance);
  const outcome = round?.outcome.game === 'blackjack' ? round.outcome : null;
  const open = round?.status === 'open';
  return (
    <ScreenPage title={t('casino.blackjackTable.title')} subtitle={t('casino.blackjackTable.subtitle')}>
      <Stack gap="md">
        <SessionBar currency={currency} />
        {game && !game.enabled ? <Alert color="yellow">{t('casino.tableErrors.CASINO_GAME_DISABLED')}</Alert> : null}
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
              {error ? <Alert color="red" role="alert">{error}</Alert> : null}
              {!open && game ? (
                <Paper withBorder radius="lg" p="md">
                  <DealControls game={game} currency={currency} busy={busy} onDeal={deal} />
                </Paper>
              ) : null}
              <FairnessPanel busy={busy || open} />
            </Stack>
          </Grid.Col>
        </Grid>
        <Grid gap="md">
          <Grid.Col span={{ base: 12, md: 6 }}>{game ? <BlackjackInfo game={game} currency={games.data?.currency ?? currency} /> : null}</Grid.Col>
          <Grid.Col span={{ base: 12, md: 6 }}><RoundHistory game="blackjack" /></Grid.Col>
        </Grid>
      </Stack>
    </ScreenPage>
  );
}
