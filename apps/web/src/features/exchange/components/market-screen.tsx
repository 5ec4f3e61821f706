import { Alert, Button, Grid, Skeleton, Stack, Text } from '@mantine/core';
import { IconListDetails } from '@tabler/icons-react';
import type { ExchangeMarket, ExchangeOrderSide, ExchangePosition } from '@oddsmith/core';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import { ScreenPage } from '../../../components/screen-page';
import { paths } from '../../../config/paths';
import { remoteOf } from '../../../lib/api-slice';
import { useSocket } from '../../../lib/socket-context';
import { useExchangeMarketQuery, useExchangePositionQuery } from '../api/exchange-api';
import { profitMap, projectedProfits } from '../bet-maths';
import { useBetPanel } from '../hooks/use-bet-panel';
import { useExchangeRealtime } from '../hooks/use-exchange-realtime';
import { useOneClick } from '../hooks/use-one-click';
import { usePlaceOrder } from '../hooks/use-place-order';
import { checkAmount } from '../../../lib/amount';
import { BetPanel } from './bet-panel';
import { GreenUpButton } from './green-up-button';
import { MarketHeader } from './market-header';
import { MarketLadder } from './market-ladder';
import { MatchedBets } from './matched-bets';
import { OneClickBar } from './one-click-bar';
import { OpenOrders } from './open-orders';

type MarketScreenProps = { marketId: string; onBalanceChanged?: () => void };

/** The player's P&L per runner from matched bets; null before the first match. */
const profitsOf = (position: ExchangePosition | null) => (position && position.matches.length > 0 ? profitMap(position.profits) : null);

/** The ladder with the bet panel, one-click mode and the player's orders beside it. */
function MarketBody({ market, position, onBalanceChanged }: { market: ExchangeMarket; position: ExchangePosition | null; onBalanceChanged?: () => void }) {
  const { t } = useTranslation();
  const panel = useBetPanel(market.minStake);
  const oneClick = useOneClick();
  const placing = usePlaceOrder(market.id, onBalanceChanged);
  const trading = market.ladder.status === 'open';
  const profits = profitsOf(position);
  const projected = panel.pending ? projectedProfits(market.runners.map((runner) => runner.id), profits ?? new Map(), panel.pending) : null;
  const onPick = (runnerId: string, side: ExchangeOrderSide, priceMilli: number | null) => {
    const stake = checkAmount(oneClick.settings.stakeText, { min: market.minStake });
    if (oneClick.settings.enabled && stake.ok && priceMilli !== null) {
      void placing.place({ runnerId, side, priceMilli, stakeCents: stake.cents, persistence: panel.persistence });
      return;
    }
    placing.dismiss();
    panel.choose(runnerId, side, priceMilli);
  };
  const confirm = async () => {
    if (panel.pending && (await placing.place({ ...panel.pending, persistence: panel.persistence }))) panel.clear();
  };
  return (
    <Grid gap="md">
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Stack gap="sm">
          <OneClickBar oneClick={oneClick} currency={market.currency} minStake={market.minStake} />
          {!trading ? <Alert color="orange" role="alert">{t(`exchange.market.notTrading.${market.ladder.status}`)}</Alert> : null}
          {placing.placed && !panel.pick ? <Alert color="green" role="status" withCloseButton onClose={placing.dismiss}>{placing.placed}</Alert> : null}
          {placing.failure && !panel.pick ? <Alert color="red" role="alert" withCloseButton onClose={placing.dismiss}>{placing.failure}</Alert> : null}
          <MarketLadder market={market} profits={profits} projected={projected} pick={panel.pick} disabled={!trading} onPick={onPick} />
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <Stack gap="sm">
          {panel.pick ? (
            <BetPanel market={market} panel={panel} busy={placing.busy} failure={placing.failure} trading={trading} onConfirm={() => void confirm()} />
          ) : (
            <Text size="sm" c="dimmed">{t('exchange.panel.hint')}</Text>
          )}
          {trading ? <GreenUpButton market={market} quote={position?.greenUp ?? null} busy={placing.busy} failure={placing.failure} onPlace={placing.place} /> : null}
          <OpenOrders orders={position?.orders ?? []} currency={market.currency} minStake={market.minStake} />
          <MatchedBets matches={position?.matches ?? []} currency={market.currency} />
        </Stack>
      </Grid.Col>
    </Grid>
  );
}

/** `/exchange/:id`: the market page, kept live by the market's room and the player's own room. */
export function MarketScreen({ marketId, onBalanceChanged }: MarketScreenProps) {
  const { t } = useTranslation();
  const market = remoteOf(useExchangeMarketQuery(marketId));
  const position = useExchangePositionQuery(marketId);
  useExchangeRealtime(useSocket(), marketId, onBalanceChanged);
  const data = market.data;
  const back = { to: paths.exchange.getHref(), label: t('exchange.lobby.back') };
  if (!data) {
    return (
      <ScreenPage title={t('exchange.market.title')} back={back}>
        {market.status === 'failed' ? <ErrorState message={market.error ?? ''} onRetry={market.reload} /> : <Skeleton height={240} radius="md" data-testid="market-loading" />}
      </ScreenPage>
    );
  }
  const myBets = (
    <Button component={Link} to={paths.exchangeMyBets.getHref(marketId)} variant="default" size="xs" leftSection={<IconListDetails size={14} />}>
      {t('exchange.myBets.link')}
    </Button>
  );
  return (
    <ScreenPage title={data.eventName} subtitle={data.name} back={back} actions={myBets}>
      <MarketHeader market={data} />
      <MarketBody market={data} position={position.data ?? null} onBalanceChanged={onBalanceChanged} />
    </ScreenPage>
  );
}
