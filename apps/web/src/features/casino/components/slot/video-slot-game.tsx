import { useState } from 'react';
import { reelGrid, videoSlot, videoSlotPaylines, videoSlotRows, type CasinoBalances, type CasinoGameInfo, type CasinoRound, type VideoSlotSpinView } from '@oddsmith/core';
import { useTranslation } from '../../../../lib/use-translation';
import { usePlayRoundMutation } from '../../api/casino-api';
import { centsOf } from '../../casino-format';
import { BonusSwitch, useBonusChoice } from '../shared/bonus-switch';
import { SlotMachine } from './slot-machine';
import type { ShownSpin } from './use-slot-play';
import { useSlotPlay } from './use-slot-play';
import { VideoSlotPaytable } from './paytables';

/** Each reel turns 2.0 s plus 0.25 s per reel to its left: the fifth stops at 3.0 s (>= 2.5 s, UKGC). */
export const videoSlotDurationsMs = [2000, 2250, 2500, 2750, 3000];
const initialGrid = reelGrid(videoSlot.strips, [0, 0, 0, 0, 0], videoSlotRows) as string[][];

const shownOf = (spin: VideoSlotSpinView, free: boolean): ShownSpin => ({
  grid: spin.grid,
  wins: spin.lineWins.map((win) => ({ rows: videoSlotPaylines[win.line - 1] ?? [], count: win.count })),
  winCents: centsOf(spin.win),
  free,
  multiplier: spin.multiplier,
  freeSpinsAwarded: spin.freeSpinsAwarded,
});

/** The base spin, then every free spin it awarded, in the order they are shown. */
export function videoSpinsOf(round: CasinoRound): ShownSpin[] {
  if (round.outcome.game !== 'video-slot') return [];
  return [shownOf(round.outcome.base, false), ...round.outcome.freeSpins.map((spin) => shownOf(spin, true))];
}

/** The video slot: 5 reels, 3 rows, 20 paylines, wilds, scatters with free spins (x3). */
export function VideoSlotGame({ game, currency, onBalance }: { game: CasinoGameInfo; currency: string; onBalance?: (balances: CasinoBalances) => void }) {
  const { t } = useTranslation();
  const [stakeCents, setStakeCents] = useState(() => Math.max(centsOf(game.minStake), 100 - (100 % centsOf(game.stakeStep))));
  const [play] = usePlayRoundMutation();
  const slot = useSlotPlay(initialGrid, videoSlotDurationsMs[videoSlotDurationsMs.length - 1] as number, videoSpinsOf, onBalance);
  const bonus = useBonusChoice(game);
  const spin = () => void slot.start(() => play({ game: 'video-slot', stake: stakeCents / 100, requestId: crypto.randomUUID(), useBonus: bonus.useBonus }).unwrap());
  return (
    <SlotMachine
      game={game}
      currency={currency}
      slot={slot}
      strips={videoSlot.strips}
      durationsMs={videoSlotDurationsMs}
      stakeCents={stakeCents}
      onStake={setStakeCents}
      onSpin={spin}
      rules={t('casinoSlot.videoRules')}
      paytable={<VideoSlotPaytable />}
      extra={<BonusSwitch game={game} bonusBalance={bonus.bonusBalance} currency={currency} checked={bonus.checked} onChange={bonus.setChecked} disabled={slot.busy} />}
    />
  );
}
