import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { accumulatorName, betslipLegsMax, combinedOddsMilli } from '@oddsmith/core';
import { useTranslation } from '../../../lib/use-translation';
import { useDispatch, useSelector } from 'react-redux';
import { headlineText } from '../bet-headline';
import { betslipOpened, type BetslipState } from '../betslip-slice';
import classes from './betslip.module.css';

type Props = { formatOdds: (odds: number) => string };

/**
 * Phones: the slip as a compact bar above the bottom tab bar (count, the bet its priced legs make
 * and their combined odds, "Open slip"); a pick lands here instead of opening the whole slip. A
 * spacer in the page keeps the last row of prices scrollable above the bar.
 */
export function SlipBar({ formatOdds }: Props) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const bets = useSelector((state: { betslip: BetslipState }) => state.betslip.bets);
  const opened = useSelector((state: { betslip: BetslipState }) => state.betslip.triggerBetslip);
  if (bets.length === 0) return null;
  const priced = bets.flatMap((bet) => (bet.oddsMilli === null ? [] : [bet.oddsMilli])).slice(0, betslipLegsMax);
  const headline = priced.length > 0 ? headlineText(t, { name: accumulatorName(priced.length), oddsMilli: combinedOddsMilli(priced) }, formatOdds) : null;
  return (
    <>
      <div className={classes.barSpacer} aria-hidden data-testid="slip-bar-spacer" />
      {opened ? null : (
        <div className={classes.bar} role="region" aria-label={t('betslip.bar.label')} data-testid="slip-bar">
          <Group justify="space-between" wrap="nowrap" gap="sm" h="100%">
            <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
              <Badge size="lg" circle variant="filled" data-testid="slip-bar-count">
                {bets.length}
              </Badge>
              <Stack gap={0} style={{ minWidth: 0 }}>
                <Text size="xs" c="dimmed">
                  {t('betslip.bar.selections', { count: bets.length })}
                </Text>
                {headline ? (
                  <Text fw={800} size="sm" truncate data-testid="slip-bar-odds">
                    {headline}
                  </Text>
                ) : null}
              </Stack>
            </Group>
            <Button className={classes.barButton} onClick={() => dispatch(betslipOpened())}>
              {t('betslip.bar.open')}
            </Button>
          </Group>
        </div>
      )}
    </>
  );
}
