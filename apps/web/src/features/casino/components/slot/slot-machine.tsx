import type { ReactNode } from 'react';
import { Alert, Badge, Button, Grid, Group, Paper, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { CasinoGameInfo } from '@oddsmith/core';
import { useTranslation } from '../../../../lib/use-translation';
import { moneyText } from '../../../../lib/money-text';
import { FairnessPanel } from '../shared/fairness-panel';
import { GameInfoPanel } from '../shared/game-info-panel';
import { RoundHistory } from '../shared/round-history';
import { SessionBar } from '../shared/session-bar';
import { StakeSelector } from '../shared/stake-selector';
import { Reels } from './reels';
import type { useSlotPlay } from './use-slot-play';

type SlotPlay = ReturnType<typeof useSlotPlay>;

type SlotMachineProps = {
  game: CasinoGameInfo;
  currency: string;
  slot: SlotPlay;
  strips: readonly (readonly string[])[];
  durationsMs: readonly number[];
  stakeCents: number;
  onStake: (cents: number) => void;
  onSpin: () => void;
  rules: ReactNode;
  paytable: ReactNode;
  /** Extra controls beside the stake (the classic slot's lines). */
  extra?: ReactNode;
};

/** What the player reads under the reels: spinning, the free spin count, the win or no win. */
function SpinStatus({ slot, currency }: { slot: SlotPlay; currency: string }) {
  const { t, i18n } = useTranslation();
  const spin = slot.current;
  const free = slot.spins.filter((item) => item.free).length;
  const money = (cents: number) => moneyText(cents / 100, currency, i18n.language);
  const turning = slot.phase === 'waiting' || slot.phase === 'spinning';
  const totalCents = slot.spins.slice(0, slot.index + 1).reduce((sum, item) => sum + item.winCents, 0);
  return (
    <Group justify="center" gap="xs" mih={32} aria-live="polite">
      {spin?.free ? <Badge color="grape" size="lg">{t('casinoSlot.freeSpin', { n: slot.spins.indexOf(spin), total: free, multiplier: spin.multiplier })}</Badge> : null}
      {turning ? (
        <Text fw={600}>{t('casinoSlot.spinning')}</Text>
      ) : spin ? (
        <>
          <Text fw={700} c={spin.winCents > 0 ? 'teal' : 'dimmed'} data-testid="spin-result">
            {spin.winCents > 0 ? t('casinoSlot.win', { amount: money(spin.winCents) }) : t('casinoSlot.noWin')}
          </Text>
          {spin.freeSpinsAwarded > 0 ? <Badge color="grape">{t('casinoSlot.freeSpinsAwarded', { count: spin.freeSpinsAwarded })}</Badge> : null}
          {free > 0 && slot.phase === 'idle' ? <Text fw={700}>{t('casinoSlot.roundTotal', { amount: money(totalCents) })}</Text> : null}
        </>
      ) : (
        <Text c="dimmed">{t('casinoSlot.ready')}</Text>
      )}
    </Group>
  );
}

function Controls(props: SlotMachineProps) {
  const { t } = useTranslation();
  const { game, currency, slot } = props;
  return (
    <Group justify="center" gap="md" wrap="wrap">
      <StakeSelector limits={game} stakeCents={props.stakeCents} currency={currency} onChange={props.onStake} disabled={slot.busy} />
      {props.extra}
      <Button size="lg" radius="xl" onClick={props.onSpin} loading={slot.phase === 'waiting'} disabled={slot.busy || !game.enabled} miw={140}>
        {t('casinoSlot.spin')}
      </Button>
    </Group>
  );
}

/** A slot's screen: session bar, reels, status, controls; then the info, fairness and history panels. */
export function SlotMachine(props: SlotMachineProps) {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 36em)');
  const { slot, game } = props;
  const reels = props.strips.length;
  const cell = reels > 3 ? (phone ? 60 : 104) : phone ? 92 : 124;
  return (
    <Stack gap="md">
      <SessionBar currency={props.currency} hideRoundId={slot.roundId} />
      <Paper withBorder radius="lg" p={{ base: 'xs', sm: 'lg' }}>
        <Stack gap="md">
          <Reels grid={slot.grid} previous={slot.previous} spinId={slot.spinId} strips={props.strips} durationsMs={props.durationsMs} wins={slot.showWins ? (slot.current?.wins ?? null) : null} cell={cell} label={t('casinoSlot.reels')} />
          <SpinStatus slot={slot} currency={props.currency} />
          {slot.error ? <Alert color="red">{slot.error}</Alert> : null}
          <Controls {...props} />
        </Stack>
      </Paper>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 6 }}>
          <GameInfoPanel game={game} currency={props.currency} rules={props.rules} paytable={props.paytable} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Stack gap="md">
            <FairnessPanel busy={slot.busy} />
            <RoundHistory game={game.id} hideRoundId={slot.roundId} perPage={8} />
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
