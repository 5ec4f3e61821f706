import { useEffect, useRef } from 'react';
import { Alert, Grid, Paper, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { CasinoBalances, CasinoRound } from '@oddsmith/core';
import { useTranslation } from '../../../../lib/use-translation';
import { ScreenPage } from '../../../../components/screen-page';
import { amountCents } from '../../../../lib/amount';
import { useCasinoGamesQuery, useCasinoRoundsQuery } from '../../api/casino-api';
import { BonusSwitch, useBonusChoice } from '../shared/bonus-switch';
import { FairnessPanel } from '../shared/fairness-panel';
import { RoundHistory } from '../shared/round-history';
import { SessionBar } from '../shared/session-bar';
import { tableBets, totalCents } from './roulette-bets';
import { BetBar, ChipRack, LastNumbers, RouletteInfo, RouletteResult } from './roulette-panels';
import { RouletteTable } from './roulette-table';
import { RouletteWheel } from './roulette-wheel';
import { useRouletteGame } from './use-roulette-game';

export type TableGameScreenProps = {
  currency: string;
  /** The cash balance the server replied with (the header shows it). */
  onBalance: (balances: CasinoBalances) => void;
};

/** The pockets of the last rounds, newest first, without the one still turning on the wheel. */
function lastPockets(rounds: CasinoRound[] | undefined, hiddenId: string | null): number[] {
  return (rounds ?? []).flatMap((round) => (round.id !== hiddenId && round.outcome.game === 'roulette' ? [round.outcome.pocket] : [])).slice(0, 12);
}

const pocketOf = (round: CasinoRound | null) => (round && round.outcome.game === 'roulette' ? round.outcome.pocket : null);

/** European roulette: the wheel, the betting layout with its chip rack, the result and the last numbers. */
export function RouletteScreen({ currency, onBalance }: TableGameScreenProps) {
  const { t } = useTranslation();
  const wide = useMediaQuery('(min-width: 48em)') ?? true;
  const games = useCasinoGamesQuery();
  const game = games.data?.games.find((entry) => entry.id === 'roulette');
  const limits = { minStakeCents: game ? amountCents(game.minStake) : null, maxStakeCents: game ? amountCents(game.maxStake) : null };
  const roulette = useRouletteGame(limits, onBalance);
  const rounds = useCasinoRoundsQuery({ game: 'roulette', status: 'settled', page: 1, perPage: 12 });
  const spinning = roulette.phase.kind === 'spinning' ? roulette.phase.round : null;
  const shown = roulette.phase.kind === 'result' ? roulette.phase.round : null;
  const disabled = game !== undefined && !game.enabled;
  const bonus = useBonusChoice(game ?? { bonusAllowed: false });
  const bets = tableBets(roulette.placements);
  const wheelRef = useRef<HTMLDivElement>(null);
  // On a phone the wheel sits above the layout: bring it into view while it turns.
  useEffect(() => {
    if (spinning) wheelRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'center' });
  }, [spinning]);
  return (
    <ScreenPage title={t('casino.rouletteTable.title')} subtitle={t('casino.rouletteTable.subtitle')}>
      <Stack gap="md">
        <SessionBar currency={currency} hideRoundId={spinning?.id ?? null} />
        {disabled ? <Alert color="yellow">{t('casino.tableErrors.CASINO_GAME_DISABLED')}</Alert> : null}
        <LastNumbers pockets={lastPockets(rounds.data?.list, spinning?.id ?? null)} />
        <Grid gap="md">
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Stack gap="md">
              <div ref={wheelRef}>
                <RouletteWheel pocket={pocketOf(spinning)} spinId={spinning?.id ?? null} />
              </div>
              {spinning ? <Text ta="center" c="dimmed">{t('casino.rouletteTable.spinning')}</Text> : null}
              {shown ? <RouletteResult round={shown} /> : null}
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Paper withBorder radius="lg" p={{ base: 'xs', sm: 'md' }}>
              <Stack gap="sm">
                <ChipRack value={roulette.chipCents} onChange={roulette.setChipCents} disabled={roulette.busy} />
                <BonusSwitch game={game ?? { bonusAllowed: false }} bonusBalance={bonus.bonusBalance} currency={currency} checked={bonus.checked} onChange={bonus.setChecked} disabled={roulette.busy} />
                <RouletteTable orientation={wide ? 'horizontal' : 'vertical'} bets={bets} onPlace={roulette.place} disabled={roulette.busy || disabled} pocket={pocketOf(shown)} />
                {roulette.error ? <Alert color="red" role="alert">{roulette.error}</Alert> : null}
                <BetBar totalCents={totalCents(roulette.placements)} count={bets.length} currency={currency} busy={roulette.busy}
                  onUndo={roulette.undo} onClear={roulette.clear} onSpin={() => roulette.spin(bonus.useBonus)} canPlay={!disabled} />
              </Stack>
            </Paper>
          </Grid.Col>
        </Grid>
        <Grid gap="md">
          <Grid.Col span={{ base: 12, md: 6 }}>{game ? <RouletteInfo game={game} currency={games.data?.currency ?? currency} /> : null}</Grid.Col>
          <Grid.Col span={{ base: 12, md: 6 }}>
            <Stack gap="md">
              <FairnessPanel busy={roulette.busy} />
              <RoundHistory game="roulette" hideRoundId={spinning?.id ?? null} />
            </Stack>
          </Grid.Col>
        </Grid>
      </Stack>
    </ScreenPage>
  );
}
