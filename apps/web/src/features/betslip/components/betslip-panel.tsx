import { Alert, Badge, Button, Group, Select, Stack, Switch, Tabs, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconTicket } from '@tabler/icons-react';
import { betslipLegsMultiMin } from '@oddsmith/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { useDispatch, useSelector } from 'react-redux';
import { moneyText } from '../../../lib/money-text';
import { headlineOf, headlineText } from '../bet-headline';
import {
  acceptOddsChangesChosen,
  acceptOddsChoices,
  betTypeChosen,
  bonusUseToggled,
  oddsChangesSeen,
  quickBetToggled,
  selectionsKept,
  slipCleared,
  totalStakeChanged,
  type AcceptOddsChoice,
  type BetslipState,
  type BetType,
} from '../betslip-slice';
import { usePlaceBet, type PlacePhase } from '../hooks/use-place-bet';
import { BetLeg } from './bet-leg';
import classes from './betslip.module.css';
import { keptSelectionsOf, PlacementReceipt } from './placement-receipt';
import { StakeInput } from './stake-input';

export type BetslipPanelProps = {
  isLoggedIn: boolean;
  currency: string;
  bonusBalance: number;
  formatOdds: (odds: number) => string;
  /** A guest pressed Place bet. */
  onLoginRequired: () => void;
  /** Money moved (a placement, an in-play refusal): the header balance should be fetched again. */
  onBalanceChanged: () => void;
};

const betTypes: BetType[] = ['single', 'multi', 'system'];

function returnOf(slip: BetslipState): number {
  if (slip.betType === 'single') return slip.singleTotalReturn;
  return slip.betType === 'multi' ? slip.multiTotalReturn : slip.systemTotalReturn;
}

function EmptySlip() {
  const { t } = useTranslation();
  return (
    <Stack align="center" gap={6} py="xl" data-testid="slip-empty">
      <IconTicket size={32} opacity={0.5} />
      <Text fw={700}>{t('betslip.empty.title')}</Text>
      <Text size="sm" c="dimmed" ta="center">
        {t('betslip.empty.text')}
      </Text>
    </Stack>
  );
}

function SlipSummary({ slip, currency }: { slip: BetslipState; currency: string }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? 'en';
  return (
    <Stack gap={4} className={classes.returnRow}>
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          {t('betslip.totalStake')}
        </Text>
        <Text size="sm" fw={700} ff="monospace" data-testid="slip-total-stake">
          {moneyText(slip.totalStake, currency, locale)}
        </Text>
      </Group>
      <Group justify="space-between">
        <Text size="sm" fw={700}>
          {t('betslip.potentialReturn')}
        </Text>
        <Text fw={800} ff="monospace" c="brand" data-testid="slip-return">
          {moneyText(returnOf(slip), currency, locale)}
        </Text>
      </Group>
      {slip.betType === 'system' ? (
        <Text size="xs" c="dimmed">
          {t('betslip.systemHint')}
        </Text>
      ) : null}
    </Stack>
  );
}

function AcceptOddsSelect({ value, disabled }: { value: AcceptOddsChoice; disabled: boolean }) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  return (
    <Select
      size="sm"
      label={t('betslip.acceptOdds.label')}
      value={value}
      disabled={disabled}
      allowDeselect={false}
      data={acceptOddsChoices.map((choice) => ({ value: choice, label: t(`betslip.acceptOdds.${choice}`) }))}
      onChange={(next) => {
        if (next) dispatch(acceptOddsChangesChosen({ choice: next as AcceptOddsChoice }));
      }}
    />
  );
}

type PlaceActionsProps = { phase: PlacePhase; onPlace: () => void; onAccept: () => void; isLoggedIn: boolean; canPlace?: boolean };

export function PlaceActions({ phase, onPlace, onAccept, isLoggedIn, canPlace = true }: PlaceActionsProps) {
  const { t } = useTranslation();
  if (phase.kind === 'oddsChanged') {
    return (
      <Stack gap="xs">
        <Alert color="yellow" variant="light" icon={<IconAlertTriangle />} role="alert">
          {t('betslip.oddsChangedAsk')}
        </Alert>
        <Button fullWidth color="yellow" onClick={onAccept}>
          {t('betslip.acceptAndPlace')}
        </Button>
      </Stack>
    );
  }
  return (
    <Stack gap="xs">
      {phase.kind === 'failed' ? (
        <Alert color="red" variant="light" role="alert">
          {phase.message} {t('betslip.retryHint')}
        </Alert>
      ) : null}
      <Button fullWidth size="md" loading={phase.kind === 'placing'} disabled={isLoggedIn && !canPlace} onClick={onPlace}>
        {!isLoggedIn ? t('betslip.loginToBet') : phase.kind === 'failed' ? t('betslip.retry') : t('betslip.place')}
      </Button>
    </Stack>
  );
}

