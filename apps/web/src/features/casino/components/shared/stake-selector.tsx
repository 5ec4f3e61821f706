import { ActionIcon, Group, Text } from '@mantine/core';
import { IconMinus, IconPlus } from '@tabler/icons-react';
import { useTranslation } from '../../../../lib/use-translation';
import { moneyText } from '../../../../lib/money-text';
import { centsOf } from '../../casino-format';

export type StakeLimits = { minStake: number; maxStake: number; stakeStep: number };

/** The stakes a game allows, in cents: min, min + step, … up to max (each a multiple of the step). */
export function stakeOptionsCents({ minStake, maxStake, stakeStep }: StakeLimits): number[] {
  const step = Math.max(1, centsOf(stakeStep));
  const min = Math.ceil(centsOf(minStake) / step) * step;
  const max = centsOf(maxStake);
  const options: number[] = [];
  for (let cents = min; cents <= max && options.length < 10_000; cents += step) options.push(cents);
  return options;
}

/** The next allowed stake from `cents` in `direction`, bigger steps as the stake grows (x1, x2, x5 ladder). */
export function nextStakeCents(limits: StakeLimits, cents: number, direction: 1 | -1): number {
  const options = stakeOptionsCents(limits);
  if (options.length === 0) return cents;
  const ladder = options.filter((value, index) => index === 0 || index === options.length - 1 || isLadderValue(value / options[0]!));
  const candidates = direction === 1 ? ladder.filter((value) => value > cents) : ladder.filter((value) => value < cents).reverse();
  return candidates[0] ?? cents;
}

const isLadderValue = (ratio: number) => Number.isInteger(ratio) && /^[125]0*$/.test(String(ratio));

type StakeSelectorProps = {
  limits: StakeLimits;
  stakeCents: number;
  currency: string;
  onChange: (cents: number) => void;
  disabled?: boolean;
  label?: string;
};

/** Minus, the stake, plus: only stakes the game allows (multiples of its step between its limits). */
export function StakeSelector({ limits, stakeCents, currency, onChange, disabled = false, label }: StakeSelectorProps) {
  const { t, i18n } = useTranslation();
  const down = nextStakeCents(limits, stakeCents, -1);
  const up = nextStakeCents(limits, stakeCents, 1);
  return (
    <Group gap="xs" wrap="nowrap" role="group" aria-label={label ?? t('casinoShared.stake')}>
      <ActionIcon variant="default" size="lg" radius="xl" aria-label={t('casinoShared.stakeDown')} disabled={disabled || down === stakeCents} onClick={() => onChange(down)}>
        <IconMinus size={16} />
      </ActionIcon>
      <Text fw={700} miw={96} ta="center" data-testid="stake-value">
        {moneyText(stakeCents / 100, currency, i18n.language)}
      </Text>
      <ActionIcon variant="default" size="lg" radius="xl" aria-label={t('casinoShared.stakeUp')} disabled={disabled || up === stakeCents} onClick={() => onChange(up)}>
        <IconPlus size={16} />
      </ActionIcon>
    </Group>
  );
}
