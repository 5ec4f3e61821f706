import { Button, Group, Stack } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import { MoneyInput } from '../../../components/money-input';
import type { AmountCheck } from '../../../lib/amount';
import { moneyText } from '../../../lib/money-text';

/** The quick stakes under the stake field, in whole currency units. */
export const quickStakes = [5, 10, 25, 50, 100] as const;

type StakeFieldProps = {
  value: string;
  onChange: (value: string) => void;
  check: AmountCheck;
  currency: string;
  minStake: number;
  label?: string;
};

/** The backer's stake as typed, with quick stakes; a wrong stake is explained once something is typed. */
export function StakeField({ value, onChange, check, currency, minStake, label }: StakeFieldProps) {
  const { t, i18n } = useTranslation();
  const error = value.trim() !== '' && !check.ok ? t(`exchange.stakeErrors.${check.error}`, { min: moneyText(minStake, currency, i18n.language) }) : null;
  return (
    <Stack gap={6}>
      <MoneyInput label={label ?? t('exchange.panel.stake')} value={value} onChange={onChange} currency={currency} locale={i18n.language} error={error} />
      <Group gap={4}>
        {quickStakes.map((stake) => (
          <Button key={stake} size="compact-sm" variant="default" onClick={() => onChange(String(stake))}>
            {stake}
          </Button>
        ))}
      </Group>
    </Stack>
  );
}
