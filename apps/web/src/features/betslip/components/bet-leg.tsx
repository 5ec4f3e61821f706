import { ActionIcon, Badge, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { milliToOdds } from '@oddsmith/core';
import { IconArrowDownRight, IconArrowUpRight, IconLock, IconX } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/use-translation';
import { useDispatch } from 'react-redux';
import { betRemoved, stakeChanged, type BetItem } from '../betslip-slice';
import classes from './betslip.module.css';
import { StakeInput } from './stake-input';

type Props = {
  bet: BetItem;
  formatOdds: (odds: number) => string;
  /** Singles: the leg has its own stake input. */
  withStake: boolean;
  /** System: legs after the first three are not part of the bet. */
  outOfBet?: boolean;
  disabled: boolean;
};

function moveOf(bet: BetItem): 'up' | 'down' | null {
  const before = bet.previousOddsMilli;
  if (typeof before !== 'number' || bet.oddsMilli === null || before === bet.oddsMilli) return null;
  return bet.oddsMilli > before ? 'up' : 'down';
}

function LegOdds({ bet, formatOdds }: Pick<Props, 'bet' | 'formatOdds'>) {
  const { t } = useTranslation();
  if (bet.oddsMilli === null) {
    return (
      <Badge color="gray" variant="light" leftSection={<IconLock size={12} />} data-testid="leg-suspended">
        {t('betslip.suspended')}
      </Badge>
    );
  }
  const move = moveOf(bet);
  const before = typeof bet.previousOddsMilli === 'number' ? formatOdds(milliToOdds(bet.previousOddsMilli)) : '';
  return (
    <Group gap={4} wrap="nowrap" className={move === 'up' ? classes.oddsUp : move === 'down' ? classes.oddsDown : undefined}>
      {move === 'up' ? <IconArrowUpRight size={16} aria-hidden /> : null}
      {move === 'down' ? <IconArrowDownRight size={16} aria-hidden /> : null}
      <Text fw={800} ff="monospace" size="sm" data-testid="leg-odds" data-move={move ?? undefined}>
        {formatOdds(milliToOdds(bet.oddsMilli))}
      </Text>
      {move ? <VisuallyHidden>{t(`betslip.odds.${move}`, { before })}</VisuallyHidden> : null}
    </Group>
  );
}

/** One selection in the slip: what it is, its live price (moves and suspensions shown) and remove. */
export function BetLeg({ bet, formatOdds, withStake, outOfBet = false, disabled }: Props) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const suspended = bet.oddsMilli === null;
  const name = bet.selectionName ?? bet.optionId;
  return (
    <div
      className={`${classes.leg} ${suspended || outOfBet ? classes.legSuspended : ''}`}
      data-testid="slip-leg"
      data-option-id={bet.optionId}
      aria-label={name}
      role="group"
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text fw={700} size="sm" truncate>
            {name}
          </Text>
          {bet.marketName ? (
            <Text size="xs" c="dimmed" truncate>
              {bet.marketName}
            </Text>
          ) : null}
          {bet.eventName ? (
            <Text size="xs" c="dimmed" truncate>
              {bet.eventName}
            </Text>
          ) : null}
          {suspended ? (
            <Text size="xs" c="orange">
              {t('betslip.excluded')}
            </Text>
          ) : null}
          {outOfBet && !suspended ? (
            <Text size="xs" c="dimmed">
              {t('betslip.notInSystem')}
            </Text>
          ) : null}
        </Stack>
        <Group gap={6} wrap="nowrap">
          <LegOdds bet={bet} formatOdds={formatOdds} />
          <ActionIcon
            variant="subtle"
            color="gray"
            size="sm"
            disabled={disabled}
            aria-label={t('betslip.remove', { name })}
            onClick={() => dispatch(betRemoved({ optionId: bet.optionId }))}
          >
            <IconX size={16} />
          </ActionIcon>
        </Group>
      </Group>
      {withStake ? (
        <div style={{ marginTop: 8 }}>
          <StakeInput
            size="xs"
            label={t('betslip.stakeFor', { name })}
            valueCents={bet.stakeCents}
            disabled={disabled || suspended}
            onChange={(text) => dispatch(stakeChanged({ optionId: bet.optionId, stake: text }))}
          />
        </div>
      ) : null}
    </div>
  );
}
