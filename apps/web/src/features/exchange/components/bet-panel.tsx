import { useEffect, useRef } from 'react';
import { Button, CloseButton, Group, Paper, SegmentedControl, Stack, Text } from '@mantine/core';
import type { ExchangeMarket } from '@oddsmith/core';
import { formatMoney } from '@oddsmith/core';
import { useTranslation } from '../../../lib/use-translation';
import { SideBadge } from './side-badge';
import { FormFailure } from '../../../components/confirm-modal';
import { rewardCents, riskCents } from '../bet-maths';
import type { BetPanelState, Persistence } from '../hooks/use-bet-panel';
import { PriceStepper } from './price-stepper';
import { StakeField } from './stake-field';

type BetPanelProps = {
  market: ExchangeMarket;
  panel: BetPanelState;
  busy: boolean;
  failure: string | null;
  /** The market takes orders now (open); otherwise confirm waits. */
  trading: boolean;
  onConfirm: () => void;
};

/** What the order risks and what it wins, before the player confirms it. */
function OrderFigures({ panel, currency }: { panel: BetPanelState; currency: string }) {
  const { t, i18n } = useTranslation();
  const pending = panel.pending;
  if (!pending) return null;
  const money = (cents: number) => formatMoney(cents, currency, i18n.language);
  return (
    <Group justify="space-between" gap="xs" data-testid="order-figures">
      <Text size="sm">
        {t(pending.side === 'back' ? 'exchange.panel.profit' : 'exchange.panel.liability')}{' '}
        <Text span fw={700} ff="monospace">
          {money(pending.side === 'back' ? rewardCents('back', pending.stakeCents, pending.priceMilli) : riskCents('lay', pending.stakeCents, pending.priceMilli))}
        </Text>
      </Text>
      {pending.side === 'lay' ? (
        <Text size="sm" c="dimmed">
          {t('exchange.panel.layWins', { amount: money(pending.stakeCents) })}
        </Text>
      ) : null}
    </Group>
  );
}

/** The order being built: side and runner, price on the ladder, stake, persistence, figures and confirm. */
export function BetPanel({ market, panel, busy, failure, trading, onConfirm }: BetPanelProps) {
  const { t } = useTranslation();
  const pick = panel.pick;
  const paper = useRef<HTMLDivElement>(null);
  // On a phone the panel sits under the ladder: a new pick brings it into view.
  const pickKey = pick ? `${pick.runnerId}:${pick.side}` : '';
  useEffect(() => {
    if (pickKey) paper.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [pickKey]);
  if (!pick) return null;
  const runner = market.runners.find((row) => row.id === pick.runnerId);
  const color = pick.side === 'back' ? 'blue' : 'pink';
  return (
    <Paper ref={paper} withBorder radius="md" p="md" data-testid="bet-panel" style={{ borderLeft: `4px solid var(--mantine-color-${color}-5)` }}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Group gap="xs" wrap="nowrap">
            <SideBadge side={pick.side} variant="filled" />
            <Text fw={600}>{runner?.name}</Text>
          </Group>
          <CloseButton aria-label={t('exchange.panel.close')} onClick={panel.clear} />
        </Group>
        <Group align="flex-end" gap="md" wrap="wrap">
          <PriceStepper priceMilli={pick.priceMilli} onChange={panel.setPrice} onStep={panel.step} />
        </Group>
        <StakeField value={panel.stakeText} onChange={panel.setStakeText} check={panel.stake} currency={market.currency} minStake={market.minStake} />
        <SegmentedControl
          size="xs"
          aria-label={t('exchange.panel.persistence')}
          value={panel.persistence}
          onChange={(value) => panel.setPersistence(value as Persistence)}
          data={[
            { value: 'lapse', label: t('exchange.persistence.lapse') },
            { value: 'keep', label: t('exchange.persistence.keep') },
          ]}
        />
        <OrderFigures panel={panel} currency={market.currency} />
        {market.ladder.inPlay && market.betDelaySeconds > 0 ? (
          <Text size="xs" c="dimmed">
            {t('exchange.panel.betDelay', { seconds: market.betDelaySeconds })}
          </Text>
        ) : null}
        <FormFailure message={failure} />
        <Button color={color} loading={busy} disabled={!panel.pending || !trading} onClick={onConfirm}>
          {t(`exchange.panel.confirm.${pick.side}`)}
        </Button>
      </Stack>
    </Paper>
  );
}
