import { useState } from 'react';
import { SegmentedControl, Stack, Text } from '@mantine/core';
import { classicLineWinningReels, classicSlot, classicSlotPaylines, classicSlotRows, reelGrid, type ClassicSymbol, type CasinoBalances, type CasinoGameInfo, type CasinoRound } from '@oddsmith/core';
import { useTranslation } from '../../../../lib/use-translation';
import { usePlayRoundMutation } from '../../api/casino-api';
import { centsOf } from '../../casino-format';
import { ClassicSlotPaytable } from './paytables';
import { BonusSwitch, useBonusChoice } from '../shared/bonus-switch';
import { SlotMachine } from './slot-machine';
import { useSlotPlay, type ShownSpin } from './use-slot-play';

/** Reels stop at 2.2, 2.5 and 2.8 s (>= 2.5 s on screen, UKGC). */
export const classicSlotDurationsMs = [2200, 2500, 2800];
const initialGrid = reelGrid(classicSlot.strips, [0, 0, 0], classicSlotRows) as string[][];

/** The classic slot's one spin: the played lines that pay. */
export function classicSpinsOf(round: CasinoRound): ShownSpin[] {
  if (round.outcome.game !== 'classic-slot') return [];
  const { grid, linePays, lines, lineStake } = round.outcome;
  const paying = linePays.slice(0, lines).flatMap((pays, line) => {
    const rows = classicSlotPaylines[line] ?? [];
    return pays > 0 ? [{ rows, count: 3, reels: classicLineWinningReels(rows.map((row, reel) => grid[reel]?.[row] as ClassicSymbol)) }] : [];
  });
  const pays = linePays.slice(0, lines).reduce((sum, value) => sum + value, 0);
  return [{ grid, wins: paying, winCents: pays * centsOf(lineStake), free: false, multiplier: 1, freeSpinsAwarded: 0 }];
}

/** The classic slot: 3 reels, 1 to 5 lines; the stake is spread evenly over the lines played. */
export function ClassicSlotGame({ game, currency, onBalance }: { game: CasinoGameInfo; currency: string; onBalance?: (balances: CasinoBalances) => void }) {
  const { t } = useTranslation();
  const [lines, setLines] = useState(5);
  const [stakeCents, setStakeCents] = useState(() => Math.max(centsOf(game.minStake), 100));
  const [play] = usePlayRoundMutation();
  const slot = useSlotPlay(initialGrid, classicSlotDurationsMs[classicSlotDurationsMs.length - 1] as number, classicSpinsOf, onBalance);
  const wholeCents = stakeCents % lines === 0;
  const bonus = useBonusChoice(game);
  const spin = () => void slot.start(() => play({ game: 'classic-slot', stake: stakeCents / 100, lines, requestId: crypto.randomUUID(), useBonus: bonus.useBonus }).unwrap());
  const linesControl = (
    <Stack gap={2} align="center">
      <SegmentedControl size="xs" value={String(lines)} onChange={(value) => setLines(Number(value))} disabled={slot.busy} data={['1', '2', '3', '4', '5']} aria-label={t('casinoSlot.lines')} />
      <Text size="xs" c={wholeCents ? 'dimmed' : 'red'}>{wholeCents ? t('casinoSlot.linesLabel', { count: lines }) : t('casinoSlot.linesSplit')}</Text>
    </Stack>
  );
  return (
    <SlotMachine
      game={game}
      currency={currency}
      slot={slot}
      strips={classicSlot.strips}
      durationsMs={classicSlotDurationsMs}
      stakeCents={stakeCents}
      onStake={setStakeCents}
      onSpin={() => (wholeCents ? spin() : undefined)}
      rules={t('casinoSlot.classicRules')}
      paytable={<ClassicSlotPaytable />}
      extra={
        <>
          {linesControl}
          <BonusSwitch game={game} bonusBalance={bonus.bonusBalance} currency={currency} checked={bonus.checked} onChange={bonus.setChecked} disabled={slot.busy} />
        </>
      }
    />
  );
}