/** The betslip: legs with live prices, single / multi / system, stakes, the return, placement. */
export function BetslipPanel({ isLoggedIn, currency, bonusBalance, formatOdds, onLoginRequired, onBalanceChanged }: BetslipPanelProps) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const slip = useSelector((state: { betslip: BetslipState }) => state.betslip);
  const { phase, place, acceptChanges, done } = usePlaceBet({ onPlaced: onBalanceChanged });
  useRefundRefresh(phase, onBalanceChanged);
  const busy = phase.kind === 'placing';

  if (phase.kind === 'placed') {
    return (
      <PlacementReceipt
        tickets={phase.tickets}
        balance={phase.balance}
        currency={currency}
        formatOdds={formatOdds}
        onKeep={() => {
          dispatch(selectionsKept(keptSelectionsOf(phase.tickets)));
          done();
        }}
        onDone={done}
      />
    );
  }
  const onPlace = isLoggedIn ? place : onLoginRequired;
  const onAccept = () => {
    acceptChanges();
    place();
  };
  const canPlace = slip.betType === 'single' || slip.bets.length >= betslipLegsMultiMin;
  return (
    <div className={classes.panel}>
      <SlipHeader slip={slip} busy={busy} />
      {slip.bets.length === 0 ? <EmptySlip /> : <SlipBody slip={slip} formatOdds={formatOdds} busy={busy} />}
      {slip.errorMessage ? (
        <Alert color="red" variant="light" role="alert" data-testid="slip-error">
          {t(slip.errorMessage, { value: slip.errorValue ?? '' })}
        </Alert>
      ) : null}
      {slip.bets.length > 0 ? (
        <>
          {canPlace ? (
            <>
              <StakeSection slip={slip} busy={busy} />
              <SlipSummary slip={slip} currency={currency} />
            </>
          ) : null}
          <AcceptOddsSelect value={slip.acceptOddsChanges ?? 'none'} disabled={busy} />
          {bonusBalance > 0 ? (
            <Switch
              label={t('betslip.useBonus')}
              checked={slip.useBonus}
              disabled={busy}
              onChange={() => dispatch(bonusUseToggled())}
            />
          ) : null}
          <PlaceActions phase={phase} onPlace={onPlace} onAccept={onAccept} isLoggedIn={isLoggedIn} canPlace={canPlace} />
        </>
      ) : null}
    </div>
  );
}

function SlipHeader({ slip, busy }: { slip: BetslipState; busy: boolean }) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  return (
    <Stack gap={0}>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Group gap="xs" wrap="nowrap">
          <Title order={2} fz="lg">
            {t('betslip.title')}
          </Title>
          <Badge variant="filled" circle data-testid="slip-count">
            {slip.bets.length}
          </Badge>
        </Group>
        {slip.bets.length > 0 ? (
          <Button variant="subtle" size="compact-sm" color="gray" disabled={busy} onClick={() => dispatch(slipCleared())}>
            {t('betslip.clear')}
          </Button>
        ) : null}
      </Group>
      <Switch size="sm" label={t('betslip.quickBet.toggle')} checked={slip.quickBet} disabled={busy} onChange={() => dispatch(quickBetToggled())} />
    </Stack>
  );
}

/** Multi and system: the bet's name and combined odds ("Treble @ 39.55"), or what is missing on the tab it concerns. */
function BetTypeLine({ slip, formatOdds }: { slip: BetslipState; formatOdds: (odds: number) => string }) {
  const { t } = useTranslation();
  if (slip.betType === 'single') return null;
  if (slip.bets.length < betslipLegsMultiMin) {
    return (
      <Alert color="red" variant="light" p="xs" role="alert" data-testid="slip-needs-legs">
        {t('betslip.errors.needsMoreLegs', { value: betslipLegsMultiMin })}
      </Alert>
    );
  }
  const headline = headlineOf(slip.betType, slip.bets);
  if (!headline) return null;
  return (
    <Text fw={800} size="md" data-testid="slip-headline">
      {headlineText(t, headline, formatOdds)}
    </Text>
  );
}

function SlipBody({ slip, formatOdds, busy }: { slip: BetslipState; formatOdds: (odds: number) => string; busy: boolean }) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  return (
    <Stack gap="xs">
      <Tabs value={slip.betType} onChange={(value) => value && dispatch(betTypeChosen({ betType: value as BetType }))}>
        <Tabs.List grow>
          {betTypes.map((type) => (
            <Tabs.Tab key={type} value={type} disabled={busy}>
              {t(`betslip.types.${type}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      {slip.updateBet ? (
        <Alert color="yellow" variant="light" p="xs" data-testid="slip-odds-changed">
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <Text size="xs">{t('betslip.oddsChanged')}</Text>
            <Button size="compact-xs" variant="light" color="yellow" onClick={() => dispatch(oddsChangesSeen())}>
              {t('betslip.ok')}
            </Button>
          </Group>
        </Alert>
      ) : null}
      <BetTypeLine slip={slip} formatOdds={formatOdds} />
      {slip.bets.map((bet, index) => (
        <BetLeg
          key={bet._id}
          bet={bet}
          formatOdds={formatOdds}
          withStake={slip.betType === 'single'}
          outOfBet={slip.betType === 'system' && index >= 3}
          disabled={busy}
        />
      ))}
    </Stack>
  );
}

function StakeSection({ slip, busy }: { slip: BetslipState; busy: boolean }) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  if (slip.betType === 'single') {
    // One leg: its own stake is the only one; several: a stake for each leg, and one to fill them all.
    if (slip.bets.length < 2) return null;
    return (
      <StakeInput
        key={`each-${slip.bets.length}`}
        label={t('betslip.stakeEach')}
        quick
        disabled={busy}
        onChange={(text) => dispatch(totalStakeChanged({ stake: text }))}
      />
    );
  }
  return (
    <StakeInput
      label={t('betslip.stakeTotal')}
      valueCents={slip.totalStakeCents}
      quick
      disabled={busy}
      onChange={(text) => dispatch(totalStakeChanged({ stake: text }))}
    />
  );
}

/** An in-play ticket refused after its delay refunds the stake: the header balance is fetched again. */
function useRefundRefresh(phase: PlacePhase, onBalanceChanged: () => void): void {
  const rejected = phase.kind === 'placed' ? phase.tickets.filter((ticket) => ticket.status === 'rejected' && ticket.acceptAt).length : 0;
  const seen = useRef(0);
  useEffect(() => {
    if (rejected > seen.current) onBalanceChanged();
    seen.current = rejected;
  }, [rejected, onBalanceChanged]);
}

