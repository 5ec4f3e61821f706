import { Drawer, Group, Stack, Text } from '@mantine/core';
import { centsToAmount, milliToOdds, singleReturnCents } from '@oddsmith/core';
import { useMemo } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { useDispatch, useSelector } from 'react-redux';
import { moneyText } from '../../../lib/money-text';
import { quickBetClosed, quickStakeChanged, selectionsKept, type BetItem, type BetslipState } from '../betslip-slice';
import { usePlaceBet } from '../hooks/use-place-bet';
import type { SlipInput } from '../place-request';
import type { BetslipPanelProps } from './betslip-panel';
import { PlaceActions } from './betslip-panel';
import { keptSelectionsOf, PlacementReceipt } from './placement-receipt';
import classes from './betslip.module.css';
import { StakeInput } from './stake-input';

type Props = BetslipPanelProps & { pick: BetItem; acceptOddsChanges: BetslipState['acceptOddsChanges']; onClose: () => void };

function QuickBetBody({ pick, acceptOddsChanges, onClose, ...props }: Props) {
  const { t, i18n } = useTranslation();
  const dispatch = useDispatch();
  const errorMessage = useSelector((state: { betslip: BetslipState }) => state.betslip.errorMessage);
  const errorValue = useSelector((state: { betslip: BetslipState }) => state.betslip.errorValue);
  const source = useMemo<SlipInput>(
    () => ({ bets: [pick], betType: 'single', totalStakeCents: pick.stakeCents, useBonus: false, acceptOddsChanges }),
    [pick, acceptOddsChanges],
  );
  const { phase, place, acceptChanges } = usePlaceBet({ onPlaced: props.onBalanceChanged, source });
  const locale = i18n.resolvedLanguage ?? 'en';
  if (phase.kind === 'placed') {
    const keep = () => {
      dispatch(selectionsKept(keptSelectionsOf(phase.tickets)));
      onClose();
    };
    return <PlacementReceipt tickets={phase.tickets} balance={phase.balance} currency={props.currency} formatOdds={props.formatOdds} onKeep={keep} onDone={onClose} />;
  }
  const returnCents = singleReturnCents([{ odds: pick.oddsMilli ?? 'suspended', stakeCents: pick.stakeCents }]);
  return (
    <Stack gap="sm" className={classes.panel}>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Text fw={700} truncate>
            {pick.selectionName ?? pick.optionId}
          </Text>
          <Text size="xs" c="dimmed" truncate>
            {[pick.marketName, pick.eventName].filter(Boolean).join(' · ')}
          </Text>
        </Stack>
        <Text fw={800} ff="monospace" data-testid="quick-bet-odds">
          {pick.oddsMilli === null ? t('betslip.suspended') : props.formatOdds(milliToOdds(pick.oddsMilli))}
        </Text>
      </Group>
      <StakeInput label={t('betslip.stakeTotal')} valueCents={pick.stakeCents} quick disabled={phase.kind === 'placing'} onChange={(text) => dispatch(quickStakeChanged({ stake: text }))} />
      <Group justify="space-between">
        <Text size="sm" fw={700}>
          {t('betslip.potentialReturn')}
        </Text>
        <Text fw={800} ff="monospace" c="brand" data-testid="quick-bet-return">
          {moneyText(centsToAmount(returnCents), props.currency, locale)}
        </Text>
      </Group>
      {errorMessage ? (
        <Text size="sm" c="red" role="alert">
          {t(errorMessage, { value: errorValue ?? '' })}
        </Text>
      ) : null}
      <PlaceActions phase={phase} onPlace={props.isLoggedIn ? place : props.onLoginRequired} onAccept={() => { acceptChanges(); place(); }} isLoggedIn={props.isLoggedIn} canPlace={pick.oddsMilli !== null} />
    </Stack>
  );
}

/** Quick bet: a picked price opens this sheet with one stake; placing it places that single at once. */
export function QuickBetSheet(props: BetslipPanelProps) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const pick = useSelector((state: { betslip: BetslipState }) => state.betslip.quickPick);
  const acceptOddsChanges = useSelector((state: { betslip: BetslipState }) => state.betslip.acceptOddsChanges);
  const onClose = () => dispatch(quickBetClosed());
  return (
    <Drawer
      opened={pick !== null}
      onClose={onClose}
      position="bottom"
      styles={{ content: { flex: '0 0 auto', height: 'auto', maxHeight: '90dvh' } }}
      title={t('betslip.quickBet.title')}
      closeButtonProps={{ 'aria-label': t('betslip.quickBet.close') }}
    >
      {pick ? <QuickBetBody key={pick.optionId} pick={pick} acceptOddsChanges={acceptOddsChanges} onClose={onClose} {...props} /> : null}
    </Drawer>
  );
}
