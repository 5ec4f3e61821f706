import { Badge, Button, Group, List, Paper, Stack, Table, Text } from '@mantine/core';
import { IconArrowBackUp, IconTrash } from '@tabler/icons-react';
import { useTranslation } from '../../../../lib/use-translation';
import type { CasinoGameInfo, CasinoRound } from '@oddsmith/core';
import { moneyText } from '../../../../lib/money-text';
import { GameInfoPanel } from '../shared/game-info-panel';
import { chipValuesCents } from './roulette-bets';
import { chipText } from './roulette-table';
import { pocketColour } from './roulette-wheel';
import classes from './roulette.module.css';

const chipColours: Record<number, string> = { 10: '#b0bec5', 50: '#ef9a9a', 100: '#fff59d', 500: '#ffab91', 2500: '#a5d6a7', 10000: '#b39ddb' };

/** The chip rack: the value the next click puts on the table. */
export function ChipRack({ value, onChange, disabled }: { value: number; onChange: (cents: number) => void; disabled?: boolean }) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" role="group" aria-label={t('casino.rouletteTable.chipRack')}>
      {chipValuesCents.map((cents) => (
        <button key={cents} type="button" className={classes.rackChip} style={{ background: chipColours[cents] }} aria-pressed={value === cents} disabled={disabled}
          aria-label={t('casino.rouletteTable.chip', { value: chipText(cents) })} onClick={() => onChange(cents)}>
          {chipText(cents)}
        </button>
      ))}
    </Group>
  );
}

/** A pocket as a coloured ball. */
export function PocketBall({ n }: { n: number }) {
  return (
    <span className={classes.pocketBall} data-colour={pocketColour(n)}>
      {n}
    </span>
  );
}

type BetBarProps = { totalCents: number; count: number; currency: string; busy: boolean; onUndo: () => void; onClear: () => void; onSpin: () => void; canPlay: boolean };

/** Total stake, undo, clear and spin. */
export function BetBar({ totalCents, count, currency, busy, onUndo, onClear, onSpin, canPlay }: BetBarProps) {
  const { t, i18n } = useTranslation();
  return (
    <Group justify="space-between" wrap="wrap" gap="sm">
      <Stack gap={0}>
        <Text size="xs" c="dimmed">{t('casino.rouletteTable.totalStake', { count })}</Text>
        <Text fw={800} fz="lg" data-testid="roulette-total">{moneyText(totalCents / 100, currency, i18n.language)}</Text>
      </Stack>
      <Group gap="xs">
        <Button variant="default" leftSection={<IconArrowBackUp size={16} />} onClick={onUndo} disabled={busy || count === 0}>{t('casino.rouletteTable.undo')}</Button>
        <Button variant="default" leftSection={<IconTrash size={16} />} onClick={onClear} disabled={busy || count === 0}>{t('casino.rouletteTable.clear')}</Button>
        <Button onClick={onSpin} loading={busy} disabled={!canPlay || count === 0}>{t('casino.rouletteTable.spin')}</Button>
      </Group>
    </Group>
  );
}

/** The settled round: the pocket, each bet won or lost with what it returned, and the total. */
export function RouletteResult({ round }: { round: CasinoRound }) {
  const { t, i18n } = useTranslation();
  if (round.outcome.game !== 'roulette') return null;
  const money = (amount: number) => moneyText(amount, round.currency, i18n.language);
  return (
    <Paper withBorder radius="lg" p="md" data-testid="roulette-result">
      <Group gap="sm" mb="sm">
        <PocketBall n={round.outcome.pocket} />
        <Text fw={700}>{t('casino.rouletteTable.landedOn', { pocket: round.outcome.pocket, colour: t(`casino.rouletteTable.colours.${round.outcome.colour}`) })}</Text>
      </Group>
      <Table.ScrollContainer minWidth={280}>
        <Table fz="sm" verticalSpacing={4}>
          <Table.Tbody>
            {round.outcome.bets.map((bet, i) => (
              <Table.Tr key={i}>
                <Table.Td>{bet.index !== null ? t(`casino.rouletteTable.bets.${bet.kind}`, { index: bet.index }) : t(`casino.rouletteTable.bets.${bet.kind}`, { numbers: bet.numbers.join('-') })}</Table.Td>
                <Table.Td ta="right">{money(bet.stake)}</Table.Td>
                <Table.Td ta="right">
                  <Badge color={bet.won ? 'green' : 'gray'} variant="light">{bet.won ? money(bet.payout) : t('casino.rouletteTable.lost')}</Badge>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Group justify="space-between" mt="sm">
        <Text>{t('casino.rouletteTable.totalReturn', { amount: money(round.payout) })}</Text>
        <Text fw={800} c={round.net > 0 ? 'green' : round.net < 0 ? 'red' : undefined}>{t('casino.rouletteTable.net', { amount: money(round.net) })}</Text>
      </Group>
    </Paper>
  );
}

/** The last pockets, newest first. */
export function LastNumbers({ pockets }: { pockets: number[] }) {
  const { t } = useTranslation();
  return (
    <Group gap={6} wrap="nowrap" style={{ overflowX: 'auto' }} aria-label={t('casino.rouletteTable.lastNumbers')} data-testid="roulette-last-numbers">
      <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>{t('casino.rouletteTable.lastNumbers')}</Text>
      {pockets.length === 0 ? <Text size="sm" c="dimmed">—</Text> : pockets.map((n, i) => <PocketBall key={i} n={n} />)}
    </Group>
  );
}

/** The game's info panel with the layout's rules and the payout of each bet. */
export function RouletteInfo({ game, currency }: { game: CasinoGameInfo; currency: string }) {
  const { t } = useTranslation();
  const payouts: [string, number][] = [['straight', 35], ['split', 17], ['street', 11], ['corner', 8], ['sixLine', 5], ['dozenColumn', 2], ['evenMoney', 1]];
  const paytable = (
    <List size="sm" spacing={2}>
      {payouts.map(([key, pays]) => (
        <List.Item key={key}>{t(`casino.rouletteTable.payouts.${key}`, { pays })}</List.Item>
      ))}
    </List>
  );
  return <GameInfoPanel game={game} currency={currency} rules={t('casino.rouletteTable.rulesText')} paytable={paytable} />;
}
