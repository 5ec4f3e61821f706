import { Alert, SegmentedControl, Skeleton } from '@mantine/core';
import type { CasinoBalances, CasinoGameInfo } from '@oddsmith/core';
import { useTranslation } from '../../../../lib/use-translation';
import { useSearchParams } from 'react-router';
import { ScreenPage } from '../../../../components/screen-page';
import { paths } from '../../../../config/paths';
import { serverMessageOf } from '../../../../lib/api-client';
import { useCasinoGamesQuery } from '../../api/casino-api';
import { ClassicSlotGame } from './classic-slot-game';
import { VideoSlotGame } from './video-slot-game';

type SlotId = 'video-slot' | 'classic-slot';

type SlotBodyProps = { id: SlotId; game: CasinoGameInfo | undefined; currency: string; onBalance?: (balances: CasinoBalances) => void };

function SlotBody({ id, game, currency, onBalance }: SlotBodyProps) {
  const { t } = useTranslation();
  if (!game || !game.enabled) return <Alert color="yellow">{t('casinoSlot.unavailable')}</Alert>;
  return id === 'classic-slot' ? <ClassicSlotGame key={id} game={game} currency={currency} onBalance={onBalance} /> : <VideoSlotGame key={id} game={game} currency={currency} onBalance={onBalance} />;
}

/**
 * `/slot`: the video slot by default, the classic slot with `?game=classic-slot`. `onBalance` gets the
 * balance after a round once the reels have shown it (the app puts it in the header).
 */
export function SlotScreen({ onBalance }: { onBalance?: (balances: CasinoBalances) => void }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const id: SlotId = params.get('game') === 'classic-slot' ? 'classic-slot' : 'video-slot';
  const games = useCasinoGamesQuery();
  const game = games.data?.games.find((item) => item.id === id);
  const tabs = (
    <SegmentedControl
      value={id}
      onChange={(value) => setParams(value === 'classic-slot' ? { game: value } : {})}
      data={(['video-slot', 'classic-slot'] as const).map((value) => ({ value, label: t(`casinoShared.games.${value}`) }))}
      aria-label={t('casinoSlot.choose')}
    />
  );
  return (
    <ScreenPage title={t(`casinoShared.games.${id}`)} subtitle={t(id === 'classic-slot' ? 'casinoSlot.classicSubtitle' : 'casinoSlot.videoSubtitle')} back={{ to: paths.casino.path, label: t('casinoLobby.title') }} actions={tabs}>
      {games.isError ? <Alert color="red">{serverMessageOf(games.error)}</Alert> : null}
      {games.data ? <SlotBody id={id} game={game} currency={games.data.currency} onBalance={onBalance} /> : games.isError ? null : <Skeleton height={360} radius="lg" />}
    </ScreenPage>
  );
}
