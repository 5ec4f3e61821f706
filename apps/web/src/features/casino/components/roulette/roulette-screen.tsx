import { Alert, Grid, Paper, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { casinoPublishedRtpPercent, type CasinoGameInfo, type CasinoRound } from '@oddsmith/core';
import { useTranslation } from 'react-i18next';
import { ScreenPage } from '../../../../components/screen-page';
import { amountCents, moneyText } from '../../../../lib/amount';
import { useTableGamesQuery, useTableRoundsQuery } from '../../api/table-games-api';
import { tableBets, totalCents } from './roulette-bets';
import { BetBar, ChipRack, LastNumbers, RouletteResult, RouletteRules } from './roulette-panels';
import { RouletteTable } from './roulette-table';
import { RouletteWheel } from './roulette-wheel';
import { useRouletteGame } from './use-roulette-game';

export type TableGameScreenProps = {
  currency: string;
  /** The cash balance the server replied with (the header shows it). */
  onBalance: (balance: number) => void;
};

/** The pockets of the last rounds, newest first, without the one still turning on the wheel. */
function lastPockets(rounds: CasinoRound[] | undefined, hiddenId: string | null): number[] {
  return (rounds ?? []).flatMap((round) => (round.id !== hiddenId && round.outcome.game === 'roulette' ? [round.outcome.pocket] : [])).slice(0, 12);
}

/** The stake limits as one line ("Table limits: 0.10 EUR – 500.00 EUR"). */
export function useLimitsText(game: CasinoGameInfo | undefined, currency: string): string | null {
  const { t, i18n } = useTranslation();
  if (!game) return null;
  return t('casino.tableLimits', { min: moneyText(game.minStake, currency, i18n.language), max: moneyText(game.maxStake, currency, i18n.language) });
}

/** European roulette: the wheel, the betting layout with its chip rack, the result and the last numbers. */
export function RouletteScreen({ currency, onBalance }: TableGameScreenProps) {
  const { t } = useTranslation();
  const wide = useMediaQuery('(min-width: 48em)') ?? true;
  const games = useTableGamesQuery();
  const game = games.data?.games.find((entry) => entry.id === 'roulette');
  const limits = { minStakeCents: game ? amountCents(game.minStake) : null, maxStakeCents: game ? amountCents(game.maxStake) : null };
  const roulette = useRouletteGame(limits, onBalance);
  const rounds = useTableRoundsQuery({ game: 'roulette', status: 'settled', page: 1, perPage: 12 });
  const spinning = roulette.phase.kind === 'spinning' ? roulette.phase.round : null;
  const shown = roulette.phase.kind === 'result' ? roulette.phase.round : null;
  const disabled = game !== undefined && !game.enabled;
  const limitsText = useLimitsText(game, games.data?.currency ?? currency);
  return (
    <ScreenPage title={t('casino.rouletteTable.title')} subtitle={t('casino.rouletteTable.subtitle')}>
      <Stack gap="md">
        {disabled ? <Alert color="yellow">{t('casino.tableErrors.CASINO_GAME_DISABLED')}</Alert> : null}
        <LastNumbers pockets={lastPockets(rounds.data?.list, spinning?.id ?? null)} />
        <Grid gap="md">
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Stack gap="md">
              <RouletteWheel pocket={spinning && spinning.outcome.game === 'roulette' ? spinning.outcome.pocket : null} spinId={spinning?.id ?? null} />
              {spinning ? <Text ta="center" c="dimmed">{t('casino.rouletteTable.spinning')}</Text> : null}
              {shown ? <RouletteResult round={shown} /> : null}
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Paper withBorder radius="lg" p={{ base: 'xs', sm: 'md' }}>
              <Stack gap="sm">
                <ChipRack value={roulette.chipCents} onChange={roulette.setChipCents} disabled={roulette.busy} />
                <RouletteTable orientation={wide ? 'horizontal' : 'vertical'} bets={tableBets(roulette.placements)} onPlace={roulette.place} disabled={roulette.busy || disabled}
                  pocket={shown && shown.outcome.game === 'roulette' ? shown.outcome.pocket : null} />
                {roulette.error ? <Alert color="red" role="alert">{roulette.error}</Alert> : null}
                <BetBar totalCents={totalCents(roulette.placements)} count={tableBets(roulette.placements).length} currency={currency} busy={roulette.busy}
                  onUndo={roulette.undo} onClear={roulette.clear} onSpin={roulette.spin} canPlay={!disabled} />
              </Stack>
            </Paper>
          </Grid.Col>
        </Grid>
        <RouletteRules rtpPercent={casinoPublishedRtpPercent.roulette} limits={limitsText} />
      </Stack>
    </ScreenPage>
  );
}
